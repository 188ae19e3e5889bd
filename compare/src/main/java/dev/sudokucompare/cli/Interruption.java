package dev.sudokucompare.cli;

import dev.sudokucompare.process.OutsidePrograms;
import java.io.PrintWriter;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * Ctrl-C (SIGINT), SIGTERM and SIGHUP (a closed terminal or ssh session) during a run. The first
 * says so on stderr at once, stops the run (nothing new starts, calls in flight are cancelled,
 * outside programs killed) and lets the reports be written for what was done; the run then exits
 * with the signal's status (130, 143, 129). A second one ends the process at once, after writing
 * out whole CSV lines only and killing every outside program still running. The JVM's own handlers
 * (which run the shutdown hooks, and they too kill every outside program) are put back when the
 * run is done.
 */
final class Interruption {

    private static final Map<String, Integer> STATUS = Map.of("INT", 130, "TERM", 143, "HUP", 129);

    private final Runnable stop;
    private final PrintWriter err;
    private final Runnable lastWrite;
    private final Map<Signal, SignalHandler> previous = new HashMap<>();
    private volatile String received;

    private Interruption(Runnable stop, PrintWriter err, Runnable lastWrite) {
        this.stop = stop;
        this.err = err;
        this.lastWrite = lastWrite;
    }

    /**
     * {@code stop} asks the run to stop (a comparison, a fuzzing campaign); {@code lastWrite} writes
     * out what is pending (whole lines) before a second signal ends the process.
     */
    static Interruption install(Runnable stop, PrintWriter err, Runnable lastWrite) {
        Interruption i = new Interruption(stop, err, lastWrite);
        for (String name : STATUS.keySet()) {
            try {
                Signal signal = new Signal(name);
                i.previous.put(signal, Signal.handle(signal, i::handle));
            } catch (IllegalArgumentException e) {
                // The platform has no such signal, or the JVM reserves it: keep its default.
            }
        }
        return i;
    }

    private void handle(Signal signal) {
        if (received == null) {
            received = signal.getName();
            err.println("sudoku-compare: SIG" + received + ": stopping: no new record starts, calls in flight are "
                    + "cancelled, reports follow for what was done (send it again to quit at once)");
            err.flush();
            stop.run();
            return;
        }
        try {
            lastWrite.run();
            OutsidePrograms.stopAll(); // halt runs no shutdown hook: they are not left behind
        } finally {
            Runtime.getRuntime().halt(STATUS.getOrDefault(signal.getName(), 130));
        }
    }

    /** The exit status the signal asks for, if one came. */
    Optional<Integer> exitStatus() {
        return Optional.ofNullable(received).map(STATUS::get);
    }

    String describe(String progress) {
        return received != null ? "interrupted (SIG" + received + ") after " + progress + "; the rest were not run" : "";
    }

    /** The run is over: the JVM's own handlers again. */
    void done() {
        previous.forEach((signal, handler) -> {
            try {
                Signal.handle(signal, handler);
            } catch (IllegalArgumentException e) {
                // Nothing to restore.
            }
        });
    }
}
