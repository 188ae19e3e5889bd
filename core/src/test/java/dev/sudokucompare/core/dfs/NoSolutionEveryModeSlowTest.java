package dev.sudokucompare.core.dfs;

import dev.sudokucompare.core.solve.Mode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The slowest rungs in FIRST mode, and the row-major variants in LEXMIN and COUNT mode, on no-solution.txt (dfs-scan: ~5–10 s a mode). */
@Tag("slow")
class NoSolutionEveryModeSlowTest {

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-sets"})
    void theSlowestRungsProveNoSolutionInFirstMode(String name) {
        NoSolutionTest.assertNoSolution(name, Mode.FIRST);
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask"})
    void rowMajorVariantsProveNoSolutionInLexminMode(String name) {
        NoSolutionTest.assertNoSolution(name, Mode.LEXMIN);
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask"})
    void rowMajorVariantsProveNoSolutionInCountMode(String name) {
        NoSolutionTest.assertNoSolution(name, Mode.COUNT);
    }
}
