package dev.sudokucompare.core.dfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.DatasetCase;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SearchTrace;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The four row-major rungs differ only in how a value is tested (scan, sets, tables, bitmasks),
 * so they must walk the very same tree: same nodes, same backtracks, same answer. A difference
 * would mean one of them tries values in another order or misjudges a value.
 */
class RowMajorVariantsSameSearchTreeTest {

    // The solvers are guarded: a call the clock stopped would walk a shorter tree (a busy machine is no fault).
    @Test
    void walkTheSameTreeOnEasy50AndMultiSolutionPuzzles() {
        SudokuSolver scan = HangGuard.guarded(Solvers.named("dfs-scan"));
        SudokuSolver sets = HangGuard.guarded(Solvers.named("dfs-sets"));
        SudokuSolver table = HangGuard.guarded(Solvers.named("dfs-table"));
        SudokuSolver bitmask = HangGuard.guarded(Solvers.named("dfs-bitmask"));
        List<DatasetCase> cases = new ArrayList<>(DatasetCase.of("norvig-easy50", Integer.MAX_VALUE));
        cases.addAll(DatasetCase.of("multi-solutions", Integer.MAX_VALUE));
        for (DatasetCase c : cases) {
            SolveResult s = scan.solve(c.puzzle(), SolveRequest.first());
            assertThat(s.stats().nodes()).as("dfs-scan nodes on %s", c).isPositive();
            for (SudokuSolver other : new SudokuSolver[] {sets, table, bitmask}) {
                SolveResult o = other.solve(c.puzzle(), SolveRequest.first());
                assertThat(o.solution()).as("%s vs dfs-scan on %s", other.name(), c).isEqualTo(s.solution());
                assertThat(o.stats().nodes()).as("%s nodes vs dfs-scan on %s", other.name(), c)
                        .isEqualTo(s.stats().nodes());
                assertThat(o.stats().backtracks()).as("%s backtracks vs dfs-scan on %s", other.name(), c)
                        .isEqualTo(s.stats().backtracks());
            }
        }
    }

    /** Equal counts could hide different trees; the traces must be equal event by event, in every mode. */
    @Test
    void reportTheSameDecisionsInTheSameOrderInEveryMode() {
        List<DatasetCase> cases = new ArrayList<>(DatasetCase.of("norvig-easy50", 12));
        cases.addAll(DatasetCase.of("multi-solutions", 6));
        for (DatasetCase c : cases) {
            for (Mode mode : Mode.values()) {
                List<String> reference = events("dfs-scan", c, mode);
                assertThat(reference).as("dfs-scan events on %s", c).isNotEmpty();
                for (String other : List.of("dfs-sets", "dfs-table", "dfs-bitmask")) {
                    assertThat(events(other, c, mode)).as("%s events vs dfs-scan on %s in %s", other, c, mode)
                            .isEqualTo(reference);
                }
            }
        }
    }

    private static List<String> events(String solver, DatasetCase c, Mode mode) {
        List<String> events = new ArrayList<>();
        SearchTrace trace = new SearchTrace() {
            @Override
            public void tried(int cell, int value, int depth) {
                events.add("+" + cell + "=" + value + "@" + depth);
            }

            @Override
            public void undone(int cell, int value, int depth) {
                events.add("-" + cell + "=" + value + "@" + depth);
            }
        };
        HangGuard.guarded(Solvers.named(solver)).solve(c.puzzle(), SolveRequest.of(mode).withTrace(trace));
        return events;
    }
}
