package dev.sudokucompare.cli;

import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.io.PrintWriter;

/**
 * {@code solve}'s output: each puzzle's answer in the input's own format (what the BOJ judges
 * expect), a word and a reason on stderr where there is none, a count in count mode, a trace
 * before the answer when asked; and the exit status all the puzzles together deserve.
 */
final class SolveAnswers {

    private final SudokuSolver solver;
    private final PuzzleFormat format;
    private final PrintWriter out;
    private final PrintWriter err;
    private final long traceLimit;
    private boolean malformed;
    private boolean error;
    private boolean limited;
    private boolean noSolution;

    /** {@code traceLimit}: trace events to print per puzzle, or -1 for no trace. */
    SolveAnswers(SudokuSolver solver, PuzzleFormat format, PrintWriter out, PrintWriter err, long traceLimit) {
        this.solver = solver;
        this.format = format;
        this.out = out;
        this.err = err;
        this.traceLimit = traceLimit;
    }

    void answer(PuzzleRecord record, boolean first, SolveRequest request) {
        answer(record, first, request, null);
    }

    /** {@code known}: this record's result from a search already run (the trace page's), else null. */
    void answer(PuzzleRecord record, boolean first, SolveRequest request, SolveResult known) {
        if (!first) {
            out.print(format.recordSeparator());
        }
        if (record.isMalformed()) {
            malformed = true;
            out.println("MALFORMED");
            err.println(record.location() + ": malformed: " + record.error());
            out.flush();
            return;
        }
        TracePrinter printer = null;
        if (traceLimit >= 0 && known == null) {
            out.println("trace of " + solver.name() + " on " + record.location()
                    + " (depth = decisions on the path; propagated values are not shown):");
            printer = new TracePrinter(record.puzzle().shape(), out, traceLimit);
            request = request.withTrace(printer);
        }
        SolveResult result = known != null ? known : solver.solve(record.puzzle(), request);
        if (printer != null) {
            printer.finish(solver.name());
            out.printf("  %,d nodes, %,d backtracks: %s%n", result.stats().nodes(), result.stats().backtracks(),
                    result.describe());
        }
        if (request.mode() == Mode.COUNT && result.status() != Status.ERROR
                && (result.status() != Status.LIMIT || result.solutionsFound() > 0)) {
            printCount(record, result);
        } else {
            print(record, result);
        }
        out.flush();
    }

    private void printCount(PuzzleRecord record, SolveResult result) {
        out.println(result.solutionsFound() + (result.countExact() ? "" : "+"));
        if (result.status() == Status.LIMIT) {
            limited = true;
            err.println(record.location() + ": count is a lower bound: " + result.message());
        }
    }

    private void print(PuzzleRecord record, SolveResult result) {
        switch (result.status()) {
            case SOLVED -> {
                out.print(format.write(result.solution()));
                return;
            }
            case NO_SOLUTION -> noSolution = true;
            case LIMIT -> limited = true;
            case ERROR, BAD_OUTPUT -> error = true;
        }
        out.println(result.status());
        err.println(record.location() + ": " + result.describe());
    }

    /** 2 for a malformed record or a solver error, else 3 when a limit stopped one, else 1 for no solution, else 0. */
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
