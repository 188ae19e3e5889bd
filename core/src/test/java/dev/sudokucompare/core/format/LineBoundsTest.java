package dev.sudokucompare.core.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** A line longer than any puzzle is malformed at once, skipped without being kept, and an endless one is given up. */
class LineBoundsTest {

    /** Characters without end, and how many were read. */
    private static final class Endless extends Reader {
        long read;

        @Override
        public int read(char[] buf, int off, int len) {
            java.util.Arrays.fill(buf, off, off + len, 'x');
            read += len;
            return len;
        }

        @Override
        public void close() {
        }
    }

    @Test
    void anEndlessLineIsMalformedAtOnceThenTheInputIsGivenUp() throws IOException {
        Endless endless = new Endless();
        LineSource lines = new LineSource(endless);
        String first = assertTimeoutPreemptively(Duration.ofMinutes(5), () -> lines.next());
        assertThat(lines.lastWasTooLong()).isTrue();
        assertThat(first).hasSize(LineSource.MAX_KEPT);
        // No further than the bound and the one block read ahead.
        assertThat(endless.read).as("read no further than the bound").isLessThanOrEqualTo(LineSource.MAX_KEPT + LineSource.READ_AHEAD);
        assertThatThrownBy(() -> assertTimeoutPreemptively(Duration.ofMinutes(5), () -> lines.next()))
                .isInstanceOf(IOException.class).hasMessageContaining("line 1 has no end within");
        assertThat(endless.read).isLessThanOrEqualTo(LineSource.MAX_KEPT + LineSource.MAX_SKIPPED + LineSource.READ_AHEAD);
    }

    @Test
    void aLongLineIsSkippedToItsEndAndTheNextLineIsRead() throws IOException {
        String puzzle = "..1....4.13.....";
        PuzzleReader reader = PuzzleFormat.LINE.reader(new StringReader("y".repeat(200_000) + "\r\n" + puzzle + "\n"), "t");
        PuzzleRecord bad = reader.next();
        assertThat(bad.isMalformed()).isTrue();
        assertThat(bad.error()).isEqualTo("a line longer than 65,536 characters, far longer than any puzzle");
        assertThat(bad.line()).isEqualTo(1);
        PuzzleRecord good = reader.next();
        assertThat(good.isMalformed()).isFalse();
        assertThat(good.line()).isEqualTo(2);
        assertThat(good.puzzle().toString()).isEqualTo(puzzle);
        assertThat(reader.next()).isNull();
    }
}
