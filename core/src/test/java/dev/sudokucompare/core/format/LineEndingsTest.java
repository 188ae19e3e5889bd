package dev.sudokucompare.core.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Files written on Windows (CRLF), old Macs (CR) or by editors that add a UTF-8 byte-order mark
 * read the same as LF files: same grids, same line numbers.
 */
class LineEndingsTest {

    private static final List<Grid> GRIDS = Datasets.grids("norvig-easy50.txt", 2);

    @ParameterizedTest
    @ValueSource(strings = {"line", "boj2580", "boj2239", "tokens"})
    void crlfCrAndBomReadLikeLf(String name) {
        PuzzleFormat format = PuzzleFormat.byName(name);
        String lf = format.write(GRIDS.get(0)) + "\n" + format.write(GRIDS.get(1));
        List<PuzzleRecord> expected = Records.read(format, lf, "lf");
        assertThat(expected).hasSize(2).noneMatch(PuzzleRecord::isMalformed);

        for (String variant : List.of(lf.replace("\n", "\r\n"), lf.replace("\n", "\r"), "\uFEFF" + lf,
                "\uFEFF" + lf.replace("\n", "\r\n"))) {
            List<PuzzleRecord> read = Records.read(format, variant, "variant");
            assertThat(read).as(name).hasSize(2);
            for (int i = 0; i < 2; i++) {
                assertThat(read.get(i).isMalformed()).as("%s: %s", name, read.get(i)).isFalse();
                assertThat(read.get(i).puzzle()).as(name).isEqualTo(GRIDS.get(i));
                assertThat(read.get(i).line()).as(name).isEqualTo(expected.get(i).line());
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"line", "boj2580", "boj2239", "tokens"})
    void aMissingFinalNewlineLosesNothing(String name) {
        PuzzleFormat format = PuzzleFormat.byName(name);
        String text = format.write(GRIDS.get(0)).stripTrailing();
        List<PuzzleRecord> read = Records.read(format, text, "no-final-newline");
        assertThat(read).hasSize(1);
        assertThat(read.get(0).puzzle()).isEqualTo(GRIDS.get(0));
    }
}
