package dev.sudokucompare.core.solve;

/**
 * A flag another thread raises to stop a search. Solvers poll it with their time limit, so a
 * cancellation takes effect within a few thousand nodes; a request already cancelled when the
 * call starts returns LIMIT without searching.
 */
public final class Cancellation {

    private volatile boolean cancelled;

    public void cancel() {
        cancelled = true;
    }

    public boolean isCancelled() {
        return cancelled;
    }
}
