package dev.sudokucompare.solvers.external;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where no control group can be made: a program tree's resources read from Linux's {@code /proc}
 * while it runs. Peak memory is the sum of the processes' high-water marks ({@code VmHWM}); CPU time
 * is user + system of the program, of its children it has reaped, and of its live descendants, in
 * clock ticks (10 ms). Both are lower bounds: what happens between the last sample and the exit is
 * not seen. -1 when /proc is not there.
 */
final class Sampler {

    /** Linux's USER_HZ: /proc reports CPU times in hundredths of a second. */
    private static final long NANOS_PER_TICK = 10_000_000L;

    private long peakKib = -1;
    private long cpuNanos = -1;

    void sample(ProcessHandle process) {
        long memory = highWaterKib(process.pid());
        if (memory < 0) {
            return;
        }
        long ticks = ticks(process.pid());
        for (ProcessHandle p : process.descendants().toList()) {
            memory += Math.max(0, highWaterKib(p.pid()));
            ticks += Math.max(0, ticks(p.pid()));
        }
        peakKib = Math.max(peakKib, memory);
        cpuNanos = Math.max(cpuNanos, ticks * NANOS_PER_TICK);
    }

    /**
     * Forgets the peak so far, for the next answer of a long-lived program: Linux resets a
     * process's {@code VmHWM} when 5 is written to its {@code clear_refs}.
     */
    void resetPeak(ProcessHandle process) {
        clearPeak(process.pid());
        process.descendants().forEach(p -> clearPeak(p.pid()));
        peakKib = -1;
    }

    private static void clearPeak(long pid) {
        try {
            Files.writeString(Path.of("/proc", Long.toString(pid), "clear_refs"), "5");
        } catch (IOException | RuntimeException e) {
            // Gone, or a kernel older than 4.0: the peak stays the program's lifetime peak.
        }
    }

    long peakKib() {
        return peakKib;
    }

    long cpuNanos() {
        return cpuNanos;
    }

    private static long highWaterKib(long pid) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
                if (line.startsWith("VmHWM:")) {
                    return Long.parseLong(line.substring(6).replace("kB", "").strip());
                }
            }
        } catch (IOException | RuntimeException e) {
            // Gone already, or not Linux: nothing to add.
        }
        return -1;
    }

    /** utime + stime + cutime + cstime of one process, in ticks; -1 when it is gone. */
    private static long ticks(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            // Fields after the command name (which may hold spaces) start after the last ')'.
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(f[11]) + Long.parseLong(f[12]) + Long.parseLong(f[13]) + Long.parseLong(f[14]);
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }
}
