package dev.sudokucompare.core.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A malformed record comes back as a record (source, 1-based line, its index counting the bad
 * ones) and the reader carries on: the good records around it are read exactly as if the bad
 * one were not there.
 */
class MalformedRecordsTest {

    private static final List<Grid> GRIDS = Datasets.grids("norvig-easy50.txt", 3);

    @Test
    void lineFormatReportsWrongLengthBadCharacterAndTooLargeValue() {
        String good0 = GRIDS.get(0).toString();
        String good1 = GRIDS.get(1).toString();
        String text = good0 + "\n"
                + good1.substring(1) + "\n"              // line 2: 80 symbols
                + "x" + good1.substring(1) + "\n"        // line 3: not a symbol
                + "A" + good1.substring(1) + "\n"        // line 4: value 10 in a 9x9 grid
                + good1 + "\n";
        List<PuzzleRecord> records = Records.read(PuzzleFormat.LINE, text, "bad.txt");

        assertThat(records).hasSize(5);
        assertGood(records.get(0), 1, 1, GRIDS.get(0));
        assertMalformed(records.get(1), 2, 2, "80 symbols");
        assertMalformed(records.get(2), 3, 3, "'x'");
        assertMalformed(records.get(3), 4, 4, "is not a symbol of a 9x9 grid, whose symbols are 1-9");
        assertGood(records.get(4), 5, 5, GRIDS.get(1));
    }

    @Test
    void boj2580ReportsTooLargeValueShortRowAndWrongTokenCount() {
        String good = PuzzleFormat.BOJ2580.write(GRIDS.get(0));
        String tooLarge = PuzzleFormat.BOJ2580.write(GRIDS.get(1)).replaceFirst("^\\d", "10");
        String shortRow = PuzzleFormat.BOJ2580.write(GRIDS.get(1)).replaceFirst("\n\\d+ ", "\n");
        String tenTokens = PuzzleFormat.BOJ2580.write(GRIDS.get(1)).replaceFirst("\n", " 0\n");
        // Records separated by blank lines: lines 1-9, 11-19, 21-29, 31-39, 41-49.
        String text = String.join("\n", good, tooLarge, shortRow, tenTokens, good);
        List<PuzzleRecord> records = Records.read(PuzzleFormat.BOJ2580, text, "bad.in");

        assertThat(records).hasSize(5);
        assertGood(records.get(0), 1, 1, GRIDS.get(0));
        assertMalformed(records.get(1), 2, 11, "'10'");
        assertMalformed(records.get(2), 3, 21, "line 22");
        assertMalformed(records.get(3), 4, 31, "expected 9 numbers, got 10");
        assertGood(records.get(4), 5, 41, GRIDS.get(0));
    }

    @Test
    void boj2239ReportsShortRowAndBadDigit() {
        String good = PuzzleFormat.BOJ2239.write(GRIDS.get(0));
        String shortRow = PuzzleFormat.BOJ2239.write(GRIDS.get(1)).replaceFirst("\n\\d", "\n");
        String badDigit = PuzzleFormat.BOJ2239.write(GRIDS.get(1)).replaceFirst("^\\d", "x");
        String text = String.join("\n", good, shortRow, badDigit, good);
        List<PuzzleRecord> records = Records.read(PuzzleFormat.BOJ2239, text, "bad.in");

        assertThat(records).hasSize(4);
        assertGood(records.get(0), 1, 1, GRIDS.get(0));
        assertMalformed(records.get(1), 2, 11, "line 12");
        assertMalformed(records.get(2), 3, 21, "'x'");
        assertGood(records.get(3), 4, 31, GRIDS.get(0));
    }

    @Test
    void tokensReportAWrongTokenCountAndAMissingRow() {
        String good = PuzzleFormat.TOKENS.write(GRIDS.get(2));
        String wrongCount = PuzzleFormat.TOKENS.write(GRIDS.get(1)).replaceFirst("\n\\d+ ", "\n");
        String missingRow = PuzzleFormat.TOKENS.write(GRIDS.get(1)).replaceFirst("\n[^\n]*\n$", "\n");
        String text = String.join("\n", good, wrongCount, missingRow, good);
        List<PuzzleRecord> records = Records.read(PuzzleFormat.TOKENS, text, "bad.tok");

        assertThat(records).hasSize(4);
        assertGood(records.get(0), 1, 1, GRIDS.get(2));
        assertMalformed(records.get(1), 2, 11, "expected 9 numbers, got 8");
        assertMalformed(records.get(2), 3, 21, "after 8 of 9 rows");
        assertGood(records.get(3), 4, 30, GRIDS.get(2));
    }

    @Test
    void aHugeLineIsReportedAtTheBoundAndNotKept() {
        String huge = "1".repeat(100_000);
        String text = huge + "\n" + GRIDS.get(0) + "\n";
        List<PuzzleRecord> records = Records.read(PuzzleFormat.LINE, text, "huge.txt");
        assertThat(records).hasSize(2);
        assertMalformed(records.get(0), 1, 1, "a line longer than 65,536 characters");
        assertThat(records.get(0).raw().length()).isLessThanOrEqualTo(PuzzleRecord.MAX_RAW + 3);
        assertGood(records.get(1), 2, 2, GRIDS.get(0));
    }

