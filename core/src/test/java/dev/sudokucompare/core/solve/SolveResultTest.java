package dev.sudokucompare.core.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import org.junit.jupiter.api.Test;

/** The result value: its factories, its one-line account of every status, and the stats' total. */
class SolveResultTest {

    private static final SearchStats STATS = new SearchStats(5, 3, 2, 70, 30);
    private static final Grid GRID = Grid.empty(Shape.of(2, 2));

    @Test
    void factoriesSetStatusAndExactness() {
        SolveResult none = SolveResult.noSolution("why", STATS);
        assertThat(none.status()).isEqualTo(Status.NO_SOLUTION);
        assertThat(none.countExact()).as("no solution is an exact count of 0").isTrue();
        assertThat(none.solutionsFound()).isZero();
        assertThat(none.solution()).isNull();
        assertThat(none.stats()).isSameAs(STATS);
        SolveResult error = SolveResult.error("boom", STATS);
        assertThat(error.status()).isEqualTo(Status.ERROR);
        assertThat(error.countExact()).isFalse();
        assertThat(error.message()).isEqualTo("boom");
        SolveResult failure = SolveResult.error(new IllegalStateException("no open cell"), STATS);
        assertThat(failure.status()).isEqualTo(Status.ERROR);
        assertThat(failure.message()).isEqualTo("IllegalStateException: no open cell");
        assertThat(failure.stats()).isSameAs(STATS);
        SolveResult bad = SolveResult.badOutput("garbage", STATS);
        assertThat(bad.status()).isEqualTo(Status.BAD_OUTPUT);
        assertThat(bad.countExact()).isFalse();
        assertThat(new SolveResult(Status.SOLVED, GRID, 1, true, STATS, null).message()).isEmpty();
        assertThatThrownBy(() -> new SolveResult(null, GRID, 1, true, STATS, "")).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> new SolveResult(Status.SOLVED, GRID, 1, true, null, "")).isInstanceOf(NullPointerException.class);
    }

    @Test
    void describeGivesEveryStatusItsSentence() {
        assertThat(new SolveResult(Status.SOLVED, GRID, 1, true, STATS, "").describe()).isEqualTo("solved");
        assertThat(new SolveResult(Status.SOLVED, GRID, 1, false, STATS, "").describe()).isEqualTo("solved, 1+ solutions");
        assertThat(new SolveResult(Status.SOLVED, GRID, 4, true, STATS, "").describe()).isEqualTo("solved, 4 solutions");
        assertThat(new SolveResult(Status.SOLVED, GRID, 2, false, STATS, "").describe()).isEqualTo("solved, 2+ solutions");
        assertThat(SolveResult.noSolution("", STATS).describe()).isEqualTo("no solution");
        assertThat(SolveResult.noSolution("conflict", STATS).describe()).isEqualTo("no solution: conflict");
        assertThat(new SolveResult(Status.LIMIT, null, 0, false, STATS, "").describe()).isEqualTo("stopped by a limit");
        assertThat(new SolveResult(Status.LIMIT, null, 0, false, STATS, "cancelled").describe())
                .isEqualTo("stopped by a limit: cancelled");
        assertThat(SolveResult.error("", STATS).describe()).isEqualTo("solver error");
        assertThat(SolveResult.error("boom", STATS).describe()).isEqualTo("solver error: boom");
        assertThat(SolveResult.badOutput("", STATS).describe()).isEqualTo("unreadable answer");
        assertThat(SolveResult.badOutput("x", STATS).describe()).isEqualTo("unreadable answer: x");
    }

    @Test
    void totalTimeIsBuildPlusSearch() {
        assertThat(STATS.totalNanos()).isEqualTo(100);
        assertThat(SearchStats.NONE.totalNanos()).isZero();
        assertThat(SearchStats.NONE).isEqualTo(new SearchStats(0, 0, 0, 0, 0));
    }
}
