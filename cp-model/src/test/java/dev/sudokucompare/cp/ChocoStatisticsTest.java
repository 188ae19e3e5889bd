package dev.sudokucompare.cp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.List;
import org.chocosolver.solver.Cause;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.search.loop.monitors.IMonitorOpenNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Choco's statistics are sane whatever ends the call, for fresh and reused models: build and
 * search times are never negative and together fit inside the wall time around the call,
 * counts are never negative, the node limit is never exceeded, and a limit is named. Failures
 * (thrown mid-search, or while loading the givens) are ERROR with sane times too.
 */
class ChocoStatisticsTest {

    @ParameterizedTest
    @ValueSource(strings = {"choco", "choco:model=fresh", "choco:consistency=BC", "choco:search=inputOrder",
        "choco:search=domOverWDeg", "choco:search=default"})
    void statisticsAreSaneOnEveryKindOfOutcome(String spec) {
        SudokuSolver solver = ChocoSolver.fromSpec(spec).orElseThrow();
        for (Probe p : Probe.classicMenu()) {
            SolveResult r = assertSane(solver, p.puzzle(), p.request(), p.what());
            assertThat(r.status()).as("%s %s", spec, p.what()).isNotEqualTo(Status.ERROR);
        }
    }

    @Test
    void conflictingGivensCostOnlyTheirCheck() {
        for (String spec : List.of("choco", "choco:model=fresh")) {
            SudokuSolver solver = ChocoSolver.fromSpec(spec).orElseThrow();
            for (Grid puzzle : Datasets.grids("conflicting-givens.txt")) {
                SolveResult r = assertSane(solver, puzzle, HangGuard.first(), "conflicting " + puzzle);
                assertThat(r.status()).isEqualTo(Status.NO_SOLUTION);
                assertThat(r.message()).startsWith("conflicting givens: ");
                assertThat(r.stats().nodes() + r.stats().searchNanos()).isZero();
            }
        }
    }

    @Test
    void aFailureMidSearchIsAnErrorWithSaneTimes() {
        ChocoSolver reused = new ChocoSolver(ChocoOptions.DEFAULT);
        Grid hard = ReusedModelTest.hardPuzzle(new ChocoSolver(ChocoOptions.DEFAULT.withModelPolicy(ModelPolicy.FRESH)));
        reused.solve(hard, HangGuard.first());
        reused.reusedModels().current(Shape.CLASSIC).orElseThrow().model().model().getSolver()
                .plugMonitor(new IMonitorOpenNode() {
                    @Override
                    public void beforeOpenNode() {
                        throw new IllegalStateException("injected failure");
                    }
                });
        SolveResult failed = assertSane(reused, hard, HangGuard.first(), "failing search");
        assertThat(failed.status()).isEqualTo(Status.ERROR);
        assertThat(failed.message()).isEqualTo("IllegalStateException: injected failure");
        assertThat(failed.stats().buildNanos()).as("loading the givens and dropping the model").isPositive();
    }

    /** A model whose blank domains were damaged cannot take the givens: ERROR, and the next call builds anew. */
    @Test
    void aFailureWhileLoadingTheGivensIsAnErrorAndTheModelIsDropped() throws ContradictionException {
        ChocoSolver reused = new ChocoSolver(ChocoOptions.DEFAULT);
        Grid easy = Datasets.grids("norvig-easy50.txt").get(0);
        reused.solve(easy, HangGuard.first());
        ReusableModel damaged = reused.reusedModels().current(Shape.CLASSIC).orElseThrow();
        int cell = firstGiven(easy);
        int otherValue = easy.get(cell) % 9 + 1;
        damaged.model().cells()[cell].instantiateTo(otherValue, Cause.Null);

        SolveResult failed = assertSane(reused, easy, HangGuard.first(), "damaged model");
        assertThat(failed.status()).isEqualTo(Status.ERROR);
        assertThat(failed.message()).startsWith("IllegalStateException: given does not fit a blank 9x9");
        assertThat(failed.stats().nodes()).isZero();
        assertThat(failed.stats().searchNanos()).as("no search ran").isZero();
        assertThat(failed.stats().buildNanos()).as("the failed load and the reset").isPositive();
        assertThat(reused.reusedModels().current(Shape.CLASSIC)).isEmpty();

        SolveResult next = assertSane(reused, easy, HangGuard.first(), "after the damaged model");
        assertThat(next.status()).isEqualTo(Status.SOLVED);
        assertThat(reused.reusedModels().current(Shape.CLASSIC)).get().isNotSameAs(damaged);
    }

    static SolveResult assertSane(SudokuSolver solver, Grid puzzle, SolveRequest request, String where) {
        long before = System.nanoTime();
        SolveResult r = solver.solve(puzzle, request);
        long wall = System.nanoTime() - before;
        SearchStats s = r.stats();
        String as = solver.name() + " " + where + " " + request + ": " + r.describe() + " " + s;
        assertThat(s.buildNanos()).as(as).isBetween(0L, wall);
        assertThat(s.searchNanos()).as(as).isBetween(0L, wall);
        assertThat(s.totalNanos()).as(as).isLessThanOrEqualTo(wall);
        assertThat(s.nodes()).as(as).isBetween(0L, request.nodeLimit());
        assertThat(s.backtracks()).as(as).isNotNegative();
        assertThat(s.fails()).as(as).isNotNegative();
        if (r.status() == Status.LIMIT) {
            assertThat(r.countExact()).as(as).isFalse();
            assertThat(r.message()).as(as).matches("node limit \\d+ reached|time limit \\d+ ms reached|cancelled");
        }
        return r;
    }

    private static int firstGiven(Grid puzzle) {
        int cell = 0;
        while (puzzle.get(cell) == 0) {
            cell++;
        }
        return cell;
    }
}
