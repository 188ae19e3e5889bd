package dev.sudokucompare.engine;

import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.Capabilities;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.process.StartUpClock;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.BooleanSupplier;

/**
 * The solver calls for a few consecutive records, run on one worker thread. Batching matters for
 * easy puzzles: handing each record to a worker and back costs several microseconds, more than
 * a fast solver needs for the puzzle. Per record: R repetitions, the solvers in the order the
 * record was given (alternating ABBA across records, so drift hits each alike), every call kept
 * and its solution checked when the record is judged, long after its clock stopped. Every call
 * gets a cancellation of its own, so cancelling one never reaches the next. The coordinator may
 * stop the batch (the run was interrupted), or give up on it (a call ignored its limits): either
 * way no further record of it starts. Only the solver whose call held the worker is blamed for a
 * record given up on: {@link #rerun} runs the record's other solvers again, keeping what they
 * answered in full, so an innocent solver's answer is not lost to another's hang.
 */
final class BatchTask implements Runnable {

    /** The calling thread's CPU clock (nanoseconds of user + system time). */
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final List<PuzzleRecord> records;
    private final boolean[] reversed;
    private final List<SudokuSolver> solvers;
    private final SolveRequest request;
    private final int repeat;
    private final BooleanSupplier contention;
    /**
     * Every call's result, wall time and CPU time, at {@link #slot}: written on the worker, read by
     * whoever judges the record ({@link #snapshot}), which checks the answers there: the idle
     * thread of the two (a worker judging ahead, else the coordinator), as checking on the worker
     * always had the worker-bound runs pay for it, and on the coordinator always the runs with
     * --out. A result is stored with a release store after the rest, so whoever sees it sees them
     * too.
     */
    private final AtomicReferenceArray<SolveResult> results;
    private final long[] times;
    private final long[] cpus;
    private final long[] cpuWalls;
    private final boolean[] contended;
    private final boolean[] finished;
    private final CountDownLatch done = new CountDownLatch(1);
    /** Its records judged on its worker once it is done, while that worker has nothing queued. */
    private final JudgedAhead ahead;
    /**
     * A full volatile store, unlike {@link #current}: the worker writes it and then reads
     * {@link #stopped}, {@link #stop} writes that and then reads this, and only volatile stores
     * make sure one of the two sees the other, so no call started during a stop runs on.
     */
    private volatile Cancellation currentCall = new Cancellation();
    private volatile boolean stopped;
    private volatile boolean abandoned;
    /** The coordinator's own bookkeeping of this batch (only its thread reads and writes them). */
    private int cancelledAt = -1;
    private int leftAt = -1;
    private int leftSolver = -1;
    private volatile Runnable onFinish = () -> { };
    private volatile long startedAt;
    private volatile long finishedAt;
    /** Written with release stores only ({@link #CURRENT}, {@link #CURRENT_STARTED_AT}); read as volatile. */
    private volatile int current = -1;
    private volatile long currentStartedAt;
    /** The worker thread's starts (a fresh worker JVM, an interpreter): no call's time, so no record's budget. */
    private volatile StartUpClock startUps;
    /** {@link #startUps} when the current record started; written after {@link #currentStartedAt}. */
    private volatile long startUpsAtRecord;
    /** The solver whose call runs now (-1 before the first), written with release stores only. */
    private volatile int currentSolver = -1;
    /** Per record and solver, an outcome decided before this task ran (a {@link #rerun}); null: call it. */
    private final Outcome[][] given;
    private static final VarHandle CURRENT;
    private static final VarHandle CURRENT_STARTED_AT;
    private static final VarHandle CURRENT_SOLVER;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            CURRENT = lookup.findVarHandle(BatchTask.class, "current", int.class);
            CURRENT_STARTED_AT = lookup.findVarHandle(BatchTask.class, "currentStartedAt", long.class);
            CURRENT_SOLVER = lookup.findVarHandle(BatchTask.class, "currentSolver", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }
    private final CpuClockSampling cpuSampling;

