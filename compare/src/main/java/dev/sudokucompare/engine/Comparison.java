package dev.sudokucompare.engine;

import dev.sudokucompare.core.format.PuzzleReader;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs several solvers over a stream of records and judges each record. Records are read one at
 * a time (memory stays flat whatever the input size), solved on worker threads in small batches
 * sized to about a millisecond of work, and handed to the listener in input order. A call that
 * ignores its time limit is cancelled, then abandoned as an ERROR, and its worker replaced: a
 * run never hangs.
 */
public final class Comparison {

    /** Extra time a call gets beyond its limit before it is cancelled, then abandoned. */
    static final long GRACE_NANOS = TimeUnit.SECONDS.toNanos(2);
    /** After a stop, how long the records left unrun may be counted (reading only, no solving). */
    static final long COUNT_UNRUN_NANOS = TimeUnit.SECONDS.toNanos(3);

    private final Settings settings;
    private final List<SudokuSolver> solvers;
    private final ComparisonListener listener;
    private final Judge judge;
    private final AtomicBoolean stopRequested = new AtomicBoolean();
    private volatile long stoppedAt;
    /** Worker hand-offs cost microseconds: batches are sized to take about this long. */
    static final double BATCH_NANOS = 1e6;
    static final int MAX_BATCH = 256;

    private ThreadPoolExecutor pool;
    private long solvedRecords;
    private int batchSize = 1;
    private final java.util.Set<dev.sudokucompare.core.Shape> warmedShapes = new java.util.HashSet<>();

    public Comparison(Settings settings, List<SudokuSolver> solvers, ComparisonListener listener) {
        this.settings = settings;
        this.solvers = List.copyOf(solvers);
        this.listener = listener;
        this.judge = new Judge(settings.mode());
    }

    /** Asks the run to stop taking new records (e.g. on Ctrl-C); calls in flight finish. */
    public void requestStop() {
        stoppedAt = System.nanoTime();
        stopRequested.set(true);
    }

    public boolean stopRequested() {
        return stopRequested.get();
    }

