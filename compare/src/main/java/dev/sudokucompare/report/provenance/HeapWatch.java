package dev.sudokucompare.report.provenance;

import com.sun.management.GarbageCollectionNotificationInfo;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;
import javax.management.NotificationEmitter;
import javax.management.openmbean.CompositeData;

/**
 * The most heap that was still in use right after a garbage collection during the run: the
 * live data, which is what "flat memory" is about (heap used between collections is mostly
 * garbage). Read from the JVM's collection notifications; -1 where the JVM sends none.
 */
public final class HeapWatch {

    private static final AtomicLong PEAK_LIVE = new AtomicLong(-1);
    private static volatile boolean started;

    private HeapWatch() {
    }

    /**
     * {@link #start()} on a thread of its own: the management beans' first use costs a short run
     * about 28 ms, which then overlaps the caller's start-up. Join it before the work to watch.
     */
    public static CompletableFuture<Void> startInBackground() {
        return CompletableFuture.runAsync(HeapWatch::start, DaemonThread.named("heap watch start"));
    }

    /** Starts listening (once per JVM). */
    public static synchronized void start() {
        if (started) {
            return;
        }
        started = true;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (gc instanceof NotificationEmitter emitter) {
                emitter.addNotificationListener((n, handback) -> {
                    if (GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(n.getType())) {
                        GarbageCollectionNotificationInfo info =
                                GarbageCollectionNotificationInfo.from((CompositeData) n.getUserData());
                        long live = info.getGcInfo().getMemoryUsageAfterGc().entrySet().stream()
                                .filter(e -> isHeap(e.getKey())).map(Map.Entry::getValue)
                                .mapToLong(MemoryUsage::getUsed).sum();
                        PEAK_LIVE.accumulateAndGet(live, Math::max);
                    }
                }, null, null);
            }
        }
    }

    /** Heap pools, by the names HotSpot's collectors give them. */
    private static boolean isHeap(String pool) {
        return ManagementFactory.getMemoryPoolMXBeans().stream()
                .anyMatch(p -> p.getName().equals(pool) && p.getType() == java.lang.management.MemoryType.HEAP);
    }

    /** Bytes in use after the fullest collection so far; -1 before any collection. */
    public static long peakLiveBytes() {
        return PEAK_LIVE.get();
    }
}
