package dev.sudokucompare.solvers.worker;

import dev.sudokucompare.process.ProgramLimits;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * How a command starts its worker JVMs: the {@code java} that runs the tool, the class path of
 * this build (or another build's jar), how many forks each solver gets, and the limits every
 * worker runs under ({@code --memory-limit} caps its heap too, so a heap that fills is a memory
 * limit, not a crash). Immutable.
 */
public record Workers(String java, String toolClassPath, int forks, ProgramLimits limits, long helloNanos) {

    /** More forks than this is a mistake, not a design: each is a JVM of 50 MB or more. */
    public static final int MAX_FORKS = 64;

    public Workers {
        if (forks < 1 || forks > MAX_FORKS) {
            throw new IllegalArgumentException("--forks must be between 1 and " + MAX_FORKS + ", not " + forks);
        }
    }

    /**
     * Workers of this JVM's own {@code java} and class path. A worker has two minutes to say hello
     * (a guard against one that never speaks, not a measure; a test sets
     * {@code sudoku.worker.helloSeconds} to see the guard act without waiting for it).
     */
    public static Workers ofThisJvm(int forks, ProgramLimits limits) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        long hello = TimeUnit.SECONDS.toNanos(Long.getLong("sudoku.worker.helloSeconds", 120));
        return new Workers(java, System.getProperty("java.class.path"), forks, limits, hello);
    }

    /** The same workers under other limits (the command line's, known once its solvers are made). */
    public Workers withLimits(ProgramLimits newLimits) {
        return new Workers(java, toolClassPath, forks, newLimits, helloNanos);
    }

    /**
     * The plug-ins' specs and descriptions as a worker loading them lists them: no plug-in code
     * runs in the tool's JVM.
     *
     * @throws WorkerException when the worker refuses (a broken plug-in, named) or cannot start
     */
    public List<WorkerProtocol.DescribedSpec> describe(List<Path> plugins) {
        return WorkerProcess.describe(command(toolClassPath, plugins, List.of("--describe")), helloNanos);
    }

    /**
     * The solver {@code spec} in worker JVMs of this build with {@code plugins} loaded.
     *
     * @throws WorkerException when the worker refuses the spec (said in one line) or cannot start
     */
    public WorkerSolver start(List<Path> plugins, String spec) {
        return new WorkerSolver(this, command(toolClassPath, plugins, List.of("--solver", spec)), "", forks,
                plugins.isEmpty() ? WorkerSolver.Kind.BUILT_IN : WorkerSolver.Kind.PLUG_IN, plugins);
    }

    /**
     * The solver {@code spec} in worker JVMs of the build in {@code jar}, named {@code spec@label}:
     * two builds side by side in one run.
     *
     * @throws IllegalArgumentException when {@code jar} is no readable file
     * @throws WorkerException when that build has no such solver, no workers, or another protocol
     */
    public WorkerSolver startFromJar(Path jar, String spec, String label) {
        if (!Files.isRegularFile(jar) || !Files.isReadable(jar)) {
            throw new IllegalArgumentException("'" + spec + "@" + label + "': " + jar + " is not a readable jar");
        }
        if (!jar.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".jar")) {
            throw new IllegalArgumentException("'" + spec + "@" + label + "': " + jar + " is not a .jar file");
        }
        String named = "'" + spec + "@" + label + "': ";
        try {
            return new WorkerSolver(this, command(jar.toAbsolutePath().toString(), List.of(), List.of("--solver", spec)),
                    "@" + label, forks, WorkerSolver.Kind.OTHER_BUILD, List.of(jar));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(named + "in that build: " + e.getMessage(), e);
        } catch (WorkerException e) {
            throw new WorkerException(named + e.getMessage() + (e.getMessage().contains(WorkerProtocol.MAIN)
                    ? " (a build from before worker JVMs, or not a sudoku-compare jar)" : ""));
        }
    }

    private List<String> command(String classPath, List<Path> plugins, List<String> what) {
        List<String> c = new ArrayList<>(List.of(java));
        if (limits.limitsMemory()) {
            // The heap within the limit: a solver that fills it gets an OutOfMemoryError, a memory limit.
            c.add("-Xmx" + Math.max(16, limits.memoryBytes() / (1 << 20)) + "m");
        }
        c.addAll(List.of("-cp", classPath, WorkerProtocol.MAIN));
        for (Path p : plugins) {
            c.addAll(List.of("--plugin", p.toAbsolutePath().toString()));
        }
        c.addAll(what);
        if (limits.limitsMemory()) {
            c.add("--memory-limited");
        }
        return List.copyOf(c);
    }
}
