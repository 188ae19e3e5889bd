package dev.sudokucompare.worker;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * The tool's requests, a line at a time. Waiting for the next one spins briefly before it blocks:
 * a thread woken from a blocking read costs tens of microseconds on a busy machine, more than a
 * fast puzzle's whole search, and the next request usually follows the last answer at once.
 */
final class Requests {

    /** How long to poll before blocking: short, so an idle worker leaves the cores to the tool. */
    private static final long SPIN_NANOS = 200_000;
    private final InputStream in;
    private final byte[] buffer = new byte[8192];
    private int buffered;
    private int position;

    Requests(InputStream in) {
        this.in = in;
    }

    /** The next line without its ending, or null at the end of the input. */
    String next() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream(128);
        while (true) {
            while (position < buffered) {
                byte b = buffer[position++];
                if (b == '\n') {
                    return line.toString(StandardCharsets.UTF_8);
                }
                line.write(b);
            }
            if (!fill()) {
                return line.size() == 0 ? null : line.toString(StandardCharsets.UTF_8);
            }
        }
    }

    private boolean fill() throws IOException {
        long until = System.nanoTime() + SPIN_NANOS;
        while (in.available() == 0 && System.nanoTime() - until < 0) {
            Thread.onSpinWait();
        }
        buffered = in.read(buffer, 0, buffer.length);
        position = 0;
        return buffered > 0;
    }
}
