package dev.sudokucompare.solvers.worker;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.core.plugin.Library;
import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.process.Container;
import dev.sudokucompare.process.ExitStatus;
import dev.sudokucompare.process.PolledLines;
import dev.sudokucompare.process.ProgramLimits;
import dev.sudokucompare.process.StderrTail;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;

/**
 * One worker JVM, contained as an outside program is (process group, control group where there
 * is one, the reaper, its stderr kept as a bounded printable tail), spoken to in
 * {@link WorkerProtocol}'s lines. The answer is awaited on the calling thread, spinning briefly
 * and then sleeping in short steps, so that a fast answer costs microseconds, not a thread
 * hand-off. A call past its time limit and a grace is killed, not waited for; a worker that died,
 * or was killed, is {@link #dead()} and its owner starts another.
 */
final class WorkerProcess implements AutoCloseable {

    /** What a call gets beyond its time limit before the worker is killed (it stops itself at the limit). */
    static final long GRACE_NANOS = TimeUnit.SECONDS.toNanos(1);
    /** Why a worker started inside a call did not serve it: the call was cancelled while the JVM started. */
    static final String CANCELLED_STARTING = "cancelled while a fresh worker JVM started";
    /** How long a worker asked to quit may take to close its solver before it is killed. */
    static final long QUIT_NANOS = TimeUnit.SECONDS.toNanos(30);
    /** Past the hello wait, how long a silent worker may go without using CPU time before it counts as stuck. */
    private static final long PROGRESS_NANOS = TimeUnit.SECONDS.toNanos(30);
    /**
     * The most CPU time a worker may use without saying hello: one that spins instead of starting
     * (a start needs under a second of CPU here). CPU time, not wall time: a busy machine slows a
     * start down but does not make it use more.
     */
    private static final long STARTING_CPU_CAP_NANOS = TimeUnit.MINUTES.toNanos(2);
    /**
     * The longest a worker that keeps waiting for a CPU or the disk may take to say hello: the last
     * guard, against a machine that never lets it run. At load 70 on 2 cores starting worker JVMs
     * got 130–260 ms of CPU in 10 minutes (which was this cap then) and were killed while starting.
     */
    private static final long STARTING_CAP_NANOS = TimeUnit.MINUTES.toNanos(60);
    private static final int MAX_LINE = 1 << 16;
    private static final long SPIN_NANOS = 500_000;
    private static final long SLEEP_NANOS = 50_000;

    private final Container container;
    private final OutputStream stdin;
    private final PolledLines stdout;
    private final StderrTail stderr;
    private boolean dead;
    private WorkerProtocol.Hello hello;

    private WorkerProcess(Container container) {
        this.container = container;
        this.stdin = container.process().getOutputStream();
        this.stdout = new PolledLines(container.process(), container.process().getInputStream(), MAX_LINE, SPIN_NANOS,
                SLEEP_NANOS);
        this.stderr = StderrTail.reading(container.process().getErrorStream(), "worker-stderr");
    }

    /**
     * A worker started with {@code command} that has said hello.
     *
     * @throws WorkerException when it could not start, refused, or said something else
     */
    static WorkerProcess start(List<String> command, ProgramLimits limits, long helloNanos, Cancellation cancellation) {
        WorkerProcess w = launch(command, limits);
        long begin = System.nanoTime();
        try {
            Reading r = w.firstLine(begin, helloNanos, cancellation);
            if (r.why == Stop.CANCELLED) {
                throw new WorkerException(CANCELLED_STARTING);
            }
            if (r.line == null) {
                throw new WorkerException(w.silence(r.why, System.nanoTime() - begin));
            }
            if (r.line.startsWith("refused\t")) {
                throw WorkerProtocol.refusal(r.line);
            }
            try {
                w.hello = WorkerProtocol.readHello(r.line);
            } catch (IllegalArgumentException e) {
                throw new WorkerException("the worker's first line is not a hello of this tool's: " + e.getMessage());
            }
            return w;
        } catch (RuntimeException e) {
            w.abandon(); // not a worker of this tool's, or not one that answers: asking it to quit would wait for nothing
            throw e;
        }
    }

