package dev.sudokucompare.cli;

import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.engine.Comparison;
import dev.sudokucompare.engine.Input;
import dev.sudokucompare.engine.Listeners;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.input.Inputs;
import dev.sudokucompare.report.ConsoleReport;
import dev.sudokucompare.report.Environment;
import dev.sudokucompare.report.HeapWatch;
import dev.sudokucompare.report.InputDigest;
import dev.sudokucompare.report.Machine;
import dev.sudokucompare.report.Provenance;
import dev.sudokucompare.report.RunRecorder;
import dev.sudokucompare.report.RunReport;
import dev.sudokucompare.solvers.SolverOptions;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Runs several solvers on the same puzzles, judges every answer, reports timings. */
@Command(name = "compare", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Run several solvers on the same puzzles, check every answer, judge per puzzle whether "
            + "they agree (with proof when they don't), and report timings and search effort.",
            "With no INPUT, runs on builtin:default. This is also the default command."},
        exitCodeListHeading = "%nExit status (like diff; the first that applies):%n",
        exitCodeList = {"1:a WRONG answer, or records that DISAGREE",
            "2:trouble: bad usage, an input that failed, a MALFORMED record, a solver ERROR",
            "0:otherwise: every answer correct (limits allowed)",
            "130/143:interrupted by SIGINT/SIGTERM (reports written for what was done)"})
final class CompareCommand implements Callable<Integer> {

    @Parameters(arity = "0..*", paramLabel = "INPUT",
            description = "A file, - for standard input, or builtin:NAME (see 'list'). Default: builtin:default.")
    List<String> inputs = new ArrayList<>();

    @Option(names = "--solvers", paramLabel = "LIST", defaultValue = "dfs,choco", split = ",(?![A-Za-z_]+=)",
            splitSynopsisLabel = ",",
            description = "Comma-separated solver specs (default: ${DEFAULT-VALUE}). "
                    + "Choco options join with ',' too: choco:consistency=BC,search=minDom.")
    List<String> solverSpecs;

    @Option(names = "--baseline", paramLabel = "NAME", description = "Solver the others are compared with (default: the first).")
    String baseline;

    @Mixin
    PluginOption plugins;

    @Mixin
    InputFormatOption format;

    @Mixin
    SolveOptions solve;

    @Mixin
    MeasureOptions measure;

    @Mixin
    OutOptions out;

    @Mixin
    ProgressOption progress;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /**
     * Started when picocli makes this command, before it reads the annotations and parses the
     * line: the scan of /proc then runs beside that work instead of after it.
     */
    private final CompletableFuture<List<Long>> otherRuns = Machine.otherRunsInBackground();

    @Override
    public Integer call() throws Exception {
        HeapWatch.start();
        List<SudokuSolver> solvers;
        Settings settings;
        List<Input> sources = new ArrayList<>();
        try {
            SolverOptions options = solve.solverOptions(format.format().puzzleFormat());
            solvers = plugins.solvers(solverSpecs, options);
            Mode mode = solve.mode(solve.externalFormatGiven() != null ? solve.externalFormatGiven()
                    : format.format().puzzleFormat());
            SolverOptions.checkModeFits(mode, solvers);
            settings = measure.applyTo(Settings.builder(solverSpecs).baseline(baselineIndex(solvers)).mode(mode)
                    .countLimit(solve.countLimit()).timeout(solve.timeout())).build();
            for (String name : inputs.isEmpty() ? List.of("builtin:default") : inputs) {
                sources.addAll(Inputs.resolve(name, format.format()));
            }
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        return run(solvers, settings, sources);
    }

    /** Runs the comparison, prints and writes the reports; the exit status. */
    private int run(List<SudokuSolver> solvers, Settings settings, List<Input> sources) throws Exception {
        List<String> names = solvers.stream().map(SudokuSolver::name).toList();
        // Only the report files name the inputs' digests; reading every input twice is for them.
        List<InputDigest> digests = out.dir == null ? List.of() : InputDigests.of(sources);
        double loadAtStart = Machine.loadAverage();
        List<String> warnings = Machine.warnings(loadAtStart, Runtime.getRuntime().availableProcessors(),
                otherRuns.join());
        warnings.forEach(w -> spec.commandLine().getErr().println("warning: " + w));
        Instant started = Instant.now();
        long t0 = System.nanoTime();
        try (ReportFiles files = ReportFiles.open(out, names, settings);
                Progress bar = Progress.create(progress.wanted(), "records", progress.wanted()
                        && Progress.stderrIsTerminal() ? settings.recordsTaken(sources) : -1)) {
            RunRecorder recorder = files.recorder(names, solvers.stream().map(s -> s.capabilities().countsNodes())
                    .toList(), solvers.stream().map(s -> !s.capabilities().inProcess()).toList(), settings.baseline());
            warnings.forEach(recorder::notice);
            Comparison comparison = new Comparison(settings, solvers, new Listeners(List.of(recorder, bar)));
            Interruption interruption = Interruption.install(comparison, spec.commandLine().getErr(), files::closeResults);
            try {
                comparison.run(sources);
                bar.close();
                solvers.stream().map(SudokuSolver::runNotes).filter(n -> !n.isEmpty()).forEach(recorder::notice);
                // Only the report files show the origins; hashing the tool's jar is for them.
                Provenance provenance = out.dir == null ? Version.provenance(digests) : Version.provenance(digests)
                        .withOrigins(SolverOrigins.of(solvers, settings.solverSpecs(), comparison.warmupCalls()));
                RunReport report = recorder.report(provenance,
                        spec.commandLine().getParseResult().originalArgs(), settings, Environment.current(loadAtStart),
                        started, (System.nanoTime() - t0) / 1e9, interruption.describe(recorder.progress()));
                ConsoleReport.print(report, spec.commandLine().getOut());
                ConsoleReport.printAlerts(report, spec.commandLine().getErr(), warnings);
                int status = ExitCodes.of(report);
                files.writeReports(report, recorder, status);
                return interruption.exitStatus().orElse(status);
            } finally {
                interruption.done();
            }
        }
    }

    private int baselineIndex(List<SudokuSolver> solvers) {
        if (baseline == null) {
            return 0;
        }
        for (int i = 0; i < solvers.size(); i++) {
            if (solverSpecs.get(i).equals(baseline) || solvers.get(i).name().equals(baseline)) {
                return i;
            }
        }
        throw new IllegalArgumentException("--baseline " + baseline + " is not one of --solvers " + solverSpecs);
    }
}
