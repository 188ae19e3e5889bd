package dev.sudokucompare.solvers.external;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.Resources;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.process.Container;
import dev.sudokucompare.process.ExitStatus;
import dev.sudokucompare.process.PolledLines;
import dev.sudokucompare.process.ProgramLimits;
import dev.sudokucompare.process.StderrTail;
import dev.sudokucompare.process.WriteWatchdog;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.concurrent.locks.LockSupport;

/**
 * One long-lived outside program answering puzzle after puzzle: a puzzle written on its stdin,
 * its answer read from its stdout (one line in the line format, a grid's lines in a BOJ format, an
 * empty line for "no solution"). The answer is awaited on the calling thread, polling the pipe
 * (spinning briefly, then sleeping in short steps) so that a fast program's answer costs
 * microseconds, not a thread hand-off; a deadline or a cancellation ends the wait, and the same
 * deadline holds for the write ({@link WriteWatchdog}: a program that stops reading its input is
 * killed, not waited for). One answer per puzzle, matched to it: output waiting before a puzzle is
 * written, more after an answer, or an answer that fits the previous puzzle and not this one is a
 * protocol error; a program that closes its output while it keeps running is an error at once. A
 * program that dies, or that had to be killed, is {@link #dead()} and is replaced by its owner.
 */
final class StreamProcess implements AutoCloseable, WriteWatchdog.Watched {

    /** Longer than any answer line (a 64x64 grid is 4096 symbols, numbers a few times that). */
    private static final int MAX_LINE = 1 << 16;
    /** Spin this long after the last byte before sleeping between polls. */
    private static final long SPIN_NANOS = 2_000_000;
    private static final long SLEEP_NANOS = 100_000;
    /** How often a waiting answer looks whether the program still holds its output (a /proc read per process). */
    private static final long OUTPUT_CHECK_NANOS = 25_000_000;
    /** How long closing waits for the input pipe to close once the program is killed. */
    private static final long CLOSE_WAIT_MILLIS = 500;

    private final Container container;
    private final OutputStream stdin;
    private final PolledLines stdout;
    private final StderrTail stderr;
    private final PuzzleFormat format;
    private boolean dead;
    /** The last answer broke the protocol: a reply that does not fit, a closed output, an end before its puzzle. */
    private boolean brokeProtocol;
    private long cpuSoFar;
    /** The limit of the answer being waited for: a time-limit kill names it. */
    private java.time.Duration limit = java.time.Duration.ofSeconds(10);
    /** The puzzle of the last answer read: a stale line would fit it, not the next one. */
    private Grid previous;
    /** While a puzzle is written: its deadline (0 when no write is in progress) and its cancellation. */
    private volatile long writeDeadline;
    private volatile Cancellation writeCancellation;
    /** Why the watchdog killed the program during a write, if it did. */
    private volatile Stop killedWhileWriting;

    private StreamProcess(Container container, PuzzleFormat format) {
        this.container = container;
        this.format = format;
        this.stdin = container.process().getOutputStream();
        this.stdout = new PolledLines(container.process(), container.process().getInputStream(), MAX_LINE, SPIN_NANOS,
                SLEEP_NANOS);
        this.stderr = StderrTail.reading(container.process().getErrorStream(), "stream-stderr");
        WriteWatchdog.watch(this);
        container.learnOutput(); // at once: it may close its output before it has started up
    }

    static StreamProcess start(List<String> command, PuzzleFormat format, ProgramLimits limits) throws IOException {
        return new StreamProcess(Container.start(command, limits), format);
    }

    /** How long a program must use no CPU to count as idle, awaiting input. */
    private static final long IDLE_NANOS = 30_000_000;
    private static final long READY_WAIT_NANOS = 10_000_000_000L;

