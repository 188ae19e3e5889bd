package dev.sudokucompare.core.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.format.AnswerReader.Answer;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A program's output read as an online judge reads it: trailing spaces and blank lines forgiven,
 * anything else exactly one grid of the puzzle's shape; and the lenient reading that tells a
 * right grid laid out wrong from a wrong one. (The compare module runs real programs through it;
 * these pin it where it lives.)
 */
class AnswerReaderTest {

    private static final String SOLUTION_ROWS = String.join("\n", Datasets.lines("boj2580-sample.out")) + "\n";
    private static final Grid SOLUTION = Grid.parse(SOLUTION_ROWS.replaceAll("\\s+", ""));

    @Test
    void theAgreedFormatIsAGridTrailingSpacesAndBlankLinesForgiven() {
        assertGrid(AnswerReader.read(SOLUTION_ROWS, PuzzleFormat.BOJ2580, Shape.CLASSIC));
        String untidy = SOLUTION_ROWS.replace("\n", "  \n") + "\n\n   \n";
        assertGrid(AnswerReader.read(untidy, PuzzleFormat.BOJ2580, Shape.CLASSIC));
        assertGrid(AnswerReader.read(SOLUTION + "\n\n", PuzzleFormat.LINE, Shape.CLASSIC));
        String digitRows = SOLUTION_ROWS.replace(" ", "");
        assertGrid(AnswerReader.read(digitRows, PuzzleFormat.BOJ2239, Shape.CLASSIC));
    }

    @Test
    void noOutputIsNoAnswerNotAProblem() {
        for (String nothing : List.of("", "\n", "\n\n  \n")) {
            Answer a = AnswerReader.read(nothing, PuzzleFormat.BOJ2580, Shape.CLASSIC);
            assertThat(a.empty()).as("'%s'", nothing).isTrue();
            assertThat(a.grid()).isNull();
            assertThat(a.problem()).isNull();
        }
    }

    @Test
    void anythingElseIsAProblemThatSaysWhat() {
        assertProblem(AnswerReader.read(SOLUTION_ROWS + "done\n", PuzzleFormat.BOJ2580, Shape.CLASSIC),
                "extra output after the answer, line 10: 'done'");
        assertProblem(AnswerReader.read(SOLUTION + "\n" + SOLUTION + "\n", PuzzleFormat.LINE, Shape.CLASSIC),
                // Quoted at most 60 characters long.
                "extra output after the answer, line 2: '" + SOLUTION.toString().substring(0, 60) + "...'");
        String eight = String.join("\n", SOLUTION_ROWS.lines().limit(8).toList()) + "\n";
        assertProblem(AnswerReader.read(eight, PuzzleFormat.BOJ2580, Shape.CLASSIC), "the answer ends after 8 of 9 lines");
        // A blank line inside the answer is not forgiven: the grid then has a row too few.
        String gap = SOLUTION_ROWS.replaceFirst("\n", "\n\n");
        Answer gapped = AnswerReader.read(gap, PuzzleFormat.BOJ2580, Shape.CLASSIC);
        assertThat(gapped.grid()).isNull();
        assertThat(gapped.problem()).startsWith("extra output after the answer, line 10: ");
        Answer letters = AnswerReader.read(SOLUTION_ROWS.replace('7', 'x'), PuzzleFormat.BOJ2580, Shape.CLASSIC);
        assertThat(letters.grid()).isNull();
        assertThat(letters.empty()).isFalse();
        assertProblem(letters, "line 1 is no boj2580 row: 'x' is not a number 0..9");
        Answer tooFew = AnswerReader.read(SOLUTION_ROWS.replace(" ", ""), PuzzleFormat.BOJ2580, Shape.CLASSIC);
        assertThat(tooFew.problem()).as("digits run together are one big number each").startsWith("line 1 is no boj2580 row: ");
        Answer small = AnswerReader.read("1234341221434321\n", PuzzleFormat.LINE, Shape.CLASSIC);
        assertProblem(small, "a 4x4 (2x2 boxes) grid, but the puzzle is 9x9 (3x3 boxes)");
    }

