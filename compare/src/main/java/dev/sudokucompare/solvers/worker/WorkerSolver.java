package dev.sudokucompare.solvers.worker;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.Capabilities;
import dev.sudokucompare.core.solve.Forked;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.process.StartUpClock;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * A Java solver in worker JVMs of its own. With {@code forks} above one, each puzzle belongs to
 * one fork (by its content, so a record's repetitions and every run of the same puzzle go to the
 * same JVM) and the forks run side by side, interleaved call by call: the machine's drift is
 * shared by every fork, and what tells them apart is each JVM's own compilation. A worker that
 * dies or is killed costs the call it was on; a fresh JVM takes the fork's next call (counted,
 * and said in the run's notes). Calls from several threads get a JVM each.
 */
public final class WorkerSolver implements Forked {

    /**
     * Workers lost in a row before the solver is retired for the rest of the run: a plug-in that
     * ends its JVM on every call would otherwise cost a JVM's start per record (as {@code stream:}
     * programs are retired after 3 protocol errors in a row).
     */
    public static final int RETIRE_AFTER = 3;

    private final Workers workers;
    private final List<String> command;
    private final Kind kind;
    private final List<Path> files;
    private final String name;
    private final Capabilities capabilities;
    private final String build;
    private final List<ConcurrentLinkedDeque<WorkerProcess>> idle = new ArrayList<>();
    private final List<WorkerProcess> all = new ArrayList<>();
    private final AtomicLong starts = new AtomicLong();
    private final AtomicLong losses = new AtomicLong();
    /** Workers lost in a row while answering (an exit, a crash, a broken line; not a limit). */
    private final AtomicLong lostInARow = new AtomicLong();
    /** Why the solver was retired, once it lost {@link #RETIRE_AFTER} in a row; null while it serves. */
    private volatile String retired;
    /** The first call's wall time in each fork (a cold JVM), -1 until it ran. */
    private final AtomicLongArray cold;

    /** Whose code a worker runs: the tool's own solver, a plug-in's, or a solver of another build of the tool. */
    public enum Kind { BUILT_IN, PLUG_IN, OTHER_BUILD }

    WorkerSolver(Workers workers, List<String> command, String label, int forks, Kind kind, List<Path> files) {
        this.workers = workers;
        this.command = command;
        this.kind = kind;
        this.files = List.copyOf(files);
        this.cold = new AtomicLongArray(forks);
        for (int k = 0; k < forks; k++) {
            idle.add(new ConcurrentLinkedDeque<>());
            cold.set(k, -1);
        }
        WorkerProcess first = started(new Cancellation());
        WorkerProtocol.Hello hello = first.hello();
        this.name = hello.name() + label;
        this.capabilities = hello.capabilities();
        this.build = hello.build();
        idle.get(0).add(first);
        // Every fork is started now, one after another: a JVM's start inside a measured call would
        // hold the call, and N starting at once would compete for the cores.
        try {
            for (int k = 1; k < forks; k++) {
                idle.get(k).add(started(new Cancellation()));
            }
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    private WorkerProcess started(Cancellation cancellation) {
        WorkerProcess p = WorkerProcess.start(command, workers.limits(), workers.helloNanos(), cancellation);
        starts.incrementAndGet();
        synchronized (all) {
            all.add(p);
        }
        return p;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Capabilities capabilities() {
        return capabilities;
    }

    @Override
    public int forks() {
        return idle.size();
    }

    /** The fork that answers {@code puzzle}: always the same for the same puzzle. */
    public int forkOf(Grid puzzle) {
        int h = puzzle.hashCode() * 0x9E3779B1;
        return Math.floorMod(h ^ (h >>> 16), idle.size());
    }

    /** Each fork's first call (cold: a JVM that had compiled nothing of it), in ns; -1 for a fork never called. */
    public long[] coldNanos() {
        long[] c = new long[cold.length()];
        Arrays.setAll(c, cold::get);
        return c;
    }

    public Kind kind() {
        return kind;
    }

    /** The jars its code comes from, as given: a plug-in's paths, or the other build's jar; none for the tool's own. */
    public List<Path> files() {
        return files;
    }

    /** The build its workers were started from, as they said ("0.1.0-SNAPSHOT (abc1234)"). */
    public String build() {
        return build;
    }

    @Override
    public SolveResult solve(Grid puzzle, SolveRequest request) {
        return solveInFork(forkOf(puzzle), puzzle, request);
    }

    @Override
    public SolveResult solveInFork(int fork, Grid puzzle, SolveRequest request) {
        String why = retired;
        if (why != null) {
            return SolveResult.error(why, SearchStats.NONE);
        }
        WorkerProcess p;
        // Replacing a lost worker is no part of the call: the run's watchdog leaves it out (a JVM's
        // start has its own hang guard, and a stop still cancels it).
        try (StartUpClock.Span starting = StartUpClock.starting()) {
            p = idle.get(fork).pollFirst();
            while (p != null && p.dead()) {
                losses.incrementAndGet();
                p.close();
                p = idle.get(fork).pollFirst();
            }
            if (p == null) {
                p = started(request.cancellation());
            }
        } catch (WorkerException e) {
            // Cancelled by a stop while a JVM started: the call's limit, not a failure.
            return request.cancellation().isCancelled() ? SolveResult.limit(e.getMessage(), SearchStats.NONE)
                    : SolveResult.error("a worker JVM could not be started: " + e.getMessage(), SearchStats.NONE);
        }
        SolveResult result = p.solve(puzzle, request);
        if (result.resources().wallMeasured()) {
            cold.compareAndSet(fork, -1, result.resources().wallNanos());
        }
        if (p.dead()) {
            losses.incrementAndGet();
            p.close();
            // A limit is the call's verdict, not the worker's fault: only an end it chose counts.
            if (result.status() != Status.LIMIT && lostInARow.incrementAndGet() >= RETIRE_AFTER) {
                retired = "not run: retired after " + RETIRE_AFTER + " worker JVMs in a row ended while answering (the "
                        + "last: " + result.message() + ")";
            }
        } else {
            lostInARow.set(0);
            idle.get(fork).addFirst(p);
        }
        return result;
    }

    /** The workers' account (how many JVMs, how many lost) and the solver's own notes, asked of a live worker. */
    @Override
    public String runNotes() {
        String own = "";
        for (ConcurrentLinkedDeque<WorkerProcess> fork : idle) {
            WorkerProcess p = fork.peekFirst();
            if (p != null && !p.dead()) {
                own = p.notes();
                break;
            }
        }
        if (losses.get() == 0) {
            return own; // the report names where each solver ran; a note is for what went wrong
        }
        String account = String.format(Locale.ROOT, "%s: %d of its worker JVMs %s lost to a crash, an exit or a limit "
                + "and replaced (%d started in all)", name, losses.get(), losses.get() == 1 ? "was" : "were", starts.get());
        return own.isEmpty() ? account : account + "; " + own;
    }

    @Override
    public void close() {
        synchronized (all) {
            all.forEach(WorkerProcess::close);
            all.clear();
        }
        idle.forEach(ConcurrentLinkedDeque::clear);
    }

    @Override
    public String toString() {
        return name;
    }
}
