package dev.sudokucompare.cli;

import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.engine.Comparison;
import dev.sudokucompare.engine.ComparisonListener;
import dev.sudokucompare.engine.Input;
import dev.sudokucompare.engine.Listeners;
import dev.sudokucompare.engine.Recall;
import dev.sudokucompare.engine.Reference;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.input.Inputs;
import dev.sudokucompare.recheck.InputDigests;
import dev.sudokucompare.report.ConsoleReport;
import dev.sudokucompare.report.Manifest;
import dev.sudokucompare.report.RunIdentity;
import dev.sudokucompare.report.provenance.Build;
import dev.sudokucompare.report.provenance.Environment;
import dev.sudokucompare.report.provenance.HeapWatch;
import dev.sudokucompare.report.provenance.InputDigest;
import dev.sudokucompare.report.provenance.Machine;
import dev.sudokucompare.report.provenance.Provenance;
import dev.sudokucompare.report.provenance.SolverOrigins;
import dev.sudokucompare.report.run.ForkRecorder;
import dev.sudokucompare.report.run.RunRecorder;
import dev.sudokucompare.report.run.RunReport;
import dev.sudokucompare.resume.Resumption;
import dev.sudokucompare.rundir.OutputDirectory;
import dev.sudokucompare.rundir.ReportFiles;
import dev.sudokucompare.solvers.SolverOptions;
import dev.sudokucompare.solvers.worker.WorkerSolver;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

/** Runs several solvers on the same puzzles, judges every answer, reports timings. */
@Command(name = "compare", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Run several solvers on the same puzzles, check every answer, judge per puzzle whether "
            + "they agree (with proof when they don't), and report timings and search effort.",
            "With no INPUT, runs on builtin:default. This is also the default command."},
        exitCodeListHeading = "%nExit status (like diff; the first that applies):%n",
        exitCodeList = {"1:a WRONG answer, or records that DISAGREE",
            "2:trouble: bad usage, an input that failed, a MALFORMED record, a solver ERROR",
            "3:an answer UNVERIFIED (the reference could not prove it)",
            "0:otherwise: every answer correct (limits allowed)",
            "130/143/129:interrupted by SIGINT/SIGTERM/SIGHUP (reports written for what was done; go on with --resume)"})
final class CompareCommand implements Callable<Integer> {

    @Parameters(arity = "0..*", paramLabel = "INPUT",
            description = "A file, - for standard input, or builtin:NAME (see 'list'). Default: builtin:default.")
    List<String> inputs = new ArrayList<>();

    @Option(names = "--solvers", paramLabel = "LIST", defaultValue = "dfs,choco", split = ",(?![A-Za-z_]+=)",
            splitSynopsisLabel = ",",
            // The example on a line of its own: wrapped, a spec would break after its colon.
            description = {"Comma-separated solver specs (default: ${DEFAULT-VALUE}). Choco options join with ',' too:",
                "choco:consistency=BC,search=minDom"})
    List<String> solverSpecs;

    @Option(names = "--baseline", paramLabel = "NAME", description = "Solver the others are compared with (default: the first).")
    String baseline;

    @Mixin
    PluginOption plugins;

    @Mixin
    ReferenceOptions reference;

    @Mixin
    InputFormatOption format;

    @Mixin
    SolveOptions solve;

    @Mixin
    MeasureOptions measure;

    @Mixin
    OutOptions out;

    @Mixin
    ConsoleOptions console;

    @Mixin
    ProgressOption progress;

    @Option(names = "--resume", description = "Go on with the run in --out DIR, killed or stopped at any moment: the "
            + "records in its results.csv are read back, not run again, and the rest are run, so it ends with every "
            + "record once. Refused unless it is the same run (settings, solvers, inputs by SHA-256). A new or empty "
            + "DIR starts the run.")
    boolean resume;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /**
     * Started when picocli makes this command, before it reads the annotations and parses the
     * line: the scan of /proc then runs beside that work instead of after it.
     */
    private final CompletableFuture<List<Long>> otherRuns = Machine.otherRunsInBackground();

    /** Likewise the heap watch's start, joined before the run begins. */
    private final CompletableFuture<Void> heapWatch = HeapWatch.startInBackground();

    /** Set when the command line named no command: its first word may be a mistyped one. */
    boolean commandImplied;

