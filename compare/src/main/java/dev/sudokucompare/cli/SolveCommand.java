package dev.sudokucompare.cli;

import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.dlx.DlxSolvers;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.format.PuzzleReader;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.input.InputSource;
import dev.sudokucompare.solvers.SolverOptions;
import dev.sudokucompare.solvers.SolverSpecs;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
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

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "auto",
            description = "auto, line, boj2580, boj2239 or tokens (default: ${DEFAULT-VALUE}: guessed from the first lines).")
    String format;

    @Option(names = "--external-format", paramLabel = "FORMAT", defaultValue = "boj2580",
            description = "What an external:CMD solver reads and prints: boj2580, boj2239 or line (default: ${DEFAULT-VALUE}).")
    String externalFormat;

    @Option(names = "--mode", paramLabel = "MODE",
            description = "first, lexmin or count (default: first; lexmin for boj2239).",
            converter = ModeConverter.class)
    Mode mode;

    @Option(names = "--count-limit", paramLabel = "K", defaultValue = "2",
            description = "In count mode, stop counting at K solutions (default: ${DEFAULT-VALUE}).")
    int countLimit;

    @Option(names = "--timeout", paramLabel = "DUR", defaultValue = "10s", converter = Durations.class,
            description = "Time limit per puzzle, e.g. 500ms, 10s, 2m (default: ${DEFAULT-VALUE}).")
    Duration timeout;

    @Option(names = "--node-limit", paramLabel = "N", description = "Stop a puzzle after N search nodes.")
    Long nodeLimit;

    @Option(names = "--trace", description = "Before each answer, print the search's first decisions and "
            + "backtracks (cell, value, depth), as many as --trace-limit.")
    boolean trace;

    @Option(names = "--trace-limit", paramLabel = "N", defaultValue = "40",
            description = "How many trace events to print per puzzle (default: ${DEFAULT-VALUE}).")
    long traceLimit;

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE", defaultValue = "-",
            description = "Input file, or - for standard input (default).")
    String input;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        SudokuSolver solver;
        PuzzleFormat chosen;
        try {
            SolverOptions options = SolverOptions.forExternalFormat(externalFormat);
            solver = SolverSpecs.resolve(solverSpec, options);
            if (mode != null) {
                SolverOptions.checkModeFits(mode, java.util.List.of(solver));
            }
            if (trace && !DfsSolvers.TRACING.contains(solver.name()) && !DlxSolvers.TRACING.contains(solver.name())) {
                throw new IllegalArgumentException("--trace follows the DFS ladder: " + String.join(", ", DfsSolvers.TRACING)
                        + ", and the rows " + String.join(", ", DlxSolvers.TRACING) + " tries"
                        + " (" + solver.name() + " does not report its decisions)");
            }
            chosen = "auto".equalsIgnoreCase(format) ? null : PuzzleFormat.byName(format);
            if (countLimit < 1) {
                throw new IllegalArgumentException("--count-limit must be at least 1");
            }
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        Tally tally = new Tally();
        try (InputSource.Opened opened = InputSource.of(input).open(chosen)) {
            PuzzleReader reader = opened.records();
            PuzzleFormat outputFormat = opened.format();
            boolean first = true;
            for (PuzzleRecord record = reader.next(); record != null; record = reader.next()) {
                if (!first) {
                    out.print(outputFormat.recordSeparator());
                }
                first = false;
                answer(record, solver, outputFormat, out, err, tally);
                out.flush();
            }
        } catch (InputSource.InputException e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.TROUBLE;
        } catch (IOException e) {
            err.println("error: " + input + ": " + e.getMessage());
            return ExitCodes.TROUBLE;
        }
        return tally.exitStatus();
    }

    private void answer(PuzzleRecord record, SudokuSolver solver, PuzzleFormat fmt, PrintWriter out,
            PrintWriter err, Tally tally) {
        if (record.isMalformed()) {
            tally.malformed = true;
            out.println("MALFORMED");
            err.println(record.location() + ": malformed: " + record.error());
            return;
        }
        Mode effective = mode != null ? mode : "boj2239".equals(fmt.name()) ? Mode.LEXMIN : Mode.FIRST;
        SolveRequest request = SolveRequest.of(effective).withCountLimit(countLimit).withTimeLimit(timeout);
        if (nodeLimit != null) {
            request = request.withNodeLimit(nodeLimit);
        }
        TracePrinter printer = null;
        if (trace) {
            out.println("trace of " + solver.name() + " on " + record.location()
                    + " (depth = decisions on the path; propagated values are not shown):");
            printer = new TracePrinter(record.puzzle().shape(), out, traceLimit);
            request = request.withTrace(printer);
        }
        SolveResult result = solver.solve(record.puzzle(), request);
        if (printer != null) {
            printer.finish(solver.name());
            out.printf("  %,d nodes, %,d backtracks: %s%n", result.stats().nodes(), result.stats().backtracks(),
                    result.describe());
        }
        if (effective == Mode.COUNT && result.status() != Status.ERROR
                && (result.status() != Status.LIMIT || result.solutionsFound() > 0)) {
            out.println(result.solutionsFound() + (result.countExact() ? "" : "+"));
            if (result.status() == Status.LIMIT) {
                tally.limited = true;
                err.println(record.location() + ": count is a lower bound: " + result.message());
            }
            return;
        }
        switch (result.status()) {
            case SOLVED -> out.print(fmt.write(result.solution()));
            case NO_SOLUTION -> {
                tally.noSolution = true;
                out.println("NO_SOLUTION");
                err.println(record.location() + ": " + result.describe());
            }
            case LIMIT -> {
                tally.limited = true;
                out.println("LIMIT");
                err.println(record.location() + ": " + result.describe());
            }
            case ERROR, BAD_OUTPUT -> {
                tally.error = true;
                out.println(result.status());
                err.println(record.location() + ": " + result.describe());
            }
        }
    }

    /** What happened across the puzzles, for the exit status. */
    private static final class Tally {
        boolean malformed;
        boolean error;
        boolean limited;
        boolean noSolution;

        int exitStatus() {
            if (malformed || error) {
                return ExitCodes.TROUBLE;
            }
            if (limited) {
                return ExitCodes.LIMIT;
            }
            return noSolution ? ExitCodes.FOUND : ExitCodes.OK;
        }
    }
}
