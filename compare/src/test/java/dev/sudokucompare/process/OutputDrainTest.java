package dev.sudokucompare.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The reader of a program's output keeps everything the program wrote, however late its thread
 * gets the CPU: at load 10 a fixed 200 ms wait closed the pipe on a reader that had not yet read
 * CaDiCaL's answer, and a correct SAT solver was judged an error ("no status line").
 */
class OutputDrainTest {

    private static final String ANSWER = "s SATISFIABLE\nv 1 -2 3 0\n";

    @Test
    void aReaderThatGetsItsTurnLateStillKeepsTheWholeOutput() {
        // The stream stands in for a reader starved of the CPU: its first read returns a second late,
        // past the 200 ms the pipe once had. The idle guard is a hang guard here, so no machine is too slow.
        OutputDrain drain = new OutputDrain(new LateStream(ANSWER, 1000), 1 << 20, TimeUnit.MINUTES.toNanos(10));
        drain.finish();
        assertThat(drain.text()).isEqualTo(ANSWER);
    }

    @Test
    void aPipeHeldOpenByAnEscapedProcessIsClosedOnTheReaderOnceItIsIdle() {
        CountDownLatch closed = new CountDownLatch(1);
        InputStream heldOpen = new InputStream() {
            @Override
            public int read() throws IOException {
                try {
                    closed.await(); // nothing comes until our end is closed, as with an escaped writer
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                throw new IOException("closed");
            }

            @Override
            public void close() {
                closed.countDown();
            }
        };
        OutputDrain drain = new OutputDrain(heldOpen, 1 << 20, TimeUnit.MILLISECONDS.toNanos(100));
        drain.finish();
        assertThat(closed.getCount()).as("the pipe was closed on the idle reader").isZero();
        assertThat(drain.text()).isEmpty();
    }

    @Test
    void outputPastTheCapIsReadToItsEndAndCut() {
        OutputDrain drain = new OutputDrain(new ByteArrayInputStream("x".repeat(100).getBytes(StandardCharsets.UTF_8)), 10);
        drain.finish();
        assertThat(drain.text()).isEqualTo("x".repeat(10));
        assertThat(drain.cut()).isTrue();
    }

    @Test
    void aStderrKeepsItsEndAndShowsItsLastWords() {
        String flood = "x".repeat(50_000) + "\nlast words\n";
        OutputDrain drain = OutputDrain.keepingTail(new ByteArrayInputStream(flood.getBytes(StandardCharsets.UTF_8)), 100,
                "test-stderr");
        drain.finish();
        assertThat(drain.text()).hasSize(100).endsWith("x\nlast words\n");
        assertThat(drain.cut()).isTrue();
        StderrTail tail = StderrTail.reading(new LateStream("starting\nfailed: no such file\n", 1000), "test-stderr");
        assertThat(tail.shownAtEnd()).as("read however late its reader's turn comes").contains("failed: no such file");
    }

    /** A stream whose bytes are there only after {@code delayMillis}. */
    private static final class LateStream extends InputStream {
        private final ByteArrayInputStream bytes;
        private final long delayMillis;
        private boolean waited;

        LateStream(String text, long delayMillis) {
            this.bytes = new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
            this.delayMillis = delayMillis;
        }

        @Override
        public int read() {
            throw new UnsupportedOperationException("read(byte[], int, int) only");
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (!waited) {
                waited = true;
                try {
                    Thread.sleep(delayMillis);
                } catch (InterruptedException e) {
                    throw new IOException(e);
                }
            }
            return bytes.read(b, off, len);
        }

        @Override
        public void close() {
            // Closing does not hurry a late reader: its bytes still come.
        }
    }
}
