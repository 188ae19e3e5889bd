package dev.sudokucompare.solvers.programs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** MiniZinc's time limit, a cancellation, a solver it does not know, and specs that name none. */
class MiniZincLimitsTest {

    private static final Grid EMPTY = Grid.empty(Shape.CLASSIC);
    private static final Grid HARD = Grid.parse(Datasets.lines("sudoku25-frisch.txt").get(0));
    private static final SolveRequest ENDLESS = SolveRequest.count(Integer.MAX_VALUE);
    private static final SudokuSolver GECODE = MiniZincSolver.fromSpec("mzn:gecode").orElseThrow();

    @BeforeAll
    static void minizincIsInstalled() {
        InstalledPrograms.require("minizinc");
    }

    @Test
    void aCountPastWhatOneRunCanPrintStopsThereAsALimitWithTheSolutionsSoFar() {
        SolveResult r = GECODE.solve(EMPTY, ENDLESS.withTimeLimit(HangGuard.LIMIT));
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).startsWith("count stopped at " + MiniZincRun.mostSolutionsPerRun(Shape.CLASSIC) + " solutions");
        assertThat(r.solutionsFound()).isEqualTo(MiniZincRun.mostSolutionsPerRun(Shape.CLASSIC));
        assertThat(r.countExact()).isFalse();
        assertThat(r.solution()).isNotNull();
    }

    @Test
    void itsTimeLimitEndsASearchThatCannotFinishAsALimit() {
        // A minimal 25x25 puzzle of Frisch's: Gecode's first_fail search does not solve it in minutes.
        SolveResult r = GECODE.solve(HARD, SolveRequest.first().withTimeLimit(Duration.ofSeconds(2)));
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).contains("time limit");
        assertThat(r.solution()).isNull();
    }

    @Test
    void aCancellationFromAnotherThreadStopsTheCall() throws Exception {
        Cancellation token = new Cancellation();
        CompletableFuture<SolveResult> call = CompletableFuture.supplyAsync(
                () -> GECODE.solve(HARD, SolveRequest.first().withTimeLimit(Duration.ofMinutes(5)).withCancellation(token)));
        Thread.sleep(500); // aims the cancel at a running call; before or during, the answer is the same
        token.cancel();
        SolveResult r = call.get(5, TimeUnit.MINUTES);
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).contains("cancel");
    }

    @Test
    void anUnknownSolverIsAnErrorInMiniZincsWords() {
        SolveResult r = MiniZincSolver.fromSpec("mzn:no-such-solver").orElseThrow().solve(EMPTY, SolveRequest.first());
        assertThat(r.status()).isEqualTo(Status.ERROR);
        assertThat(r.message()).startsWith("minizinc exited with status 1").contains("no-such-solver");
    }

    @Test
    void aSpecMustNameASolverId() {
        assertThat(MiniZincSolver.fromSpec("gecode")).isEmpty();
        assertThatThrownBy(() -> MiniZincSolver.fromSpec("mzn:")).hasMessageContaining("needs a MiniZinc solver id");
        assertThatThrownBy(() -> MiniZincSolver.fromSpec("mzn:gecode --fzn-flags x")).hasMessageContaining("not 'gecode --fzn-flags x'");
    }
}
