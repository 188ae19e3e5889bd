package dev.sudokucompare.report.provenance;

import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;

/**
 * What the machine is doing besides this run, and how the JVM was set up: what lets a reader
 * trust timings or redo them. Every probe answers something (-1, "unreadable") where the system
 * does not tell.
 */
public final class Machine {

    private Machine() {
    }

    /** The one-minute load average, or -1 where the system has none. */
    public static double loadAverage() {
        // /proc/loadavg where there is one: the same figure, without the 9 ms the operating-system
        // bean's first use costs a short run (its container metrics).
        try {
            String first = Files.readString(LOADAVG, StandardCharsets.US_ASCII).split(" ", 2)[0];
            return Double.parseDouble(first);
        } catch (IOException | RuntimeException e) {
            return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        }
    }

    private static final Path LOADAVG = Path.of("/proc/loadavg");

    private static final Path AUTOGROUP = Path.of("/proc/sys/kernel/sched_autogroup_enabled");

    /**
     * True when the kernel shares the CPU between sessions first and only then between their
     * processes (Linux's autogroup): a program in a session of its own then weighs as much as this
     * whole JVM with all its threads. Measured on a 2-core machine beside six CPU burners: a fixed
     * task took 15.8 s of wall time in the burners' session and 6.4 s in a session of its own.
     */
    public static boolean schedulesBySession() {
        try {
            return Files.readString(AUTOGROUP, StandardCharsets.US_ASCII).strip().equals("1");
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** The JVM's own options (-Xmx, -XX:..., -D...), as it was started. */
    static List<String> jvmFlags() {
        return List.copyOf(ManagementFactory.getRuntimeMXBean().getInputArguments());
    }

    /** The garbage collectors' names, e.g. "G1 Young Generation, G1 Old Generation". */
    static String garbageCollectors() {
        return String.join(", ", ManagementFactory.getGarbageCollectorMXBeans().stream()
                .map(GarbageCollectorMXBean::getName).toList());
    }

    /**
     * The CPU frequency governor of every core ("performance"; "powersave, performance" when
     * cores differ), or "unreadable" (containers and virtual machines often hide it).
     */
    static String cpuGovernor() {
        Set<String> governors = new TreeSet<>();
        try (DirectoryStream<Path> cpus = Files.newDirectoryStream(Path.of("/sys/devices/system/cpu"), "cpu[0-9]*")) {
            for (Path cpu : cpus) {
                Path governor = cpu.resolve("cpufreq/scaling_governor");
                if (Files.isReadable(governor)) {
                    governors.add(Files.readString(governor).strip());
                }
            }
        } catch (IOException | RuntimeException e) {
            return "unreadable";
        }
        return governors.isEmpty() ? "unreadable" : String.join(", ", governors);
    }

    /**
     * {@link #otherRuns()} on a daemon thread of its own, started now, so that the scan (a file
     * read per process) overlaps the caller's own start-up; an empty list if it failed (a
     * warning the run can do without).
     */
    public static CompletableFuture<List<Long>> otherRunsInBackground() {
        return CompletableFuture.supplyAsync(Machine::otherRuns, DaemonThread.named("other-runs scan"))
                .exceptionally(failure -> List.of());
    }

    /**
     * Other runs of this tool on the machine (its jar or its main class on a java command line),
     * as process ids; this process and the ones that started it are not counted.
     */
    public static List<Long> otherRuns() {
        long self = ProcessHandle.current().pid();
        List<Long> others = new ArrayList<>();
        Path proc = Path.of("/proc");
        boolean scanned = false;
        if (Files.isDirectory(proc)) {
            // One file per process: ProcessHandle.info() reads four, 3-4x the time (~2.5 ms a run here).
            try (DirectoryStream<Path> pids = Files.newDirectoryStream(proc, p -> isNumber(p.getFileName().toString()))) {
                for (Path p : pids) {
                    long pid = Long.parseLong(p.getFileName().toString());
                    if (pid != self && isRun(commandLine(p))) {
                        others.add(pid);
                    }
                }
                scanned = true;
            } catch (IOException | RuntimeException e) {
                others.clear(); // asked the slow way below
            }
        }
        if (!scanned) {
            ProcessHandle.allProcesses().forEach(p -> {
                if (p.pid() != self && isRun(p.info().commandLine().orElse(""))) {
                    others.add(p.pid());
                }
            });
        }
        // The processes that started this one, only when some run was found: walking up the
        // parents reads a file each, a fifth of the scan on a quiet machine.
        if (!others.isEmpty()) {
            for (Optional<ProcessHandle> p = ProcessHandle.current().parent(); p.isPresent(); p = p.get().parent()) {
                others.remove(p.get().pid());
            }
        }
        return others;
    }

    private static boolean isNumber(String name) {
        return !name.isEmpty() && name.chars().allMatch(c -> c >= '0' && c <= '9');
    }

    /** A process's command line from /proc (arguments NUL-separated there); empty when gone or unreadable. */
    private static String commandLine(Path processDir) {
        try {
            return new String(Files.readAllBytes(processDir.resolve("cmdline")), StandardCharsets.UTF_8).replace('\0', ' ');
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    /** A java command line that runs this tool (not a build that merely mentions it). */
    static boolean isRun(String commandLine) {
        // The cheap test first: it rules out nearly every process a scan reads.
        if (!commandLine.contains("sudoku-compare.jar") && !commandLine.contains("dev.sudokucompare.cli.Main")) {
            return false;
        }
        String program = commandLine.strip().split("\\s+", 2)[0];
        return program.toLowerCase(Locale.ROOT).endsWith("java");
    }

    /**
     * What makes timings untrustworthy right now, one line each: a load above the cores (other
     * work competes for them), and then outside programs favoured over the tool's JVM when
     * {@code outsideFavoured}; other runs of this tool. Empty when the machine looks quiet.
     */
    public static List<String> warnings(double load, int cores, List<Long> otherRuns, boolean outsideFavoured) {
        List<String> out = new ArrayList<>();
        if (load > cores) {
            out.add(String.format(Locale.ROOT, "the machine looks busy: load average %.1f on %d cores; timings "
                    + "will be noisy", load, cores));
            if (outsideFavoured) {
                out.add("the kernel schedules each session as a group (autogroup), and every outside program runs in "
                        + "a session of its own: on a busy machine outside programs and the solvers inside the tool's "
                        + "JVM do not get alike shares of the CPU, so compare their wall times with care (CPU times "
                        + "are not skewed)");
            }
        }
        if (!otherRuns.isEmpty()) {
            out.add(otherRuns.size() + " other sudoku-compare " + (otherRuns.size() == 1 ? "run shares" : "runs share")
                    + " this machine (pid " + String.join(", ", otherRuns.stream().map(String::valueOf).toList())
                    + "); timings will be contended");
        }
        return out;
    }
}
