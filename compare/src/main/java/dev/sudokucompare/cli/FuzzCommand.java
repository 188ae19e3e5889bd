package dev.sudokucompare.cli;

import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.engine.Reference;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.fuzz.Campaign;
import dev.sudokucompare.fuzz.CaseKinds;
import dev.sudokucompare.fuzz.Fuzzer;
import dev.sudokucompare.process.ProgramLimits;
import dev.sudokucompare.solvers.SolverOptions;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Predicate;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Hunts bugs: seeded puzzles of its own, every answer judged, a failure shrunk and written as a reproducer. */
@Command(name = "fuzz", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Hunt bugs: generate seeded puzzles (unique, several solutions, near-empty, empty, unsolvable, "
            + "conflicting givens, and metamorphic variants of dataset puzzles: symmetries, relabellings, a given "
            + "added from a solution or removed), have every solver answer them, and judge each answer as compare "
            + "does, plus the relations between a puzzle's and its variant's answers.",
            "A failure is run again (a flaky one is reported with its rate), shrunk to a puzzle no single given can "
                + "leave (then onto smaller shapes where it still fails), and written under --out with a command "
                + "that re-runs it. The same seed and options give the same cases."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:the budget ended and nothing failed (--replay: the failure is gone)",
            "1:a failure was found (--replay: it still shows)", "2:bad usage or trouble",
            "130, 143, 129:stopped by SIGINT (Ctrl-C), SIGTERM or SIGHUP: what was done is reported first"})
final class FuzzCommand implements Callable<Integer> {

    @Option(names = "--solvers", paramLabel = "LIST", required = true, split = ",(?![A-Za-z_]+=)",
            splitSynopsisLabel = ",", description = "Comma-separated solver specs, as for compare.")
    List<String> solverSpecs;

    @Option(names = "--shape", paramLabel = "RxC", defaultValue = "3x3", converter = InputFormatOption.BoxConverter.class,
            description = "The box of the puzzles made: 2x2 (4x4), 2x3 (6x6 of boxes 2 high), 3x3 (9x9), 4x4 (16x16) ... "
                    + "(default: ${DEFAULT-VALUE}).")
    Shape shape;

    @Mixin
    SeedOption seed;

    @CommandLine.ArgGroup(exclusive = true)
    Budget budget = new Budget();

    /** How long the hunt goes. */
    static final class Budget {
        @Option(names = "--cases", paramLabel = "N", description = "Stop after N cases (default: 500).")
        Long cases;

        @Option(names = "--time", paramLabel = "DUR", converter = Durations.class,
                description = "Stop after this long, e.g. 30s, 10m; it bounds the shrinking of a failure too (the "
                        + "reproducer then says it is not 1-minimal).")
        Duration time;
    }

    @Option(names = "--kinds", paramLabel = "LIST",
            description = "The kinds of case drawn, comma-separated: unique, multi, near-empty, empty, unsolvable, "
                    + "conflicting, variant; or all (default: all, but for a program speaking boj2580 or boj2239, "
                    + "whose problem promises a solvable 9x9 puzzle: every kind but unsolvable and conflicting).")
    String kinds;

    @Option(names = "--reruns", paramLabel = "K", defaultValue = "4",
            description = "Runs of a failing case again before shrinking: fails fewer than all is flaky, reported with "
                    + "its rate and not shrunk (default: ${DEFAULT-VALUE}).")
    int reruns;

    @Option(names = "--keep-going", description = "Go on after a failure until the budget ends: each solver's failure "
            + "of each kind is settled, shrunk and written once; cases showing only those again are counted as repeats.")
    boolean keepGoing;

    @Option(names = "--out", paramLabel = "DIR", description = "Write a reproducer directory here for each failure found.")
    Path out;

    @Option(names = "--replay", paramLabel = "DIR", description = "Judge the shrunk case of a reproducer directory again "
            + "(what its reproduce.sh runs): exit 1 while its failure shows, 0 when it is gone.")
    Path replay;

    @Mixin
    PluginOption plugins;

    @Mixin
    ReferenceOptions reference;

    @Mixin
    SolveOptions solve;

