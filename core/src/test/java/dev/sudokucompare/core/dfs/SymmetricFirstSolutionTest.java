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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Metamorphic: on a unique puzzle p and a seeded random symmetry T, FIRST must give
 * solve(T(p)) == T(solve(p)). The transformed puzzle is a different search (other cell order,
 * other values first), so this catches order-dependent bugs no fixed dataset line does.
 */
class SymmetricFirstSolutionTest {

    private static final int CASES = 300;
    private static final SolveRequest FIRST = HangGuard.first();

    @ParameterizedTest
    @ValueSource(strings = {"dfs-mrv", "dfs"})
    void hardNineByNine(String name) {
        List<DatasetCase> cases = new ArrayList<>(DatasetCase.of("norvig-top95", Integer.MAX_VALUE));
        cases.addAll(DatasetCase.of("sudoku17-49158", 200));
        run(name, cases, 21_000);
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask"})
    void easyNineByNine(String name) {
        // Kaggle puzzles stay easy for row-major search under any symmetry.
        run(name, DatasetCase.of("kaggle-10000", 300), 22_000);
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-mrv", "dfs"})
    void sixteenBySixteen(String name) {
        run(name, DatasetCase.of("sudoku16-janko-55", Integer.MAX_VALUE), 23_000);
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask", "dfs-mrv", "dfs"})
    void sixBySixWithRectangularBoxes(String name) {
        SudokuSolver oracle = Solvers.named("dfs-bitmask");
        List<DatasetCase> cases = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            Grid puzzle = SeededPuzzles.unique(Shape.of(2, 3), 600 + i, 0, oracle).puzzle();
            cases.add(new DatasetCase("seeded 6x6", i + 1, puzzle, null));
        }
        run(name, cases, 24_000);
    }

    private static void run(String name, List<DatasetCase> cases, long baseSeed) {
        run(name, cases, baseSeed, Math.min(CASES, cases.size() * 10));
    }

    /** {@code caseCount} seeded cases, seed {@code baseSeed + i} choosing both the puzzle and T. */
    static void run(String name, List<DatasetCase> cases, long baseSeed, int caseCount) {
        SudokuSolver solver = Solvers.named(name);
        for (int i = 0; i < caseCount; i++) {
            long seed = baseSeed + i;
            Random random = new Random(seed);
            DatasetCase c = cases.get(random.nextInt(cases.size()));
            Symmetry t = Symmetry.random(c.puzzle().shape(), random);
            String where = name + ", seed " + seed + ", " + c + ", " + t;

            SolveResult plain = solver.solve(c.puzzle(), FIRST);
            SolveResult transformed = solver.solve(t.apply(c.puzzle()), FIRST);
            assertThat(plain.status()).as("%s: plain (%s)", where, plain.describe()).isEqualTo(Status.SOLVED);
            assertThat(transformed.status()).as("%s: transformed (%s)", where, transformed.describe())
                    .isEqualTo(Status.SOLVED);
            assertThat(transformed.solution()).as(where).isEqualTo(t.apply(plain.solution()));
        }
    }
}
