package dev.sudokucompare.core;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.solve.SearchTrace;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A trace that opens a latch at the search's first decision: a test that cancels a running
 * search waits on it, not on a sleep that a busy machine can outlast before the search begins.
 */
public final class SearchStarted implements SearchTrace {

    private final CountDownLatch started = new CountDownLatch(1);

    @Override
    public void tried(int cell, int value, int depth) {
        started.countDown();
    }

    @Override
    public void undone(int cell, int value, int depth) {
    }

    /** Waits for the first decision; fails saying "hung" only after minutes. */
    public void await() throws InterruptedException {
        assertThat(started.await(HangGuard.LIMIT.toMinutes(), TimeUnit.MINUTES))
                .as("hung: the search made no decision within %d minutes", HangGuard.LIMIT.toMinutes()).isTrue();
    }
}
