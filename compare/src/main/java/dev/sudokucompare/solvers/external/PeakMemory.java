package dev.sudokucompare.solvers.external;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The peak resident memory of a process tree, read from Linux's {@code /proc/PID/status}
 * ({@code VmHWM}, the high-water mark). Sampled while the program runs, so it is a lower bound
 * for programs that exit between samples; -1 when /proc is not there.
 */
final class PeakMemory {

    private long peakKib = -1;

    void sample(ProcessHandle process) {
        long total = highWaterKib(process.pid());
        if (total < 0) {
            return;
        }
        total += process.descendants().mapToLong(p -> Math.max(0, highWaterKib(p.pid()))).sum();
        peakKib = Math.max(peakKib, total);
    }

    long peakKib() {
        return peakKib;
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
}
