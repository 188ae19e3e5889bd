package dev.sudokucompare.cli;

import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.dlx.DlxSolvers;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.input.Inputs;
import dev.sudokucompare.solvers.SolverOptions;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** One solver over the puzzles of one input, answers written in the input's own format. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Solve puzzles with one solver and print the answers in the input's format.",
            "boj2580 prints one completion, boj2239 the lexicographically smallest (BOJ judges' layout).",
            "With several puzzles in 'line' format, one output line per puzzle, in order;",
            "a puzzle without an answer prints NO_SOLUTION, LIMIT, ERROR or MALFORMED and a reason on stderr."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:every puzzle solved", "1:a puzzle has no solution (or conflicting givens)",
            "2:bad usage, unreadable input, malformed record, solver error",
            "3:a time or node limit stopped a puzzle"})
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

    @Option(names = "--node-limit", paramLabel = "N", description = "Stop a puzzle after N search nodes.")
    Long nodeLimit;

    @Option(names = "--trace", description = "Before each answer, print the search's first decisions and "
            + "backtracks (cell, value, depth), as many as --trace-limit.")
    boolean trace;

    @Option(names = "--trace-limit", paramLabel = "N", defaultValue = "40",
            description = "How many trace events to print per puzzle (default: ${DEFAULT-VALUE}).")
    long traceLimit;

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE", defaultValue = "-",
            description = "Input file, - for standard input (default), or builtin:NAME.")
    String input;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        try {
            // Resolved now to catch a bad spec before any input is read; again below once the
            // input's format is known, which an outside program speaks unless told otherwise.
            SudokuSolver checked = solver(format.format().puzzleFormat());
            if (trace && !checked.capabilities().tracesDecisions()) {
                throw new IllegalArgumentException("--trace follows a search that reports its decisions: "
                        + String.join(", ", DfsSolvers.TRACING) + ", " + String.join(", ", DlxSolvers.TRACING)
                        + " (" + checked.name() + " does not)");
            }
            solve.countLimit();
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        try (Inputs.Opened opened = Inputs.open(input, format.format());
                SudokuSolver solver = solver(opened.format())) {
            SolveAnswers answers = new SolveAnswers(solver, opened.format(), spec.commandLine().getOut(), err,
                    trace ? traceLimit : -1);
            long count = 0;
            for (PuzzleRecord record = opened.records().next(); record != null; record = opened.records().next()) {
                answers.answer(record, count++ == 0, request(opened.format()));
            }
            if (!solver.runNotes().isEmpty()) {
                err.println("note: " + solver.runNotes());
            }
            if (count == 0) {
                err.println("error: " + Inputs.shown(input) + ": holds no puzzles");
                return ExitCodes.TROUBLE;
            }
            return answers.exitStatus();
        } catch (IOException e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.TROUBLE;
        }
    }

    /** The solver, speaking {@code puzzles}'s format when it is an outside program not told otherwise. */
    private SudokuSolver solver(PuzzleFormat puzzles) {
        SudokuSolver s = plugins.catalog().resolve(solverSpec, solve.solverOptions(puzzles));
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
