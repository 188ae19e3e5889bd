package dev.sudokucompare.engine;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.Forked;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.process.StartUpClock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

/**
 * Exercises every in-process solver on the first records (cycling over them: N puzzles each, or
 * an equal share of the duration each; each fork of a {@link Forked} solver gets the whole share)
 * so the JIT has compiled the hot paths before the first measurement. Equal shares matter: a slow
 * solver would otherwise eat the warm-up of a fast one.
 * Each solver warms up on a thread of its own with the workers' deep stack; every call has a
 * time limit (at most {@link #CALL_CAP}) and the same watchdog as measured calls: a call that
 * overruns is cancelled, then left behind and reported, never waited for.
 */
final class WarmupRunner {

    static final int RECORDS = 32;
    static final Duration CALL_CAP = Duration.ofSeconds(1);

    private final List<SudokuSolver> solvers;
    private final Settings settings;
    private final BooleanSupplier stop;
    private final ComparisonListener listener;
    private final AtomicInteger stuckCalls;
    /** Warm-up calls run so far, per solver in the run's order (started calls, finished or not). */
    private final long[] callsRun;

    WarmupRunner(List<SudokuSolver> solvers, Settings settings, BooleanSupplier stop, ComparisonListener listener,
            AtomicInteger stuckCalls) {
        this.solvers = solvers;
        this.settings = settings;
        this.stop = stop;
        this.listener = listener;
        this.stuckCalls = stuckCalls;
        this.callsRun = new long[solvers.size()];
    }

    /** How many warm-up calls each solver got (in the run's order of solvers), once {@link #run} returned. */
    long[] callsRun() {
        return callsRun.clone();
    }

    void run(List<PuzzleRecord> records) throws InterruptedException {
        List<PuzzleRecord> puzzles = records.stream().filter(r -> !r.isMalformed()).toList();
        if (puzzles.isEmpty() || settings.warmup().isNone()) {
            return;
        }
        Duration cap = settings.timeout().compareTo(CALL_CAP) < 0 ? settings.timeout() : CALL_CAP;
        SolveRequest request = SolveRequest.of(settings.mode()).withCountLimit(settings.countLimit()).withTimeLimit(cap);
        // A program started afresh per puzzle keeps nothing warm: only persistent solvers are warmed up.
        List<SudokuSolver> inProcess = solvers.stream().filter(s -> s.capabilities().persistent()).toList();
        if (inProcess.isEmpty()) {
            return;
        }
        long share = settings.warmup().duration().toNanos() / inProcess.size();
        long overrun = cap.toNanos() + Comparison.GRACE_NANOS;
        for (SudokuSolver s : inProcess) {
            // JMH's forks: each JVM of a forked solver warms up on its own, with the solver's whole share.
            int forks = s instanceof Forked f ? f.forks() : 1;
            for (int k = 0; k < forks; k++) {
                if (stop.getAsBoolean()) {
                    return;
                }
                int fork = k;
                Call call = s instanceof Forked f ? (g, r) -> f.solveInFork(fork, g, r) : s::solve;
                if (!warm(s, call, puzzles, request, share, overrun)) {
                    break;
                }
            }
        }
    }

    /** One solver's (or fork's) share on a thread of its own; false when it was left behind. */
    private boolean warm(SudokuSolver s, Call call, List<PuzzleRecord> puzzles, SolveRequest request, long share,
            long overrun) throws InterruptedException {
        Share task = new Share(call, puzzles, request, share, settings.warmup().rounds());
        int index = solvers.indexOf(s);
        Thread t = new Thread(null, task, "warmup", 64L << 20);
        t.setDaemon(true);
        t.start();
        boolean cancelled = false;
        while (!task.done.await(50, TimeUnit.MILLISECONDS)) {
            long running = task.currentNanos();
            if (stop.getAsBoolean() || running > overrun) {
                task.cancelled.cancel();
                if (cancelled && (stop.getAsBoolean() || running > overrun + Comparison.GRACE_NANOS)) {
                    leaveBehind(s, task);
                    callsRun[index] += task.calls;
                    return false;
                }
                cancelled = true;
            }
        }
        callsRun[index] += task.calls;
        return true;
    }

    /** A solver's call, or one fork's. */
    private interface Call {
        SolveResult solve(Grid puzzle, SolveRequest request);
    }

    /** A warm-up call that ignores its limits: reported, and counted as running until it returns. */
    private void leaveBehind(SudokuSolver s, Share task) {
        if (stop.getAsBoolean()) {
            return;
        }
        stuckCalls.incrementAndGet();
        AtomicBoolean released = new AtomicBoolean();
        task.whenDone = () -> {
            if (released.compareAndSet(false, true)) {
                stuckCalls.decrementAndGet();
            }
        };
        if (task.done.getCount() == 0) {
            task.whenDone.run();
        }
        listener.notice("warm-up: " + s.name() + " did not return within its time limit plus grace on "
                + task.puzzle.location() + "; left running (records measured meanwhile are flagged contended), "
                + "not warmed up");
    }

    /** One solver's share of the warm-up, on its own thread. */
    private static final class Share implements Runnable {
        private final Call solver;
        private final List<PuzzleRecord> puzzles;
        private final SolveRequest request;
        private final long nanos;
        private final int rounds;
        final CountDownLatch done = new CountDownLatch(1);
        final Cancellation cancelled = new Cancellation();
        volatile Runnable whenDone = () -> { };
        volatile PuzzleRecord puzzle;
        private volatile long callStarted;
        /** The share's starts (a fresh worker JVM, an interpreter): not the call's, so not its overrun. */
        private volatile StartUpClock startUps;
        /** {@link #startUps} when the current call started; written after {@link #callStarted}. */
        private volatile long startUpsAtCall;
        /** Calls started, read once the share is done (or left behind: those started so far). */
        volatile long calls;

        Share(Call solver, List<PuzzleRecord> puzzles, SolveRequest request, long nanos, int rounds) {
            this.solver = solver;
            this.puzzles = puzzles;
            this.request = request.withCancellation(cancelled);
            this.nanos = nanos;
            this.rounds = rounds;
        }

        @Override
        public void run() {
            try {
                startUps = StartUpClock.install();
                long end = System.nanoTime() + nanos;
                for (int i = 0; (rounds > 0 ? i < rounds : System.nanoTime() < end) && !cancelled.isCancelled(); i++) {
                    puzzle = puzzles.get(i % puzzles.size());
                    callStarted = System.nanoTime();
                    startUpsAtCall = startUps.nanos();
                    calls++;
                    solver.solve(puzzle.puzzle(), request);
                }
            } catch (RuntimeException | Error e) {
                // A solver failing during warm-up fails again, measured, in the run proper.
            } finally {
                StartUpClock.uninstall();
                callStarted = 0;
                done.countDown();
                whenDone.run();
            }
        }

        long currentNanos() {
            long baseline = startUpsAtCall; // before the start time, as BatchTask reads them: never less left out
            long started = callStarted;
            StartUpClock clock = startUps;
            long starts = clock == null ? 0 : Math.max(0, clock.nanos() - baseline);
            return started == 0 ? 0 : System.nanoTime() - started - starts;
        }
    }
}
