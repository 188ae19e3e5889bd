package dev.sudokucompare.core.format;

import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.core.LineSpelling;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A hostile file cannot reach a terminal through an error message: control characters (C0, DEL,
 * C1), Unicode line and paragraph separators and bidi overrides put inside rows and tokens of
 * the right length, in every format, come back as codes ({@code U+001B}) in the record's error,
 * never as themselves; and the records around the bad one are read as if it were not there.
 */
class HostileMessagesTest {

    /** ESC, BEL, NUL, DEL, NEL and CSI (C1), line and paragraph separators, right-to-left override. */
    private static final char[] HOSTILE = {'\u001b', '\u0007', '\u0000', '\u007f', '\u0085', '\u009b',
        '\u2028', '\u2029', '\u202e'};
    /** What must never appear in a message: controls, format characters, line and paragraph separators. */
    private static final Pattern UNPRINTABLE = Pattern.compile("[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}]");
    private static final List<Grid> GRIDS = Datasets.grids("norvig-easy50.txt", 2);

    static Stream<Arguments> formatsAndCharacters() {
        return combinations("line", "boj2580", "boj2239", "tokens");
    }

    static Stream<Arguments> tokenFormatsAndCharacters() {
        return combinations("boj2580", "tokens");
    }

    private static Stream<Arguments> combinations(String... formats) {
        List<Arguments> all = new ArrayList<>();
        for (String format : formats) {
            for (char ch : HOSTILE) {
                all.add(Arguments.of(format, ch));
            }
        }
        return all.stream();
    }

    /** The hostile character replaces a symbol (or a whole token) of the first row, then of the fifth. */
    @ParameterizedTest(name = "{0} {index}")
    @MethodSource("formatsAndCharacters")
    void aControlCharacterInARowIsNamedByItsCode(String name, char hostile) {
        PuzzleFormat format = PuzzleFormat.byName(name);
        for (int row : new int[] {0, 4}) {
            String bad = withHostileCharacter(format, GRIDS.get(1), row, hostile, false);
            assertOnlyTheBadRecordIsLost(format, bad, hostile);
        }
    }

    /** Tokens formats: the hostile character glued to a number, so the token is "5\u001b[31m" and the like. */
    @ParameterizedTest(name = "{0} {index}")
    @MethodSource("tokenFormatsAndCharacters")
    void aControlCharacterInsideATokenIsNamedByItsCode(String name, char hostile) {
        PuzzleFormat format = PuzzleFormat.byName(name);
        String bad = withHostileCharacter(format, GRIDS.get(1), 2, hostile, true);
        assertOnlyTheBadRecordIsLost(format, bad, hostile);
    }

    @Test
    void aLongHostileTokenIsCutAndStillPrintable() {
        String bad = PuzzleFormat.BOJ2580.write(GRIDS.get(1)).replaceFirst("^\\d+", "\u001b[31m\u001b[2J\u001b]0;pwned\u0007");
        PuzzleRecord r = Records.read(PuzzleFormat.BOJ2580, bad, "hostile").get(0);
        assertThat(r.error()).isEqualTo("line 1: '<U+001B>[31m<U+001B>[2J<U+001B>]0'... in column 1 is not a number 0..9");
    }

    @Test
    void aTokenOfTwelveCharactersIsShownWhole() {
        String twelve = PuzzleFormat.BOJ2580.write(GRIDS.get(1)).replaceFirst("^\\d+", "abcdefghijkl");
        assertThat(Records.read(PuzzleFormat.BOJ2580, twelve, "hostile").get(0).error())
                .isEqualTo("line 1: 'abcdefghijkl' in column 1 is not a number 0..9");
    }

    @Test
    void messagesNameTheLineAndColumn() {
        String digits = withHostileCharacter(PuzzleFormat.BOJ2239, GRIDS.get(1), 4, '\u001b', false);
        assertThat(Records.read(PuzzleFormat.BOJ2239, digits, "hostile").get(0).error())
                .isEqualTo("line 5: U+001B in column 5 is not 0..9");
        String numbers = withHostileCharacter(PuzzleFormat.BOJ2580, GRIDS.get(1), 2, '\u0007', false);
        assertThat(Records.read(PuzzleFormat.BOJ2580, numbers, "hostile").get(0).error())
                .isEqualTo("line 3: '<U+0007>' in column 5 is not a number 0..9");
    }

