package dev.sudokucompare.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CpuClockSamplingTest {

    /** Runs {@code calls} calls of solver s taking {@code wallNanos} each; returns how many were read. */
    private static int readsAmong(CpuClockSampling sampling, int s, int calls, long wallNanos) {
        int reads = 0;
        for (int i = 0; i < calls; i++) {
            if (sampling.readsNext(s)) {
                reads++;
            }
            sampling.called(s, wallNanos);
        }
        return reads;
    }

    @Test
    void aSolversFirstCallIsRead() {
        CpuClockSampling sampling = new CpuClockSampling(2);
        assertTrue(sampling.readsNext(0));
        assertTrue(sampling.readsNext(1));
    }

    @Test
    void everyCallAfterASlowOneIsRead() {
        CpuClockSampling sampling = new CpuClockSampling(1);
        assertEquals(50, readsAmong(sampling, 0, 50, CpuClockSampling.READ_ALWAYS_NANOS));
    }

    @Test
    void fastCallsAreReadOncePerHundredMicrosecondsOfTheirTime() {
        // The first call is read; then one call in every 100 of 1 µs, one in every 10 of 10 µs.
        assertEquals(1 + 99, readsAmong(new CpuClockSampling(1), 0, 1 + 9_900, 1_000));
        assertEquals(1 + 99, readsAmong(new CpuClockSampling(1), 0, 1 + 990, 10_000));
        // 60 µs after a read is not yet the budget, 100 µs is.
        CpuClockSampling sampling = new CpuClockSampling(1);
        assertTrue(sampling.readsNext(0));
        sampling.called(0, 30_000);
        assertFalse(sampling.readsNext(0));
        sampling.called(0, 30_000);
        assertFalse(sampling.readsNext(0));
        sampling.called(0, 40_000);
        assertTrue(sampling.readsNext(0));
    }

    @Test
    void eachSolverKeepsItsOwnAccount() {
        CpuClockSampling sampling = new CpuClockSampling(2);
        readsAmong(sampling, 0, 1, 1_000);
        readsAmong(sampling, 1, 1, 1_000);
        // Solver 1's slow calls do not bring solver 0's next read forward.
        readsAmong(sampling, 1, 10, 60_000);
        assertFalse(sampling.readsNext(0));
    }
}
