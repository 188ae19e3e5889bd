package dev.sudokucompare.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

/**
 * After a stop, the records of a file left unrun are counted exactly however slowly the run ends:
 * at load 15 the stopped call's end outlasted the half second the count had, and a 50-record run
 * reported "after 0 of at least 32 records" (OutsideProgramsEndIT).
 */
class StopCountTest {

    private static final int RECORDS = 300;
    private static final String EASY = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

    @Test
    void theRecordsOfAFileLeftByAStopAreCountedExactlyWhenTheRunEndsLate() throws InterruptedException {
        AtomicReference<Comparison> comparison = new AtomicReference<>();
        SudokuSolver dfs = DfsSolvers.fromSpec("dfs").orElseThrow();
        SudokuSolver stopping = new SudokuSolver() {
            @Override
            public String name() {
                return "stops-the-run";
            }

            @Override
            public SolveResult solve(Grid puzzle, SolveRequest request) {
                comparison.get().requestStop();
                long stopped = System.nanoTime(); // the run's own stop time is no later than this
                // A call that ends late on a busy machine: it returns only once the count's window
                // after the stop has passed, however fast the machine is.
                while (System.nanoTime() - stopped <= Comparison.COUNT_UNRUN_NANOS) {
                    LockSupport.parkNanos(Comparison.COUNT_UNRUN_NANOS / 10);
                }
                return dfs.solve(puzzle, request);
            }
        };
        Input file = LineInputs.file("file", (EASY + "\n").repeat(RECORDS));
        List<Judgement> judged = Collections.synchronizedList(new ArrayList<>());
        List<long[]> notRun = Collections.synchronizedList(new ArrayList<>());
        ComparisonListener listener = new ComparisonListener() {
            @Override
            public void judged(Judgement j) {
                judged.add(j);
            }

            @Override
            public void recordsNotRun(String source, long count, boolean complete) {
                notRun.add(new long[] {count, complete ? 1 : 0});
            }
        };
        Settings settings = Settings.builder(List.of("stops-the-run")).timeout(HangGuard.LIMIT).build();
        comparison.set(new Comparison(settings, List.of(stopping), Reference.OFF, listener));
        comparison.get().run(List.of(file));

        long counted = notRun.stream().mapToLong(n -> n[0]).sum();
        assertThat(judged.size() + counted).as("every record judged or counted as not run").isEqualTo(RECORDS);
        assertThat(notRun).as("no count cut short").allMatch(n -> n[1] == 1);
    }
}