    @Override
    public Integer call() throws Exception {
        String mistyped = commandImplied ? Main.mistypedCommand(inputs) : "";
        if (!mistyped.isEmpty()) {
            spec.commandLine().getErr().println("error: " + mistyped);
            spec.commandLine().getErr().println("Try 'sudoku-compare --help' for the commands.");
            return ExitCodes.TROUBLE;
        }
        // When no input can hold a puzzle, one line each and no empty report; otherwise the run goes on
        // with the others and reports these as failed inputs.
        List<String> unusable = inputs.stream().map(InputCheck::problem).flatMap(Optional::stream).toList();
        if (!inputs.isEmpty() && unusable.size() == inputs.size()) {
            unusable.forEach(problem -> spec.commandLine().getErr().println("error: " + problem));
            return ExitCodes.TROUBLE;
        }
        List<SudokuSolver> solvers;
        Settings settings;
        Reference proofs;
        List<Input> sources = new ArrayList<>();
        SolverOptions options;
        try {
            options = solve.solverOptions(format.puzzleFormat());
            solvers = plugins.solvers(solverSpecs, options);
            Mode mode = solve.mode(solve.externalFormatGiven() != null ? solve.externalFormatGiven()
                    : format.puzzleFormat());
            SolverOptions.checkModeFits(mode, solvers);
            settings = measure.applyTo(Settings.builder(solverSpecs).baseline(baselineIndex(solvers)).mode(mode)
                    .countLimit(solve.countLimit()).timeout(solve.timeout())
                    .reference(reference.spec(), reference.timeout())).build();
            proofs = reference.resolve(plugins, mode);
            for (String name : inputs.isEmpty() ? List.of("builtin:default") : inputs) {
                sources.addAll(Inputs.resolve(name, format.format(), format.shape()));
            }
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        return run(solvers, settings, proofs, sources, options);
    }

    /** Runs the comparison, prints and writes the reports; the exit status. */
    private int run(List<SudokuSolver> solvers, Settings asked, Reference proofs, List<Input> sources,
            SolverOptions options) throws Exception {
        if (resume && (out.dir == null || out.force)) {
            throw new CommandLine.ParameterException(spec.commandLine(), out.dir == null ? "--resume needs --out DIR, "
                    + "the directory of the run to go on with" : "--resume goes on with a run; --force replaces one");
        }
        if (resume && !OutputDirectory.isNewOrEmpty(out.dir)) {
            Resumption.earlier(out.dir); // a directory that holds no run is refused before the lock makes a file in it
        }
        try (OutputDirectory dir = out.dir == null ? null : resume ? OutputDirectory.existing(out.dir)
                : OutputDirectory.forRun(out.dir, out.force, List.of())) {
            return run(dir, solvers, asked, proofs, sources, options);
        }
    }

    /** The same in {@code dir}, locked (null without --out): what it holds is read under the lock. */
    private int run(OutputDirectory dir, List<SudokuSolver> solvers, Settings asked, Reference proofs, List<Input> sources,
            SolverOptions options) throws Exception {
        List<String> names = solvers.stream().map(SudokuSolver::name).toList();
        // Only the report files name the inputs' digests; reading every input twice is for them.
        List<InputDigest> digests = out.dir == null ? List.of() : InputDigests.of(sources);
        Optional<Manifest> earlier = resume && !OutputDirectory.isNewOrEmpty(out.dir) ? Resumption.earlier(out.dir)
                : Optional.empty();
        // Unless given, the seed is the run's own: the records shuffle as they did before.
        Settings settings = earlier.isPresent() && measure.seed == null
                ? asked.toBuilder().seed(earlier.get().settings().seed()).build() : asked;
        heapWatch.join();
        double loadAtStart = Machine.loadAverage();
        List<String> warnings = Machine.warnings(loadAtStart, Runtime.getRuntime().availableProcessors(),
                otherRuns.join());
        warnings.forEach(w -> spec.commandLine().getErr().println("warning: " + w));
        Manifest started = out.dir == null ? null : startManifest(solvers, settings, options, digests, loadAtStart);
        Instant startedAt = Instant.now();
        long t0 = System.nanoTime();
        try (Resumption resumption = earlier.isPresent() ? Resumption.of(out.dir, earlier.get(), started, proofs) : null;
                ReportFiles files = ReportFiles.forRun(dir, out.dir, names, settings, started, earlier.isPresent(),
                        resumption != null && resumption.resultsHaveHeader(),
                        (source, record) -> resumption != null && resumption.kept(source, record));
                Progress bar = Progress.create(progress.wanted(), "records", progress.wanted()
                        && Progress.stderrIsTerminal() ? settings.recordsTaken(sources) : -1)) {
            RunRecorder recorder = files.recorder(names, solvers.stream().map(s -> s.capabilities().countsNodes())
                    .toList(), solvers.stream().map(s -> !s.capabilities().inProcess()).toList(), settings.baseline());
            warnings.forEach(recorder::notice);
            // The spread between a solver's worker JVMs: heard only when some solver has several.
            Optional<ForkRecorder> forks = ForkRecorder.of(solvers, settings.baseline());
            Comparison comparison = new Comparison(settings, solvers, proofs,
                    new Listeners(Stream.concat(Stream.<ComparisonListener>of(recorder, bar), forks.stream()).toList()),
                    resumption != null ? resumption : Recall.NOTHING);
            Interruption interruption = Interruption.install(comparison::requestStop, spec.commandLine().getErr(), files::closeResults);
            try {
                comparison.run(sources);
                bar.close();
                if (resumption != null) {
                    if (interruption.exitStatus().isEmpty()) {
                        resumption.checkNoOtherRecords();
                    }
                    resumption.notices().forEach(recorder::notice);
                }
                // Asked once each: a worker JVM's notes cost a round trip.
                List<String> notes = solvers.stream().map(SudokuSolver::runNotes).toList();
                notes.stream().filter(n -> !n.isEmpty()).forEach(recorder::notice);
                if (plugins.pluginsInProcess()) {
                    recorder.notice("the plug-ins' solvers ran inside the tool's JVM (--in-process): their times share it "
                            + "with the tool, and nothing kept them from reaching it");
                }
                // An outside program's account of its running (start-up, how limits were enforced) informs; it warns
                // of nothing. A Java solver's notes, in process or in a worker, may warn.
                List<String> informs = new ArrayList<>();
                for (int i = 0; i < solvers.size(); i++) {
                    SudokuSolver s = solvers.get(i);
                    if (!s.capabilities().inProcess() && !(s instanceof WorkerSolver) && !notes.get(i).isEmpty()) {
                        informs.add(notes.get(i));
                    }
                }
                // Only the report files show the origins; hashing the tool's jar is for them.
                Provenance provenance = out.dir == null ? Build.provenance(digests) : Build.provenance(digests)
                        .withOrigins(SolverOrigins.of(plugins.catalog(), solvers, settings.solverSpecs(), comparison.warmupCalls()));
                RunReport report = recorder.report(provenance,
                        spec.commandLine().getParseResult().originalArgs(), settings, Environment.current(loadAtStart),
                        startedAt, (System.nanoTime() - t0) / 1e9, interruption.describe(recorder.progress()));
                if (forks.isPresent()) {
                    report = report.withForks(forks.get().spreads(settings.timeout()))
                            .withForkSpeedups(forks.get().pairedSpeedups());
                }
                report = report.withWorkerSolvers(ForkRecorder.workerSolvers(solvers));
                // On a terminal stdout and stderr are one screen: each note once, the report's "Note:"
                // lines, and a warning said when the run began is not repeated in them.
                boolean terminal = System.console() != null;
                ConsoleReport.print(report, spec.commandLine().getOut(), console.view(),
                        terminal ? warnings : List.of());
                if (out.dir != null) {
                    List<String> scripts = FindingScripts.write(out.dir, report.examples(), options,
                            FindingScripts.options(solve, settings.mode()), ConsoleReport.names(report));
                    if (!scripts.isEmpty()) {
                        spec.commandLine().getOut().println("Reproduce a failing program's finding (its puzzle as it "
                                + "read it, judged again by solve):");
                        scripts.forEach(spec.commandLine().getOut()::println);
                        spec.commandLine().getOut().flush();
                    }
                }
                ConsoleReport.printAlerts(report, spec.commandLine().getErr(), terminal ? report.notices() : warnings,
                        informs);
                report.perInput().stream().map(InputCheck::mostlyNotPuzzles).flatMap(Optional::stream)
                        .forEach(m -> spec.commandLine().getErr().println("error: " + m));
                int status = ExitCodes.of(report);
                files.writeReports(report, recorder, status);
                return interruption.exitStatus().orElse(status);
            } finally {
                interruption.done();
            }
        }
    }

    /**
     * The manifest a run writes when it starts: what a resume of it must match. The inputs are
     * every input given, each with its digest; the run is not complete until it ends.
     */
    private Manifest startManifest(List<SudokuSolver> solvers, Settings settings, SolverOptions options,
            List<InputDigest> digests, double loadAtStart) {
        RunIdentity identity = new RunIdentity(format.format().specName(),
                format.shape() == null ? "" : format.shape().boxSpec(), options.externalFormat().name(),
                options.streamFormat().name(), options.limits().cpu().toNanos(), options.limits().memoryBytes(),
                plugins.paths.stream().map(Path::toString).toList(), digests);
        return new Manifest(Build.version(), Build.commit(), settings,
                solvers.stream().map(SudokuSolver::name).toList(),
                solvers.stream().map(s -> s.capabilities().countsNodes()).toList(),
                solvers.stream().map(s -> !s.capabilities().inProcess()).toList(), digests, List.of(), List.of(), "",
                Environment.current(loadAtStart), 0).withResume(identity, false);
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
