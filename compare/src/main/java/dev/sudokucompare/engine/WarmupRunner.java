package dev.sudokucompare.engine;

import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.external.ExternalSolver;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;

/**
 * Exercises every solver on the first records (cycling over them: N puzzles each, or an equal
 * share of the duration each) so the JIT has compiled the hot paths before the first
 * measurement. Equal shares matter: a slow solver would otherwise eat the warm-up of a fast one.
 * Runs on a worker thread (same stack as the measured calls); each call is capped at
 * {@link #CALL_CAP} so a hard first puzzle cannot eat a whole share.
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
        List<PuzzleRecord> puzzles = records.stream().filter(r -> !r.isMalformed()).toList();
        if (puzzles.isEmpty() || settings.warmup().isNone()) {
            return;
        }
        Duration cap = settings.timeout().compareTo(CALL_CAP) < 0 ? settings.timeout() : CALL_CAP;
        SolveRequest request = SolveRequest.of(settings.mode()).withCountLimit(settings.countLimit()).withTimeLimit(cap);
        // External programs start a fresh process per puzzle: there is nothing of ours to warm up.
        List<SudokuSolver> inProcess = solvers.stream().filter(s -> !(s instanceof ExternalSolver)).toList();
        if (inProcess.isEmpty()) {
            return;
        }
        long share = settings.warmup().duration().toNanos() / inProcess.size();
        int rounds = settings.warmup().rounds();
        try {
            pool.submit(() -> {
                for (SudokuSolver s : inProcess) {
                    long end = System.nanoTime() + share;
                    for (int i = 0; rounds > 0 ? i < rounds : System.nanoTime() < end; i++) {
                        s.solve(puzzles.get(i % puzzles.size()).puzzle(), request);
                    }
                }
            }).get();
        } catch (ExecutionException e) {
            // A solver failing during warm-up fails again, measured, in the run proper.
        }
    }
}