    /**
     * Waits until the program has started up (an interpreter loaded, tables built): until its
     * process tree has used no CPU for {@value #IDLE_NANOS} ns with none of its processes running
     * or waiting for a CPU, at most 10 s. So a program's
     * start-up is measured apart and no answer pays for it. Returns the time since it was spawned.
     */
    long awaitStartUp(long spawned, Cancellation cancellation) {
        long lastCpu = -1;
        long stableSince = System.nanoTime();
        // A cancellation (the run's watchdog, a stop) ends the wait: the answer then sees it at once.
        while (System.nanoTime() - spawned < READY_WAIT_NANOS && container.process().isAlive()
                && !cancellation.isCancelled()) {
            container.learnOutput();
            container.sample();
            long cpu = container.used().cpuNanos();
            long now = System.nanoTime();
            if (cpu != lastCpu || container.runnable()) {
                lastCpu = cpu;
                stableSince = now;
            } else if (now - stableSince >= IDLE_NANOS) {
                cpuSoFar = Math.max(0, cpu); // start-up's CPU is no answer's
                container.learnOutput();
                return stableSince - spawned;
            }
            LockSupport.parkNanos(1_000_000);
        }
        container.learnOutput();
        return System.nanoTime() - spawned;
    }

    boolean dead() {
        return dead;
    }

    /**
     * True when the last answer broke the protocol in a way that says the program cannot take part
     * (and that will not pass by itself): a reply that does not fit, its output closed while it
     * runs, its end (or its input closed) before it was given its puzzle. Not a limit and not a crash
     * on a puzzle it was given: those are that puzzle's, as an online judge takes them.
     */
    boolean brokeProtocol() {
        return brokeProtocol;
    }

    /** The answer to {@code puzzle}: written, read back, its time the wait between the two. */
    SolveResult answer(Grid puzzle, SolveRequest request) {
        brokeProtocol = false;
        String early = pendingLine();
        if (early != null) {
            return protocolError("printed " + quoted(early) + " before it was given this puzzle (a second answer to the "
                    + "previous one, or output that is not an answer)", stats(System.nanoTime()));
        }
        byte[] text = format.write(puzzle).getBytes(StandardCharsets.UTF_8);
        long deadline = System.nanoTime() + request.timeLimit().toNanos();
        limit = request.timeLimit();
        container.resetPeak();
        long start = System.nanoTime();
        if (!write(text, deadline, request.cancellation())) {
            return notGiven(stats(start));
        }
        int lines = format.equals(PuzzleFormat.LINE) ? 1 : puzzle.size();
        StringBuilder answer = new StringBuilder();
        for (int i = 0; i < lines; i++) {
            Reading r = readLine(deadline, request);
            if (r.line == null) {
                return unanswered(r, answer.length() > 0 || i > 0, stats(start));
            }
            if (i == 0 && r.line.isBlank()) {
                answer.setLength(0);
                break;
            }
            answer.append(r.line).append('\n');
        }
        SearchStats stats = stats(start);
        if (stdout.pending()) {
            return protocolError("printed more after its answer: " + quoted(pendingLine())
                    + " came with it, before the next puzzle was written", stats);
        }
        if (answer.length() == 0) {
            previous = puzzle;
            return withResources(SolveResult.noSolution("answered an empty line, taken as 'no solution'", stats));
        }
        SolveResult read = ExternalSolver.read(puzzle, answer.toString(), format, stats, "");
        if (read.solution() != null && previous != null && !previous.equals(puzzle)
                && !keepsGivens(puzzle, read.solution()) && keepsGivens(previous, read.solution())) {
            return protocolError("answered with a grid that fits the previous puzzle, not this one (a stale line: "
                    + "did it print an answer twice?)", stats);
        }
        previous = puzzle;
        return withResources(read);
    }

    /**
     * Writes the puzzle under the watchdog's eye: false when the write failed, because the program
     * ended, closed its input, or was killed for not reading it by the deadline.
     */
    private boolean write(byte[] text, long deadline, Cancellation cancellation) {
        writeCancellation = cancellation;
        writeDeadline = deadline == 0 ? 1 : deadline;
        try {
            stdin.write(text);
            stdin.flush();
            return killedWhileWriting == null;
        } catch (IOException e) {
            return false;
        } finally {
            writeDeadline = 0;
        }
    }

    @Override
    public void checkWrite(long now) {
        long deadline = writeDeadline;
        Cancellation cancellation = writeCancellation;
        if (deadline == 0 || killedWhileWriting != null) {
            return;
        }
        boolean cancelled = cancellation != null && cancellation.isCancelled();
        if (cancelled || now - deadline > 0) {
            killedWhileWriting = cancelled ? Stop.CANCELLED : Stop.TIME;
            container.killAll(); // the write then fails: nothing reads the pipe any more
        }
    }

