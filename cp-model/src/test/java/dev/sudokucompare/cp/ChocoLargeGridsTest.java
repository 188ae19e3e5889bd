package dev.sudokucompare.cp;

import dev.sudokucompare.core.Datasets;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** 16x16: AC solves every puzzle; weaker propagation may run out of time but must never be wrong. */
class ChocoLargeGridsTest {

    private static final List<Grid> PUZZLES = Datasets.grids("sudoku16-janko-55.txt");
    private static final List<Grid> SOLUTIONS = Datasets.grids("sudoku16-janko-55.solutions.txt");

    @Test
    void arcConsistencySolvesAllOfJanko16() {
        SudokuSolver solver = Solving.choco("AC");
        for (int i = 0; i < PUZZLES.size(); i++) {
            Grid found = Solving.solveVerified(solver, PUZZLES.get(i), SolveRequest.count(2), "janko16:" + (i + 1));
            assertThat(found).isEqualTo(SOLUTIONS.get(i));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"BC", "FC"})
    void weakerConsistencyIsRightOrOutOfTime(String consistency) {
        SudokuSolver solver = Solving.choco(consistency);
        SolveRequest request = SolveRequest.first().withTimeLimit(Duration.ofMillis(150));
        for (int i = 0; i < PUZZLES.size(); i += 5) {
            SolveResult r = solver.solve(PUZZLES.get(i), request);
            assertThat(r.status()).as("janko16:%d %s", i + 1, r.describe()).isIn(Status.SOLVED, Status.LIMIT);
            if (r.status() == Status.SOLVED) {
                assertThat(r.solution()).isEqualTo(SOLUTIONS.get(i));
            } else {
                assertThat(r.solution()).isNull();
                assertThat(r.message()).startsWith("time limit");
            }
        }
    }

    @Test
    void forwardCheckingRunsOutOfTimeOnTheHardestJankoPuzzle() {
        // Line 55 needs tens of thousands of FC nodes: 100 ms is far too little, and that is LIMIT.
        SolveResult r = Solving.choco("FC").solve(PUZZLES.get(54), SolveRequest.first()
                .withTimeLimit(Duration.ofMillis(100)));
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
        assertThat(Checker.isSolution(PUZZLES.get(54), SOLUTIONS.get(54))).isTrue();
    }
}
