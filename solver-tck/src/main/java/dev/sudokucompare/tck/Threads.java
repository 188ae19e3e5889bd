package dev.sudokucompare.tck;

import static org.assertj.core.api.Assertions.fail;

import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/** Threads for the checks that need them: daemons, so a solver that hangs cannot keep the JVM alive. */
final class Threads {

    private Threads() {
    }

    static ExecutorService daemonPool(String name, int threads) {
        AtomicInteger count = new AtomicInteger();
        return Executors.newFixedThreadPool(threads, task -> {
            Thread t = new Thread(task, "solver-tck-" + name + "-" + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * The call's result within {@code bound}; an assertion failure inside the call is rethrown
     * as it is, and a call that overruns fails with {@code hang}.
     */
    static <T> T await(Future<T> call, Duration bound, String hang) throws InterruptedException {
        try {
            return call.get(bound.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            call.cancel(true);
            return fail("hung: " + hang + " (no result within " + bound.toSeconds() + " s)");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            return fail("the call failed: " + e.getCause(), e.getCause());
        }
    }
}
