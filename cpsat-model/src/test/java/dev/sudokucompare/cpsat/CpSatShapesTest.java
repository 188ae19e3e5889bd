package dev.sudokucompare.cpsat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.SeededPuzzles;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every shape the model claims, rectangular boxes included: generated unique puzzles (uniqueness
 * proved by {@code dfs}, not by the solver under test) in every mode, and for 25x25 seeded puzzles
 * with many givens checked against {@code dfs}.
 */
class CpSatShapesTest {

    private static final SudokuSolver DFS = DfsSolvers.fromSpec("dfs").orElseThrow();

    @ParameterizedTest(name = "{0}x{1} boxes, seed {2}")
    @CsvSource({"2, 2, 1, 4", "2, 3, 2, 12", "3, 2, 3, 12", "2, 4, 4, 24", "3, 3, 5, 24", "3, 4, 6, 60", "4, 4, 7, 120"})
    void uniquePuzzlesAreSolvedCountedAndLexminimisedAlike(int boxRows, int boxCols, long seed, int minGivens) {
        Shape shape = Shape.of(boxRows, boxCols);
        for (int k = 0; k < 3; k++) {
            SeededPuzzles.Generated g = SeededPuzzles.unique(shape, seed * 100 + k, minGivens, DFS);
            String where = g.toString() + " " + g.puzzle();
            for (CpSatSolver solver : new CpSatSolver[] {Solving.CPSAT, Solving.OPTIMISING}) {
                assertThat(Solving.solveVerified(solver, g.puzzle(), HangGuard.first(), where)).isEqualTo(g.solution());
                assertThat(Solving.solveVerified(solver, g.puzzle(), HangGuard.lexmin(), where)).isEqualTo(g.solution());
            }
            SolveResult count = Solving.CPSAT.solve(g.puzzle(), HangGuard.count(2));
            assertThat(count.solutionsFound()).as(where).isEqualTo(1);
            assertThat(count.countExact()).isTrue();
            assertThat(count.solution()).isEqualTo(g.solution());
        }
    }

    @ParameterizedTest(name = "{0}x{1} boxes, {3} givens")
    @CsvSource({"2, 3, 21, 10", "3, 3, 22, 30", "4, 4, 23, 150", "5, 5, 24, 420", "5, 5, 25, 480"})
    void puzzlesWithSeveralSolutionsAgreeWithDfs(int boxRows, int boxCols, long seed, int givens) {
        Shape shape = Shape.of(boxRows, boxCols);
        assertThat(shape.size()).isEqualTo(boxRows * boxCols);
        for (int k = 0; k < 2; k++) {
            SeededPuzzles.Generated g = SeededPuzzles.withGivens(shape, seed * 100 + k, givens);
            String where = g.toString() + " " + g.puzzle();
            Grid first = Solving.solveVerified(Solving.CPSAT, g.puzzle(), HangGuard.first(), where);
            assertThat(Checker.isSolution(g.puzzle(), first)).isTrue();
            SolveResult dfsLexmin = DFS.solve(g.puzzle(), HangGuard.lexmin());
            assertThat(dfsLexmin.status()).as(where).isEqualTo(Status.SOLVED);
            assertThat(Solving.CPSAT.solve(g.puzzle(), HangGuard.lexmin()).solution()).as("lexmin " + where)
                    .isEqualTo(dfsLexmin.solution());
            SolveResult dfsCount = DFS.solve(g.puzzle(), HangGuard.count(20));
            SolveResult count = Solving.CPSAT.solve(g.puzzle(), HangGuard.count(20));
            assertThat(count.solutionsFound()).as("count " + where).isEqualTo(dfsCount.solutionsFound());
            assertThat(count.countExact()).as("count exact " + where).isEqualTo(dfsCount.countExact());
        }
    }
}
