package dev.sudokucompare.solvers.external;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.solve.Resources;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * One long-lived outside program answering puzzle after puzzle: a puzzle written on its stdin,
 * its answer read from its stdout (one line in the line format, a grid's lines in a BOJ format, an
 * empty line for "no solution"). The answer is awaited on the calling thread, polling the pipe
 * (spinning briefly, then sleeping in short steps) so that a fast program's answer costs
 * microseconds, not a thread hand-off; a deadline or a cancellation ends the wait. A program that
 * dies, or that had to be killed, is {@link #dead()} and is replaced by its owner.
 */
final class StreamProcess implements AutoCloseable {

    /** Longer than any answer line (a 64x64 grid is 4096 symbols, numbers a few times that). */
    private static final int MAX_LINE = 1 << 16;
    /** Spin this long after the last byte before sleeping between polls. */
    private static final long SPIN_NANOS = 2_000_000;
    private static final long SLEEP_NANOS = 100_000;
    /** How often a waiting answer's CPU time and memory are looked at. */
    private static final long SAMPLE_NANOS = 5_000_000;

    private final Container container;
    private final OutputStream stdin;
    private final InputStream stdout;
    private final StderrTail stderr;
    private final PuzzleFormat format;
    private final byte[] buffer = new byte[8192];
    private int buffered;
    private int position;
    private boolean dead;
    private long cpuSoFar;

    private StreamProcess(Container container, PuzzleFormat format) {
        this.container = container;
        this.format = format;
        this.stdin = container.process().getOutputStream();
        this.stdout = container.process().getInputStream();
        this.stderr = new StderrTail(container.process().getErrorStream());
    }

    static StreamProcess start(List<String> command, PuzzleFormat format, ProgramLimits limits) throws IOException {
        return new StreamProcess(Container.start(command, limits), format);
    }

    /** How long a program must use no CPU to count as idle, awaiting input. */
    private static final long IDLE_NANOS = 30_000_000;
    private static final long READY_WAIT_NANOS = 10_000_000_000L;

    /**
     * Waits until the program has started up (an interpreter loaded, tables built): until its
     * process tree has used no CPU for {@value #IDLE_NANOS} ns, at most 10 s. So a program's
     * start-up is measured apart and no answer pays for it. Returns the time since it was spawned.
     */
    long awaitStartUp(long spawned) {
        long lastCpu = -1;
        long stableSince = System.nanoTime();
        while (System.nanoTime() - spawned < READY_WAIT_NANOS && container.process().isAlive()) {
            container.sample();
            long cpu = container.used().cpuNanos();
            long now = System.nanoTime();
            if (cpu != lastCpu) {
                lastCpu = cpu;
                stableSince = now;
            } else if (now - stableSince >= IDLE_NANOS) {
                cpuSoFar = Math.max(0, cpu); // start-up's CPU is no answer's
                return stableSince - spawned;
            }
            LockSupport.parkNanos(1_000_000);
        }
        return System.nanoTime() - spawned;
    }

    boolean dead() {
        return dead;
    }

    /** The answer to {@code puzzle}: written, read back, its time the wait between the two. */
    SolveResult answer(Grid puzzle, SolveRequest request) {
        long deadline = System.nanoTime() + request.timeLimit().toNanos();
        container.resetPeak();
        long start = System.nanoTime();
        try {
            stdin.write(format.write(puzzle).getBytes(StandardCharsets.UTF_8));
            stdin.flush();
        } catch (IOException e) {
            return died(stats(start));
        }
        int lines = format.equals(PuzzleFormat.LINE) ? 1 : puzzle.size();
        StringBuilder answer = new StringBuilder();
        for (int i = 0; i < lines; i++) {
            Reading r = readLine(deadline, request);
            if (r.line == null) {
                return unanswered(r, answer.length() > 0 || i > 0, stats(start));
            }
            if (i == 0 && r.line.isBlank()) {
                return withResources(SolveResult.noSolution("answered an empty line, taken as 'no solution'",
                        stats(start)));
            }
            answer.append(r.line).append('\n');
        }
        SearchStats stats = stats(start);
        return withResources(ExternalSolver.read(puzzle, answer.toString(), format, stats, ""));
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
        dead = true; // what it prints next would answer the wrong puzzle: it is replaced
        container.killAll();
        return switch (r.stop) {
            case CANCELLED -> SolveResult.limit("cancelled", stats);
            case MEMORY -> memoryLimit(stats);
            case CPU -> SolveResult.limit("killed at the CPU time limit", stats);
            case LONG_LINE -> SolveResult.badOutput(SolveResult.OUTPUT_LIMIT + " exceeded: an answer line longer than "
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
        return cpu < 0 ? "" : String.format(Locale.ROOT, " (it used %.0f ms of CPU meanwhile)", (cpu - cpuSoFar) / 1e6);
    }

    private static SolveResult memoryLimit(SearchStats stats) {
        return SolveResult.limit(SolveResult.MEMORY_LIMIT + " exceeded: killed", stats);
    }

    private SolveResult died(SearchStats stats) {
        dead = true;
        Process p = container.process();
        try {
            p.waitFor(200, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (container.memoryExceeded()) {
            return memoryLimit(stats);
        }
        String how = p.isAlive() ? "closed its output" : ExternalSolver.exitDescription(p.exitValue());
        return SolveResult.error(how + " while answering" + stderr.shown(), stats);
    }

    private static SearchStats stats(long start) {
        return new SearchStats(0, 0, 0, 0, System.nanoTime() - start);
    }

    /** Why no line came. */
    private enum Stop { ENDED, CANCELLED, TIME, CPU, MEMORY, LONG_LINE }

    /** One line read (without its ending), or why none came. */
    private record Reading(String line, Stop stop) {
        static Reading stopped(Stop why) {
            return new Reading(null, why);
        }
    }

    private Reading readLine(long deadline, SolveRequest request) {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        long lastByte = System.nanoTime();
        long lastSample = 0;
        while (true) {
            try {
                while (position < buffered) {
                    byte b = buffer[position++];
                    if (b == '\n') {
                        String text = line.toString(StandardCharsets.UTF_8);
                        return new Reading(text.endsWith("\r") ? text.substring(0, text.length() - 1) : text, null);
                    }
                    if (line.size() >= MAX_LINE) {
                        return Reading.stopped(Stop.LONG_LINE);
                    }
                    line.write(b);
                }
                int ready = stdout.available();
                if (ready > 0) {
                    buffered = stdout.read(buffer, 0, Math.min(ready, buffer.length));
                    position = 0;
                    lastByte = System.nanoTime();
                    continue;
                }
                if (!container.process().isAlive()) {
                    buffered = stdout.read(buffer, 0, buffer.length); // whatever is left, then the end
                    position = 0;
                    if (buffered <= 0) {
                        buffered = 0;
                        return Reading.stopped(Stop.ENDED);
                    }
                    continue;
                }
            } catch (IOException e) {
                return Reading.stopped(Stop.ENDED);
            }
            long now = System.nanoTime();
            if (request.cancellation().isCancelled()) {
                return Reading.stopped(Stop.CANCELLED);
            }
            if (now - deadline > 0) {
                return Reading.stopped(Stop.TIME);
            }
            if (now - lastByte < SPIN_NANOS) {
                Thread.onSpinWait();
                continue;
            }
            if (now - lastSample > SAMPLE_NANOS) {
                // Reading /proc or the group's files costs microseconds: not on every poll.
                lastSample = now;
                container.sample();
                if (container.cpuExceeded(cpuSoFar)) {
                    return Reading.stopped(Stop.CPU);
                }
                if (container.memoryExceeded()) {
                    return Reading.stopped(Stop.MEMORY);
                }
            }
            LockSupport.parkNanos(SLEEP_NANOS);
        }
    }

    @Override
    public void close() {
        dead = true;
        try {
            stdin.close();
        } catch (IOException e) {
            // Already gone.
        }
        container.close();
    }

    /** The end of the program's stderr, kept bounded on a thread of its own. */
    private static final class StderrTail {
        private static final int KEPT = 4096;
        private final StringBuilder tail = new StringBuilder();

        StderrTail(InputStream err) {
            Thread t = new Thread(() -> {
                byte[] buf = new byte[4096];
                try (err) {
                    for (int n; (n = err.read(buf)) > 0; ) {
                        synchronized (tail) {
                            tail.append(new String(buf, 0, n, StandardCharsets.UTF_8));
                            if (tail.length() > 2 * KEPT) {
                                tail.delete(0, tail.length() - KEPT);
                            }
                        }
                    }
                } catch (IOException e) {
                    // The stream closed when the program ended.
                }
            }, "stream-stderr");
            t.setDaemon(true);
            t.start();
        }

        String shown() {
            synchronized (tail) {
                return ExternalSolver.stderrShown(tail.toString());
            }
        }
    }
}
