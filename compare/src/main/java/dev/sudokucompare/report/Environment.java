package dev.sudokucompare.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where the numbers were measured: JVM, OS, CPU, cores, heap; and how much heap the run's live
 * data reached ({@code peakLiveHeapBytes}, -1 when no collection happened, see {@link HeapWatch}).
 */
public record Environment(String jvmVendor, String jvmVersion, String jvmName, String os, String arch,
        String cpuModel, int cores, long maxHeapBytes, long peakLiveHeapBytes) {

    public static Environment current() {
        return new Environment(System.getProperty("java.vendor"), System.getProperty("java.runtime.version"),
                System.getProperty("java.vm.name"),
                System.getProperty("os.name") + " " + System.getProperty("os.version"), System.getProperty("os.arch"),
                readCpuModel().orElse("unknown"), Runtime.getRuntime().availableProcessors(),
                Runtime.getRuntime().maxMemory(), HeapWatch.peakLiveBytes());
    }

    /** The CPU's model name from /proc/cpuinfo (Linux); empty elsewhere. */
    private static Optional<String> readCpuModel() {
        try {
            return Files.readAllLines(Path.of("/proc/cpuinfo")).stream()
                    .filter(l -> l.startsWith("model name"))
                    .map(l -> l.substring(l.indexOf(':') + 1).strip()).findFirst();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** "OpenJDK 64-Bit Server VM 17.0.15 (Debian), Linux 6.1 amd64, AMD EPYC (2 cores), max heap 6 GiB". */
    public String describe() {
        return jvmName + " " + jvmVersion + " (" + jvmVendor + "), " + os + " " + arch + ", " + cpuModel
                + " (" + cores + " cores), max heap " + (maxHeapBytes >> 20) + " MiB"
                + (peakLiveHeapBytes < 0 ? "" : ", live heap peak " + (peakLiveHeapBytes >> 20) + " MiB");
    }
}