    /** The watchdog killed it while its puzzle was being written. */
    private SolveResult killedWriting(Stop why, SearchStats stats) {
        dead = true;
        return why == Stop.CANCELLED ? SolveResult.limit("cancelled", stats)
                : SolveResult.limit("killed at the time limit while its puzzle was still being written: it did not "
                        + "read its input" + cpuMeanwhile(), stats);
    }

    /** A break of the protocol: what it printed cannot be matched to a puzzle any more, so it is replaced. */
    private SolveResult protocolError(String what, SearchStats stats) {
        dead = true;
        brokeProtocol = true;
        container.killAll();
        return SolveResult.error("protocol error: " + what + "; one answer per puzzle, printed after reading it; "
                + "killed" + STARTED_AGAIN, stats);
    }

    /** How a protocol error's reason ends while the program is still to be started again. */
    static final String STARTED_AGAIN = " and started again for the next puzzle";

    /** The start of the next line it printed that no puzzle asked for; null when nothing waits. */
    private String pendingLine() {
        return stdout.peek(60);
    }

    private static String quoted(String text) {
        return "'" + OneLine.of(String.valueOf(text), 64) + "'";
    }

    /** True when {@code answer} keeps every given of {@code puzzle}. */
    private static boolean keepsGivens(Grid puzzle, Grid answer) {
        if (!puzzle.shape().equals(answer.shape())) {
            return false;
        }
        for (int cell = 0; cell < puzzle.shape().cellCount(); cell++) {
            int given = puzzle.get(cell);
            if (given != 0 && answer.get(cell) != given) {
                return false;
            }
        }
        return true;
    }

    private SolveResult withResources(SolveResult r) {
        container.sample();
        Resources used = container.used();
        long cpu = used.cpuNanos() < 0 ? -1 : used.cpuNanos() - cpuSoFar;
        cpuSoFar = Math.max(cpuSoFar, used.cpuNanos());
        return r.withResources(new Resources(cpu, used.peakRssKib()));
    }

    /** The program did not answer: it ended, a limit passed, or the call was cancelled. */
    private SolveResult unanswered(Reading r, boolean partly, SearchStats stats) {
        if (r.stop == Stop.ENDED) {
            return died(stats);
        }
        if (r.stop == Stop.CLOSED) {
            dead = true;
            brokeProtocol = true;
            return SolveResult.error("closed its output while still running: no answer can come; killed"
                    + lastWords(), stats);
        }
        dead = true; // what it prints next would answer the wrong puzzle: it is replaced
        container.killAll();
        return switch (r.stop) {
            case CANCELLED -> SolveResult.limit("cancelled", stats);
            case MEMORY -> memoryLimit(stats);
            case CPU -> SolveResult.limit("killed at the CPU time limit", stats);
            case PROCESSES -> SolveResult.error(container.processLimitMessage(), stats);
            case LONG_LINE -> SolveResult.outputLimit(": an answer line longer than "
                    + MAX_LINE + " characters; killed", stats);
            default -> container.memoryExceeded() ? memoryLimit(stats) : SolveResult.limit(partly
                    ? "killed at the time limit before its answer was complete" + cpuMeanwhile()
                    : "no answer line within the time limit; killed" + cpuMeanwhile() + ". If it was computing, that is "
                            + "the limit; if its answer sat in an output buffer, flush stdout after each answer (or run "
                            + "it unbuffered: python3 -u, or stdbuf -oL for a C program's stdio)",
                    stats);
        };
    }

    /** The CPU time it used on this answer: near the wall time, it was computing; near zero, waiting. */
    private String cpuMeanwhile() {
        container.sample();
        long cpu = container.used().cpuNanos();
        return cpu < 0 ? "" : String.format(Locale.ROOT, " (it used %.0f ms of CPU meanwhile)", (cpu - cpuSoFar) / 1e6)
                + WallClockLimit.loadNote(limit, cpu - cpuSoFar);
    }

    private static SolveResult memoryLimit(SearchStats stats) {
        return SolveResult.memoryLimit(": killed", stats);
    }

