package dev.sudokucompare.engine;

import java.util.Iterator;
import java.util.Queue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.IntFunction;

/**
 * A finished batch's records judged on its worker while that worker would otherwise wait for its
 * next batch. On easy puzzles the coordinator, which reads the input, judges and writes every
 * report, is the run's bottleneck and the worker idles; on hard ones the worker always has a batch
 * queued and never judges ahead. Both sides claim records front to back: the worker one at a time,
 * the coordinator, when it comes to the batch, all the rest at once ({@link #closeClaims}), so it
 * waits at most for the one record the worker is judging. A record judged ahead is judged by the
 * same judge on the same outcomes: only the thread differs.
 */
final class JudgedAhead {

    /** A record judged ahead, and what the listener prepared of it (null: nothing). */
    record Ahead(Judgement judgement, Object prepared) {
    }

    /** Left to the coordinator: the worker did not judge it (a record a stop cut short, a judge that threw). */
    private static final Ahead LEFT = new Ahead(null, null);

    private final int size;
    private final AtomicInteger nextClaim = new AtomicInteger();
    private final AtomicReferenceArray<Ahead> judged;

    /** How a worker judges record i of a finished batch ahead (null: it leaves it to the coordinator). */
    interface RecordJudge {
        Ahead judge(BatchTask task, int record);
    }

    /**
     * On a worker: while {@code idle} holds, judges the records of the finished batches the
     * coordinator has not come to, the oldest first (the one it needs next). Returns how many.
     */
    static long judgeFinished(Queue<BatchTask> finished, BooleanSupplier idle, RecordJudge judge) {
        long count = 0;
        for (Iterator<BatchTask> it = finished.iterator(); it.hasNext(); ) {
            BatchTask task = it.next();
            // Dropped once all claimed: one the coordinator came to before it was added is too.
            if (task.cutShort() || task.ahead().allClaimed()) {
                it.remove();
                continue;
            }
            if (!idle.getAsBoolean()) {
                break;
            }
            count += task.ahead().judgeWhile(() -> idle.getAsBoolean() && !task.cutShort(), i -> judge.judge(task, i));
        }
        return count;
    }

    JudgedAhead(int size) {
        this.size = size;
        this.judged = new AtomicReferenceArray<>(size);
    }

    /**
     * On the worker: judges records in order with {@code judge} (which also has the listeners
     * prepare what they will need; null: leave the record to the coordinator), while {@code idle}
     * holds and the coordinator has not closed the claims. Returns how many it judged.
     */
    int judgeWhile(BooleanSupplier idle, IntFunction<Ahead> judge) {
        int count = 0;
        while (idle.getAsBoolean()) {
            int i = nextClaim.getAndIncrement();
            if (i >= size) {
                return count;
            }
            Ahead j = null;
            try {
                j = judge.apply(i);
            } catch (RuntimeException e) {
                // The coordinator judges it again, and meets the failure where it always has.
                j = null;
            } finally {
                judged.setRelease(i, j == null ? LEFT : j);
            }
            if (j != null) {
                count++;
            }
        }
        return count;
    }

    /** True once every record is claimed, by the worker or (closed) by the coordinator. */
    boolean allClaimed() {
        return nextClaim.get() >= size;
    }

    /** On the coordinator, before it judges any record: the worker claims no more. Returns how many it claimed. */
    int closeClaims() {
        return Math.min(size, nextClaim.getAndSet(size));
    }

    /**
     * Record i as the worker judged it, waiting for it to finish when it is still at it; null when
     * the coordinator is to judge it ({@code i} at or past {@code claimed}, or left to it).
     */
    Ahead take(int i, int claimed) {
        if (i >= claimed) {
            return null;
        }
        Ahead j;
        for (int spins = 0; (j = judged.getAcquire(i)) == null; spins++) {
            // A judgement takes a microsecond, unless it runs the reference: then stop spinning.
            if (spins < 1_000) {
                Thread.onSpinWait();
            } else {
                LockSupport.parkNanos(20_000);
            }
        }
        return j == LEFT ? null : j;
    }
}
