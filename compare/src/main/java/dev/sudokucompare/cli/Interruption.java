package dev.sudokucompare.cli;

import dev.sudokucompare.engine.Comparison;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** Ctrl-C / SIGTERM: stop taking records, let calls in flight finish, write the reports, then exit. */
final class Interruption {
    private final Thread hook;
    private final CountDownLatch reportsWritten = new CountDownLatch(1);
    private volatile boolean interrupted;

    private Interruption(Comparison comparison) {
        this.hook = new Thread(() -> {
            interrupted = true;
            comparison.requestStop();
            try {
                reportsWritten.await(5, TimeUnit.MINUTES);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "sudoku-compare-interrupt");
    }

    static Interruption install(Comparison comparison) {
        Interruption i = new Interruption(comparison);
        Runtime.getRuntime().addShutdownHook(i.hook);
        return i;
    }

    String describe(String progress) {
        return interrupted ? "interrupted after " + progress + "; the rest were not run" : "";
    }

    void done() {
        reportsWritten.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // Already shutting down: the hook is running and has just been released.
        }
    }
}