    /**
     * {@code reversed[i]}: record i runs the solvers last to first. {@code contention} says whether
     * an abandoned call is still running somewhere: records measured meanwhile are flagged.
     * {@code cpuSampling}: the run's choice of the calls whose CPU clock is read.
     */
    BatchTask(List<PuzzleRecord> records, boolean[] reversed, List<SudokuSolver> solvers, SolveRequest request,
            int repeat, BooleanSupplier contention, CpuClockSampling cpuSampling) {
        this(records, reversed, solvers, request, repeat, contention, cpuSampling, new Outcome[records.size()][],
                new boolean[records.size()]);
    }

    private BatchTask(List<PuzzleRecord> records, boolean[] reversed, List<SudokuSolver> solvers, SolveRequest request,
            int repeat, BooleanSupplier contention, CpuClockSampling cpuSampling, Outcome[][] given,
            boolean[] contendedBefore) {
        this.given = given;
        this.records = List.copyOf(records);
        this.reversed = reversed.clone();
        this.solvers = solvers;
        this.request = request;
        this.repeat = repeat;
        this.contention = contention;
        int calls = records.size() * solvers.size() * repeat;
        this.results = new AtomicReferenceArray<>(calls);
        this.times = new long[calls];
        this.cpus = new long[calls];
        this.cpuWalls = new long[calls];
        this.contended = contendedBefore.clone();
        this.finished = new boolean[records.size()];
        this.cpuSampling = cpuSampling;
        this.ahead = new JudgedAhead(records.size());
    }

    List<PuzzleRecord> records() {
        return records;
    }

    JudgedAhead ahead() {
        return ahead;
    }

    /** True once a stop or the coordinator ended it early: its records are not judged ahead. */
    boolean cutShort() {
        return stopped || abandoned;
    }

    @Override
    public void run() {
        startedAt = System.nanoTime();
        startUps = StartUpClock.install();
        try {
            for (int i = 0; i < records.size() && !stopped && !abandoned; i++) {
                if (!records.get(i).isMalformed()) {
                    contended[i] |= callsLeft(i) && contention.getAsBoolean();
                    solve(i);
                }
                // A record whose calls a stop may have cut short is not a measurement.
                finished[i] = !stopped;
            }
        } finally {
            StartUpClock.uninstall();
            finishedAt = System.nanoTime();
            done.countDown();
            onFinish.run();
        }
    }

    /** True when record i has a solver to call (a {@link #rerun} may have none left). */
    private boolean callsLeft(int i) {
        if (given[i] == null) {
            return true;
        }
        for (Outcome o : given[i]) {
            if (o == null) {
                return true;
            }
        }
        return false;
    }

    private void solve(int i) {
        PuzzleRecord record = records.get(i);
        // Read the puzzle once before any clock starts: it was parsed on another thread, and
        // moving it into this core's cache is the harness's cost, not the solver's.
        record.puzzle().hashCode();
        int k = solvers.size();
        for (int rep = 0; rep < repeat; rep++) {
            for (int j = 0; j < k; j++) {
                int s = reversed[i] ? k - 1 - j : j;
                if (given[i] != null && given[i][s] != null) {
                    continue;
                }
                Cancellation token = new Cancellation();
                SolveRequest call = request.withCancellation(token);
                currentCall = token;
                if (stopped) {
                    token.cancel();
                }
                // Only the call itself is timed: nothing of the harness between the two clock reads
                // (the thread's CPU clock is read outside them, and not around every fast call).
                // The CPU time gets a wall interval of its own, around both of its reads: the CPU
                // clock's reads cost about a microsecond, which a fast call's own wall time does
                // not hold, so CPU / wall compares two clocks over one interval.
                boolean readCpu = cpuSampling.readsNext(s);
                long cpuWall0 = readCpu ? System.nanoTime() : 0;
                long cpu0 = readCpu ? THREADS.getCurrentThreadCpuTime() : 0;
                long t0 = System.nanoTime();
                if (rep == 0 && j == 0) {
                    // The record starts with its first call, at that call's clock read (a clock
                    // read costs ~30 ns on the VMs here). Release stores: the watchdog only needs
                    // to see them soon, in this order, and a volatile store's fence costs ~10 ns.
                    CURRENT_STARTED_AT.setRelease(this, t0);
                    long starts = startUps.nanos();
                    if (starts != startUpsAtRecord) {
                        startUpsAtRecord = starts; // only once a call has started something: rare
                    }
                    CURRENT.setRelease(this, i);
                }
                CURRENT_SOLVER.setRelease(this, s);
                SolveResult result = call(solvers.get(s), record, call);
                long wall = System.nanoTime() - t0;
                long cpu1 = readCpu ? THREADS.getCurrentThreadCpuTime() : 0;
                long cpuWall1 = readCpu ? System.nanoTime() : 0;
                int at = slot(i, s, rep);
                times[at] = timeOf(solvers.get(s), result, wall);
                if (result.resources().cpuMeasured()) {
                    // An outside program's process tree, or a worker JVM's solving thread,
                    // measured by the solver over the call.
                    cpus[at] = result.resources().cpuNanos();
                    cpuWalls[at] = result.resources().wallMeasured() ? times[at] : wall;
                } else {
                    cpus[at] = readCpu ? cpu1 - cpu0 : -1;
                    cpuWalls[at] = readCpu ? cpuWall1 - cpuWall0 : -1;
                }
                cpuSampling.called(s, wall);
                results.setRelease(at, result);
            }
        }
    }

