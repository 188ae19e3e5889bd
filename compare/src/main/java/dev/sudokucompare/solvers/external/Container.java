package dev.sudokucompare.solvers.external;

import dev.sudokucompare.core.solve.Resources;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * One outside program, started contained: in a session of its own (a terminal's Ctrl-C reaches
 * this tool, not the program), marked so that everything it starts can be found and killed, in a
 * control group of its own where the machine allows (CPU time and peak memory of the whole tree,
 * measured; the memory limit enforced by the kernel), else with a CPU rlimit through util-linux
 * {@code prlimit} as a backstop and its resources sampled from {@code /proc}, the memory limit
 * enforced on the samples. (Not an address-space rlimit: a JVM or a Go runtime reserves far more
 * than it uses and would not start under one.)
 */
final class Container implements AutoCloseable {

    /** util-linux's setsid and prlimit, when the machine has them (every Linux distribution ships them). */
    private static final String SETSID = executable("setsid");
    private static final String PRLIMIT = executable("prlimit");

    private final Process process;
    private final String mark;
    private final Cgroups.Group group;
    private final ProgramLimits limits;
    private final Sampler sampler = new Sampler();

    private Container(Process process, String mark, Cgroups.Group group, ProgramLimits limits) {
        this.process = process;
        this.mark = mark;
        this.group = group;
        this.limits = limits;
    }

    /**
     * Starts {@code command} contained.
     *
     * @throws IOException when it cannot be started (a missing program is named)
     */
    static Container start(List<String> command, ProgramLimits limits) throws IOException {
        if (SETSID != null && !findable(command.get(0))) {
            // Behind the wrappers a missing program would only show as their failure: look first.
            throw new IOException(command.get(0).contains("/") ? "no such executable file" : "no such program on the PATH");
        }
        Optional<Cgroups> cgroups = Cgroups.available();
        Cgroups.Group group = cgroups.isPresent() ? cgroups.get().create(limits.memoryBytes()) : null;
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
        inner.addAll(command);
        wrapped.addAll(group != null ? group.wrap(inner) : inner);
        String mark = ProcessSweep.newMark();
        ProcessBuilder builder = new ProcessBuilder(wrapped);
        builder.environment().put(ProcessSweep.VARIABLE, mark);
        try {
            return new Container(builder.start(), mark, group, limits);
        } catch (IOException | RuntimeException e) {
            if (group != null) {
                group.close();
            }
            throw e;
        }
    }

    Process process() {
        return process;
    }

    /** How resources are measured here, for the accounting note. */
    static String accounting() {
        return Cgroups.available().map(c -> c.describe() + ": CPU in ns and peak memory of the whole process tree")
                .orElse("sampled from /proc every 5 ms: CPU in 10 ms ticks, peak memory a lower bound "
                        + "(the memory limit is enforced on the samples)");
    }

    /** Reads what can only be read while the program lives (the fallback's samples). */
    void sample() {
        if (group == null) {
            sampler.sample(process.toHandle());
        }
    }

    /** CPU time and peak memory so far (or in all, once it has ended). */
    Resources used() {
        if (group != null) {
            return new Resources(group.cpuNanos(), group.peakKib());
        }
        return new Resources(sampler.cpuNanos(), sampler.peakKib());
    }

    /** Starts the peak memory afresh, for the next answer of a long-lived program. */
    void resetPeak() {
        if (group != null) {
            group.resetPeak();
        } else {
            sampler.resetPeak(process.toHandle());
        }
    }

    /** True when the tree's CPU time is past the limit (checked by the caller while it runs). */
    boolean cpuExceeded(long cpuBefore) {
        return limits.limitsCpu() && used().cpuNanos() - cpuBefore > limits.cpu().toNanos();
    }

    /**
     * True when the tree went past the memory limit: the kernel killed a process of its group, or
     * (sampling) its resident memory was seen above the limit, and the caller kills it.
     */
    boolean memoryExceeded() {
        if (!limits.limitsMemory()) {
            return false;
        }
        return group != null ? group.oomKilled() : sampler.peakKib() * 1024 > limits.memoryBytes();
    }

    /**
     * Kills the program, everything it started (by the mark, whatever session it moved to) and
     * everything in its group; returns how many of them were still running besides the program.
     */
    int killAll() {
        boolean alive = process.isAlive();
        if (alive) {
            process.toHandle().descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
        int marked = ProcessSweep.killMarked(mark);
        int grouped = group == null ? 0 : group.killAll();
        // The sweep and the group find the same processes; the group also holds the program's own
        // wrapper while it lives.
        return Math.max(marked, alive ? 0 : grouped);
    }

    @Override
    public void close() {
        killAll();
        if (group != null) {
            group.close();
        }
    }

    /** True when {@code program} names an executable file, or one on the PATH. */
    static boolean findable(String program) {
        if (program.contains("/")) {
            return Files.isExecutable(Path.of(program));
        }
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String dir : path.split(File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, program)) && !Files.isDirectory(Path.of(dir, program))) {
                return true;
            }
        }
        return false;
    }

    private static String executable(String name) {
        return Stream.of("/usr/bin/" + name, "/bin/" + name).filter(p -> Files.isExecutable(Path.of(p))).findFirst()
                .orElse(null);
    }
}
