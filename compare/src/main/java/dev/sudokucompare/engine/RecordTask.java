package dev.sudokucompare.engine;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * All solver calls for one record, run on one worker thread: R repetitions, the solvers in
 * alternating order (ABBA) so that drift in the machine hits each alike, the median time kept,
 * every solution checked. The coordinator may give up on it (see {@link #snapshot}).
 */
final class RecordTask implements Runnable {

    private final PuzzleRecord record;
    private final List<SudokuSolver> solvers;
    private final SolveRequest request;
    private final int repeat;
    private final boolean reversed;
    private final AtomicReferenceArray<Outcome> outcomes;
    private final Cancellation[] tokens;
    private final CountDownLatch done = new CountDownLatch(1);
    private volatile long startedAt;

    RecordTask(PuzzleRecord record, List<SudokuSolver> solvers, SolveRequest request, int repeat, boolean reversed) {
        this.record = record;
        this.solvers = solvers;
        this.request = request;
        this.repeat = repeat;
        this.reversed = reversed;
        this.outcomes = new AtomicReferenceArray<>(solvers.size());
        this.tokens = new Cancellation[solvers.size()];
        for (int i = 0; i < tokens.length; i++) {
            tokens[i] = new Cancellation();
        }
    }

    PuzzleRecord record() {
        return record;
    }

    @Override
    public void run() {
        startedAt = System.nanoTime();
        try {
            int k = solvers.size();
            long[][] times = new long[k][repeat];
            SolveResult[][] results = new SolveResult[k][repeat];
            SolveRequest[] requests = new SolveRequest[k];
            for (int s = 0; s < k; s++) {
                requests[s] = request.withCancellation(tokens[s]);
            }
            for (int rep = 0; rep < repeat; rep++) {
                for (int j = 0; j < k; j++) {
                    int s = reversed ? k - 1 - j : j;
                    // Only the call itself is timed: nothing of the harness between the two clock reads.
                    long t0 = System.nanoTime();
                    results[s][rep] = call(solvers.get(s), requests[s]);
                    times[s][rep] = System.nanoTime() - t0;
                    if (rep == repeat - 1) {
                        // The repetition with the median time speaks for all: its status,
                        // answer and build/search split are reported beside the median time.
                        SolveResult r = results[s][medianIndex(times[s])];
                        outcomes.set(s, new Outcome(solvers.get(s).name(), r, median(times[s]), check(r)));
                    }
                }
            }
        } finally {
            done.countDown();
        }
    }

    private SolveResult call(SudokuSolver solver, SolveRequest req) {
        try {
            return solver.solve(record.puzzle(), req);
        } catch (Throwable t) {
            // A solver must not throw, but one that does costs only this record.
            return SolveResult.error(t.getClass().getSimpleName() + ": " + t.getMessage(), SearchStats.NONE);
        }
    }

    private String check(SolveResult r) {
        if (r.solution() == null) {
            return null;
        }
        return Checker.check(record.puzzle(), r.solution()).map(Checker.Problem::message).orElse(null);
    }

    /** The index of the (lower) middle value. */
    static int medianIndex(long[] values) {
        Integer[] order = new Integer[values.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Long.compare(values[a], values[b]));
        return order[(values.length - 1) / 2];
    }

    static long median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        int m = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[m] : (sorted[m - 1] + sorted[m]) / 2;
    }

    boolean await(long millis) throws InterruptedException {
        return done.await(millis, TimeUnit.MILLISECONDS);
    }

    /** Nanos since the worker picked this task up, or -1 if it has not yet. */
    long runningNanos() {
        long s = startedAt;
        return s == 0 ? -1 : System.nanoTime() - s;
    }

    void cancelAll() {
        for (Cancellation c : tokens) {
            c.cancel();
        }
    }

    /** The outcomes so far; a call that never returned is an ERROR saying so. */
    List<Outcome> snapshot(String whyMissing) {
        Outcome[] copy = new Outcome[outcomes.length()];
        for (int s = 0; s < copy.length; s++) {
            Outcome o = outcomes.get(s);
            copy[s] = o != null ? o : new Outcome(solvers.get(s).name(),
                    SolveResult.error(whyMissing, SearchStats.NONE), runningNanos(), null);
        }
        return List.of(copy);
    }
}
