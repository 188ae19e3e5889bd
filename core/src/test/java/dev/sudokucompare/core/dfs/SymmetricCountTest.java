package dev.sudokucompare.core.dfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.DatasetCase;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.SeededPuzzles;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.Symmetry;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Metamorphic: a symmetry maps solutions one-to-one, so COUNT must not change under seeded
 * random symmetries, on the multi-solution dataset and on seeded 6x6 puzzles with few givens.
 */
class SymmetricCountTest {

    private static final SolveRequest COUNT = HangGuard.count(10_000);

    @ParameterizedTest
    @ValueSource(strings = {"dfs-mrv", "dfs"})
    void multiSolutionNineByNine(String name) {
        run(name, DatasetCase.of("multi-solutions", Integer.MAX_VALUE), 200, 31_000);
    }

    @Test
    void multiSolutionNineByNineRowMajor() {
        // Lines 15-19 cost row-major counting millions of nodes each; the first 14 keep it quick.
        run("dfs-bitmask", DatasetCase.of("multi-solutions", 14), 100, 32_000);
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-bitmask", "dfs-mrv", "dfs"})
    void seededSixBySix(String name) {
        List<DatasetCase> cases = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            Grid puzzle = SeededPuzzles.withGivens(Shape.of(2, 3), 700 + i, 9).puzzle();
            cases.add(new DatasetCase("seeded 6x6", i + 1, puzzle, null));
        }
        run(name, cases, 200, 33_000);
    }

    private static void run(String name, List<DatasetCase> cases, int caseCount, long baseSeed) {
        SudokuSolver solver = Solvers.named(name);
        int several = 0;
        for (int i = 0; i < caseCount; i++) {
            long seed = baseSeed + i;
            Random random = new Random(seed);
            DatasetCase c = cases.get(random.nextInt(cases.size()));
            Symmetry t = Symmetry.random(c.puzzle().shape(), random);
            String where = name + ", seed " + seed + ", " + c + ", " + t;

            SolveResult plain = solver.solve(c.puzzle(), COUNT);
            SolveResult transformed = solver.solve(t.apply(c.puzzle()), COUNT);
            assertThat(plain.status()).as("%s: plain (%s)", where, plain.describe()).isEqualTo(Status.SOLVED);
            assertThat(transformed.solutionsFound()).as(where).isEqualTo(plain.solutionsFound());
            assertThat(transformed.countExact()).as(where).isEqualTo(plain.countExact());
            if (plain.solutionsFound() > 1 && plain.countExact()) {
                several++;
            }
        }
        assertThat(several).as("%s: cases with an exact count above one", name).isGreaterThan(caseCount / 2);
    }
}
