package dev.sudokucompare.process;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Starts outside programs so that they die with the tool: each is wrapped in util-linux's
 * {@code setpriv --pdeathsig KILL}, so the kernel kills it when the thread that started it ends,
 * and that thread is one of a few that live as long as the tool's process (a parent-death signal
 * follows the starting thread, not the process: a program started on a worker thread would die
 * with the worker). So even {@code kill -9} of the tool takes the program with it; what the
 * program started itself is the {@link Reaper}'s.
 */
final class Spawner {

    private static final String SETPRIV = Container.executable("setpriv");
    /** True when this machine's setpriv knows {@code --pdeathsig} (util-linux 2.33 and later). */
    private static final boolean PARENT_DEATH = SETPRIV != null && probe();

    private static final AtomicInteger THREADS = new AtomicInteger();
    private static final ExecutorService STARTERS = Executors.newFixedThreadPool(2, r -> {
        Thread t = new Thread(r, "outside-program-starter-" + THREADS.incrementAndGet());
        t.setDaemon(true);
        return t;
    });

    private Spawner() {
    }

    /** {@code command} behind the parent-death signal's wrapper, where the machine has one. */
    static List<String> wrap(List<String> command) {
        if (!PARENT_DEATH) {
            return command;
        }
        List<String> wrapped = new ArrayList<>(List.of(SETPRIV, "--pdeathsig", "KILL", "--"));
        wrapped.addAll(command);
        return wrapped;
    }

    /** Starts the process on a starter thread; an interrupt of the caller is kept for later, never loses a process. */
    static Process start(ProcessBuilder builder) throws IOException {
        Future<Process> started = STARTERS.submit(builder::start);
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return started.get();
                } catch (InterruptedException e) {
                    interrupted = true; // starting takes milliseconds: wait, or the process would be lost
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof IOException io) {
                        throw io;
                    }
                    if (e.getCause() instanceof RuntimeException re) {
                        throw re;
                    }
                    throw new IOException(e.getCause());
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private static boolean probe() {
        try {
            Process p = new ProcessBuilder(SETPRIV, "--pdeathsig", "KILL", "--", "true")
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            // A guard against a hang only: at load 100 even starting "true" can take seconds, and a
            // probe cut short would start every program of the run without its parent-death signal.
            if (!p.waitFor(2, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                return false;
            }
            return p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