    /** Where call {@code rep} of solver s on record i is kept. */
    private int slot(int i, int s, int rep) {
        return (i * solvers.size() + s) * repeat + rep;
    }

    /**
     * The call's time: the wall time around it, except for a long-lived outside program, which is
     * timed by its own clock (puzzle written to answer read, plus its start-up when this call
     * started it): the tool's bookkeeping around it (its pool, reading its CPU and memory) is not
     * the program's time; and a Java solver in a worker JVM, timed there around its call as this
     * method times an in-process one (the pipe is not its time).
     */
    private static long timeOf(SudokuSolver solver, SolveResult result, long wall) {
        if (result.resources().wallMeasured()) {
            return Math.min(wall, result.resources().wallNanos());
        }
        SearchStats stats = result.stats();
        Capabilities c = solver.capabilities();
        if (c.persistent() && !c.inProcess() && stats.searchNanos() > 0) {
            return Math.min(wall, stats.buildNanos() + stats.searchNanos());
        }
        return wall;
    }

    private static SolveResult call(SudokuSolver solver, PuzzleRecord record, SolveRequest req) {
        try {
            return solver.solve(record.puzzle(), req);
        } catch (Throwable t) {
            // A solver must not throw, but one that does costs only this record.
            return SolveResult.error(t.getClass().getSimpleName() + ": " + t.getMessage(), SearchStats.NONE);
        }
    }

    private static String check(PuzzleRecord record, SolveResult r) {
        return Attempt.problem(record.puzzle(), r);
    }

    /** The index of the (lower) middle value. */
    static int medianIndex(long[] values) {
        if (values.length == 1) {
            return 0; // the usual case, one call per record: no sorting of boxed indices
        }
        Integer[] order = new Integer[values.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Long.compare(values[a], values[b]));
        return order[(values.length - 1) / 2];
    }

    /** True once every call of it has returned (or none will start). */
    boolean isDone() {
        return done.getCount() == 0;
    }

    boolean await(long millis) throws InterruptedException {
        return done.await(millis, TimeUnit.MILLISECONDS);
    }

    /** The record being solved now (-1 before the first); with {@link #currentNanos}, what a watchdog needs. */
    int current() {
        return current;
    }

    /**
     * Nanos the current record has been running, or -1 before the first; what its calls spent
     * starting a worker JVM or a program's interpreter is left out ({@link StartUpClock}).
     */
    long currentNanos() {
        if (current < 0) {
            return -1;
        }
        // The baseline before the start time: one read between a new record's two writes pairs an
        // older baseline with the newer start, which leaves out more, never less.
        long baseline = startUpsAtRecord;
        long started = currentStartedAt;
        StartUpClock clock = startUps;
        long starts = clock == null ? 0 : clock.nanos() - baseline;
        return System.nanoTime() - started - Math.max(0, starts);
    }

    /** Nanos the batch took per record, once it is done; -1 before. */
    double nanosPerRecord() {
        long f = finishedAt;
        return f == 0 ? -1 : (f - startedAt) / (double) records.size();
    }

    /** Cancels the call running now (only that one: the next call gets a fresh cancellation). */
    void cancelCurrent() {
        currentCall.cancel();
    }

    /** The run was interrupted: cancel the call running now and start nothing more. */
    void stop() {
        stopped = true;
        currentCall.cancel();
    }

