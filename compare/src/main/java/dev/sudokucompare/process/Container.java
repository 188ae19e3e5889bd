package dev.sudokucompare.process;

import dev.sudokucompare.core.solve.Resources;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * One outside program, started contained: in a session of its own (a terminal's Ctrl-C reaches
 * this tool, not the program), marked so that everything it starts can be found and killed,
 * killed by the kernel should the tool die ({@link Spawner}), and in a control group of its own
 * where the machine allows (CPU time and peak memory of the whole tree, measured; the memory
 * limit enforced by the kernel), else with a CPU rlimit through util-linux {@code prlimit} as a
 * backstop and its whole process tree followed and sampled from {@code /proc} ({@link Sampler}),
 * the limits enforced on the samples. (Not an address-space rlimit: a JVM or a Go runtime
 * reserves far more than it uses and would not start under one.) Every container still open is
 * emptied when the tool shuts down ({@link #closeAll()}), and the {@link Reaper} does it should
 * the tool be killed outright.
 */
public final class Container implements AutoCloseable {

    /** util-linux's setsid and prlimit, when the machine has them (every Linux distribution ships them). */
    private static final String SETSID = executable("setsid");
    private static final String PRLIMIT = executable("prlimit");

    /** The longest an ending program is waited for once its output closed: a guard against a hang only. */
    private static final int EXIT_GUARD_SECONDS = 120;

    private static final Set<Container> OPEN = ConcurrentHashMap.newKeySet();

    static {
        try {
            Runtime.getRuntime().addShutdownHook(new Thread(Container::closeAll, "outside-programs-shutdown"));
        } catch (IllegalStateException e) {
            // Already shutting down: nothing new starts.
        }
    }

    private final Process process;
    private final String mark;
    private final Cgroups.Group group;
    private final ProgramLimits limits;
    private final Sampler sampler;
    /** The pipe the program prints on, as /proc names it ("pipe:[123]"); null until known. */
    private volatile String stdoutPipe;

    private Container(Process process, String mark, Cgroups.Group group, ProgramLimits limits) {
        this.process = process;
        this.mark = mark;
        this.group = group;
        this.limits = limits;
        this.sampler = group == null ? new Sampler(process.pid(), mark, Reaper::track) : null;
    }

    /**
     * Starts {@code command} contained.
     *
     * @throws IOException when it cannot be started (a missing program is named)
     */
    public static Container start(List<String> command, ProgramLimits limits) throws IOException {
        if (SETSID != null && ProgramPath.of(limits.sandbox().inside(command.get(0))).isEmpty()) {
            // Behind the wrappers a missing program would only show as their failure: look first.
            throw new IOException(command.get(0).contains("/") ? "no such executable file" : "no such program on the PATH");
        }
        Reaper.running(); // before the first group, so that it is there to remove it
        String mark = ProcessSweep.newMark();
        List<String> sandboxed = limits.sandbox().wrap(command, mark); // before the group: a refusal leaves none
        Optional<Cgroups> cgroups = Cgroups.available();
        Cgroups.Group group = cgroups.isPresent()
                ? cgroups.get().create(limits.memoryBytes(), limits.processLimit()) : null;
        List<String> wrapped = new ArrayList<>();
        if (SETSID != null) {
            wrapped.addAll(List.of(SETSID, "--wait"));
        }
        List<String> inner = new ArrayList<>();
        if (PRLIMIT != null && group == null && limits.limitsCpu()) {
            // Per process and in whole seconds: the sampled tree total below is the limit, this
            // only stops a process that hides from the samples.
            long seconds = Math.max(1, (limits.cpu().toMillis() + 999) / 1000);
            inner.addAll(List.of(PRLIMIT, "--cpu=" + (seconds + 1) + ":" + (seconds + 2), "--"));
        }
        inner.addAll(sandboxed);
        wrapped.addAll(group != null ? group.wrap(inner) : inner);
        ProcessBuilder builder = new ProcessBuilder(Spawner.wrap(wrapped));
        builder.environment().put(ProcessSweep.VARIABLE, mark);
        try {
            Container c = new Container(Spawner.start(builder), mark, group, limits);
            OPEN.add(c);
            return c;
        } catch (IOException | RuntimeException e) {
            if (group != null) {
                group.close();
            }
            throw e;
        }
    }

    public Process process() {
        return process;
    }

    /** How resources are measured and limits enforced here, and whether programs ran sandboxed, for the report. */
    public static String accounting(ProgramLimits limits) {
        String processes = limits.processLimit() == 0 ? ""
                : "; at most " + limits.processLimit() + " processes and threads at once, enforced by "
                        + (Cgroups.available().map(Cgroups::limitsProcesses).orElse(false)
                                ? "the pids controller" : "samples of the tree");
        return accounting() + processes + "; " + limits.sandbox().describe();
    }

    /** How resources are measured and limits enforced here, for the report. */
    public static String accounting() {
        return Cgroups.available().map(c -> c.describe() + " (CPU time and peak memory of each program's whole "
                + "process tree, read and limited by the kernel)")
                .orElse("samples of each program's whole process tree from /proc every 5 ms (no control group could "
                        + "be made: CPU in 10 ms ticks, peak memory a lower bound, limits enforced on the samples; a "
                        + "process that leaves the tree within one sample unseen is not counted)");
    }

    /** True when the limits can be enforced here: by control groups, or on samples of /proc. */
    public static boolean limitsEnforceable() {
        return Cgroups.available().isPresent() || Files.isDirectory(Path.of("/proc/self/task"));
    }

    /** Reads what can only be read while the program lives (the fallback's samples). */
    public void sample() {
        if (sampler != null) {
            sampler.sample();
        }
    }

    /** CPU time and peak memory so far (or in all, once it has ended). */
    public Resources used() {
        if (group != null) {
            return new Resources(group.cpuNanos(), group.peakKib());
        }
        return new Resources(sampler.cpuNanos(), sampler.peakKib());
    }

    /** Starts the peak memory afresh, for the next answer of a long-lived program. */
    public void resetPeak() {
        if (group != null) {
            group.resetPeak();
        } else {
            sampler.resetPeak();
        }
    }

    /** True when the tree's CPU time is past the limit (checked by the caller while it runs). */
    public boolean cpuExceeded(long cpuBefore) {
        return limits.limitsCpu() && used().cpuNanos() - cpuBefore > limits.cpu().toNanos();
    }

    /**
     * True when the tree went past the memory limit: the kernel killed a process of its group, or
     * (sampling) its resident memory was seen above the limit, and the caller kills it.
     */
    public boolean memoryExceeded() {
        if (!limits.limitsMemory()) {
            return false;
        }
        return group != null ? group.oomKilled() : sampler.peakKib() * 1024 > limits.memoryBytes();
    }

    /**
     * True when the tree went past its process limit: the kernel refused it a fork (pids
     * controller), or more processes and threads than the limit were seen in it (the samples; a
     * group without the pids controller counts its processes), and the caller kills it.
     */
    public boolean processesExceeded() {
        int limit = limits.processLimit();
        if (limit == 0) {
            return false;
        }
        if (group != null) {
            return group.capsProcesses() ? group.processCapHit() : group.pids().size() > limit;
        }
        return sampler.threads() > limit;
    }

    /** The one line this program gets when its process limit stopped it. */
    public String processLimitMessage() {
        return processLimitMessage(limits);
    }

    /** The one line a program stopped by its process limit gets. */
    public static String processLimitMessage(ProgramLimits limits) {
        return "killed: more than " + limits.processLimit() + " processes (the process limit; threads count)";
    }

    /**
     * Notes which pipe the program prints on: the first pipe seen as its standard output, so the
     * caller looks from its start on, until one is seen. Once is not enough: its wrappers point its
     * output elsewhere for a moment while they put it in its group, and a program that closes its
     * output while it starts up would have none left to see.
     */
    public void learnOutput() {
        if (stdoutPipe != null) {
            return;
        }
        String out = link(process.pid(), 1);
        if (out != null && out.startsWith("pipe:")) {
            stdoutPipe = out;
        }
    }

    /**
     * True when a thread of the tree is running, waiting for a CPU, or waiting for the disk
     * (uninterruptible sleep, state D): not idle, whatever its CPU time says. On a loaded machine a
     * program can wait for a CPU, or a JVM starting for its class files to be read, longer than it
     * takes to look idle (at load 70 worker JVMs waited on the disk past a two-minute hello wait).
     * Every thread is looked at: a JVM's first thread only waits for the thread that runs its main,
     * so the process's own state said "sleeping" of a JVM starved of CPU while it started.
     */
    public boolean runnable() {
        for (long pid : tree()) {
            if (threadRunnable(pid)) {
                return true;
            }
        }
        return false;
    }

    /** True when a thread of {@code pid} (its first one among them) is running or waiting for a CPU or the disk. */
    private static boolean threadRunnable(long pid) {
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(Path.of("/proc", Long.toString(pid), "task"))) {
            for (Path task : tasks) {
                Sampler.Stat s = Sampler.Stat.read(task.resolve("stat"));
                if (s != null && s.runnable()) {
                    return true;
                }
            }
        } catch (IOException | RuntimeException e) {
            // Ended meanwhile, or no /proc: nothing of it is seen running.
        }
        return false;
    }

    /**
     * Once a pipe to the program has closed (its output at its end, or its input refusing a
     * write): its exit status when it has ended (it was waited for), empty while it is still running
     * with that pipe closed. Which of the two is read from the process itself, not from a clock: a
     * program whose pipe closed because it exits has ended or is seen exiting, and is waited for
     * however slowly a busy machine lets it finish (a fixed half-second wait named a JVM that was
     * ending under load "closed its output"). Without {@code /proc}, or past a hang guard of
     * {@value #EXIT_GUARD_SECONDS} s, whatever the process says then is the answer.
     */
    public OptionalInt exitAfterPipeClosed() {
        long guard = System.nanoTime() + TimeUnit.SECONDS.toNanos(EXIT_GUARD_SECONDS);
        try {
            while (!process.waitFor(20, TimeUnit.MILLISECONDS)) {
                Sampler.Stat s = Sampler.Stat.read(process.pid());
                if (s != null && !s.ending() || System.nanoTime() - guard > 0) {
                    break;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return process.isAlive() ? OptionalInt.empty() : OptionalInt.of(process.exitValue());
    }

    /** The program and every process of its tree the group or the samples know. */
    private List<Long> tree() {
        List<Long> tree = new ArrayList<>();
        tree.add(process.pid());
        if (group != null) {
            tree.addAll(group.pids());
        } else {
            sampler.running().forEach(p -> tree.add(p.pid()));
        }
        return tree;
    }

    /**
     * True when the program is running but nothing of its tree holds its standard output any more:
     * it closed it, and no answer can come. A program that is ending (its pipe closed as it exits,
     * its end not yet noticed by the JDK on a busy machine) is not running: its end is told by the
     * caller's wait, with its exit status.
     */
    public boolean outputClosed() {
        String pipe = stdoutPipe;
        if (pipe == null || !process.isAlive()) {
            return false;
        }
        for (long pid : tree()) {
            if (holds(pid, pipe)) {
                return false;
            }
        }
        Sampler.Stat s = Sampler.Stat.read(process.pid());
        return s != null && !s.ending() && process.isAlive();
    }

    /**
     * Kills the program, everything it started (by the mark, whatever session it moved to; the
     * members of its tree followed by the samples, whatever environment they cleared) and
     * everything in its group; returns how many of them were still running besides the program.
     */
    public int killAll() {
        boolean alive = process.isAlive();
        int followed = 0;
        if (sampler != null) {
            for (ProcessHandle p : sampler.running()) {
                if (p.pid() != process.pid()) {
                    followed++;
                }
                p.destroyForcibly();
            }
        }
        if (alive) {
            process.toHandle().descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
        if (limits.sandbox().on()) {
            // A sandboxed program lives in a process namespace of its own, which the kernel empties
            // when the sandbox ends: nothing of it is left to find by its mark (a sweep reads every
            // process's environment, milliseconds a call), and what the group still holds is the
            // sandbox's own first process, which bubblewrap leaves to end on its own. Not the
            // program's doing, so not counted.
            if (group != null) {
                group.killAll();
            }
            return 0;
        }
        int marked = ProcessSweep.killMarked(mark);
        int grouped = group == null ? 0 : group.killAll();
        // The sweep, the samples and the group find the same processes; the group also holds the
        // program's own wrapper while it lives.
        return Math.max(Math.max(marked, followed), alive ? 0 : grouped);
    }

    @Override
    public void close() {
        killAll();
        if (group != null) {
            group.close();
        }
        if (sampler != null) {
            sampler.known().forEach((pid, started) -> {
                if (pid != process.pid()) {
                    Reaper.forget(pid, started);
                }
            });
        }
        OPEN.remove(this);
    }

    /**
     * Empties and removes every container still open: for the tool's shutdown, and for a second
     * Ctrl-C that ends it at once. Returns how many there were.
     */
    static int closeAll() {
        List<Container> open = new ArrayList<>(OPEN);
        open.forEach(Container::killAll); // all at once first, then each group removed
        open.forEach(Container::close);
        return open.size();
    }

    static String executable(String name) {
        return Stream.of("/usr/bin/" + name, "/bin/" + name).filter(p -> Files.isExecutable(Path.of(p))).findFirst()
                .orElse(null);
    }

    /** What file descriptor {@code fd} of process {@code pid} is, as /proc names it; null when unknown. */
    private static String link(long pid, int fd) {
        try {
            return Files.readSymbolicLink(Path.of("/proc", Long.toString(pid), "fd", Integer.toString(fd))).toString();
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** True when process {@code pid} has {@code file} open (or cannot be read: then it is assumed to). */
    private static boolean holds(long pid, String file) {
        Path fds = Path.of("/proc", Long.toString(pid), "fd");
        try (DirectoryStream<Path> all = Files.newDirectoryStream(fds)) {
            for (Path fd : all) {
                try {
                    if (file.equals(Files.readSymbolicLink(fd).toString())) {
                        return true;
                    }
                } catch (IOException e) {
                    // Closed meanwhile.
                }
            }
            return false;
        } catch (IOException | RuntimeException e) {
            return Files.exists(fds.getParent()) && !Files.isReadable(fds);
        }
    }
}