    @Mixin
    ProgressOption progress;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        List<SudokuSolver> solvers;
        Settings settings;
        Reference proofs;
        SolverOptions options;
        Predicate<Shape> shapeAllowed;
        SudokuSolver maker;
        try {
            // The puzzles are made here, in no file's format: outside programs speak what they speak
            // at every command when the input names no format of theirs (see --external-format).
            options = solve.solverOptions(null);
            solvers = plugins.solvers(solverSpecs, options);
            Mode mode = solve.mode(solve.externalFormatGiven());
            SolverOptions.checkModeFits(mode, solvers);
            settings = Settings.builder(solverSpecs).mode(mode).countLimit(solve.countLimit()).timeout(solve.timeout())
                    .reference(reference.spec(), reference.timeout()).build();
            proofs = reference.resolve(plugins, mode);
            shapeAllowed = shapesSpoken(solverSpecs, options);
            if (!shapeAllowed.test(shape)) {
                throw new IllegalArgumentException((solve.externalFormat == null ? "outside programs speak "
                        + options.externalFormat().name() + " unless told (--external-format), which"
                        : "--external-format " + solve.externalFormat) + " holds 9x9 grids only, not " + shape
                        + ": give --external-format line");
            }
            if (reruns < 0 || budget.cases != null && budget.cases < 1) {
                throw new IllegalArgumentException("--reruns must be at least 0 and --cases at least 1");
            }
            maker = plugins.solver(proofs.isOff() ? Settings.DEFAULT_REFERENCE : reference.spec(), SolverOptions.DEFAULT);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        CaseKinds drawn;
        String promise;
        try {
            promise = bojPromise(options);
            drawn = kinds != null ? CaseKinds.parse(kinds) : promise.isEmpty() ? CaseKinds.all() : CaseKinds.solvable();
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        SolverOptions chosen = options;
        List<SudokuSolver> own = solvers;
        Fuzzer fuzzer = new Fuzzer(settings, solvers, proofs, step -> cpuLimited(chosen, own, step));
        return replay != null ? replay(fuzzer) : hunt(fuzzer, maker, shapeAllowed, drawn,
                kinds == null && !promise.isEmpty() ? promise + ": " + drawn.missing() + " cases are off; --kinds all "
                        + "to include them" : "");
    }

    /**
     * "boj2239 promises a solvable 9x9 puzzle" when an outside program speaks a BOJ format, whose
     * problem never gives an unsolvable or conflicting one; else "".
     */
    private String bojPromise(SolverOptions options) {
        for (String s : solverSpecs) {
            PuzzleFormat spoken = plugins.catalog().spokenFormat(s, options).orElse(null);
            if (spoken != null && spoken.name().startsWith("boj")) {
                return spoken.name() + " promises a solvable 9x9 puzzle";
            }
        }
        return "";
    }

    /**
     * The run's solvers again, each one whose calls run processes of their own (external:) under a
     * CPU limit of {@code step} (or the run's --cpu-limit when lower): the shrinking's per-step
     * limit. Other solvers are the run's own.
     */
    private List<SudokuSolver> cpuLimited(SolverOptions options, List<SudokuSolver> own, Duration step) {
        ProgramLimits run = options.limits();
        Duration cpu = run.cpu().isZero() || step.compareTo(run.cpu()) < 0 ? step : run.cpu();
        SolverOptions limited = options.withLimits(new ProgramLimits(cpu, run.memoryBytes(), run.sandbox(),
                run.processes()));
        List<SudokuSolver> out = new ArrayList<>();
        for (int i = 0; i < solverSpecs.size(); i++) {
            String spec = solverSpecs.get(i).strip();
            out.add(plugins.catalog().limitsEachCall(spec) ? plugins.solver(spec, limited) : own.get(i));
        }
        return out;
    }

    private int hunt(Fuzzer fuzzer, SudokuSolver maker, Predicate<Shape> shapeAllowed, CaseKinds drawn,
            String kindsNote) throws Exception {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Campaign.Budget limits = budget.time != null ? new Campaign.Budget(0, System.nanoTime() + budget.time.toNanos())
                : new Campaign.Budget(budget.cases != null ? budget.cases : 500, 0);
        Campaign.Outcome outcome;
        // Ctrl-C, SIGTERM or a hang-up stops the hunt (or the shrinking) where it is: what was done is
        // reported, a failure found is written out, and the run exits with the signal's status.
        Interruption interruption = Interruption.install(fuzzer::requestStop, err, () -> { });
        try (Progress bar = Progress.create(progress.wanted(), "fuzz cases", limits.cases() > 0 ? limits.cases() : -1)) {
            outcome = fuzzer.run(new Fuzzer.Hunt(shape, seed.seed, limits, maker, reruns, shapeAllowed, keepGoing,
                    drawn, formatHint()), bar::step, line -> {
                err.println("fuzz: " + line);
                err.flush();
            });
        } finally {
            interruption.done();
        }
        double seconds = outcome.nanos() / 1e9;
        stdout.printf("fuzz: %d cases of %s in %.1f s (%.1f cases/s), seed %d, solvers %s%n", outcome.cases(), shape,
                seconds, seconds > 0 ? outcome.cases() / seconds : 0, seed.seed, String.join(",", solverSpecs));
        if (!kindsNote.isEmpty()) {
            stdout.println(kindsNote);
        }
        String stopped = interruption.describe(outcome.cases() + " cases");
        if (!stopped.isEmpty()) {
            stdout.println(stopped);
        }
        if (!outcome.found()) {
            stdout.println(stopped.isEmpty() ? "nothing found" : "nothing found in the cases run");
            return interruption.exitStatus().orElse(ExitCodes.OK);
        }
        if (keepGoing) {
            stdout.printf("%d distinct failures (a solver and a kind each); %d more cases showed only those%n",
                    outcome.failures().size(), outcome.repeats());
        }
        int number = 0;
        for (Campaign.Failure f : outcome.failures()) {
            number++;
            String when = number == 1 ? String.format("after %.1f s, ", outcome.nanosToFailure() / 1e9) : "";
            stdout.printf("FOUND %s%n  %s%s%n  %s%n", Fuzzer.describe(f), when, Fuzzer.origin(f), Fuzzer.shrinking(f));
            if (out != null) {
                try {
                    Path dir = Fuzzer.writeReproducer(out, number, f, seed.seed, replayCommand());
                    stdout.println("  reproducer: " + dir.resolve("README.md") + " (re-run: sh "
                            + dir.resolve("reproduce.sh") + ")");
                } catch (IOException e) {
                    err.println("fuzz: cannot write the reproducer under " + out + ": " + e.getMessage());
                }
            }
        }
        return interruption.exitStatus().orElse(ExitCodes.FOUND);
    }

    private int replay(Fuzzer fuzzer) throws InterruptedException {
        PrintWriter stdout = spec.commandLine().getOut();
        Fuzzer.Replay r;
        try {
            r = fuzzer.replay(replay);
        } catch (IOException | IllegalArgumentException e) {
            spec.commandLine().getErr().println("fuzz: --replay " + replay + ": "
                    + (e instanceof java.nio.file.NoSuchFileException ? "no such file: " : "") + e.getMessage());
            return ExitCodes.TROUBLE;
        }
        r.symptoms().forEach(s -> stdout.println("  " + s));
        stdout.println(r.shows() ? "STILL FAILS: " + r.failure() : "gone: " + r.failure() + " no longer shows");
        return r.shows() ? ExitCodes.FOUND : ExitCodes.OK;
    }

    /** The command line that replays a reproducer directory (appended): this run's solvers and limits. */
    private List<String> replayCommand() {
        List<String> c = new ArrayList<>(List.of("sudoku-compare", "fuzz", "--solvers", String.join(",", solverSpecs),
                "--mode", settingsMode(), "--count-limit", Integer.toString(solve.countLimit()),
                "--timeout", solve.timeout().toMillis() + "ms"));
        if (solve.externalFormat != null) {
            c.addAll(List.of("--external-format", solve.externalFormat));
        }
        c.addAll(solve.programLimitOptions());
        for (Path p : plugins.paths) {
            c.addAll(List.of("--plugin", p.toAbsolutePath().normalize().toString()));
        }
        // Where the Java solvers ran: a bug may show in one JVM and not in another.
        if (plugins.inProcess) {
            c.add("--in-process");
        }
        if (plugins.isolate) {
            c.add("--isolate");
        }
        if (plugins.forks != null) {
            c.addAll(List.of("--forks", Integer.toString(plugins.forks)));
        }
        c.addAll(List.of("--reference", reference.spec(), "--reference-timeout", reference.timeout().toMillis() + "ms",
                "--replay"));
        return c;
    }

    /**
     * For an outside program's name, the advice a crash on the first case and on the easiest one
     * gets: the other formats that hold the run's shape (empty for the tool's own solvers).
     */
    private java.util.function.Function<String, String> formatHint() {
        SolverOptions options = solve.solverOptions(null);
        return name -> {
            PuzzleFormat spoken = plugins.catalog().spokenFormat(name, options).orElse(null);
            if (spoken == null) {
                return "";
            }
            List<String> others = dev.sudokucompare.solvers.SolverOptions.PROGRAM_FORMATS.stream()
                    .filter(f -> !f.equals(spoken) && (f.shape() == null || f.shape().equals(shape)))
                    .map(PuzzleFormat::name).toList();
            return others.isEmpty() ? "" : "it crashed on the first case and on the easiest puzzle of " + shape
                    + " in " + spoken.name() + "; your program may expect another format: try --external-format "
                    + String.join(" or --external-format ", others);
        };
    }

    private String settingsMode() {
        return solve.mode(solve.externalFormatGiven()).name().toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * The shapes every solver takes: a program whose family says it speaks a format of one shape
     * (BOJ 2580 / 2239: 9x9) takes that one only.
     */
    private Predicate<Shape> shapesSpoken(List<String> specs, SolverOptions options) {
        Predicate<Shape> all = s -> true;
        for (String spec : specs) {
            PuzzleFormat spoken = plugins.catalog().spokenFormat(spec, options).orElse(null);
            if (spoken != null && spoken.shape() != null) {
                all = all.and(spoken.shape()::equals);
            }
        }
        return all;
    }
}