    /**
     * The coordinator gave up on the current call: start nothing more, and run {@code whenFree}
     * once the stuck call returns (if it ever does), so the worker it occupied can be given back.
     */
    void abandon(Runnable whenFree) {
        AtomicBoolean ran = new AtomicBoolean();
        Runnable once = () -> {
            if (ran.compareAndSet(false, true)) {
                whenFree.run();
            }
        };
        onFinish = once;
        abandoned = true;
        if (done.getCount() == 0) {
            once.run();
        }
    }

    /** The record whose call was last cancelled by the coordinator (-1: none); the coordinator's alone. */
    int cancelledAt() {
        return cancelledAt;
    }

    void cancelledAt(int record) {
        cancelledAt = record;
    }

    /** The record whose call was left behind, stuck (-1: none); the coordinator's alone. */
    int leftAt() {
        return leftAt;
    }

    /** The solver of the call left behind. */
    int leftSolver() {
        return leftSolver;
    }

    /**
     * The coordinator gave up on the call of record {@code record} (it ignored its cancellation):
     * start nothing more, and run {@code whenFree} once the stuck call returns, if ever.
     */
    void leave(int record, Runnable whenFree) {
        leftAt = record;
        leftSolver = currentSolver;
        abandon(whenFree);
    }

    /** The solver whose call holds the worker now (-1 before the first call). */
    int currentSolver() {
        return currentSolver;
    }

    /**
     * Record i again, in a task of its own, after its call of solver {@code stuck} was given up on:
     * that solver's outcome is an ERROR saying {@code why}, a solver whose every call returned
     * keeps its outcome, and the others are called anew. Records measured meanwhile are contended.
     */
    BatchTask rerun(int i, int stuck, String why) {
        int k = solvers.size();
        Outcome[] kept = new Outcome[k];
        for (int s = 0; s < k; s++) {
            if (s == stuck) {
                kept[s] = new Outcome(solvers.get(s).name(), SolveResult.error(why, SearchStats.NONE),
                        Math.max(0, currentNanos()), null);
            } else if (given[i] != null && given[i][s] != null) {
                kept[s] = given[i][s];
            } else if (results.getAcquire(slot(i, s, repeat - 1)) != null) {
                kept[s] = snapshot(i, "").get(s);
            }
        }
        return new BatchTask(List.of(records.get(i)), new boolean[] {reversed[i]}, solvers, request, repeat, contention,
                cpuSampling, new Outcome[][] {kept}, new boolean[] {contended[i]});
    }

    /** True when record i's calls all ran to their end, with no stop cutting them short. */
    boolean finished(int i) {
        return finished[i];
    }

    /** True when record i was measured while an abandoned call still ran somewhere. */
    boolean contended(int i) {
        return contended[i];
    }

    /**
     * Record i's outcomes so far, every solution checked (here, on the thread that judges); a solver
     * whose calls did not all return is an ERROR saying so. Every repetition is kept for the judge;
     * the median-time call speaks for them (the lower middle one for an even count), with its own
     * time, status and effort.
     */
    List<Outcome> snapshot(int i, String whyMissing) {
        PuzzleRecord record = records.get(i);
        int k = solvers.size();
        Outcome[] copy = new Outcome[k];
        for (int s = 0; s < k; s++) {
            if (given[i] != null && given[i][s] != null) {
                copy[s] = given[i][s];
                continue;
            }
            // Repetitions run in order, so the last one's result means all of them returned.
            if (results.getAcquire(slot(i, s, repeat - 1)) == null) {
                copy[s] = new Outcome(solvers.get(s).name(), SolveResult.error(whyMissing, SearchStats.NONE),
                        Math.max(0, currentNanos()), null);
                continue;
            }
            Attempt[] attempts = new Attempt[repeat];
            long[] repTimes = new long[repeat];
            for (int rep = 0; rep < repeat; rep++) {
                int at = slot(i, s, rep);
                SolveResult result = results.getAcquire(at);
                repTimes[rep] = times[at];
                attempts[rep] = new Attempt(result, times[at], cpus[at], check(record, result), cpuWalls[at]);
            }
            copy[s] = new Outcome(solvers.get(s).name(), List.of(attempts), medianIndex(repTimes), null, "");
        }
        return List.of(copy);
    }
}