    @Test
    void lettersThatUppercaseToAsciiAreNotSymbols() {
        // Character.toUpperCase maps dotless i to I (18) and long s to S (28).
        assertThat(LineSpelling.valueOf('\u0131')).isEqualTo(-1);
        assertThat(LineSpelling.valueOf('\u017f')).isEqualTo(-1);
        assertThat(LineSpelling.valueOf('i')).isEqualTo(18);
        assertThat(LineSpelling.valueOf('s')).isEqualTo(28);
        String line = ".".repeat(624);
        assertThatThrownBy(() -> Grid.parse("\u0131" + line)).hasMessage("unexpected character U+0131 at position 1 (r1c1)");
        assertThat(Grid.parse("i" + line).get(0)).isEqualTo(18);
    }

    @Test
    void printableKeepsAsciiAndSpellsEverythingElse() {
        assertThat(OneLine.quoted('x')).isEqualTo("'x'");
        assertThat(OneLine.quoted(' ')).isEqualTo("' '");
        assertThat(OneLine.quoted('~')).isEqualTo("'~'");
        assertThat(OneLine.quoted('\u001f')).isEqualTo("U+001F");
        assertThat(OneLine.quoted('\u007f')).isEqualTo("U+007F");
        assertThat(OneLine.quoted('\u00e9')).isEqualTo("U+00E9");
        assertThat(OneLine.quoted(" a~\u001f\u007f\u2028")).isEqualTo("' a~<U+001F><U+007F><U+2028>'");
        assertThat(OneLine.quoted("")).isEqualTo("''");
    }

    private static void assertOnlyTheBadRecordIsLost(PuzzleFormat format, String bad, char hostile) {
        String separator = format.equals(PuzzleFormat.LINE) ? "" : "\n";
        String text = format.write(GRIDS.get(0)) + separator + bad + separator + format.write(GRIDS.get(0));
        List<PuzzleRecord> records = Records.read(format, text, "hostile");
        String where = format + " with U+" + Integer.toHexString(hostile);
        assertThat(records).as(where).hasSize(3);
        assertThat(records.get(0).puzzle()).as(where).isEqualTo(GRIDS.get(0));
        assertThat(records.get(2).puzzle()).as(where).isEqualTo(GRIDS.get(0));
        PuzzleRecord r = records.get(1);
        assertThat(r.isMalformed()).as(where).isTrue();
        for (String shown : List.of(r.error(), r.raw(), r.toString())) {
            assertThat(UNPRINTABLE.matcher(shown).find()).as("%s: %s", where, shown.replaceAll("\\p{C}", "?")).isFalse();
        }
        assertThat(r.error()).as(where).contains(String.format("U+%04X", (int) hostile));
    }

    /**
     * The grid as {@code format} writes it, with the hostile character in row {@code row}: in place
     * of its fifth symbol or token, or (with {@code glued}) right after its fifth token.
     */
    private static String withHostileCharacter(PuzzleFormat format, Grid grid, int row, char hostile, boolean glued) {
        if (format.equals(PuzzleFormat.LINE)) {
            char[] line = grid.toString().toCharArray();
            line[9 * row + 4] = hostile;
            return new String(line) + "\n";
        }
        String[] rows = format.write(grid).split("\n");
        if (format.equals(PuzzleFormat.BOJ2239)) {
            char[] digits = rows[row].toCharArray();
            digits[4] = hostile;
            rows[row] = new String(digits);
        } else {
            String[] tokens = rows[row].split(" ");
            tokens[4] = glued ? tokens[4] + hostile + "[31m" : String.valueOf(hostile);
            rows[row] = String.join(" ", tokens);
        }
        return String.join("\n", rows) + "\n";
    }
}
