package dev.sudokucompare.engine;

import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Runs several solvers over a stream of records and judges each record. Records are read one at
 * a time (memory stays flat whatever the input size), solved on worker threads in small batches
 * sized to about a millisecond of work, and handed to the listener in input order. A call that
 * ignores its time limit is cancelled, then abandoned as an ERROR of its solver alone (the record's
 * other solvers run again on it): its batch starts no further record, a worker takes its place
 * until it returns, and records measured meanwhile are flagged contended. A stop (Ctrl-C) cancels the calls in flight and starts nothing new: a run never hangs.
 * A worker with nothing queued judges finished batches ahead of the coordinator ({@link JudgedAhead}),
 * which on easy puzzles is the run's bottleneck.
 */
public final class Comparison {

    /** Extra time a call gets beyond its limit before it is cancelled, then abandoned. */
    static final long GRACE_NANOS = TimeUnit.SECONDS.toNanos(2);
    /** After a stop, how long the records left unrun may be counted (reading only, no solving). */
    static final long COUNT_UNRUN_NANOS = TimeUnit.MILLISECONDS.toNanos(500);
    /**
     * Records of an input that never waits (a file) counted after a stop whatever the clock says:
     * the count of a file this size is exact on a busy machine too; only past it may the time
     * bound cut the count short ("at least N").
     */
    static final long ALWAYS_COUNTED = 10_000;
    /** After a stop, how long a cancelled call may take to return before it is left behind. */
    static final long STOP_WAIT_NANOS = TimeUnit.MILLISECONDS.toNanos(500);
    /** Worker hand-offs cost microseconds: batches are sized to take about this long. */
    static final double BATCH_NANOS = 1e6;
    static final int MAX_BATCH = 256;

    private final Settings settings;
    private final List<SudokuSolver> solvers;
    private final ComparisonListener listener;
    private final Judge judge;
    private final Recall recall;
    private final AtomicBoolean stopRequested = new AtomicBoolean();
    private final Set<BatchTask> inFlight = ConcurrentHashMap.newKeySet();
    /** Abandoned calls still running: what is measured meanwhile shares the machine with them. */
    private final AtomicInteger stuckCalls = new AtomicInteger();
    private final Set<Shape> warmedShapes = new HashSet<>();
    private final CpuClockSampling cpuSampling;
    /** Warm-up calls run per solver, over every warm-up of the run. */
    private final long[] warmupCalls;
    private volatile long stoppedAt;
    private volatile JudgingAhead judgingAhead = JudgingAhead.WHEN_IDLE;
    private final AtomicLong judgedAhead = new AtomicLong();
    /** Batches done on their worker, in the order they finished, until the coordinator comes to them. */
    private final Queue<BatchTask> finishedUndelivered = new ConcurrentLinkedQueue<>();

    private ThreadPoolExecutor pool;
    private long solvedRecords;
    private int batchSize = 1;

    /** {@code reference}: what proves claims for the judge (resolved from {@code settings.reference()}). */
    public Comparison(Settings settings, List<SudokuSolver> solvers, Reference reference, ComparisonListener listener) {
        this(settings, solvers, reference, listener, Recall.NOTHING);
    }

    /** A run that goes on from an earlier session's: the records {@code recall} knows are not run again. */
    public Comparison(Settings settings, List<SudokuSolver> solvers, Reference reference, ComparisonListener listener,
            Recall recall) {
        this.settings = settings;
        this.solvers = List.copyOf(solvers);
        this.listener = listener;
        this.recall = recall;
        this.judge = new Judge(settings.mode(), settings.countLimit(), reference);
        this.cpuSampling = new CpuClockSampling(this.solvers.size());
        this.warmupCalls = new long[this.solvers.size()];
    }

    /** How many unmeasured warm-up calls each solver got, in the order of the solvers, once the run is over. */
    public synchronized List<Long> warmupCalls() {
        return Arrays.stream(warmupCalls).boxed().toList();
    }

    /**
     * Stops the run (Ctrl-C, SIGTERM): no record starts after this, the calls in flight are
     * cancelled (an outside program is killed), and their records are counted as not run.
     * Safe to call from any thread, more than once.
     */
    public void requestStop() {
        if (stopRequested.compareAndSet(false, true)) {
            stoppedAt = System.nanoTime();
        }
        inFlight.forEach(BatchTask::stop);
    }

