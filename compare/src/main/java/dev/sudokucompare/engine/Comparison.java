package dev.sudokucompare.engine;

import dev.sudokucompare.core.format.PuzzleReader;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs several solvers over a stream of records and judges each record. Records are read one at
 * a time (memory stays flat whatever the input size), solved on worker threads, and handed to
 * the listener in input order. A call that ignores its time limit is cancelled, then abandoned
 * as an ERROR, and its worker replaced: a run never hangs.
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
    private ThreadPoolExecutor pool;
    private long solvedRecords;

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
            boolean warmed = settings.warmup().isNone();
            for (Input input : inputs) {
                if (stopRequested.get()) {
                    countUnrun(input);
                } else {
                    warmed = runInput(input, warmed);
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private boolean runInput(Input input, boolean warmed) throws InterruptedException {
        RecordStream records;
        try {
            PuzzleReader reader = input.open();
            records = new RecordStream(reader, settings);
        } catch (IOException e) {
            listener.inputFailed(input.name(), e.getMessage());
            return warmed;
        }
        try (records) {
            listener.inputStarted(input.name(), records.knownSize());
            if (!warmed) {
                new WarmupRunner(solvers, settings, pool).run(records.peek(WarmupRunner.RECORDS));
            }
            ArrayDeque<RecordTask> window = new ArrayDeque<>();
            int maxInFlight = 4 * settings.threads();
            long read = 0;
            PuzzleRecord record;
            while (!stopRequested.get() && (record = records.next()) != null) {
                read++;
                window.add(submit(record));
                while (window.size() >= maxInFlight) {
                    deliver(window.poll());
                }
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
        return true;
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

    private RecordTask submit(PuzzleRecord record) {
        SolveRequest request = SolveRequest.of(settings.mode()).withCountLimit(settings.countLimit())
                .withTimeLimit(settings.timeout());
        boolean reversed = !record.isMalformed() && (solvedRecords++ % 2 == 1);
        RecordTask task = new RecordTask(record, solvers, request, settings.repeat(), reversed);
        if (!record.isMalformed()) {
            pool.execute(task);
        }
        return task;
    }

    private void deliver(RecordTask task) throws InterruptedException {
        if (task.record().isMalformed()) {
            listener.judged(judge.judge(task.record(), List.of()));
            return;
        }
        long budget = (settings.timeout().toNanos() + GRACE_NANOS) * solvers.size() * settings.repeat();
        boolean cancelled = false;
        while (!task.await(50)) {
            long running = task.runningNanos();
            if (running > budget && !cancelled) {
                task.cancelAll();
                cancelled = true;
            } else if (running > budget + GRACE_NANOS) {
                // The worker is stuck in a call that ignores cancellation: leave it, add another.
                pool.setMaximumPoolSize(pool.getMaximumPoolSize() + 1);
                pool.setCorePoolSize(pool.getCorePoolSize() + 1);
                listener.judged(judge.judge(task.record(), task.snapshot(
                        "did not return within its time limit plus grace; abandoned")));
                return;
            }
        }
        listener.judged(judge.judge(task.record(), task.snapshot("no outcome")));
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
