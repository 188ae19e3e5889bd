package dev.sudokucompare.solvers.external;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.Locale;

/**
 * What a program killed at the wall-clock limit is told: the limit, the CPU it used by then, and,
 * when it used far less CPU than the limit on a machine busier than its cores, that the machine
 * was the likelier cause and {@code --cpu-limit} measures the program alone.
 */
final class WallClockLimit {

    private WallClockLimit() {
    }

    /** "killed at the time limit (2.0 s of wall-clock time) after 0.59 s of CPU; the machine was loaded ...". */
    static String reason(String killed, Duration limit, long cpuNanos) {
        String text = String.format(Locale.ROOT, "%s (%s of wall-clock time)", killed, seconds(limit.toNanos()));
        if (cpuNanos < 0) {
            return text;
        }
        return text + " after " + seconds(cpuNanos) + " of CPU" + loadNote(limit, cpuNanos);
    }

    /** "; the machine was loaded (load 12.3 on 2 cores): ...", or "" when the program had the CPU it wanted. */
    static String loadNote(Duration limit, long cpuNanos) {
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        int cores = Runtime.getRuntime().availableProcessors();
        if (cpuNanos < 0 || load <= cores || cpuNanos > limit.toNanos() / 2) {
            return "";
        }
        return String.format(Locale.ROOT, "; the machine was loaded (load %.1f on %d cores): --cpu-limit measures the "
                + "program alone", load, cores);
    }

    private static String seconds(long nanos) {
        return String.format(Locale.ROOT, nanos < 10_000_000_000L ? "%.2f s" : "%.1f s", nanos / 1e9);
    }
}
