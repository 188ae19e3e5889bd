package dev.sudokucompare.tck;

import static dev.sudokucompare.tck.LimitChecks.EMPTY_9X9;
import static dev.sudokucompare.tck.LimitChecks.ENDLESS;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/** Cancellation: from another thread while the call runs, before it starts, and what comes after. */
final class CancellationChecks {

    /** Long enough that only the cancellation can end the call. */
    private static final Duration FAR_AWAY = Duration.ofMinutes(5);
    /** How long the call runs before it is cancelled. */
    private static final long RUNNING_MILLIS = 100;

    private CancellationChecks() {
    }

    static void cancellingFromAnotherThreadEndsTheCall(SolverUnderTest s) throws InterruptedException {
        LimitChecks.assumeEndlessSearch(s);
        Cancellation token = new Cancellation();
        SolveRequest request = ENDLESS.withTimeLimit(FAR_AWAY).withCancellation(token);
        ExecutorService caller = Threads.daemonPool("cancellation", 1);
        try {
            Future<SolveResult> call = caller.submit(() -> s.solve("the empty 9x9 grid", EMPTY_9X9, request));
            Thread.sleep(RUNNING_MILLIS);
            token.cancel();
            SolveResult r = Threads.await(call, LimitChecks.HANG, s.solver().name() + " ignored a cancellation");
            assertCancelled(r);
        } finally {
            caller.shutdownNow();
        }
    }

    /** A request cancelled before the call is LIMIT without a search, even for a puzzle solved in microseconds. */
    static void preCancelledRequestReturnsAtOnce(SolverUnderTest s) {
        Cancellation token = new Cancellation();
        token.cancel();
        for (KitPuzzle p : s.within(KitPuzzles.concat(BundledPuzzles.UNIQUE_9, BundledPuzzles.NO_SOLUTION))) {
            for (SolveRequest request : UnsolvableChecks.everyMode(s)) {
                SolveResult r = s.solve(p.name(), p.puzzle(), request.withCancellation(token));
                assertCancelled(r);
                if (s.capabilities().countsNodes()) {
                    assertThat(r.stats().nodes()).as("nodes searched for a cancelled request: %s", r.describe())
                            .isZero();
                }
            }
        }
    }

    /** The same instance answers normally after a call that was cancelled: no state sticks. */
    static void solverWorksNormallyAfterACancelledCall(SolverUnderTest s) throws InterruptedException {
        cancellingFromAnotherThreadEndsTheCall(s);
        preCancelledRequestReturnsAtOnce(s);
        s.assumeMode(Mode.FIRST);
        for (KitPuzzle p : s.within(KitPuzzles.concat(BundledPuzzles.UNIQUE_9, BundledPuzzles.UNIQUE_16))) {
            SolveResult r = s.solve(p.name() + " after cancelled calls", p.puzzle(), SolveRequest.first());
            assertThat(r.status()).as(r.describe()).isEqualTo(Status.SOLVED);
            assertThat(r.solution()).as(p.name()).isEqualTo(p.solution());
        }
    }

    private static void assertCancelled(SolveResult r) {
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.message().toLowerCase(Locale.ROOT)).as("the message says cancelled: %s", r.describe())
                .contains("cancel");
    }
}
