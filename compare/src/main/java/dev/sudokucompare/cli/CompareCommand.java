package dev.sudokucompare.cli;

import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.engine.Comparison;
import dev.sudokucompare.engine.ComparisonListener;
import dev.sudokucompare.engine.Input;
import dev.sudokucompare.engine.Listeners;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.engine.Shard;
import dev.sudokucompare.input.Inputs;
import dev.sudokucompare.report.ConsoleReport;
import dev.sudokucompare.report.Environment;
import dev.sudokucompare.report.FindingsCollector;
import dev.sudokucompare.report.HeapWatch;
import dev.sudokucompare.report.RunReport;
import dev.sudokucompare.solvers.SolverOptions;
import dev.sudokucompare.solvers.SolverSpecs;
import dev.sudokucompare.stats.StatsCollector;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine;
import picocli.CommandLine.Command;
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

    @Option(names = "--mode", paramLabel = "MODE",
            description = "first, lexmin or count (default: first; lexmin with --external-format boj2239).",
            converter = ModeConverter.class)
    Mode mode;

    @Option(names = "--count-limit", paramLabel = "K", defaultValue = "2",
            description = "In count mode, count up to K solutions (default: ${DEFAULT-VALUE}: proves uniqueness).")
    int countLimit;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "auto",
            description = "auto, line, boj2580, boj2239, tokens or kaggle (default: ${DEFAULT-VALUE}).")
    String format;

    @Option(names = "--external-format", paramLabel = "FORMAT",
            description = "What external:CMD programs read and print: boj2580, boj2239 or line (default: --format "
                    + "when it names one of these, else boj2580).")
    String externalFormat;

    @Option(names = "--timeout", paramLabel = "DUR", defaultValue = "10s", converter = Durations.class,
            description = "Time limit per puzzle per solver (default: ${DEFAULT-VALUE}).")
    Duration timeout;

    @Option(names = "--warmup", paramLabel = "N|DUR", defaultValue = "1s",
            description = "Unmeasured warm-up: N puzzles, or a duration such as 3s (default: ${DEFAULT-VALUE}; 0 for none).")
    String warmup;

    @Option(names = "--repeat", paramLabel = "R", defaultValue = "1",
            description = "Solve each puzzle R times per solver and keep the median time (default: ${DEFAULT-VALUE}).")
    int repeat;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1",
            description = "Records solved in parallel (default: ${DEFAULT-VALUE}); timings with T>1 are flagged contended.")
    int threads;

    @Option(names = "--shuffle", description = "Shuffle each input's records (reads each input into memory).")
    boolean shuffle;

    @Option(names = "--seed", paramLabel = "S", description = "Seed for --shuffle (default: random, recorded in the report).")
    Long seed;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "0",
            description = "Read at most N records from each input (default: all).")
    long limit;

    @Option(names = "--shard", paramLabel = "i/n", defaultValue = "1/1",
            description = "Take only shard i of n of each input's records (positions i, i+n, i+2n ...), e.g. "
                    + "--shard $((SLURM_ARRAY_TASK_ID+1))/$SLURM_ARRAY_TASK_COUNT; combine the outputs with 'merge'.")
    String shard;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Write results.csv (streamed), summary.csv, report.json, report.md and report.html to DIR "
                    + "(a new or empty directory; see --force).")
    Path outDir;

    @Option(names = "--force", description = "Write into a non-empty --out directory, replacing the reports in it.")
    boolean force;

    @Option(names = "--no-progress", description = "No progress bar (it only shows when stderr is a terminal).")
    boolean noProgress;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        HeapWatch.start();
        PrintWriter out = spec.commandLine().getOut();
        Settings settings;
        List<SudokuSolver> solvers = new ArrayList<>();
        List<Input> sources = new ArrayList<>();
        try {
            if (shuffle && seed == null && !Shard.parse(shard).isAll()) {
                throw new IllegalArgumentException("--shard with --shuffle needs --seed, so every shard shuffles alike");
            }
            SolverOptions options = SolverOptions.forExternalFormat(externalFormat != null ? externalFormat
                    : !"auto".equalsIgnoreCase(format) && !"kaggle".equalsIgnoreCase(format)
                            && SolverOptions.speaks(PuzzleFormat.byName(format)) ? format : "boj2580");
            for (String s : solverSpecs) {
                solvers.add(SolverSpecs.resolve(s, options));
            }
            Mode effective = mode != null ? mode : options.impliedMode();
            SolverOptions.checkModeFits(effective, solvers);
            settings = new Settings(solverSpecs, baselineIndex(solvers), effective, countLimit, timeout,
                    WarmupOption.parse(warmup), repeat, threads, shuffle,
                    seed != null ? seed : System.nanoTime(), limit, Shard.parse(shard));
            for (String name : inputs.isEmpty() ? List.of("builtin:default") : inputs) {
                sources.addAll(Inputs.resolve(name, format));
            }
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        List<String> names = solvers.stream().map(SudokuSolver::name).toList();
        StatsCollector stats = new StatsCollector(names,
                solvers.stream().map(s -> s.capabilities().countsNodes()).toList(), settings.baseline());
        FindingsCollector findings = new FindingsCollector();
        Instant started = Instant.now();
        long t0 = System.nanoTime();
        try (ReportFiles files = ReportFiles.open(outDir, names, force, List.of()); Progress progress = Progress.create(!noProgress, "records",
                        noProgress || !Progress.stderrIsTerminal() ? -1 : settings.recordsTaken(sources))) {
            List<ComparisonListener> listeners = new ArrayList<>(List.of(stats, findings, progress));
            files.resultsListener().ifPresent(listeners::add);
            Comparison comparison = new Comparison(settings, solvers, new Listeners(listeners));
            Interruption interruption = Interruption.install(comparison, spec.commandLine().getErr(), files::closeResults);
            try {
                comparison.run(sources);
                progress.close();
                RunReport report = new RunReport(Version.current(), spec.commandLine().getParseResult().originalArgs(),
                        settings, Environment.current(), started, (System.nanoTime() - t0) / 1e9, stats.summaries(),
                        findings.examples(), findings.findings(), findings.inputFailures(), findings.notices(),
                        interruption.describe(findings.progress()));
                ConsoleReport.print(report, out);
                ConsoleReport.printAlerts(report, spec.commandLine().getErr());
                files.writeReports(report);
                return interruption.exitStatus().orElse(report.exitStatus());
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
