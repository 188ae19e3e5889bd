package dev.sudokucompare.report.provenance;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Where the numbers were measured: JVM, OS, CPU, cores, heap; how much heap the run's live data
 * reached ({@code peakLiveHeapBytes}, -1 when no collection happened, see {@link HeapWatch}); the
 * JVM's options and collectors; the CPU frequency governor; the one-minute load average when the
 * run started and ended (-1 where the system has none); the cgroup's CPU quota and cpuset
 * ({@code cpuQuota}) and the cores' clock frequency at the end ({@code cpuFrequency}), each
 * "unreadable" where the system does not tell (and "unknown" in a manifest written before them).
 */
public record Environment(String jvmVendor, String jvmVersion, String jvmName, String os, String arch,
        String cpuModel, int cores, long maxHeapBytes, long peakLiveHeapBytes, List<String> jvmFlags,
        String garbageCollectors, String cpuGovernor, double loadAverageStart, double loadAverageEnd, String cpuQuota,
        String cpuFrequency) {

    public Environment {
        jvmFlags = jvmFlags == null ? List.of() : List.copyOf(jvmFlags);
        cpuQuota = cpuQuota == null ? "unknown" : cpuQuota;
        cpuFrequency = cpuFrequency == null ? "unknown" : cpuFrequency;
    }

    /** An environment without the CPU's quota and frequency (unknown). */
    public Environment(String jvmVendor, String jvmVersion, String jvmName, String os, String arch, String cpuModel,
            int cores, long maxHeapBytes, long peakLiveHeapBytes, List<String> jvmFlags, String garbageCollectors,
            String cpuGovernor, double loadAverageStart, double loadAverageEnd) {
        this(jvmVendor, jvmVersion, jvmName, os, arch, cpuModel, cores, maxHeapBytes, peakLiveHeapBytes, jvmFlags,
                garbageCollectors, cpuGovernor, loadAverageStart, loadAverageEnd, null, null);
    }

    /** This machine now; {@code loadAtStart}: the load average taken when the run started. */
    public static Environment current(double loadAtStart) {
        return new Environment(System.getProperty("java.vendor"), System.getProperty("java.runtime.version"),
                System.getProperty("java.vm.name"),
                System.getProperty("os.name") + " " + System.getProperty("os.version"), System.getProperty("os.arch"),
                ForThisJvm.CPU_MODEL, Runtime.getRuntime().availableProcessors(),
                Runtime.getRuntime().maxMemory(), HeapWatch.peakLiveBytes(), ForThisJvm.JVM_FLAGS,
                ForThisJvm.GARBAGE_COLLECTORS, Machine.cpuGovernor(), loadAtStart, Machine.loadAverage(),
                CpuLimits.quota(), CpuLimits.frequency());
    }

    /** What cannot change while this JVM lives, read once: runs in one JVM (tests, benchmarks) paid it each time. */
    private static final class ForThisJvm {
        static final String CPU_MODEL = readCpuModel().orElse("unknown");
        static final List<String> JVM_FLAGS = Machine.jvmFlags();
        static final String GARBAGE_COLLECTORS = Machine.garbageCollectors();
    }

    /** Whether two environments can be compared for timing: same CPU model, cores, JVM and OS. */
    public List<String> differences(Environment other) {
        List<String> out = new ArrayList<>();
        compare(out, "CPU", cpuModel, other.cpuModel);
        compare(out, "cores", String.valueOf(cores), String.valueOf(other.cores));
        compare(out, "JVM", jvmName + " " + jvmVersion, other.jvmName + " " + other.jvmVersion);
        compare(out, "OS", os + " " + arch, other.os + " " + other.arch);
        compare(out, "JVM options", String.join(" ", jvmFlags), String.join(" ", other.jvmFlags));
        compare(out, "CPU governor", String.valueOf(cpuGovernor), String.valueOf(other.cpuGovernor));
        if (!cpuQuota.equals("unknown") && !other.cpuQuota.equals("unknown")) {
            compare(out, "CPU quota", cpuQuota, other.cpuQuota);
        }
        return out;
    }

    private static void compare(List<String> out, String what, String a, String b) {
        if (!a.equals(b)) {
            out.add(what + " '" + a + "' vs '" + b + "'");
        }
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
                + (peakLiveHeapBytes < 0 ? "" : ", live heap peak " + (peakLiveHeapBytes >> 20) + " MiB")
                + ", " + garbageCollectors + ", CPU governor " + cpuGovernor + ", CPU quota " + cpuQuota
                + ", CPU clock " + cpuFrequency
                + (loadAverageStart < 0 ? "" : String.format(Locale.ROOT, ", load %.2f at start, %.2f at end",
                        loadAverageStart, loadAverageEnd));
    }
}
