package dev.sudokucompare.core.dfs;

import static dev.sudokucompare.core.dfs.SolveAssertions.assertSolved;

import dev.sudokucompare.core.DatasetCase;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The contract lets one solver instance serve several threads at once (the compare engine's
 * worker pool does): each call must keep its own state, so answers stay right under contention.
 */
class ConcurrentUseTest {

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask", "dfs-mrv", "dfs"})
    void oneInstanceSolvesFromFourThreadsAtOnce(String name) throws Exception {
        SudokuSolver shared = Solvers.named(name);
        List<DatasetCase> cases = DatasetCase.withSolutions("kaggle-10000", 400);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<SolveResult>> results = new ArrayList<>();
            for (DatasetCase c : cases) {
                results.add(pool.submit(() -> shared.solve(c.puzzle(), HangGuard.first())));
            }
            for (int i = 0; i < cases.size(); i++) {
                DatasetCase c = cases.get(i);
                assertSolved(name + " on " + c.where(), c.puzzle(), results.get(i).get(), c.solution());
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
