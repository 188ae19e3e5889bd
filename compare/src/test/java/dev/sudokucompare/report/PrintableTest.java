package dev.sudokucompare.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link Printable#plain} looks at eight bytes at a time; it must say exactly what the rule says
 * byte by byte (printable ASCII, line feed, tab): every byte value at every place of a block, and
 * seeded runs of mostly printable bytes at every offset and length.
 */
class PrintableTest {

    private static boolean plainByte(int c) {
        return c >= 0x20 && c < 0x7F || c == '\n' || c == '\t';
    }

    @Test
    void everyByteValueAtEveryPlaceOfABlockIsJudgedAsTheRuleSays() {
        for (int value = 0; value < 256; value++) {
            for (int place = 0; place < 16; place++) {
                byte[] b = new byte[16];
                java.util.Arrays.fill(b, (byte) 'a');
                b[place] = (byte) value;
                assertThat(Printable.plain(b, 0, b.length)).as("byte 0x%02x at %d", value, place)
                        .isEqualTo(plainByte(value));
            }
        }
    }

    @Test
    void seededRunsAgreeWithTheRuleAtEveryOffsetAndLength() {
        Random random = new Random(20_261_128L);
        for (int run = 0; run < 20_000; run++) {
            byte[] b = new byte[1 + random.nextInt(40)];
            for (int i = 0; i < b.length; i++) {
                // Mostly the usual bytes, now and then any byte at all (carries between bytes included).
                b[i] = (byte) (random.nextInt(10) == 0 ? random.nextInt(256) : 0x20 + random.nextInt(0x5F));
            }
            int off = random.nextInt(b.length);
            int len = random.nextInt(b.length - off + 1);
            boolean expected = true;
            for (int i = off; i < off + len; i++) {
                expected &= plainByte(b[i] & 0xff);
            }
            assertThat(Printable.plain(b, off, len)).isEqualTo(expected);
        }
    }
}
