package dev.sudokucompare.solvers.programs;

import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SudokuSolver;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Real SAT solver programs against dfs on the datasets: CaDiCaL (answer on stdout) on everything,
 * MiniSat (CNF and result files) and PicoSAT on enough to show each way of calling works, and
 * another encoding through the spec's options.
 */
class DimacsDatasetsTest {

    /** {@code dimacs:SPEC}, which runs {@code program}. */
    private static AgreesWithDfs dimacs(String program, String spec) {
        InstalledPrograms.require(program);
        SudokuSolver solver = DimacsSolver.fromSpec("dimacs:" + spec).orElseThrow();
        return new AgreesWithDfs(solver);
    }

    // Slow profile: CadicalContractTest runs CaDiCaL through the whole contract every build.
    @Tag("slow")
    @Test
    void cadicalAgreesWithDfsOnEveryKindOfPuzzle() {
        AgreesWithDfs cadical = dimacs("cadical", "cadical");
        cadical.firstOnUniquePuzzles("norvig-top95.txt", 1);
        cadical.firstFindsTheGivenSolutions("sudoku16-janko-55", 5);
        cadical.countsMultipleSolutions(15);
        cadical.noSolution(Mode.values());
        cadical.lexminMatchesTheFiles("multi-solutions", "many-solutions", "empty-grid");
    }

    @Test
    void minisatReadsItsCnfFromAFileAndWritesItsModelToOne() {
        AgreesWithDfs minisat = dimacs("minisat", "minisat");
        minisat.firstOnUniquePuzzles("norvig-top95.txt", 5);
        minisat.firstFindsTheGivenSolutions("sudoku16-janko-55", 2);
        minisat.countsMultipleSolutions(4);
        minisat.noSolution(Mode.FIRST);
        minisat.lexminMatchesTheFiles("multi-solutions");
    }

    @Test
    void picosatAndPlaceholdersForFiles() {
        dimacs("picosat", "picosat").firstOnUniquePuzzles("norvig-top95.txt", 5);
        // The same program told to read its CNF from a file.
        AgreesWithDfs fromFile = dimacs("picosat", "picosat {cnf}");
        fromFile.firstOnUniquePuzzles("norvig-top95.txt", 19);
        fromFile.noSolution(Mode.FIRST);
    }

    @Test
    void otherEncodingsThroughTheSpec() {
        AgreesWithDfs minimalUnits = dimacs("cadical", "encoding=minimal,givens=units:cadical");
        minimalUnits.firstOnUniquePuzzles("norvig-top95.txt", 10);
        minimalUnits.countsMultipleSolutions(4);
        minimalUnits.noSolution(Mode.FIRST, Mode.LEXMIN);
        minimalUnits.lexminMatchesTheFiles("multi-solutions");
    }

    /**
     * A count costs a CaDiCaL run per solution, so the five puzzles of 600 to 850 solutions would
     * add two minutes of process starts and test nothing the smaller counts do not; their exact
     * counts are checked for dfs, choco and sat.
     */
    @Test
    @Tag("slow")
    void cadicalCountsTheMultiSolutionPuzzlesOfUpTo150SolutionsExactly() {
        dimacs("cadical", "cadical").countsMultipleSolutions(150);
    }
}
