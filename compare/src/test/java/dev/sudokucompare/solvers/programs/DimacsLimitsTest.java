package dev.sudokucompare.solvers.programs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.solvers.external.StudentPrograms;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The time limit and cancellation with the real CaDiCaL, on the search the contract kit uses for
 * them (counting the empty 9x9 grid's completions: one run per solution, endless): they hold for
 * all runs of a call together, stop it with LIMIT, and keep the count found so far.
 */
class DimacsLimitsTest {

    private static final Grid EMPTY = Grid.empty(Shape.CLASSIC);
    private static final SolveRequest ENDLESS = SolveRequest.count(Integer.MAX_VALUE);
    private static final SudokuSolver CADICAL = DimacsSolver.fromSpec("dimacs:cadical").orElseThrow();

    @BeforeAll
    static void cadicalIsInstalled() {
        InstalledPrograms.require("cadical");
    }

    @Test
    void theTimeLimitHoldsForAllRunsOfACall() {
        // Each call is stopped by its limit; whether a run ends before it (a process start-up on a
        // busy machine) is the machine's speed, so a call that counted none is asked again with
        // twice the time until one did: the count found so far must then be kept.
        for (long millis = 400; ; millis *= 2) {
            SolveResult r = CADICAL.solve(EMPTY, ENDLESS.withTimeLimit(Duration.ofMillis(millis)));
            assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
            assertThat(r.message()).contains("time limit");
            assertThat(r.countExact()).isFalse();
            if (r.solutionsFound() > 0) {
                assertThat(r.solution()).isNotNull();
                return;
            }
            assertThat(millis).as("hung: no run ended within %d ms", millis).isLessThan(60_000);
        }
    }

    @Test
    void aCancellationFromAnotherThreadStopsTheCall() throws Exception {
        Cancellation token = new Cancellation();
        CompletableFuture<SolveResult> call = CompletableFuture.supplyAsync(
                () -> CADICAL.solve(EMPTY, ENDLESS.withTimeLimit(Duration.ofMinutes(5)).withCancellation(token)));
        Thread.sleep(300); // aims the cancel at a running call; before or during, the answer is the same
        token.cancel();
        SolveResult r = call.get(5, TimeUnit.MINUTES);
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).contains("cancel");
    }

    @Test
    void aCancelledRequestRunsNothing() {
        Cancellation token = new Cancellation();
        token.cancel();
        SolveResult r = CADICAL.solve(EMPTY, SolveRequest.first().withCancellation(token));
        assertThat(r.status()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).isEqualTo("cancelled");
        assertThat(r.stats().searchNanos()).as("no run, so no run time").isZero();
    }

    @Test
    void aRunPastTheLimitIsKilled(@TempDir Path dir) {
        // A solver that reads its formula and then thinks for a minute: whether a real solver outlasts
        // a limit depends on the machine, so the program that surely does is the honest fixture here.
        String command = StudentPrograms.write(dir, "thinker.py", """
                import sys, time
                sys.stdin.read()
                time.sleep(60)
                """);
        SudokuSolver thinker = DimacsSolver.fromSpec("dimacs:" + command).orElseThrow();
        SolveResult r = thinker.solve(EMPTY, SolveRequest.first().withTimeLimit(Duration.ofMillis(500)));
        // Killed, not waited for: after its minute the program would exit without an answer, an ERROR.
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).contains("killed at the time limit");
    }
}
