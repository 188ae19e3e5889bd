package dev.sudokucompare.solvers.external;

import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveResult;
import java.util.Optional;

/**
 * When a {@code stream:} program is given up for the rest of the run: after {@value #AFTER}
 * protocol errors in a row ({@link StreamProcess#brokeProtocol()}: a reply that does not fit, a
 * closed output, an end before its puzzle). Each costs a restart, and a program that breaks the
 * protocol three times running breaks it on every puzzle (a greeting, answers printed before
 * reading, a crash while starting up): 2,000 puzzles would be 2,000 starts. An answer it gave
 * and went on from resets the count; a limit or a crash on a puzzle it was given neither counts
 * nor resets it, so a slow program is never retired. Once retired, each call is an ERROR at once,
 * "not run": every record keeps its answer, none of them correct.
 */
final class Retirement {

    /** Protocol errors in a row that retire a program. */
    static final int AFTER = 3;
    static final String RETIRED = "retired after " + AFTER + " protocol errors in a row";

    private int inARow;
    private String last = "";
    private long notRun;

    /** {@code result} of a call, counted: said to retire the program when it does. */
    synchronized SolveResult counted(SolveResult result, boolean brokeProtocol, boolean wentOn) {
        if (inARow >= AFTER) {
            return result; // retired meanwhile, by a call on another thread
        }
        if (!brokeProtocol) {
            if (wentOn) {
                inARow = 0;
            }
            return result;
        }
        inARow++;
        last = result.message().replace(StreamProcess.STARTED_AGAIN, "");
        if (inARow < AFTER) {
            return result;
        }
        return new SolveResult(result.status(), result.solution(), result.solutionsFound(), result.countExact(),
                result.stats(), last + "; " + RETIRED + ": its remaining puzzles are not run", result.resources());
    }

    /** The ERROR a call of a retired program gets at once; empty while it takes part. */
    synchronized Optional<SolveResult> notRun(long start) {
        if (inARow < AFTER) {
            return Optional.empty();
        }
        notRun++;
        return Optional.of(SolveResult.error("not run: " + RETIRED + " (the last: " + OneLine.of(last, 160) + ")",
                new SearchStats(0, 0, 0, 0, System.nanoTime() - start)));
    }

    synchronized boolean retired() {
        return inARow >= AFTER;
    }

    /** For the run's notes: empty unless it was retired. */
    synchronized String note() {
        return inARow < AFTER ? "" : RETIRED + ": " + notRun + (notRun == 1 ? " call" : " calls") + " not run";
    }
}
