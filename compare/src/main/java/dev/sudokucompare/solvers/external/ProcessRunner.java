package dev.sudokucompare.solvers.external;

import dev.sudokucompare.core.solve.Cancellation;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Runs a program once: writes the input to its stdin, collects stdout and stderr (bounded, so a
 * program that floods cannot exhaust memory), and kills it and every process it started when the
 * time limit passes or the call is cancelled.
 */
final class ProcessRunner {

    /** More output than any grid answer needs; the rest is drained and dropped. */
    static final int MAX_STDOUT = 1 << 20;
    static final int MAX_STDERR = 64 << 10;
    private static final long POLL_MILLIS = 5;
    /** How long the output of a finished call may take to drain before the pipe is closed on it. */
    private static final long JOIN_MILLIS = 200;

    private ProcessRunner() {
    }

    /** @throws IOException when the program cannot be started at all */
    static ProcessOutcome run(List<String> command, String input, Duration limit, Cancellation cancellation)
            throws IOException {
        long start = System.nanoTime();
        String mark = ProcessSweep.newMark();
        ProcessBuilder builder = new ProcessBuilder(inOwnSession(command));
        builder.environment().put(ProcessSweep.VARIABLE, mark);
        Process process = builder.start();
        Drain out = new Drain(process.getInputStream(), MAX_STDOUT);
        Drain err = new Drain(process.getErrorStream(), MAX_STDERR);
        Thread feeder = daemon(() -> feed(process.getOutputStream(), input), "stdin");
        PeakMemory memory = new PeakMemory();
        long deadline = start + limit.toNanos();
        ProcessOutcome.Ending ending = ProcessOutcome.Ending.EXITED;
        try {
            while (!process.waitFor(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
                memory.sample(process.toHandle());
                if (cancellation.isCancelled()) {
                    ending = ProcessOutcome.Ending.CANCELLED;
                    break;
                }
                if (System.nanoTime() - deadline > 0) {
                    ending = ProcessOutcome.Ending.TIMED_OUT;
                    break;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            ending = ProcessOutcome.Ending.CANCELLED;
        }
        long wall = System.nanoTime() - start;
        if (ending != ProcessOutcome.Ending.EXITED) {
            killTree(process);
        }
        // Whatever it left behind goes too: background children, double-forked daemons. They
        // would run beside the next measurement, and one holding stdout open would hold the call.
        int leftBehind = ProcessSweep.killMarked(mark);
        out.join();
        err.join();
        feeder.interrupt();
        int exit = ending == ProcessOutcome.Ending.EXITED ? process.exitValue() : -1;
        return new ProcessOutcome(exit, ending, out.text(), out.cut(), err.text(), wall, memory.peakKib(), leftBehind);
    }

    /** util-linux's setsid, when the machine has it (every Linux distribution ships it). */
    private static final String SETSID = Stream.of("/usr/bin/setsid", "/bin/setsid")
            .filter(p -> Files.isExecutable(Path.of(p))).findFirst().orElse(null);

    /**
     * The command run in a session (and process group) of its own: a terminal's Ctrl-C then
     * reaches this tool, which stops the program itself, and not the program behind its back.
     */
    static List<String> inOwnSession(List<String> command) throws IOException {
        if (SETSID == null) {
            return command;
        }
        // Behind setsid a missing program would only show as setsid's failure: look first.
        if (!findable(command.get(0))) {
            throw new IOException(command.get(0).contains("/") ? "no such executable file"
                    : "no such program on the PATH");
        }
        List<String> wrapped = new ArrayList<>(List.of(SETSID, "--wait"));
        wrapped.addAll(command);
        return wrapped;
    }

    /** True when {@code program} names an executable file, or one on the PATH. */
    static boolean findable(String program) {
        if (program.contains("/")) {
            return Files.isExecutable(Path.of(program));
        }
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String dir : path.split(File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, program)) && !Files.isDirectory(Path.of(dir, program))) {
                return true;
            }
        }
        return false;
    }

    /** Kills the program's descendants first, so none is left orphaned and running. */
    static void killTree(Process process) {
        process.toHandle().descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            process.waitFor(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void feed(OutputStream stdin, String input) {
        try (stdin) {
            stdin.write(input.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            // The program closed its stdin or exited without reading: its output will tell.
        }
    }

    private static Thread daemon(Runnable body, String what) {
        Thread t = new Thread(body, "external-" + what);
        t.setDaemon(true);
        t.start();
        return t;
    }

    /** Reads a stream to its end on its own thread, keeping at most {@code cap} bytes. */
    private static final class Drain {
        private final ByteArrayOutputStream kept = new ByteArrayOutputStream();
        private final InputStream in;
        private final Thread thread;
        private volatile boolean cut;

        Drain(InputStream in, int cap) {
            this.in = in;
            thread = daemon(() -> {
                byte[] buf = new byte[8192];
                try (in) {
                    for (int n; (n = in.read(buf)) > 0; ) {
                        int room = cap - kept.size();
                        kept.write(buf, 0, Math.max(0, Math.min(room, n)));
                        cut |= n > room;
                    }
                } catch (IOException e) {
                    // The stream closed under us when the program was killed.
                }
            }, "output");
        }

        void join() {
            try {
                // A process that escaped the sweep may hold the pipe open: wait briefly, then
                // close our end, which ends the read.
                thread.join(JOIN_MILLIS);
                if (thread.isAlive()) {
                    in.close();
                    thread.join(JOIN_MILLIS);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (IOException e) {
                // Closing a pipe that is already broken: nothing more to read.
            }
        }

        boolean cut() {
            return cut;
        }

        String text() {
            synchronized (kept) {
                return kept.toString(StandardCharsets.UTF_8);
            }
        }
    }
}
