package dev.sudokucompare.report.provenance;

import java.util.concurrent.Executor;

/** Runs a probe on a daemon thread of its own, so a slow one never keeps the JVM from ending. */
final class DaemonThread {

    private DaemonThread() {
    }

    /** An executor that starts one daemon thread, named {@code name}, per task. */
    static Executor named(String name) {
        return task -> {
            Thread thread = new Thread(task, name);
            thread.setDaemon(true);
            thread.start();
        };
    }
}
