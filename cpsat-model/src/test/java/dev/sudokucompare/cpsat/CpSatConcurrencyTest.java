package dev.sudokucompare.cpsat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** One solver instance called from several threads at once answers each call as it would alone. */
class CpSatConcurrencyTest {

    @Test
    void fourThreadsShareOneInstance() throws Exception {
        List<Grid> puzzles = new ArrayList<>();
        List<Grid> multi = Datasets.grids("multi-solutions.txt");
        List<Grid> none = Datasets.grids("no-solution.txt");
        for (int i = 0; i < multi.size(); i += 2) {
            puzzles.add(multi.get(i));
        }
        for (int i = 0; i < none.size(); i += 2) {
            puzzles.add(none.get(i));
        }
        List<SolveRequest> requests = List.of(HangGuard.count(100), HangGuard.lexmin(), HangGuard.first());
        List<String> alone = new ArrayList<>();
        for (Grid puzzle : puzzles) {
            for (SolveRequest request : requests) {
                alone.add(summary(Solving.CPSAT.solve(puzzle, request)));
            }
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            for (int round = 0; round < 2; round++) {
                List<Future<String>> together = new ArrayList<>();
                for (Grid puzzle : puzzles) {
                    for (SolveRequest request : requests) {
                        together.add(pool.submit(() -> summary(Solving.CPSAT.solve(puzzle, request))));
                    }
                }
                for (int i = 0; i < together.size(); i++) {
                    assertThat(together.get(i).get()).as("call %d, round %d", i, round).isEqualTo(alone.get(i));
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** What a call answered, its effort included: one CP-SAT worker is deterministic, whatever else runs. */
    private static String summary(SolveResult r) {
        return r.status() + " " + r.solutionsFound() + " " + r.countExact() + " " + r.solution() + " "
                + r.stats().nodes() + " " + r.stats().fails() + " " + r.message();
    }
}
