package dev.sudokucompare.solvers.external;

import dev.sudokucompare.process.ProcessOutcome;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/** The end of a {@code stream:} program's stderr, kept bounded on a thread of its own (shown in its errors). */
final class StderrTail {
    private static final int KEPT = 4096;
    private final StringBuilder tail = new StringBuilder();

    StderrTail(InputStream err) {
        Thread t = new Thread(() -> {
            byte[] buf = new byte[4096];
            try (err) {
                for (int n; (n = err.read(buf)) > 0; ) {
                    synchronized (tail) {
                        tail.append(new String(buf, 0, n, StandardCharsets.UTF_8));
                        if (tail.length() > 2 * KEPT) {
                            tail.delete(0, tail.length() - KEPT);
                        }
                    }
                }
            } catch (IOException e) {
                // The stream closed when the program ended.
            }
        }, "stream-stderr");
        t.setDaemon(true);
        t.start();
    }

    String shown() {
        synchronized (tail) {
            return ProcessOutcome.stderrTail(tail.toString());
        }
    }
}