    /**
     * The plug-in specs a describing worker lists: each {@code spec} line, then a {@code library}
     * line per library its family declares.
     *
     * @throws WorkerException when it could not start, refused, or said something else
     */
    static List<WorkerProtocol.DescribedSpec> describe(List<String> command, long helloNanos) {
        WorkerProcess w = launch(command, ProgramLimits.NONE);
        try {
            Map<String, String[]> specs = new LinkedHashMap<>();
            Map<String, List<Library>> libraries = new HashMap<>();
            long begin = System.nanoTime();
            while (true) {
                Reading r = w.firstLine(begin, helloNanos, new Cancellation());
                if (r.line == null) {
                    throw new WorkerException(w.silence(r.why, System.nanoTime() - begin));
                }
                if (r.line.equals("end")) {
                    w.close();
                    return specs.values().stream().map(f -> new WorkerProtocol.DescribedSpec(f[0], f[1], f[2],
                            libraries.getOrDefault(f[0], List.of()))).toList();
                }
                if (r.line.startsWith("refused\t")) {
                    throw WorkerProtocol.refusal(r.line);
                }
                String[] f = r.line.split("\t", -1);
                if (f[0].equals("spec") && f.length == 4) {
                    specs.put(f[1], new String[] {f[1], f[2], f[3]});
                } else if (f[0].equals("library") && f.length == 5 && specs.containsKey(f[1]) && !f[2].isEmpty()) {
                    libraries.computeIfAbsent(f[1], s -> new ArrayList<>()).add(new Library(f[2], f[3], f[4]));
                } else {
                    throw new WorkerException("the describing worker printed "
                            + OneLine.quoted(OneLine.of(r.line, 60)) + ", not a spec or a library of one");
                }
            }
        } catch (RuntimeException e) {
            w.abandon();
            throw e;
        }
    }

    private static WorkerProcess launch(List<String> command, ProgramLimits limits) {
        try {
            return new WorkerProcess(Container.start(command, limits));
        } catch (IOException e) {
            throw new WorkerException("the worker JVM could not be started (" + command.get(0) + "): " + e.getMessage());
        }
    }

    /**
     * The worker's first line, waited for {@code helloNanos} and then as long as the JVM keeps using
     * CPU time or waits for a CPU or the disk (a start slowed down by a busy machine: at load 40–60
     * on 2 cores some took over two minutes, at 70 over ten). A worker that is silent, used less
     * than 0.5% of a core in the last {@link #PROGRESS_NANOS} past the wait and is not waiting for
     * a CPU is stuck; one that used {@link #STARTING_CPU_CAP_NANOS} of CPU spins; past
     * {@link #STARTING_CAP_NANOS} the last guard ends the wait.
     */
    private Reading firstLine(long begin, long helloNanos, Cancellation cancellation) {
        long cpuCap = startingCpuCap();
        long deadline = begin + helloNanos;
        long cpu = container.used().cpuNanos();
        long checked = begin;
        while (true) {
            Reading r = readLine(deadline, cancellation);
            long now = System.nanoTime();
            if (r.why != Stop.TIME || now - begin >= STARTING_CAP_NANOS) {
                return r;
            }
            container.sample();
            long cpuNow = container.used().cpuNanos();
            if (cpuNow >= cpuCap) {
                return r;
            }
            if (cpuNow - cpu < (now - checked) / 200 && !container.runnable()) {
                return r; // an idle JVM's own threads use about 0.2% of a core; a starting one far more, or waits for one
            }
            cpu = cpuNow;
            checked = now;
            // Looked at again within the CPU it has left: a wall second gives it at most a core's second.
            long window = cpuNow < 0 ? PROGRESS_NANOS : Math.max(TimeUnit.SECONDS.toNanos(1),
                    Math.min(PROGRESS_NANOS, cpuCap - cpuNow));
            deadline = Math.min(now + window, begin + STARTING_CAP_NANOS);
        }
    }

    /** {@link #STARTING_CPU_CAP_NANOS}, or {@code sudoku.worker.helloCpuSeconds} to see the cap act sooner. */
    private static long startingCpuCap() {
        Long seconds = Long.getLong("sudoku.worker.helloCpuSeconds");
        return seconds == null ? STARTING_CPU_CAP_NANOS : TimeUnit.SECONDS.toNanos(seconds);
    }

    /** Why no first line came: it ended (with its exit and stderr), or said nothing in time. */
    private String silence(Stop why, long waitedNanos) {
        if (why == Stop.ENDED) {
            OptionalInt exit = container.exitAfterPipeClosed();
            return "the worker JVM " + (exit.isPresent() ? ExitStatus.describe(exit.getAsInt()) : "closed its output")
                    + " before it said hello" + (exit.isPresent() ? stderr.shownAtEnd() : stderr.shown());
        }
        if (why == Stop.LONG_LINE) {
            return "the worker printed a line longer than " + MAX_LINE + " characters instead of a hello";
        }
        container.sample();
        long cpu = container.used().cpuNanos();
        String how = cpu >= startingCpuCap() ? "; busy all along" : waitedNanos >= STARTING_CAP_NANOS
                ? "; never idle, but never given the CPU it needed" : "; idle at the end";
        return "the worker JVM said nothing within " + TimeUnit.NANOSECONDS.toSeconds(waitedNanos)
                + " s of its start (no hello" + how
                + (cpu < 0 ? "" : "; it used " + TimeUnit.NANOSECONDS.toMillis(cpu) + " ms of CPU time")
                + "): killed" + stderr.shown();
    }

    WorkerProtocol.Hello hello() {
        return hello;
    }

