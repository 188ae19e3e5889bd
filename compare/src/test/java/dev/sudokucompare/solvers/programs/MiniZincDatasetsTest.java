package dev.sudokucompare.solvers.programs;

import dev.sudokucompare.core.solve.Mode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The real MiniZinc with Gecode against dfs on the datasets. A run costs about half a second here
 * (MiniZinc's start and flattening), so the everyday build takes a fifth of top95 and the slow
 * profile all of it.
 */
class MiniZincDatasetsTest {

    private final AgreesWithDfs gecode = new AgreesWithDfs(MiniZincSolver.fromSpec("mzn:gecode").orElseThrow());

    @BeforeAll
    static void minizincIsInstalled() {
        InstalledPrograms.require("minizinc");
    }

    // Slow profile: half a second a MiniZinc run; MiniZincLimitsTest runs the real MiniZinc every build.
    @Tag("slow")
    @Test
    void gecodeAgreesWithDfsOnEveryKindOfPuzzle() {
        gecode.firstOnUniquePuzzles("norvig-top95.txt", 5);
        gecode.firstFindsTheGivenSolutions("sudoku16-janko-55", 5);
        gecode.countsMultipleSolutions(Long.MAX_VALUE);
        gecode.noSolution(Mode.values());
        gecode.lexminMatchesTheFiles("multi-solutions", "many-solutions", "empty-grid");
    }

    @Test
    @Tag("slow")
    void gecodeSolvesAllOfTop95AndJanko() {
        gecode.firstOnUniquePuzzles("norvig-top95.txt", 1);
        gecode.firstFindsTheGivenSolutions("sudoku16-janko-55", 55);
    }
}
