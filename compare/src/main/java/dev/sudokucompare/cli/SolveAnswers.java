package dev.sudokucompare.cli;

import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.Judge;
import dev.sudokucompare.engine.JudgeVerdict;
import dev.sudokucompare.engine.Outcome;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code solve}'s output: each puzzle's answer in the input's own format (what the BOJ judges
 * expect), a word and a reason on stderr where there is none, a count in count mode, a trace
 * before the answer when asked. Every answer goes through the one judge, as in {@code compare}:
 * one that is not CORRECT gets its verdict and reason on stderr, and the exit status is what the
 * verdicts of all the puzzles together deserve ({@link ExitCodes#of(Set, boolean)}), said last in
 * one line ({@link #summary()}).
 */
final class SolveAnswers {

    private final SudokuSolver solver;
    private final PuzzleFormat format;
    private final Judge judge;
    private final PrintWriter out;
    private final PrintWriter err;
    private final long traceLimit;
    private final Set<AnswerVerdict> verdicts = EnumSet.noneOf(AnswerVerdict.class);
    /** How many answers got each judge's verdict, in the judges' order; the rest counted below. */
    private final Map<JudgeVerdict, Integer> judged = new EnumMap<>(JudgeVerdict.class);
    private int unverified;
    private int notRun;
    private int malformedCount;

    /** {@code traceLimit}: trace events to print per puzzle, or -1 for no trace. */
    SolveAnswers(SudokuSolver solver, PuzzleFormat format, Judge judge, PrintWriter out, PrintWriter err, long traceLimit) {
        this.solver = solver;
        this.format = format;
        this.judge = judge;
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
            malformedCount++;
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
        long start = System.nanoTime();
        SolveResult result = known != null ? known : solver.solve(record.puzzle(), request);
        long time = System.nanoTime() - start;
        if (printer != null) {
            printer.finish(solver.name());
            out.printf("  %,d nodes, %,d backtracks: %s%n", result.stats().nodes(), result.stats().backtracks(),
                    result.describe());
        }
        boolean counted = request.mode() == Mode.COUNT && result.status() != Status.ERROR
                && (result.status() != Status.LIMIT || result.solutionsFound() > 0);
        if (counted) {
            out.println(result.solutionsFound() + (result.countExact() ? "" : "+"));
        } else if (result.status() == Status.SOLVED) {
            out.print(format.write(result.solution()));
        } else {
            out.println(result.status());
        }
        out.flush();
        Outcome judged = judge.judgeOne(record, solver.name(), result, time).outcomes().get(0);
        verdicts.add(judged.verdict());
        count(judged);
        if (judged.verdict() != AnswerVerdict.CORRECT || judged.reason().endsWith(Judge.NOT_PROVED)) {
            // Accepted without proof (--reference none) is said too: exit 0 must not read as proved.
            err.println(record.location() + ": " + JudgeVerdict.shown(judged));
        } else if (result.status() != Status.SOLVED) {
            // A right "no solution" still says what the solver said (conflicting givens, an exhausted search).
            err.println(record.location() + ": " + result.describe());
        }
        err.flush();
    }

    private void count(Outcome outcome) {
        JudgeVerdict verdict = JudgeVerdict.of(outcome);
        if (verdict != null) {
            judged.merge(verdict, 1, Integer::sum);
        } else if (outcome.verdict() == AnswerVerdict.NOT_RUN) {
            notRun++;
        } else {
            unverified++;
        }
    }

    /** The run in one line, as a judge's scoreboard says it: {@code 12 puzzles: 10 AC, 1 WA, 1 TLE}. */
    String summary() {
        List<String> parts = new ArrayList<>();
        judged.forEach((verdict, count) -> parts.add(count + " " + verdict));
        if (unverified > 0) {
            parts.add(unverified + " unverified");
        }
        if (notRun > 0) {
            parts.add(notRun + " not run");
        }
        if (malformedCount > 0) {
            parts.add(malformedCount + " malformed");
        }
        int puzzles = judged.values().stream().mapToInt(Integer::intValue).sum() + unverified + notRun + malformedCount;
        return puzzles + (puzzles == 1 ? " puzzle: " : " puzzles: ") + String.join(", ", parts);
    }

    /** What the verdicts of every puzzle together deserve: 1 for a WRONG answer, 2 for trouble, 3 unproved, else 0. */
    int exitStatus() {
        return ExitCodes.of(verdicts, malformedCount > 0);
    }
}
