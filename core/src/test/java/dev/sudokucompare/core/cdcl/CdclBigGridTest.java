package dev.sudokucompare.core.cdcl;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.DatasetCase;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code cdcl} on the 25x25 puzzles of Frisch that it finishes in a few thousand conflicts
 * (lines 2, 3, 17 and 18): the provided solutions, and uniqueness proved on the two easier
 * variants. The hard lines are measured in BENCHMARKS.md, not tested: minutes are no test.
 */
class CdclBigGridTest {

    private final SudokuSolver cdcl = CdclSolver.fromSpec("cdcl").orElseThrow();

    @Test
    void findsTheProvidedSolutions() {
        List<DatasetCase> cases = DatasetCase.withSolutions("sudoku25-frisch", 18);
        for (int line : new int[] {2, 3, 17, 18}) {
            DatasetCase c = cases.get(line - 1);
            SolveResult r = cdcl.solve(c.puzzle(), HangGuard.first());
            assertThat(r.status()).as("%s (%s)", c, r.describe()).isEqualTo(Status.SOLVED);
            assertThat(r.solution()).as("%s", c).isEqualTo(c.solution());
            assertThat(Checker.check(c.puzzle(), r.solution())).as("%s", c).isEmpty();
            assertThat(r.stats().fails()).as("conflicts on %s", c).isPositive();
        }
    }

    @Test
    void provesTheEasierVariantsUnique() {
        List<DatasetCase> cases = DatasetCase.withSolutions("sudoku25-frisch", 18);
        for (int line : new int[] {17, 18}) {
            DatasetCase c = cases.get(line - 1);
            SolveResult r = cdcl.solve(c.puzzle(), HangGuard.count(2));
            assertThat(r.status()).as("%s (%s)", c, r.describe()).isEqualTo(Status.SOLVED);
            assertThat(r.solutionsFound()).as("%s", c).isEqualTo(1);
            assertThat(r.countExact()).as("%s", c).isTrue();
            assertThat(r.solution()).as("%s", c).isEqualTo(c.solution());
        }
    }

    @Test
    void lubySequence() {
        long[] expected = {1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1};
        for (int i = 0; i < expected.length; i++) {
            assertThat(ClauseLearning.luby(i)).as("luby(%d)", i).isEqualTo(expected[i]);
        }
    }
}