    boolean dead() {
        return dead || !container.process().isAlive();
    }

    /** Its answer to {@code puzzle}; a time limit plus grace, a cancellation or a death ends the wait. */
    SolveResult solve(Grid puzzle, SolveRequest request) {
        long start = System.nanoTime();
        long deadline = start + request.timeLimit().toNanos() + GRACE_NANOS;
        container.resetPeak();
        if (!send(WorkerProtocol.request(puzzle, request))) {
            return died(start);
        }
        Reading r = readLine(deadline, request.cancellation());
        if (r.line == null) {
            return unanswered(r.why, start);
        }
        container.sample();
        long peak = container.used().peakRssKib();
        try {
            SolveResult answer = WorkerProtocol.readAnswer(r.line, puzzle.shape(), peak);
            if (WorkerProtocol.ends(r.line)) {
                kill();
            }
            return answer;
        } catch (IllegalArgumentException e) {
            return protocolError(e.getMessage(), start);
        }
    }

    /** What its solver says once the run is over; "" when it cannot be asked. */
    String notes() {
        if (dead() || !send("notes")) {
            return "";
        }
        Reading r = readLine(System.nanoTime() + QUIT_NANOS, new Cancellation());
        return r.line != null && r.line.startsWith("notes\t") ? r.line.substring("notes\t".length()) : "";
    }

    private boolean send(String line) {
        try {
            stdin.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            stdin.flush();
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private SolveResult protocolError(String what, long start) {
        kill();
        return SolveResult.error("worker protocol error: " + what + "; the worker was killed and a fresh one takes "
                + "the next call" + stderr.shown(), stats(start));
    }

    private SolveResult unanswered(Stop why, long start) {
        if (why == Stop.ENDED) {
            return died(start);
        }
        kill();
        return switch (why) {
            case CANCELLED -> SolveResult.limit("cancelled; the worker was killed", stats(start));
            case MEMORY -> memoryLimit(start);
            case LONG_LINE -> SolveResult.outputLimit(": an answer line longer than "
                    + MAX_LINE + " characters; the worker was killed", stats(start));
            default -> container.memoryExceeded() ? memoryLimit(start)
                    : SolveResult.limit("no answer within the time limit and a grace of "
                            + TimeUnit.NANOSECONDS.toMillis(GRACE_NANOS) + " ms: the worker was killed (its solver did not "
                            + "stop at the limit)", stats(start));
        };
    }

    private SolveResult memoryLimit(long start) {
        return SolveResult.memoryLimit(": the worker was killed", stats(start));
    }

    /** It ended, or its output closed, while answering: how, with the end of its stderr. */
    private SolveResult died(long start) {
        dead = true;
        OptionalInt exit = container.exitAfterPipeClosed();
        if (container.memoryExceeded()) {
            return memoryLimit(start);
        }
        String how = exit.isPresent() ? ExitStatus.describe(exit.getAsInt()) : "closed its output";
        kill();
        return SolveResult.error("the worker JVM " + how + " while answering; a fresh one takes the next call"
                + stderr.shownAtEnd(), stats(start));
    }

    private static SearchStats stats(long start) {
        return new SearchStats(0, 0, 0, 0, System.nanoTime() - start);
    }

    private void kill() {
        dead = true;
        container.killAll();
    }

    /** Why no line came. */
    private enum Stop { ENDED, CANCELLED, TIME, MEMORY, LONG_LINE }

    /** One line read (without its ending), or why none came. */
    private record Reading(String line, Stop why) {
    }

    private Reading readLine(long deadline, Cancellation cancellation) {
        PolledLines.Reading<Stop> r = stdout.next(deadline, cancellation, now -> {
            container.sample();
            return container.memoryExceeded() ? Stop.MEMORY : null;
        });
        if (r.line() != null) {
            return new Reading(r.line(), null);
        }
        return new Reading(null, switch (r.end()) {
            case ENDED -> Stop.ENDED;
            case CANCELLED -> Stop.CANCELLED;
            case TIME -> Stop.TIME;
            case LONG_LINE -> Stop.LONG_LINE;
            case WATCHED -> r.watched();
        });
    }

    /**
     * Asks the worker to close its solver and end, gives it {@link #QUIT_NANOS} to do so (a guard
     * against a solver whose close hangs, not a measure), then kills it and all it started; closing
     * its input is left to a daemon thread.
     */
    @Override
    public void close() {
        if (!dead() && send("quit")) {
            try {
                container.process().waitFor(QUIT_NANOS, TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        abandon();
    }

    /** Kills the worker and all it started at once, without asking it to quit, and frees its container. */
    private void abandon() {
        dead = true;
        container.close();
        Thread closing = new Thread(() -> {
            try {
                stdin.close();
            } catch (IOException e) {
                // Already gone.
            }
        }, "worker-stdin-close");
        closing.setDaemon(true);
        closing.start();
    }
}
