package dev.sudokucompare.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.solve.Forked;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Test;

/**
 * JMH's forks: each JVM of a forked solver warms up on its own, with the solver's whole share. Sent
 * through {@code solve}, the warm-up's puzzles would reach only the forks they map to (here: all
 * of them map to fork 0, and forks 1 and 2 would start measuring cold).
 */
class ForkWarmupTest {

    private static final String PUZZLES = String.join("\n",
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....") + "\n";

    /** Three "forks" in this JVM; every puzzle maps to fork 0. Counts warm-up and measured calls per fork. */
    private static final class ThreeForks implements Forked {
        final AtomicIntegerArray calls = new AtomicIntegerArray(3);
        private final SudokuSolver real = DfsSolvers.fromSpec("dfs").orElseThrow();

        @Override
        public String name() {
            return "forked";
        }

        @Override
        public int forks() {
            return 3;
        }

        @Override
        public SolveResult solve(Grid puzzle, SolveRequest request) {
            return solveInFork(0, puzzle, request);
        }

        @Override
        public SolveResult solveInFork(int fork, Grid puzzle, SolveRequest request) {
            calls.incrementAndGet(fork);
            return real.solve(puzzle, request);
        }
    }

    @Test
    void everyForkGetsTheWholeWarmupShare() throws InterruptedException {
        ThreeForks forked = new ThreeForks();
        Settings settings = Settings.builder(List.of("forked")).timeout(HangGuard.LIMIT).warmup(Warmup.rounds(5))
                .seed(1).build();
        Input input = LineInputs.of("mem", PUZZLES);
        List<Judgement> judged = new ArrayList<>();
        new Comparison(settings, List.of(forked), Reference.OFF, judged::add).run(List.of(input));

        assertThat(judged).hasSize(2);
        // Fork 0: 5 warm-up calls and the 2 measured ones; forks 1 and 2: their 5 warm-up calls each.
        assertThat(forked.calls.get(0)).isEqualTo(7);
        assertThat(forked.calls.get(1)).isEqualTo(5);
        assertThat(forked.calls.get(2)).isEqualTo(5);
    }
}
