package dev.sudokucompare.cli;

import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.engine.Judge;
import dev.sudokucompare.input.Inputs;
import dev.sudokucompare.rundir.OutputDirectory;
import dev.sudokucompare.solvers.SolverOptions;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

/** One solver over the puzzles of one input, answers written in the input's own format. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Solve puzzles with one solver and print the answers in the input's format.",
            "boj2580 prints one completion, boj2239 the lexicographically smallest (BOJ judges' layout).",
            "With several puzzles in 'line' format, one output line per puzzle, in order;",
            "a puzzle without an answer prints NO_SOLUTION, LIMIT, ERROR or MALFORMED and a reason on stderr.",
            "Every answer is judged as compare judges it; one that is not CORRECT gets its verdict and reason on stderr."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:every answer CORRECT (judged as compare judges it: checked, and proved by --reference)",
            "1:an answer is WRONG", "2:bad usage, unreadable input, malformed record, solver error",
            "3:a time or node limit stopped a puzzle, or an answer is UNVERIFIED (the reference could not prove it)"})
final class SolveCommand implements Callable<Integer> {

    @Option(names = "--solver", paramLabel = "NAME", defaultValue = "dfs",
            description = "Solver spec (default: ${DEFAULT-VALUE}); see 'list'.")
    String solverSpec;

    @Mixin
    PluginOption plugins;

    @Mixin
    InputFormatOption format;

    @Mixin
    SolveOptions solve;

    @Mixin
    ReferenceOptions reference;

    @Option(names = "--node-limit", paramLabel = "N", description = "Stop a puzzle after N search nodes.")
    Long nodeLimit;

    @Option(names = "--trace", description = "Before each answer, print the search's first decisions and "
            + "backtracks (cell, value, depth), as many as --trace-limit; with --out, draw the first puzzle's search "
            + "into DIR/trace.html instead.")
    boolean trace;

    @Option(names = "--trace-limit", paramLabel = "N", defaultValue = "40",
            description = "How many trace events to print per puzzle, or to list per solver on the page (at most "
                    + TracePageRun.MAX_EVENTS_LISTED + ") (default: ${DEFAULT-VALUE}).")
    long traceLimit;

    @Option(names = "--out", paramLabel = "DIR", description = "With --trace: write trace.html, the first puzzle's "
            + "search as a page (no script, opens offline), to DIR, a new or empty directory (see --force).")
    Path out;

    @Option(names = "--force", description = "Write trace.html into a non-empty --out directory.")
    boolean force;

    @Option(names = "--solvers", paramLabel = "LIST", split = ",(?![A-Za-z_]+=)", splitSynopsisLabel = ",",
            description = "With --trace --out: search the first puzzle with each of these solvers and draw their "
                    + "search trees side by side; the first one answers (instead of --solver).")
    List<String> pageSolvers;

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE", defaultValue = "-",
            description = "Input file, - for standard input (default), or builtin:NAME.")
    String input;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        try {
            checkTraceOptions();
            // Resolved now to catch a bad spec before any input is read; again below once the
            // input's format is known, which an outside program speaks unless told otherwise.
            SudokuSolver checked = solver(format.puzzleFormat());
            if (trace && out == null && !checked.capabilities().tracesDecisions()) {
                throw new IllegalArgumentException("--trace follows a search that reports its decisions: "
                        + String.join(", ", plugins.catalog().tracing())
                        + " (" + checked.name() + " does not; with --out DIR its totals and answer are drawn)");
            }
            pageSolvers(format.puzzleFormat());
            solve.countLimit();
            reference.resolve(plugins, solve.mode(format.puzzleFormat()));
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        // The one input check of every command: a binary file is one line, not a MALFORMED record per line.
        Optional<String> unusable = InputCheck.problem(input);
        if (unusable.isPresent()) {
            err.println("error: " + unusable.get());
            return ExitCodes.TROUBLE;
        }
        try (Inputs.Opened opened = Inputs.open(input, format.format(), format.shape())) {
            SudokuSolver solver = solver(opened.format());
            TracePageRun page = out == null ? null : new TracePageRun(OutputDirectory.prepare(out, force, List.of()),
                    pageSolvers(opened.format()), traceLimit,
                    String.join(" ", spec.commandLine().getParseResult().originalArgs()));
            Mode mode = solve.mode(opened.format());
            Judge judge = new Judge(mode, solve.countLimit(), reference.resolve(plugins, mode));
            SolveAnswers answers = new SolveAnswers(solver, opened.format(), judge, spec.commandLine().getOut(), err,
                    trace && page == null ? traceLimit : -1);
            long count = 0;
            for (PuzzleRecord record = opened.records().next(); record != null; record = opened.records().next()) {
                SolveRequest request = request(opened.format());
                if (page != null && !record.isMalformed()) {
                    answers.answer(record, count++ == 0, request, page.write(record, request));
                    err.println("trace of " + record.location() + " written to " + page.file());
                    page = null;
                } else {
                    answers.answer(record, count++ == 0, request);
                }
            }
            if (!solver.runNotes().isEmpty()) {
                err.println("note: " + solver.runNotes());
            }
            if (count == 0) {
                err.println("error: " + Inputs.shown(input) + ": holds no puzzles");
                return ExitCodes.TROUBLE;
            }
            if (page != null) {
                err.println("error: " + Inputs.shown(input) + ": no puzzle could be read, so trace.html was not written");
                return ExitCodes.TROUBLE;
            }
            err.println(answers.summary());
            return answers.exitStatus();
        } catch (IOException e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.TROUBLE;
        }
    }

    private void checkTraceOptions() {
        if (out != null && !trace) {
            throw new IllegalArgumentException("--out writes the trace page: give --trace too");
        }
        if (force && out == null) {
            throw new IllegalArgumentException("--force is about the --out directory: give --out DIR too");
        }
        if (pageSolvers != null) {
            if (out == null) {
                throw new IllegalArgumentException("--solvers draws several searches side by side on the trace page: "
                        + "give --trace --out DIR too");
            }
            if (spec.commandLine().getParseResult().hasMatchedOption("--solver")) {
                throw new IllegalArgumentException("give --solver or --solvers, not both (with --solvers the first "
                        + "one answers)");
            }
            if (pageSolvers.isEmpty() || pageSolvers.stream().anyMatch(String::isBlank)) {
                throw new IllegalArgumentException("--solvers needs a comma-separated list of solver specs");
            }
            solverSpec = pageSolvers.get(0);
        }
    }

    /** The solvers the trace page draws: --solvers, else the one solver. */
    private List<SudokuSolver> pageSolvers(PuzzleFormat puzzles) {
        if (pageSolvers == null) {
            return List.of(solver(puzzles));
        }
        List<SudokuSolver> all = new ArrayList<>(plugins.solvers(pageSolvers, solve.solverOptions(puzzles)));
        if (solve.modeGiven()) {
            SolverOptions.checkModeFits(solve.mode(puzzles), all);
        }
        return all;
    }

    /** The solver, speaking {@code puzzles}'s format when it is an outside program not told otherwise. */
    private SudokuSolver solver(PuzzleFormat puzzles) {
        SudokuSolver s = plugins.solver(solverSpec, solve.solverOptions(puzzles));
        if (solve.modeGiven()) {
            SolverOptions.checkModeFits(solve.mode(puzzles), List.of(s));
        }
        return s;
    }

    private SolveRequest request(PuzzleFormat puzzles) {
        SolveRequest request = solve.request(solve.mode(puzzles));
        return nodeLimit == null ? request : request.withNodeLimit(nodeLimit);
    }
}
