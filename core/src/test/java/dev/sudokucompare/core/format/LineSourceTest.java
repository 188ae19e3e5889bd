package dev.sudokucompare.core.format;

import dev.sudokucompare.core.OneLine;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import org.junit.jupiter.api.Test;

/** Lines whatever their ending, and the cut for a line too long to hold, to the character. */
class LineSourceTest {

    @Test
    void aLineOfExactlyTheKeptLengthIsWholeAndOneMoreIsTooLong() throws IOException {
        int kept = LineSource.MAX_KEPT;
        LineSource lines = new LineSource(new StringReader("7".repeat(kept) + "\n" + "8".repeat(kept + 1) + "\nend"));
        assertThat(lines.next()).hasSize(kept);
        assertThat(lines.lastWasTooLong()).isFalse();
        assertThat(lines.next()).as("only the kept part is held").hasSize(kept).isEqualTo("8".repeat(kept));
        assertThat(lines.lastWasTooLong()).isTrue();
        assertThat(lines.next()).isEqualTo("end");
        assertThat(lines.lastWasTooLong()).isFalse();
        assertThat(lines.lineNumber()).isEqualTo(3);
        assertThat(lines.next()).isNull();
    }

    @Test
    void aCarriageReturnEndsALineAndWhatFollowsItIsKept() throws IOException {
        LineSource lines = new LineSource(new StringReader("\uFEFFa\r\u0000b\r\nc\rd\r"));
        assertThat(lines.next()).as("byte-order mark dropped").isEqualTo("a");
        assertThat(lines.next()).as("a NUL right after CR starts the next line").isEqualTo("\u0000b");
        assertThat(lines.next()).isEqualTo("c");
        assertThat(lines.next()).isEqualTo("d");
        assertThat(lines.next()).isNull();
        assertThat(lines.lineNumber()).isEqualTo(4);
    }

    @Test
    void aCrAndItsLfInTwoReadsAreOneLineEnding() throws IOException {
        // Lines are read in blocks: a CR that ends one block and the LF that starts the next.
        String[] pieces = {"a\r", "\nb\r", "\r\nc\n"};
        Reader reader = new Reader() {
            private int next;

            @Override
            public int read(char[] buf, int off, int len) {
                if (next == pieces.length) {
                    return -1;
                }
                String piece = pieces[next++];
                piece.getChars(0, piece.length(), buf, off);
                return piece.length();
            }

            @Override
            public void close() {
            }
        };
        LineSource lines = new LineSource(reader);
        assertThat(lines.next()).isEqualTo("a");
        assertThat(lines.next()).isEqualTo("b");
        assertThat(lines.next()).as("a lone CR, then CRLF: an empty line").isEmpty();
        assertThat(lines.next()).isEqualTo("c");
        assertThat(lines.next()).isNull();
        assertThat(lines.lineNumber()).isEqualTo(4);
    }

    @Test
    void oneLineCutsAtTheLengthAndMarksOnlyWhatWasCut() {
        assertThat(OneLine.of("abc", 3)).isEqualTo("abc");
        assertThat(OneLine.of("abcd", 3)).isEqualTo("abc...");
        assertThat(OneLine.of("a\u001bb\u2028c\u202ed\te", 20)).isEqualTo("a?b?c?d?e");
    }
}