    /** Runs every input in turn. Returns normally even when inputs fail (the listener hears why). */
    public void run(List<Input> inputs) throws InterruptedException {
        pool = new ThreadPoolExecutor(settings.threads(), settings.threads(), 30, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(), workerThreads());
        try {
            for (Input input : inputs) {
                if (stopRequested.get()) {
                    countUnrun(input);
                } else {
                    runInput(input);
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private void runInput(Input input) throws InterruptedException {
        RecordStream records;
        try {
            PuzzleReader reader = input.open();
            records = new RecordStream(reader, settings);
        } catch (IOException e) {
            listener.inputFailed(input.name(), e.getMessage());
            return;
        }
        try (records) {
            listener.inputStarted(input.name(), records.knownSize());
            warmUpForNewShapes(records.peek(WarmupRunner.RECORDS));
            ArrayDeque<BatchTask> window = new ArrayDeque<>();
            int maxInFlight = 2 * settings.threads();
            List<PuzzleRecord> pending = new ArrayList<>();
            long read = 0;
            PuzzleRecord record;
            while (!stopRequested.get() && (record = records.next()) != null) {
                read++;
                pending.add(record);
                if (pending.size() >= batchSize) {
                    window.add(submit(pending));
                    pending = new ArrayList<>();
                    while (window.size() >= maxInFlight) {
                        deliver(window.poll());
                    }
                }
            }
            if (!pending.isEmpty()) {
                window.add(submit(pending));
            }
            while (!window.isEmpty()) {
                deliver(window.poll());
            }
            if (stopRequested.get()) {
                countUnrun(input.name(), records::next);
            }
            if (records.failure() != null) {
                listener.inputFailed(input.name(), records.failure());
            } else if (read == 0 && !stopRequested.get()) {
                // An empty input is almost always a mistake (a wrong path, a failed download).
                listener.inputFailed(input.name(), "holds no puzzles");
            }
        } catch (IOException e) {
            listener.inputFailed(input.name(), e.getMessage());
        }
        listener.inputFinished(input.name());
    }

    /**
     * Warms the solvers up on an input's first records when they hold a grid shape not seen
     * yet: a 16x16 input after 9x9 ones runs other code (the fast DFS has a separate path for
     * 9x9), which the JIT has not compiled.
     */
    private void warmUpForNewShapes(List<PuzzleRecord> head) throws InterruptedException {
        if (settings.warmup().isNone()) {
            return;
        }
        java.util.Set<dev.sudokucompare.core.Shape> shapes = new java.util.HashSet<>();
        head.forEach(r -> shapes.add(r.puzzle().shape()));
        if (!warmedShapes.containsAll(shapes)) {
            new WarmupRunner(solvers, settings, pool).run(head);
            warmedShapes.addAll(shapes);
        }
    }

    /** An input the stop kept from running at all: its records are counted, not solved. */
    private void countUnrun(Input input) {
        try (PuzzleReader reader = input.open()) {
            RecordStream records = new RecordStream(reader, settings);
            countUnrun(input.name(), records::next);
        } catch (IOException e) {
            listener.inputFailed(input.name(), e.getMessage());
        }
    }

    private void countUnrun(String source, java.util.function.Supplier<PuzzleRecord> next) {
        long count = 0;
        boolean complete = true;
        while (next.get() != null) {
            count++;
            if ((count & 1023) == 0 && System.nanoTime() - stoppedAt > COUNT_UNRUN_NANOS) {
                complete = false;
                break;
            }
        }
        listener.recordsNotRun(source, count, complete);
    }

    private BatchTask submit(List<PuzzleRecord> batch) {
        SolveRequest request = SolveRequest.of(settings.mode()).withCountLimit(settings.countLimit())
                .withTimeLimit(settings.timeout());
        boolean[] reversed = new boolean[batch.size()];
        for (int i = 0; i < reversed.length; i++) {
            reversed[i] = !batch.get(i).isMalformed() && (solvedRecords++ % 2 == 1);
        }
        BatchTask task = new BatchTask(batch, reversed, solvers, request, settings.repeat());
        pool.execute(task);
        return task;
    }

    /**
     * Waits for a batch and judges its records in order. A record whose calls overrun their
     * limits plus grace is cancelled, then abandoned as an ERROR with its worker replaced; the
     * records after it in the batch are run again in a batch of their own, so none is lost.
     */
    private void deliver(BatchTask task) throws InterruptedException {
        long budget = (settings.timeout().toNanos() + GRACE_NANOS) * solvers.size() * settings.repeat();
        int cancelledAt = -1;
        while (!task.await(50)) {
            int current = task.current();
            long running = task.currentNanos();
            if (running > budget && cancelledAt != current) {
                task.cancelAll();
                cancelledAt = current;
            } else if (running > budget + GRACE_NANOS && cancelledAt == current) {
                // The worker is stuck in a call that ignores cancellation: leave it, add another.
                pool.setMaximumPoolSize(pool.getMaximumPoolSize() + 1);
                pool.setCorePoolSize(pool.getCorePoolSize() + 1);
                List<PuzzleRecord> records = task.records();
                for (int i = 0; i < current; i++) {
                    judgeRecord(task, i);
                }
                listener.judged(judge.judge(records.get(current), task.snapshot(current,
                        "did not return within its time limit plus grace; abandoned")));
                if (current + 1 < records.size()) {
                    deliver(submit(records.subList(current + 1, records.size())));
                }
                return;
            }
        }
        for (int i = 0; i < task.records().size(); i++) {
            judgeRecord(task, i);
        }
        double perRecord = task.nanosPerRecord();
        if (perRecord > 0) {
            batchSize = (int) Math.max(1, Math.min(MAX_BATCH, BATCH_NANOS / perRecord));
        }
    }

    private void judgeRecord(BatchTask task, int i) {
        PuzzleRecord r = task.records().get(i);
        listener.judged(judge.judge(r, r.isMalformed() ? List.of() : task.snapshot(i, "no outcome")));
    }

    /** Daemon workers with a deep stack: a DFS recurses once per empty cell (4096 on 64x64). */
    private static java.util.concurrent.ThreadFactory workerThreads() {
        AtomicInteger count = new AtomicInteger();
        return r -> {
            Thread t = new Thread(null, r, "solver-" + count.incrementAndGet(), 64L << 20);
            t.setDaemon(true);
            return t;
        };
    }
}