    /** Numbers may carry leading zeros or a plus sign within three characters; longer tokens are no cell value. */
    @Test
    void numbersMayBePaddedToThreeCharacters() {
        String padded = PuzzleFormat.BOJ2580.write(GRIDS.get(0)).replaceAll("\\b(\\d)\\b", "00$1").replaceFirst("\\b00(\\d)\\b", "+$1");
        assertGood(Records.read(PuzzleFormat.BOJ2580, padded, "padded.in").get(0), 1, 1, GRIDS.get(0));
        String fourCharacters = PuzzleFormat.BOJ2580.write(GRIDS.get(0)).replaceFirst("^(\\d)", "000$1");
        assertMalformed(Records.read(PuzzleFormat.BOJ2580, fourCharacters, "long.in").get(0), 1, 1,
                "line 1: '000" + GRIDS.get(0).get(0) + "' in column 1 is not a number 0..9");
    }

    @Test
    void aHugeRowStartsAMalformedRecordInTheRowFormatsToo() {
        String huge = "1 ".repeat(50_000);
        for (PuzzleFormat format : List.of(PuzzleFormat.BOJ2580, PuzzleFormat.TOKENS)) {
            String good = format.write(GRIDS.get(0));
            List<PuzzleRecord> records = Records.read(format, huge + "\n\n" + good, "huge.in");
            assertThat(records).as(format.name()).hasSize(2);
            assertMalformed(records.get(0), 1, 1, "line 1: a line longer than 65,536 characters, far longer than any grid row");
            assertGood(records.get(1), 2, 3, GRIDS.get(0));
        }
    }

    @Test
    void aBadRowCostsOnlyItsRecordWhenPuzzlesFollowWithoutBlankLines() {
        String good0 = PuzzleFormat.BOJ2580.write(GRIDS.get(0));
        String badRow3 = PuzzleFormat.BOJ2580.write(GRIDS.get(1)).replaceFirst("(\n[^\n]*\n)\\d+ ", "$1");
        String good2 = PuzzleFormat.BOJ2580.write(GRIDS.get(2));
        // Lines 1-9, 10-18 (line 12 has 8 numbers), 19-27.
        List<PuzzleRecord> records = Records.read(PuzzleFormat.BOJ2580, good0 + badRow3 + good2, "three.in");

        assertThat(records).as("one record per puzzle written").hasSize(3);
        assertGood(records.get(0), 1, 1, GRIDS.get(0));
        assertMalformed(records.get(1), 2, 10, "line 12: expected 9 numbers, got 8");
        assertGood(records.get(2), 3, 19, GRIDS.get(2));
    }

    @Test
    void projectEulerHeadersResyncAfterABadRowOrAMissingRow() {
        String good0 = PuzzleFormat.BOJ2239.write(GRIDS.get(0));
        String badRow3 = PuzzleFormat.BOJ2239.write(GRIDS.get(1)).replaceFirst("(\n[^\n]*\n)\\d", "$1");
        String missingLastRow = PuzzleFormat.BOJ2239.write(GRIDS.get(1)).replaceFirst("[^\n]*\n$", "");
        String good2 = PuzzleFormat.BOJ2239.write(GRIDS.get(2));
        // Headers on lines 1, 11, 21, 30; grids on 2-10, 12-20 (line 14 short), 22-29 (8 rows), 31-39.
        String text = "Grid 01\n" + good0 + "Grid 02\n" + badRow3 + "Grid 03\n" + missingLastRow + "Grid 04\n" + good2;
        List<PuzzleRecord> records = Records.read(PuzzleFormat.BOJ2239, text, "p096_sudoku.txt");

        assertThat(records).as("one record per grid written").hasSize(4);
        assertGood(records.get(0), 1, 2, GRIDS.get(0));
        assertMalformed(records.get(1), 2, 12, "line 14: expected 9 digits, got 8");
        assertMalformed(records.get(2), 3, 22, "header line 30 after 8 of 9 rows");
        assertGood(records.get(3), 4, 31, GRIDS.get(2));
    }

    static void assertGood(PuzzleRecord r, long index, long line, Grid expected) {
        assertThat(r.isMalformed()).as("%s: %s", r, r.error()).isFalse();
        assertThat(r.puzzle()).as(r.toString()).isEqualTo(expected);
        assertThat(r.index()).as(r.toString()).isEqualTo(index);
        assertThat(r.line()).as(r.toString()).isEqualTo(line);
    }

    static void assertMalformed(PuzzleRecord r, long index, long line, String errorPart) {
        assertThat(r.isMalformed()).as(r.toString()).isTrue();
        assertThat(r.puzzle()).isNull();
        assertThat(r.error()).as(r.toString()).contains(errorPart);
        assertThat(r.index()).as(r.toString()).isEqualTo(index);
        assertThat(r.line()).as(r.toString()).isEqualTo(line);
        assertThat(r.location()).isEqualTo(r.source() + ":" + line);
        assertThat(r.raw()).as("raw text kept for the report").isNotEmpty();
    }
}
