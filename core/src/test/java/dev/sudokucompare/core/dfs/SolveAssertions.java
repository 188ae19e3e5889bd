package dev.sudokucompare.core.dfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;

/** The checks every returned answer goes through: solved, verified by the Checker, and the expected grid. */
final class SolveAssertions {

    private SolveAssertions() {
    }

    /**
     * {@code result} solved {@code puzzle} with an answer the Checker accepts and, when
     * {@code expected} is not null (a dataset's solution), exactly that answer.
     */
    static void assertSolved(String where, Grid puzzle, SolveResult result, Grid expected) {
        assertThat(result.status()).as("%s status (%s)", where, result.describe()).isEqualTo(Status.SOLVED);
        assertThat(result.solution()).as("%s solution", where).isNotNull();
        assertThat(Checker.check(puzzle, result.solution())).as("%s checker verdict", where).isEmpty();
        if (expected != null) {
            assertThat(result.solution()).as("%s solution vs dataset", where).isEqualTo(expected);
        }
    }
}
