package dev.sudokucompare.core.dfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.DatasetCase;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The three row-major rungs differ only in how a value is tested (scan, tables, bitmasks),
 * so they must walk the very same tree: same nodes, same backtracks, same answer. A difference
 * would mean one of them tries values in another order or misjudges a value.
 */
class RowMajorVariantsSameSearchTreeTest {

    @Test
    void walkTheSameTreeOnEasy50AndMultiSolutionPuzzles() {
        SudokuSolver scan = Solvers.named("dfs-scan");
        SudokuSolver table = Solvers.named("dfs-table");
        SudokuSolver bitmask = Solvers.named("dfs-bitmask");
        List<DatasetCase> cases = new ArrayList<>(DatasetCase.of("norvig-easy50", Integer.MAX_VALUE));
        cases.addAll(DatasetCase.of("multi-solutions", Integer.MAX_VALUE));
        for (DatasetCase c : cases) {
            SolveResult s = scan.solve(c.puzzle(), SolveRequest.first());
            assertThat(s.stats().nodes()).as("dfs-scan nodes on %s", c).isPositive();
            for (SudokuSolver other : new SudokuSolver[] {table, bitmask}) {
                SolveResult o = other.solve(c.puzzle(), SolveRequest.first());
                assertThat(o.solution()).as("%s vs dfs-scan on %s", other.name(), c).isEqualTo(s.solution());
                assertThat(o.stats().nodes()).as("%s nodes vs dfs-scan on %s", other.name(), c)
                        .isEqualTo(s.stats().nodes());
                assertThat(o.stats().backtracks()).as("%s backtracks vs dfs-scan on %s", other.name(), c)
                        .isEqualTo(s.stats().backtracks());
            }
        }
    }
}
