package dev.sudokucompare.engine;

import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;

/**
 * Exercises every solver on the first records (cycling over them: N puzzles, or for a duration) so the JIT has compiled the hot paths before
 * the first measurement. Runs on a worker thread (same stack as the measured calls); each call
 * is capped at {@link #CALL_CAP} so a hard first puzzle cannot eat the whole warm-up.
 */
final class WarmupRunner {

    static final int RECORDS = 32;
    static final Duration CALL_CAP = Duration.ofSeconds(1);

    private final List<SudokuSolver> solvers;
    private final Settings settings;
    private final ExecutorService pool;

    WarmupRunner(List<SudokuSolver> solvers, Settings settings, ExecutorService pool) {
        this.solvers = solvers;
        this.settings = settings;
        this.pool = pool;
    }

    void run(List<PuzzleRecord> records) throws InterruptedException {
        if (records.isEmpty() || settings.warmup().isNone()) {
            return;
        }
        Duration cap = settings.timeout().compareTo(CALL_CAP) < 0 ? settings.timeout() : CALL_CAP;
        SolveRequest request = SolveRequest.of(settings.mode()).withCountLimit(settings.countLimit()).withTimeLimit(cap);
        long end = System.nanoTime() + settings.warmup().duration().toNanos();
        int rounds = settings.warmup().rounds();
        try {
            pool.submit(() -> {
                for (int i = 0; rounds > 0 ? i < rounds : System.nanoTime() < end; i++) {
                    PuzzleRecord r = records.get(i % records.size());
                    for (SudokuSolver s : solvers) {
                        s.solve(r.puzzle(), request);
                    }
                }
            }).get();
        } catch (ExecutionException e) {
            // A solver failing during warm-up fails again, measured, in the run proper.
        }
    }
}
