package dev.sudokucompare.report;

/**
 * When a file written as the run goes (results.csv, repetitions.csv) hands its pending whole rows
 * to the file: at the first record judged more than a second after the last write, or as soon as
 * 64 KiB are pending, and at close. No timer writes in between, so a row can wait while the next
 * record is being solved; the rows a kill loses were all judged within one second after the last
 * write, and {@code --resume} runs those records again.
 */
final class WriteSchedule {

    /** Pending bytes (or characters) past which the rows are written whatever the clock says. */
    static final int PENDING_LIMIT = 64 << 10;
    private static final long INTERVAL_NANOS = 1_000_000_000L;

    private long lastWrite = System.nanoTime();

    /** True when the rows pending now, {@code pending} long, are due to be written; the caller writes them. */
    boolean due(int pending) {
        long now = System.nanoTime();
        if (now - lastWrite > INTERVAL_NANOS || pending > PENDING_LIMIT) {
            lastWrite = now;
            return true;
        }
        return false;
    }
}
