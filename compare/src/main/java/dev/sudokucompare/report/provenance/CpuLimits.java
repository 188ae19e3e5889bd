package dev.sudokucompare.report.provenance;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What bounds the CPU this run got, where Linux says: the cgroup's CPU quota (v2 {@code cpu.max},
 * v1 {@code cpu.cfs_quota_us} over {@code cpu.cfs_period_us}) and the cpuset, and the cores'
 * clock frequency (cpufreq's current frequency, else /proc/cpuinfo's "cpu MHz"). Each answers
 * "unreadable" where the system does not tell; nothing here fails a run.
 */
final class CpuLimits {

    private static final Path ROOT = Path.of("/sys/fs/cgroup");

    private CpuLimits() {
    }

    /** "none (cgroup v1 cpu.cfs_quota_us -1), cpuset 0-1", "1.50 CPUs (cgroup v2 cpu.max 150000 100000)". */
    static String quota() {
        try {
            List<String> lines = Files.readAllLines(Path.of("/proc/self/cgroup"));
            String quota = "unreadable";
            String cpuset = "";
            for (String line : lines) {
                String[] parts = line.split(":", 3);
                if (parts.length < 3) {
                    continue;
                }
                List<String> controllers = List.of(parts[1].split(","));
                if (parts[0].equals("0") && parts[1].isEmpty()) {
                    String v2 = v2(parts[2]);
                    quota = v2 != null && quota.equals("unreadable") ? v2 : quota;
                } else if (controllers.contains("cpu")) {
                    String v1 = v1(parts[1], parts[2]);
                    quota = v1 != null ? v1 : quota;
                } else if (controllers.contains("cpuset")) {
                    cpuset = read(ROOT.resolve("cpuset").resolve(relative(parts[2])).resolve("cpuset.cpus"));
                }
            }
            return quota + (cpuset == null || cpuset.isEmpty() ? "" : ", cpuset " + cpuset);
        } catch (IOException | RuntimeException e) {
            return "unreadable";
        }
    }

    private static String v2(String path) {
        for (Path base : List.of(ROOT, ROOT.resolve("unified"))) {
            String max = read(base.resolve(relative(path)).resolve("cpu.max"));
            if (max != null) {
                String[] f = max.split("\\s+");
                if (f[0].equals("max")) {
                    return "none (cgroup v2 cpu.max " + max + ")";
                }
                return String.format(Locale.ROOT, "%.2f CPUs (cgroup v2 cpu.max %s)",
                        Double.parseDouble(f[0]) / Double.parseDouble(f[1]), max);
            }
        }
        return null;
    }

    private static String v1(String controllers, String path) {
        for (String dir : List.of(controllers, "cpu", "cpu,cpuacct")) {
            Path base = ROOT.resolve(dir).resolve(relative(path));
            String quota = read(base.resolve("cpu.cfs_quota_us"));
            String period = read(base.resolve("cpu.cfs_period_us"));
            if (quota != null && period != null) {
                long q = Long.parseLong(quota);
                return q < 0 ? "none (cgroup v1 cpu.cfs_quota_us " + q + ")"
                        : String.format(Locale.ROOT, "%.2f CPUs (cgroup v1 cpu.cfs_quota_us %d / cpu.cfs_period_us %s)",
                                q / Double.parseDouble(period), q, period);
            }
        }
        return null;
    }

    /** "2445 MHz (/proc/cpuinfo)", "1800-3600 MHz (cpufreq)" when cores differ; "unreadable". */
    static String frequency() {
        List<Double> mhz = new ArrayList<>();
        String source = "cpufreq scaling_cur_freq";
        try (DirectoryStream<Path> cpus = Files.newDirectoryStream(Path.of("/sys/devices/system/cpu"), "cpu[0-9]*")) {
            for (Path cpu : cpus) {
                String khz = read(cpu.resolve("cpufreq/scaling_cur_freq"));
                if (khz != null) {
                    mhz.add(Double.parseDouble(khz) / 1000);
                }
            }
        } catch (IOException | RuntimeException e) {
            mhz.clear();
        }
        if (mhz.isEmpty()) {
            source = "/proc/cpuinfo cpu MHz";
            try {
                for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                    if (line.startsWith("cpu MHz")) {
                        mhz.add(Double.parseDouble(line.substring(line.indexOf(':') + 1).strip()));
                    }
                }
            } catch (IOException | RuntimeException e) {
                return "unreadable";
            }
        }
        if (mhz.isEmpty()) {
            return "unreadable";
        }
        long low = Math.round(mhz.stream().mapToDouble(Double::doubleValue).min().orElseThrow());
        long high = Math.round(mhz.stream().mapToDouble(Double::doubleValue).max().orElseThrow());
        return (low == high ? low + "" : low + "-" + high) + " MHz (" + source + ")";
    }

    private static String relative(String cgroupPath) {
        return cgroupPath.startsWith("/") ? cgroupPath.substring(1) : cgroupPath;
    }

    /** A small file's first line, stripped; null when absent or unreadable. */
    private static String read(Path file) {
        try {
            return Files.isReadable(file) ? Files.readAllLines(file).stream().findFirst().orElse("").strip() : null;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
