package dev.sudokucompare.cpsat;

import com.google.ortools.sat.CpSolver;
import dev.sudokucompare.core.solve.Cancellation;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Turns a raised {@link Cancellation} into {@link CpSolver#stopSearch()}. CP-SAT runs in native code
 * and never looks at Java's flags, so one daemon thread polls the tokens of every running solve.
 * The stop is repeated on each poll: one that lands before CP-SAT has started its search is lost.
 */
final class CancellationWatch implements AutoCloseable {

    private static final long POLL_MILLIS = 5;
    private static final ScheduledExecutorService WATCHER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "cpsat-cancellation-watch");
        t.setDaemon(true);
        return t;
    });

    private final ScheduledFuture<?> polling;

    private CancellationWatch(Cancellation cancellation, CpSolver solver) {
        this.polling = WATCHER.scheduleWithFixedDelay(() -> {
            if (cancellation.isCancelled()) {
                solver.stopSearch();
            }
        }, 0, POLL_MILLIS, TimeUnit.MILLISECONDS);
    }

    /** Watches {@code cancellation} for {@code solver} until closed. */
    static CancellationWatch over(Cancellation cancellation, CpSolver solver) {
        return new CancellationWatch(cancellation, solver);
    }

    @Override
    public void close() {
        polling.cancel(false);
    }
}
