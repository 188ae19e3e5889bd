package dev.sudokucompare.core.dfs;

import dev.sudokucompare.core.DatasetCase;
import dev.sudokucompare.core.SeededPuzzles;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The FIRST-commutes property of {@link SymmetricFirstSolutionTest} on many more seeded cases. */
@Tag("slow")
class SymmetryFuzzSlowTest {

    @ParameterizedTest
    @ValueSource(strings = {"dfs-mrv", "dfs"})
    void seventeenClueAndHardSets(String name) {
        List<DatasetCase> cases = new ArrayList<>(DatasetCase.of("sudoku17-49158", 5000));
        cases.addAll(DatasetCase.of("forum-hardest-1106", Integer.MAX_VALUE));
        SymmetricFirstSolutionTest.run(name, cases, 41_000, 5000);
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-mrv", "dfs"})
    void twelveByTwelveAndEightByEight(String name) {
        SudokuSolver oracle = Solvers.named("dfs-bitmask");
        List<DatasetCase> cases = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            cases.add(new DatasetCase("seeded 8x8", i + 1, SeededPuzzles.unique(Shape.of(2, 4), 800 + i, 0, oracle).puzzle(), null));
            cases.add(new DatasetCase("seeded 12x12", i + 1, SeededPuzzles.unique(Shape.of(3, 4), 900 + i, 60, oracle).puzzle(), null));
        }
        SymmetricFirstSolutionTest.run(name, cases, 42_000, 1000);
    }
}
