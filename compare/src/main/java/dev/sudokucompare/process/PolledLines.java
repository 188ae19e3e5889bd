package dev.sudokucompare.process;

import dev.sudokucompare.core.solve.Cancellation;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongFunction;

/**
 * The lines a long-lived program prints, read on the calling thread by polling its pipe: spinning
 * for a while after the last byte, then sleeping in short steps, so a fast answer costs
 * microseconds and not a thread hand-off. A deadline, a cancellation, the program's end, a line
 * past its bound, or whatever the caller's watch finds (a limit, a closed output: looked at every
 * few milliseconds, as reading {@code /proc} costs microseconds) ends the wait.
 */
public final class PolledLines {

    /** How often the caller's watch is asked while the wait goes on. */
    private static final long WATCH_NANOS = 5_000_000;

    private final Process process;
    private final InputStream in;
    private final int maxLine;
    private final long spinNanos;
    private final long sleepNanos;
    private final byte[] buffer = new byte[8192];
    private int buffered;
    private int position;

    /** Lines of {@code process}'s {@code in}, each at most {@code maxLine} bytes. */
    public PolledLines(Process process, InputStream in, int maxLine, long spinNanos, long sleepNanos) {
        this.process = process;
        this.in = in;
        this.maxLine = maxLine;
        this.spinNanos = spinNanos;
        this.sleepNanos = sleepNanos;
    }

    /** Why no line came. */
    public enum End { ENDED, CANCELLED, TIME, LONG_LINE, WATCHED }

    /** A line without its ending (a carriage return before it dropped), or why none came and what the watch said. */
    public record Reading<W>(String line, End end, W watched) {
        static <W> Reading<W> ended(End why) {
            return new Reading<>(null, why, null);
        }
    }

    /**
     * The next line, waiting at most until {@code deadline}; {@code watch} is asked now and then
     * with the time, and a non-null answer ends the wait as {@link End#WATCHED}.
     */
    public <W> Reading<W> next(long deadline, Cancellation cancellation, LongFunction<W> watch) {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        long lastByte = System.nanoTime();
        long lastWatch = 0;
        while (true) {
            try {
                while (position < buffered) {
                    byte b = buffer[position++];
                    if (b == '\n') {
                        String text = line.toString(StandardCharsets.UTF_8);
                        return new Reading<>(text.endsWith("\r") ? text.substring(0, text.length() - 1) : text, null, null);
                    }
                    if (line.size() >= maxLine) {
                        return Reading.ended(End.LONG_LINE);
                    }
                    line.write(b);
                }
                int ready = in.available();
                if (ready > 0) {
                    buffered = in.read(buffer, 0, Math.min(ready, buffer.length));
                    position = 0;
                    lastByte = System.nanoTime();
                    continue;
                }
                if (!process.isAlive()) {
                    buffered = Math.max(0, in.read(buffer, 0, buffer.length)); // whatever is left, then the end
                    position = 0;
                    if (buffered == 0) {
                        return Reading.ended(End.ENDED);
                    }
                    continue;
                }
            } catch (IOException e) {
                return Reading.ended(End.ENDED);
            }
            long now = System.nanoTime();
            if (cancellation.isCancelled()) {
                return Reading.ended(End.CANCELLED);
            }
            if (now - deadline > 0) {
                return Reading.ended(End.TIME);
            }
            if (now - lastByte < spinNanos) {
                Thread.onSpinWait();
                continue;
            }
            if (now - lastWatch > WATCH_NANOS) {
                lastWatch = now;
                W watched = watch.apply(now);
                if (watched != null) {
                    return new Reading<>(null, End.WATCHED, watched);
                }
            }
            LockSupport.parkNanos(sleepNanos);
        }
    }

    /** True when bytes wait that no line was read for yet. */
    public boolean pending() {
        return position < buffered;
    }

    /**
     * The start of the next line waiting (at most {@code max} characters, "..." when cut), reading
     * what the pipe already holds; null when nothing waits.
     */
    public String peek(int max) {
        try {
            if (position >= buffered && in.available() > 0) {
                buffered = in.read(buffer, 0, Math.min(in.available(), buffer.length));
                position = 0;
            }
        } catch (IOException e) {
            return null; // ended: the caller's next write will tell
        }
        if (position >= buffered) {
            return null;
        }
        int end = position;
        while (end < buffered && buffer[end] != '\n' && end - position < max) {
            end++;
        }
        String line = new String(buffer, position, end - position, StandardCharsets.UTF_8);
        return end < buffered && buffer[end] != '\n' ? line + "..." : line;
    }
}