    /**
     * The longest a call of a record can be measured before the run abandons it: its share of the
     * record's budget (every solver, every repetition, each with grace) and the grace after it. A
     * double, as a forged manifest's numbers must not overflow it.
     */
    public static double longestCallNanos(Settings settings, int solvers) {
        return ((double) settings.timeout().toNanos() + GRACE_NANOS) * solvers * settings.repeat() + GRACE_NANOS;
    }

    /** Runs every input in turn. Returns normally even when inputs fail (the listener hears why). */
    public void run(List<Input> inputs) throws InterruptedException {
        pool = new ThreadPoolExecutor(settings.threads(), settings.threads(), 30, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(), workerThreads());
        try {
            for (Input input : inputs) {
                if (stopRequested.get()) {
                    countInputNotStarted(input);
                } else {
                    runInput(input);
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private void runInput(Input input) throws InterruptedException {
        RecordStream records = new RecordStream(input, settings, stopRequested::get);
        if (records.openFailure() != null) {
            listener.inputFailed(input.name(), records.openFailure());
            return;
        }
        try (records) {
            listener.inputStarted(input.name(), records.knownSize());
            warmUpForNewShapes(records.peek(WarmupRunner.RECORDS));
            ArrayDeque<Slot> window = new ArrayDeque<>();
            // One batch more than two per worker: while the coordinator judges one batch and reads the
            // next, the worker always has a batch queued (with two, it waited for the coordinator now
            // and then: compare was 3-4% slower per record on kaggle, BENCHMARKS).
            int maxInFlight = 2 * settings.threads() + 1;
            int batches = 0;
            List<PuzzleRecord> pending = new ArrayList<>();
            long read = 0;
            PuzzleRecord record;
            while (!stopRequested.get() && (record = records.next()) != null) {
                read++;
                Judgement earlier = recall.recall(record);
                if (earlier != null) {
                    // Heard after the records before it: the batch they are in goes first.
                    if (!pending.isEmpty()) {
                        window.add(new Slot(submit(pending), null));
                        batches++;
                        pending = new ArrayList<>();
                    }
                    window.add(new Slot(null, earlier));
                    countAlternation(record);
                } else {
                    pending.add(record);
                    if (pending.size() >= batchSize) {
                        window.add(new Slot(submit(pending), null));
                        batches++;
                        pending = new ArrayList<>();
                    }
                }
                while (batches >= maxInFlight || !window.isEmpty() && window.peek().task() == null) {
                    batches -= deliverSlot(window.poll());
                }
            }
            if (!pending.isEmpty()) {
                if (stopRequested.get()) {
                    listener.recordsNotRun(input.name(), pending.size(), true);
                } else {
                    window.add(new Slot(submit(pending), null));
                }
            }
            while (!window.isEmpty()) {
                deliverSlot(window.poll());
            }
            if (stopRequested.get()) {
                countRestNotRun(input.name(), records, true);
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
        if (settings.warmup().isNone() || stopRequested.get()) {
            return;
        }
        Set<Shape> shapes = new HashSet<>();
        head.forEach(r -> shapes.add(r.puzzle().shape()));
        if (!warmedShapes.containsAll(shapes)) {
            WarmupRunner warmup = new WarmupRunner(solvers, settings, stopRequested::get, listener, stuckCalls);
            try {
                warmup.run(head);
            } finally {
                long[] calls = warmup.callsRun();
                synchronized (this) {
                    for (int s = 0; s < calls.length; s++) {
                        warmupCalls[s] += calls[s];
                    }
                }
            }
            warmedShapes.addAll(shapes);
        }
    }

    /**
     * A batch of records in flight, or a record an earlier session judged ({@code recalled}): the
     * window keeps both in input order.
     */
    private record Slot(BatchTask task, Judgement recalled) {
    }

    /** Hears a slot's records in order; 1 when it was a batch (it held a place among those in flight). */
    private int deliverSlot(Slot slot) throws InterruptedException {
        if (slot.task() == null) {
            listener.recalled(slot.recalled());
            return 0;
        }
        deliverBatch(slot.task());
        return 1;
    }

    /**
     * A recalled record counts in the alternation of the solvers' order as if it ran, so the
     * records after it run in the order an uninterrupted run gives them.
     */
    private void countAlternation(PuzzleRecord record) {
        if (!record.isMalformed()) {
            solvedRecords++;
        }
    }

    /** An input the stop kept from running at all: its records are counted, not solved. */
    private void countInputNotStarted(Input input) {
        try (RecordStream records = new RecordStream(input, settings, () -> System.nanoTime() - stoppedAt
                > COUNT_UNRUN_NANOS)) {
            if (records.openFailure() != null) {
                listener.inputFailed(input.name(), records.openFailure());
            } else {
                countRestNotRun(input.name(), records, false);
            }
        } catch (IOException e) {
            listener.inputFailed(input.name(), e.getMessage());
        }
    }

    /**
     * Counts what is left of an input after a stop, for a bounded time (an endless input is not
     * read out). {@code started}: the listener heard the input start (else it does before a
     * recalled record of it).
     */
    private void countRestNotRun(String source, RecordStream records, boolean started) {
        boolean heard = started;
        long count = 0;
        boolean complete = true;
        long deadline = stoppedAt + COUNT_UNRUN_NANOS;
        long read = 0;
        PuzzleRecord r;
        while ((r = records.nextBefore(records.neverWaits() && read++ < ALWAYS_COUNTED ? Long.MAX_VALUE : deadline))
                != null) {
            // A record an earlier session judged is done, stop or not: it is heard, not counted as unrun.
            Judgement earlier = recall.recall(r);
            if (earlier != null) {
                if (!heard) {
                    listener.inputStarted(source, records.knownSize());
                    heard = true;
                }
                listener.recalled(earlier);
            } else {
                count++;
            }
        }
        if (!records.exhausted()) {
            complete = false;
        }
        listener.recordsNotRun(source, count, complete);
        if (heard && !started) {
            listener.inputFinished(source);
        }
    }

    private BatchTask submit(List<PuzzleRecord> batch) {
        SolveRequest request = SolveRequest.of(settings.mode()).withCountLimit(settings.countLimit())
                .withTimeLimit(settings.timeout());
        boolean[] reversed = new boolean[batch.size()];
        for (int i = 0; i < reversed.length; i++) {
            reversed[i] = !batch.get(i).isMalformed() && (solvedRecords++ % 2 == 1);
        }
        return execute(new BatchTask(batch, reversed, solvers, request, settings.repeat(), () -> stuckCalls.get() > 0,
                cpuSampling));
    }

    private BatchTask execute(BatchTask task) {
        inFlight.add(task);
        if (stopRequested.get()) {
            task.stop();
        }
        pool.execute(() -> {
            task.run();
            if (judgingAhead != JudgingAhead.OFF && !task.cutShort()) {
                finishedUndelivered.add(task);
                judgeAhead();
            }
        });
        return task;
    }

    /** On a worker whose batch is done: judges finished batches ahead while it has nothing queued. */
    private void judgeAhead() {
        JudgingAhead policy = judgingAhead;
        judgedAhead.addAndGet(JudgedAhead.judgeFinished(finishedUndelivered,
                () -> (policy == JudgingAhead.ALWAYS || pool.getQueue().isEmpty()) && !stopRequested.get(),
                (task, i) -> {
                    Judgement j = judgeRecord(task, i);
                    return j == null ? null : new JudgedAhead.Ahead(j, listener.prepare(j));
                }));
    }

    /** Record i of a batch judged, or null when a stop cut its calls short (it counts as not run). */
    private Judgement judgeRecord(BatchTask task, int i) {
        PuzzleRecord r = task.records().get(i);
        if (!r.isMalformed() && !task.finished(i)) {
            return null;
        }
        Judgement j = judge.judge(r, r.isMalformed() ? List.of() : task.snapshot(i, "no outcome"));
        return task.contended(i) ? j.asContended() : j;
    }

    /** How many records were judged on their worker, ahead of the coordinator ({@link JudgedAhead}). */
    long judgedAhead() {
        return judgedAhead.get();
    }

    /** Where records are judged: on the coordinator only, also on an idle worker (the default), or on the worker first. */
    enum JudgingAhead { OFF, WHEN_IDLE, ALWAYS }

    /** For tests: a policy other than {@link JudgingAhead#WHEN_IDLE}. */
    Comparison judgingAhead(JudgingAhead policy) {
        judgingAhead = policy;
        return this;
    }

    /**
     * Waits for a batch and judges its records in order. A call that overruns its limits plus
     * grace is cancelled, then left behind as an ERROR of the solver that held the worker, in
     * whichever batch in flight it is, not only the one awaited (a batch queued behind a stuck
     * one would otherwise never start, and the run would wait for ever); the record's other
     * solvers and the records after it in the batch are run again in batches of their own, so
     * none is lost. After a stop, records whose calls were cut short are counted as not run, not judged.
     */
    private void deliverBatch(BatchTask task) throws InterruptedException {
        while (task.leftAt() < 0 && !task.await(50)) {
            if (stopRequested.get()) {
                // The stop cancelled the call; a solver that ignores it is left behind.
                if (System.nanoTime() - stoppedAt > STOP_WAIT_NANOS) {
                    inFlight.remove(task);
                    task.abandon(() -> { });
                    deliverFinished(task, Math.max(0, task.current()));
                    long left = task.records().size() - Math.max(0, task.current());
                    listener.recordsNotRun(task.records().get(0).source(), left, true);
                    return;
                }
                continue;
            }
            for (BatchTask t : inFlight) {
                watch(t);
            }
        }
        if (task.leftAt() >= 0) {
            redo(task);
            return;
        }
        inFlight.remove(task);
        deliverFinished(task, task.records().size());
        double perRecord = task.nanosPerRecord();
        if (perRecord > 0) {
            batchSize = (int) Math.max(1, Math.min(MAX_BATCH, BATCH_NANOS / perRecord));
        }
    }

    /** Cancels a call past its budget; leaves it behind, past the budget and a grace more. */
    private void watch(BatchTask t) {
        long budget = (settings.timeout().toNanos() + GRACE_NANOS) * solvers.size() * settings.repeat();
        int current = t.current();
        long running = t.currentNanos();
        // A batch already done runs no call: its last record's time stopped with it (one done while an
        // earlier batch runs on, with several workers, was cancelled, then abandoned as an ERROR).
        if (t.leftAt() >= 0 || current < 0 || t.isDone()) {
            return;
        }
        if (running > budget && t.cancelledAt() != current) {
            t.cancelCurrent();
            t.cancelledAt(current);
        } else if (running > budget + GRACE_NANOS && t.cancelledAt() == current) {
            leave(t, current);
        }
    }

    /** The worker is stuck in a call that ignores cancellation: leave it, give the pool another. */
    private void leave(BatchTask task, int current) {
        stuckCalls.incrementAndGet();
        pool.setMaximumPoolSize(pool.getMaximumPoolSize() + 1);
        pool.setCorePoolSize(pool.getCorePoolSize() + 1);
        task.leave(current, () -> {
            // The stuck call returned at last: its worker is free again, the pool shrinks back.
            stuckCalls.decrementAndGet();
            pool.setCorePoolSize(pool.getCorePoolSize() - 1);
            pool.setMaximumPoolSize(pool.getMaximumPoolSize() - 1);
        });
    }

    /** A left batch in its turn: the records before the stuck one judged, that one and the rest run again. */
    private void redo(BatchTask task) throws InterruptedException {
        inFlight.remove(task);
        int current = task.leftAt();
        List<PuzzleRecord> records = task.records();
        deliverFinished(task, current);
        // Only the solver that held the worker is to blame: the record's other solvers run again.
        deliverBatch(execute(task.rerun(current, task.leftSolver(),
                "did not return within its time limit plus grace; abandoned")));
        if (current + 1 < records.size()) {
            deliverBatch(submit(records.subList(current + 1, records.size())));
        }
    }

    /** Judges records 0..end-1 of a batch; those a stop cut short are counted as not run. */
    private void deliverFinished(BatchTask task, int end) {
        long cut = 0;
        String source = null;
        finishedUndelivered.remove(task);
        int claimed = task.ahead().closeClaims();
        for (int i = 0; i < end; i++) {
            PuzzleRecord r = task.records().get(i);
            JudgedAhead.Ahead ahead = task.ahead().take(i, claimed);
            Judgement j = ahead != null ? ahead.judgement() : judgeRecord(task, i);
            if (j == null) {
                cut++;
                source = r.source();
                continue;
            }
            if (ahead != null && ahead.prepared() != null) {
                listener.judged(j, ahead.prepared());
            } else {
                listener.judged(j);
            }
        }
        if (cut > 0) {
            listener.recordsNotRun(source, cut, true);
        }
    }

    /** Daemon workers with a deep stack: a DFS recurses once per empty cell (4096 on 64x64). */
    private static ThreadFactory workerThreads() {
        AtomicInteger count = new AtomicInteger();
        return r -> {
            Thread t = new Thread(null, r, "solver-" + count.incrementAndGet(), 64L << 20);
            t.setDaemon(true);
            return t;
        };
    }
}
