package dev.sudokucompare.process;

import dev.sudokucompare.core.solve.Cancellation;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs a program once, contained ({@link Container}): writes the input to its stdin, collects
 * stdout and stderr (bounded, so a program that floods cannot exhaust memory), enforces the wall,
 * CPU and memory limits, stops at cancellation, and kills everything it started when it ends.
 */
public final class ProcessRunner {

    /** More output than any grid answer needs; the rest is drained and dropped. */
    public static final int MAX_STDOUT = 1 << 20;
    static final int MAX_STDERR = 64 << 10;
    private static final long POLL_MILLIS = 5;
    /** Past the wall limit, the window over which a program under a CPU limit must compute to be left running. */
    private static final long BACKSTOP_WINDOW_NANOS = TimeUnit.SECONDS.toNanos(1);
    /**
     * The longest any program under a CPU limit runs, waiting for a CPU or not: a last guard
     * against one that never gets a CPU (or waits on the disk for ever). At load 70 a CPU-bound
     * program got 1.7 s of CPU in 10 minutes (which was this cap then), so it is an hour.
     */
    private static final long BACKSTOP_CAP_NANOS = TimeUnit.MINUTES.toNanos(60);

    private ProcessRunner() {
    }

    /** @throws IOException when the program cannot be started at all */
    public static ProcessOutcome run(List<String> command, String input, Duration limit, Cancellation cancellation,
            ProgramLimits limits) throws IOException {
        long start = System.nanoTime();
        try (Container container = Container.start(command, limits)) {
            Process process = container.process();
            OutputDrain out = new OutputDrain(process.getInputStream(), MAX_STDOUT);
            OutputDrain err = new OutputDrain(process.getErrorStream(), MAX_STDERR);
            Thread feeder = daemon(() -> feed(process.getOutputStream(), input), "stdin");
            long deadline = start + limit.toNanos();
            long lookedAt = start;
            long cpuWhenLooked = 0;
            ProcessOutcome.Ending ending = ProcessOutcome.Ending.EXITED;
            try {
                while (!process.waitFor(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
                    container.sample();
                    if (cancellation.isCancelled()) {
                        ending = ProcessOutcome.Ending.CANCELLED;
                        break;
                    }
                    long now = System.nanoTime();
                    if (now - deadline > 0) {
                        // Under a CPU limit the wall clock is a backstop for a program that waits (on a
                        // sleep, on input): one that used 1% of a core over the last second (an idle
                        // JVM's own threads use 0.2%), or waits for a CPU now, is left to its CPU limit,
                        // so a busy machine fails no correct program. Never past the cap: a hang guard.
                        if (limits.limitsCpu() && now - start < BACKSTOP_CAP_NANOS) {
                            if (now - lookedAt < BACKSTOP_WINDOW_NANOS) {
                                deadline = lookedAt + BACKSTOP_WINDOW_NANOS;
                                continue;
                            }
                            long cpu = container.used().cpuNanos();
                            if (cpu - cpuWhenLooked >= BACKSTOP_WINDOW_NANOS / 100 || container.runnable()) {
                                lookedAt = now;
                                cpuWhenLooked = cpu;
                                deadline = now + BACKSTOP_WINDOW_NANOS;
                                continue;
                            }
                        }
                        ending = ProcessOutcome.Ending.TIMED_OUT;
                        break;
                    }
                    if (container.cpuExceeded(0)) {
                        ending = ProcessOutcome.Ending.CPU_LIMIT;
                        break;
                    }
                    if (container.memoryExceeded()) {
                        ending = ProcessOutcome.Ending.MEMORY_LIMIT;
                        break;
                    }
                    if (container.processesExceeded()) {
                        ending = ProcessOutcome.Ending.PROCESS_LIMIT; // a fork bomb: it would fork again
                        break;
                    }
                    if (out.cut()) {
                        ending = ProcessOutcome.Ending.OUTPUT_LIMIT; // no point reading a flood to its end
                        break;
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                ending = ProcessOutcome.Ending.CANCELLED;
            }
            long wall = System.nanoTime() - start;
            // Whatever it left behind goes too: background children, double-forked daemons. They
            // would run beside the next measurement, and one holding stdout open would hold the call.
            int leftBehind = container.killAll();
            out.finish();
            err.finish();
            feeder.interrupt();
            int exit = ending == ProcessOutcome.Ending.EXITED ? process.exitValue() : -1;
            if (container.memoryExceeded()) {
                ending = ProcessOutcome.Ending.MEMORY_LIMIT;
            } else if (ending == ProcessOutcome.Ending.EXITED && container.processesExceeded()) {
                ending = ProcessOutcome.Ending.PROCESS_LIMIT; // ended by itself after a refused fork
                exit = -1;
            } else if (ending == ProcessOutcome.Ending.EXITED && limits.limitsCpu() && exit == 128 + 24) {
                ending = ProcessOutcome.Ending.CPU_LIMIT; // SIGXCPU from the rlimit
            }
            return new ProcessOutcome(exit, ending, out.text(), out.cut(), err.text(), wall, container.used(), leftBehind);
        }
    }

    private static void feed(OutputStream stdin, String input) {
        try (stdin) {
            stdin.write(input.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            // The program closed its stdin or exited without reading: its output will tell.
        }
    }

    static Thread daemon(Runnable body, String what) {
        Thread t = new Thread(body, "external-" + what);
        t.setDaemon(true);
        t.start();
        return t;
    }
}
