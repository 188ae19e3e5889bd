package dev.sudokucompare.cp;

import dev.sudokucompare.core.Datasets;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** 16x16: AC solves every puzzle; weaker propagation may need more nodes than a limit allows, but is never wrong. */
class ChocoLargeGridsTest {

    private static final List<Grid> PUZZLES = Datasets.grids("sudoku16-janko-55.txt");
    private static final List<Grid> SOLUTIONS = Datasets.grids("sudoku16-janko-55.solutions.txt");
    private static final long NODE_LIMIT = 200;
    /** Guards against a hang only: every call here ends by its node limit or its answer. */
    private static final Duration HANG_GUARD = HangGuard.LIMIT;

    @Test
    void arcConsistencySolvesAllOfJanko16() {
        SudokuSolver solver = Solving.choco("AC");
        for (int i = 0; i < PUZZLES.size(); i++) {
            Grid found = Solving.solveVerified(solver, PUZZLES.get(i), SolveRequest.count(2), "janko16:" + (i + 1));
            assertThat(found).isEqualTo(SOLUTIONS.get(i));
        }
    }

    /**
     * Under a node limit AC never reaches (it needs at most 8 nodes on any of these), BC and FC
     * answer every fifth puzzle with the right solution or stop at the limit, saying so; they stop
     * on a few, but solve most: a weaker propagation costs nodes, never correctness.
     */
    @ParameterizedTest
    @ValueSource(strings = {"BC", "FC"})
    void weakerConsistencyIsRightOrStopsAtTheNodeLimit(String consistency) {
        SudokuSolver solver = Solving.choco(consistency);
        SudokuSolver ac = Solving.choco("AC");
        SolveRequest request = SolveRequest.first().withNodeLimit(NODE_LIMIT).withTimeLimit(HANG_GUARD);
        int solved = 0;
        int stopped = 0;
        for (int i = 0; i < PUZZLES.size(); i += 5) {
            SolveResult r = solver.solve(PUZZLES.get(i), request);
            String where = "janko16:" + (i + 1) + " " + consistency + " " + r.describe();
            if (r.status() == Status.SOLVED) {
                assertThat(r.solution()).as(where).isEqualTo(SOLUTIONS.get(i));
                solved++;
            } else {
                assertThat(r.status()).as(where).isEqualTo(Status.LIMIT);
                assertThat(r.message()).as(where).isEqualTo("node limit " + NODE_LIMIT + " reached");
                assertThat(r.solution()).as(where).isNull();
                assertThat(r.stats().nodes()).as(where).isEqualTo(NODE_LIMIT);
                SolveResult byAc = ac.solve(PUZZLES.get(i), request);
                assertThat(byAc.solution()).as("AC on the same puzzle, same limit").isEqualTo(SOLUTIONS.get(i));
                stopped++;
            }
        }
        assertThat(solved).as("%s solved of 11", consistency).isGreaterThanOrEqualTo(7);
        assertThat(stopped).as("%s stopped by the limit of 11", consistency).isPositive();
    }

    @Test
    void forwardCheckingRunsOutOfNodesWhereArcConsistencyNeedsOne() {
        // Line 55 needs hundreds of thousands of FC nodes; AC settles it after one.
        SolveRequest request = SolveRequest.first().withNodeLimit(5_000).withTimeLimit(HANG_GUARD);
        SolveResult fc = Solving.choco("FC").solve(PUZZLES.get(54), request);
        assertThat(fc.status()).as(fc.describe()).isEqualTo(Status.LIMIT);
        assertThat(fc.message()).isEqualTo("node limit 5000 reached");
        assertThat(fc.solution()).isNull();
        SolveResult ac = Solving.choco("AC").solve(PUZZLES.get(54), request);
        assertThat(ac.status()).as(ac.describe()).isEqualTo(Status.SOLVED);
        assertThat(ac.solution()).isEqualTo(SOLUTIONS.get(54));
        assertThat(ac.stats().nodes()).isEqualTo(1);
    }
}