    /** Garbage is named as garbage, by its first line and token, before any complaint about the layout. */
    @Test
    void garbageIsNamedByItsFirstLineAndTokenBeforeTheLayout() {
        assertProblem(AnswerReader.read("hello\nworld\n", PuzzleFormat.BOJ2580, Shape.CLASSIC),
                "line 1 is no boj2580 row: 'hello' is not a number 0..9");
        assertProblem(AnswerReader.read("Answer:\n" + SOLUTION_ROWS, PuzzleFormat.BOJ2580, Shape.CLASSIC),
                "line 1 is no boj2580 row: 'Answer:' is not a number 0..9");
        assertProblem(AnswerReader.read(SOLUTION_ROWS.replace(" ", "") + "ok", PuzzleFormat.BOJ2239, Shape.CLASSIC),
                "extra output after the answer, line 10: 'ok'");
        assertProblem(AnswerReader.read("ok\n" + SOLUTION_ROWS.replace(" ", ""), PuzzleFormat.BOJ2239, Shape.CLASSIC),
                "line 1 is no boj2239 row: 'o' at column 1 is not a symbol of a 9x9 grid");
        assertProblem(AnswerReader.read(SOLUTION.toString().replace('5', 'Z'), PuzzleFormat.LINE, Shape.CLASSIC),
                "line 1 is no line row: 'Z' at column " + (SOLUTION.toString().indexOf('5') + 1)
                        + " is not a symbol of a 9x9 grid");
        assertProblem(AnswerReader.read("\u007fELF\u0002\u0001\u0001\u0000\n\n...", PuzzleFormat.BOJ2580, Shape.CLASSIC),
                "binary output, not text: U+007F in line 1 at column 1");
        assertProblem(AnswerReader.read("12 3\uFFFD\n", PuzzleFormat.BOJ2580, Shape.CLASSIC),
                "binary output, not text: U+FFFD in line 1 at column 5");
    }

    /** One rule for every door: the output becomes a result the judge rules on. */
    @Test
    void theOutputBecomesOneResultForEveryDoor() {
        var stats = new dev.sudokucompare.core.solve.SearchStats(0, 0, 0, 0, 0);
        var solved = AnswerReader.result(SOLUTION_ROWS, PuzzleFormat.BOJ2580, Shape.CLASSIC, stats, "");
        assertThat(solved.solution()).isEqualTo(SOLUTION);
        var nothing = AnswerReader.result("\n", PuzzleFormat.BOJ2580, Shape.CLASSIC, stats, "");
        assertThat(nothing.status()).isEqualTo(dev.sudokucompare.core.solve.Status.NO_SOLUTION);
        var runTogether = AnswerReader.result(SOLUTION_ROWS.replace(" ", ""), PuzzleFormat.BOJ2580, Shape.CLASSIC, stats, "");
        assertThat(runTogether.status()).isEqualTo(dev.sudokucompare.core.solve.Status.BAD_OUTPUT);
        assertThat(runTogether.solution()).as("the values, kept for the judge to call it a layout error").isEqualTo(SOLUTION);
        var garbage = AnswerReader.result("no idea\n", PuzzleFormat.BOJ2580, Shape.CLASSIC, stats, "");
        assertThat(garbage.status()).isEqualTo(dev.sudokucompare.core.solve.Status.BAD_OUTPUT);
        assertThat(garbage.solution()).isNull();
    }

    @Test
    void lenientReadingFindsTheGridInAnyLayoutOrNothing() {
        String oneLine = SOLUTION_ROWS.replace("\n", " ");
        assertThat(AnswerReader.leniently(oneLine, Shape.CLASSIC)).contains(SOLUTION);
        assertThat(AnswerReader.leniently(SOLUTION.toString(), Shape.CLASSIC)).contains(SOLUTION);
        String columns = String.join("\n", SOLUTION.toString().split("(?<=\\G.{27})"));
        assertThat(AnswerReader.leniently(columns, Shape.CLASSIC)).contains(SOLUTION);
        assertThat(AnswerReader.leniently("  \n ", Shape.CLASSIC)).isEmpty();
        assertThat(AnswerReader.leniently(SOLUTION.toString().substring(1), Shape.CLASSIC)).as("80 symbols").isEmpty();
        assertThat(AnswerReader.leniently(oneLine.replaceFirst("1", "one"), Shape.CLASSIC)).as("a word").isEmpty();
        assertThat(AnswerReader.leniently(oneLine.replaceFirst("1", "10"), Shape.CLASSIC)).as("10 in a 9x9").isEmpty();
        assertThat(AnswerReader.leniently(oneLine.replaceFirst("1", "-1"), Shape.CLASSIC)).as("-1").isEmpty();
        assertThat(AnswerReader.leniently(SOLUTION.toString().replaceFirst("1", "!"), Shape.CLASSIC)).as("'!'").isEmpty();
        // 0 is a value the lenient reading keeps (an unfilled cell): the checker rejects it later.
        assertThat(AnswerReader.leniently(oneLine.replaceFirst("1", "0"), Shape.CLASSIC)).isPresent();
        // The largest value of the shape is one.
        String nines = "9 ".repeat(81);
        assertThat(AnswerReader.leniently(nines, Shape.CLASSIC)).isPresent();
    }

    private static void assertGrid(Answer a) {
        assertThat(a.problem()).isNull();
        assertThat(a.empty()).isFalse();
        assertThat(a.grid()).isEqualTo(SOLUTION);
    }

    private static void assertProblem(Answer a, String problem) {
        assertThat(a.grid()).isNull();
        assertThat(a.empty()).isFalse();
        assertThat(a.problem()).isEqualTo(problem);
    }
}
