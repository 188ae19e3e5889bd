package dev.sudokucompare.cli;

import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.engine.Input;
import dev.sudokucompare.engine.Reference;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.input.Inputs;
import dev.sudokucompare.report.provenance.HeapWatch;
import dev.sudokucompare.report.provenance.Machine;
import dev.sudokucompare.solvers.SolverOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
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
    final CompletableFuture<List<Long>> otherRuns = Machine.otherRunsInBackground();

    /** Likewise the heap watch's start, joined before the run begins. */
    final CompletableFuture<Void> heapWatch = HeapWatch.startInBackground();

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
        if (resume && (out.dir == null || out.force)) {
            throw new CommandLine.ParameterException(spec.commandLine(), out.dir == null ? "--resume needs --out DIR, "
                    + "the directory of the run to go on with" : "--resume goes on with a run; --force replaces one");
        }
        return new CompareRun(this, new CompareRun.Plan(solvers, settings, proofs, sources, options)).exitStatus();
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
