package dev.sudokucompare.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The engine alternates solver order per record (ABBA) and repeats calls as asked. */
class ComparisonOrderTest {

    private static final String PUZZLES = String.join("\n",
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
            "6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....",
            "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....") + "\n";

    private final List<String> calls = Collections.synchronizedList(new ArrayList<>());

    private SudokuSolver recording(String name) {
        SudokuSolver real = DfsSolvers.fromSpec("dfs").orElseThrow();
        return new SudokuSolver() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public SolveResult solve(Grid puzzle, SolveRequest request) {
                calls.add(name);
                return real.solve(puzzle, request);
            }
        };
    }

    private List<Judgement> run(int repeat) throws InterruptedException {
        Settings settings = Settings.builder(List.of("A", "B")).timeout(HangGuard.LIMIT).repeat(repeat).seed(1)
                .build();
        List<Judgement> judged = new ArrayList<>();
        Input input = LineInputs.of("mem", PUZZLES);
        new Comparison(settings, List.of(recording("A"), recording("B")), Reference.OFF, judged::add).run(List.of(input));
        return judged;
    }

    @Test
    void solverOrderAlternatesPerRecord() throws InterruptedException {
        List<Judgement> judged = run(1);
        assertThat(judged).hasSize(4).allMatch(j -> j.verdict() == RecordVerdict.AGREE);
        assertThat(calls).containsExactly("A", "B", "B", "A", "A", "B", "B", "A");
    }

    @Test
    void repetitionsRunEverySolverRTimesPerRecord() throws InterruptedException {
        run(3);
        assertThat(calls).hasSize(4 * 2 * 3);
        assertThat(calls.subList(0, 6)).containsExactly("A", "B", "A", "B", "A", "B");
        assertThat(calls.subList(6, 12)).containsExactly("B", "A", "B", "A", "B", "A");
    }
}
