package dev.sudokucompare.core.dlx;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.Symmetry;
import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Symmetry transforms keep the number of solutions and map solutions to solutions: a unique
 * puzzle's transformed solution is {@code dlx}'s answer to the transformed puzzle, counts stay,
 * and the lexmin answer of a transformed puzzle is the one {@code dfs} gives. Also: one instance
 * answers the same from several threads at once.
 */
class DlxSymmetryTest {

    private final SudokuSolver dlx = DlxSolver.fromSpec("dlx").orElseThrow();
    private final SudokuSolver dfs = DfsSolvers.fromSpec("dfs").orElseThrow();

    @Test
    void transformedUniquePuzzlesHaveTheTransformedSolution() {
        Random random = new Random(2006);
        for (String file : List.of("norvig-top95.txt", "sudoku16-janko-55.txt")) {
            for (Grid puzzle : Datasets.grids(file)) {
                Grid solution = dlx.solve(puzzle, HangGuard.first()).solution();
                Symmetry symmetry = Symmetry.random(puzzle.shape(), random);
                Grid transformed = symmetry.apply(puzzle);
                SolveResult r = dlx.solve(transformed, HangGuard.count(2));
                assertThat(r.solutionsFound()).as("%s under %s", puzzle, symmetry).isEqualTo(1);
                assertThat(r.solution()).as("%s under %s", puzzle, symmetry).isEqualTo(symmetry.apply(solution));
            }
        }
    }

    @Test
    void countsStayAndLexminAgreesWithDfsUnderTransforms() {
        Random random = new Random(1979);
        List<Grid> puzzles = Datasets.grids("multi-solutions.txt");
        List<String> counts = Datasets.lines("multi-solutions.counts.txt");
        for (int i = 0; i < puzzles.size(); i++) {
            for (int k = 0; k < 3; k++) {
                Symmetry symmetry = Symmetry.random(puzzles.get(i).shape(), random);
                Grid transformed = symmetry.apply(puzzles.get(i));
                SolveResult count = dlx.solve(transformed, HangGuard.count(10_000));
                assertThat(count.solutionsFound()).as("line %d under %s", i + 1, symmetry)
                        .isEqualTo(Long.parseLong(counts.get(i)));
                assertThat(count.countExact()).isTrue();
                assertThat(dlx.solve(transformed, HangGuard.lexmin()).solution()).as("line %d under %s", i + 1, symmetry)
                        .isEqualTo(dfs.solve(transformed, HangGuard.lexmin()).solution());
            }
        }
    }

    @Test
    void oneInstanceAnswersTheSameFromSeveralThreads() throws Exception {
        List<Grid> puzzles = Datasets.grids("magictour-top1465.txt", 200);
        List<SolveResult> alone = puzzles.stream().map(p -> dlx.solve(p, HangGuard.count(2))).toList();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<SolveResult>> together = puzzles.stream()
                    .map(p -> pool.submit(() -> dlx.solve(p, HangGuard.count(2)))).toList();
            for (int i = 0; i < puzzles.size(); i++) {
                SolveResult r = together.get(i).get();
                assertThat(r.status()).isEqualTo(Status.SOLVED);
                assertThat(r.solution()).as("line %d", i + 1).isEqualTo(alone.get(i).solution());
                assertThat(r.stats().nodes()).as("line %d", i + 1).isEqualTo(alone.get(i).stats().nodes());
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