    /**
     * Its puzzle could not be written: the watchdog killed it for not reading it, or it had ended
     * (died while starting up, or after its last answer) or closed its input, and so cannot take
     * a puzzle: that breaks the protocol.
     */
    private SolveResult notGiven(SearchStats stats) {
        Stop killed = killedWhileWriting;
        if (killed != null) {
            return killedWriting(killed, stats);
        }
        dead = true;
        OptionalInt exit = container.exitAfterPipeClosed();
        if (container.memoryExceeded()) {
            return memoryLimit(stats); // a limit, not a broken protocol
        }
        brokeProtocol = true;
        String how = exit.isPresent() ? ExitStatus.describe(exit.getAsInt()) : "closed its input while still running";
        return SolveResult.error(how + " before it was given this puzzle" + lastWords(), stats);
    }

    /** It ended, or its output closed, while answering. */
    private SolveResult died(SearchStats stats) {
        dead = true;
        OptionalInt exit = container.exitAfterPipeClosed();
        if (container.memoryExceeded()) {
            return memoryLimit(stats);
        }
        if (container.processesExceeded()) {
            container.killAll();
            return SolveResult.error(container.processLimitMessage(), stats);
        }
        brokeProtocol = exit.isEmpty(); // a crash on its puzzle is that puzzle's runtime error
        if (exit.isEmpty()) {
            return SolveResult.error("closed its output while answering" + stderr.shown(), stats);
        }
        return SolveResult.error(ExitStatus.describe(exit.getAsInt()) + " while answering" + lastWords(), stats);
    }

    /**
     * What is left of its tree killed, then the end of its stderr read to the pipe's end: its last
     * words (a traceback) are in the pipe, but on a busy machine the reader's turn may not have come
     * yet (at load 46 a crash's RE lacked its IndexError).
     */
    private String lastWords() {
        container.killAll();
        return stderr.shownAtEnd();
    }

    private static SearchStats stats(long start) {
        return new SearchStats(0, 0, 0, 0, System.nanoTime() - start);
    }

    /** Why no line came. */
    private enum Stop { ENDED, CLOSED, CANCELLED, TIME, CPU, MEMORY, PROCESSES, LONG_LINE }

    /** One line read (without its ending), or why none came. */
    private record Reading(String line, Stop stop) {
        static Reading stopped(Stop why) {
            return new Reading(null, why);
        }
    }

    private Reading readLine(long deadline, SolveRequest request) {
        long[] lastOutputCheck = {System.nanoTime()};
        PolledLines.Reading<Stop> r = stdout.next(deadline, request.cancellation(), now -> {
            container.sample();
            if (container.cpuExceeded(cpuSoFar)) {
                return Stop.CPU;
            }
            if (container.memoryExceeded()) {
                return Stop.MEMORY;
            }
            if (container.processesExceeded()) {
                return Stop.PROCESSES;
            }
            if (now - lastOutputCheck[0] > OUTPUT_CHECK_NANOS) {
                lastOutputCheck[0] = now;
                return container.outputClosed() ? Stop.CLOSED : null;
            }
            return null;
        });
        if (r.line() != null) {
            return new Reading(r.line(), null);
        }
        return Reading.stopped(switch (r.end()) {
            case ENDED -> Stop.ENDED;
            case CANCELLED -> Stop.CANCELLED;
            case TIME -> Stop.TIME;
            case LONG_LINE -> Stop.LONG_LINE;
            case WATCHED -> r.watched();
        });
    }

    /**
     * Kills the program and everything it started, then closes its input. Killed first: a write
     * blocked on a program that stopped reading holds the pipe, and closing it would wait for that
     * write; once nothing reads the pipe the write fails. Should something the kill could not reach
     * still hold the pipe, the closing is left to a thread of its own, never waited for long.
     */
    @Override
    public void close() {
        dead = true;
        WriteWatchdog.unwatch(this);
        container.close();
        Thread closing = new Thread(() -> {
            try {
                stdin.close();
            } catch (IOException e) {
                // Already gone.
            }
        }, "stream-stdin-close");
        closing.setDaemon(true);
        closing.start();
        try {
            closing.join(CLOSE_WAIT_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
