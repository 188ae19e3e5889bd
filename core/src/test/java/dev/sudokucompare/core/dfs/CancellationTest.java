package dev.sudokucompare.core.dfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.SearchStarted;
import dev.sudokucompare.core.dfs.frame.SearchControl;
import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Cooperative cancellation from another thread stops a long search at its next clock reading, as LIMIT. */
// A broken deadline must fail the build, not hang it: the search ignores interrupts, so the
// test body runs in its own thread and is abandoned when it overruns (after minutes: only a hang).
@Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class CancellationTest {

    /** special-unique line 2 takes dfs-scan tens of millions of nodes: seconds of work. */
    private static final Grid ANTI_BRUTE_FORCE = Datasets.grids("special-unique.txt").get(1);

    @Test
    void cancellingFromAnotherThreadStopsDfsScanPromptly() throws Exception {
        Cancellation token = new Cancellation();
        SearchStarted started = new SearchStarted();
        SolveRequest request = HangGuard.first().withCancellation(token).withTrace(started);
        CompletableFuture<SolveResult> running = CompletableFuture.supplyAsync(
                () -> Solvers.named("dfs-scan").solve(ANTI_BRUTE_FORCE, request));

        // Cancelled once searching, however long a busy machine takes to start it.
        started.await();
        token.cancel();
        // Only a search that never sees the flag takes this long.
        SolveResult r = running.get(5, TimeUnit.MINUTES);

        assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).isEqualTo("cancelled");
        assertThat(r.solution()).isNull();
        // The flag is read at a clock reading, and the node being entered then is refused, not counted.
        assertThat(r.stats().nodes()).as("the flag is read at a clock reading").isPositive()
                .isEqualTo((r.stats().nodes() + 1) / SearchControl.CLOCK_EVERY * SearchControl.CLOCK_EVERY - 1);
    }

    @Test
    void anAlreadyCancelledTokenStopsWithinOneClockInterval() {
        Cancellation token = new Cancellation();
        token.cancel();
        SolveResult r = Solvers.named("dfs-scan").solve(ANTI_BRUTE_FORCE,
                SolveRequest.first().withCancellation(token));
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.stats().nodes()).as("the flag is read before the search: nothing is searched").isZero();
    }
}
