package dev.sudokucompare.core.dfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/** {@code dfs} on the shared datasets: counts, lexmin answers, given solutions, no-solution cases. */
class FastDfsDatasetsTest {

    private final SudokuSolver dfs = DfsSolvers.fromSpec("dfs").orElseThrow();

    @ParameterizedTest(name = "{0} (first {1})")
    @CsvSource({
        "norvig-top95.txt, 95",
        "norvig-hardest.txt, 11",
        "norvig-easy50.txt, 50",
        "magictour-top1465.txt, 1465",
        "forum-hardest-1106.txt, 375",
        "sudoku17-49158.txt, 3000",
        "sudoku17-royle-49151.txt, 1000",
        "forum-hardest-1905-11plus.txt, 1000",
    })
    void provesUniqueness(String file, int count) {
        for (String line : FastDfsFixtures.head(file, count)) {
            assertUnique(Grid.parse(line), null);
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"special-unique", "kaggle-10000", "sudoku16-janko-55"})
    void findsTheGivenSolution(String name) {
        List<String> puzzles = FastDfsFixtures.lines(name + ".txt");
        List<String> solutions = FastDfsFixtures.lines(name + ".solutions.txt");
        for (int i = 0; i < puzzles.size(); i++) {
            assertUnique(Grid.parse(puzzles.get(i)), Grid.parse(solutions.get(i)));
        }
    }

    @Test
    void countsMultipleSolutionsExactly() {
        List<String> puzzles = FastDfsFixtures.lines("multi-solutions.txt");
        List<String> counts = FastDfsFixtures.lines("multi-solutions.counts.txt");
        for (int i = 0; i < puzzles.size(); i++) {
            Grid puzzle = Grid.parse(puzzles.get(i));
            SolveResult result = dfs.solve(puzzle, HangGuard.count(10_000));
            assertThat(result.status()).as("line %d", i + 1).isEqualTo(Status.SOLVED);
            assertThat(result.solutionsFound()).as("line %d", i + 1).isEqualTo(Long.parseLong(counts.get(i)));
            assertThat(result.countExact()).as("line %d", i + 1).isTrue();
            assertThat(Checker.check(puzzle, result.solution())).isEmpty();
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"multi-solutions", "many-solutions", "empty-grid"})
    void lexminMatchesTheFile(String name) {
        List<String> puzzles = FastDfsFixtures.lines(name + ".txt");
        List<String> lexmins = FastDfsFixtures.lines(name + ".lexmin.txt");
        for (int i = 0; i < puzzles.size(); i++) {
            SolveResult result = dfs.solve(Grid.parse(puzzles.get(i)), HangGuard.lexmin());
            assertThat(result.status()).as("%s line %d", name, i + 1).isEqualTo(Status.SOLVED);
            assertThat(result.solution()).as("%s line %d", name, i + 1).isEqualTo(Grid.parse(lexmins.get(i)));
        }
    }

    @Test
    void manySolutionsAreCappedAtTheCountLimit() {
        for (String line : FastDfsFixtures.lines("many-solutions.txt")) {
            SolveResult result = dfs.solve(Grid.parse(line), HangGuard.count(1000));
            assertThat(result.status()).isEqualTo(Status.SOLVED);
            assertThat(result.solutionsFound()).isEqualTo(1000);
            assertThat(result.countExact()).isFalse();
        }
    }

    @Test
    void twoSolutionsAreBothFoundAndTheSmallerIsLexmin() {
        List<String> puzzles = FastDfsFixtures.lines("two-solutions.txt");
        List<String> pairs = FastDfsFixtures.lines("two-solutions.solutions.txt");
        for (int i = 0; i < puzzles.size(); i++) {
            Grid puzzle = Grid.parse(puzzles.get(i));
            String[] both = pairs.get(i).split(",");
            SolveResult count = dfs.solve(puzzle, HangGuard.count(5));
            assertThat(count.solutionsFound()).as("line %d", i + 1).isEqualTo(2);
            assertThat(count.countExact()).isTrue();
            SolveResult capped = dfs.solve(puzzle, HangGuard.count(2));
            assertThat(capped.status()).isEqualTo(Status.SOLVED);
            assertThat(capped.solutionsFound()).isEqualTo(2);
            assertThat(capped.countExact()).as("stopped at the limit, so not proved exact").isFalse();
            SolveResult first = dfs.solve(puzzle, HangGuard.first());
            assertThat(first.solution().toString()).isIn(both[0], both[1]);
            SolveResult lexmin = dfs.solve(puzzle, HangGuard.lexmin());
            assertThat(lexmin.solution()).isEqualTo(Grid.parse(both[0]));
        }
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void noSolutionInAnyMode(Mode mode) {
        for (String line : FastDfsFixtures.lines("no-solution.txt")) {
            SolveResult result = dfs.solve(Grid.parse(line), HangGuard.of(mode));
            assertThat(result.status()).as(line).isEqualTo(Status.NO_SOLUTION);
            assertThat(result.solution()).isNull();
            assertThat(result.solutionsFound()).isZero();
            assertThat(result.countExact()).isTrue();
        }
    }

    /** The conflict each line of conflicting-givens.txt was made with, as the datasets README documents it. */
    private static final List<List<String>> DOCUMENTED_CONFLICTS = List.of(
            List.of("box 5 repeats 5"), List.of("column 5 repeats 1"), List.of("row 5 repeats 2"),
            List.of("row 1 repeats 1", "box 1 repeats 1"), List.of("column 1 repeats 1"), List.of("box 1 repeats 5"),
            List.of("column 1 repeats 7", "column 2 repeats 9"));
    private static final Pattern CONFLICT = Pattern.compile(
            "conflicting givens: ((?:row|column|box) \\d) repeats (\\d) \\(r(\\d)c(\\d), r(\\d)c(\\d)\\)");

    /**
     * The message names a documented conflict of the line, and the two cells it names really hold
     * that value and really share that unit (checked here on the puzzle, not by the code that wrote it).
     */
    @ParameterizedTest
    @EnumSource(Mode.class)
    void conflictingGivensAreNamed(Mode mode) {
        List<String> lines = FastDfsFixtures.lines("conflicting-givens.txt");
        assertThat(lines).hasSameSizeAs(DOCUMENTED_CONFLICTS);
        for (int i = 0; i < lines.size(); i++) {
            Grid puzzle = Grid.parse(lines.get(i));
            SolveResult result = dfs.solve(puzzle, HangGuard.of(mode));
            String where = "conflicting-givens:" + (i + 1) + " " + result.message();
            assertThat(result.status()).as(where).isEqualTo(Status.NO_SOLUTION);
            assertThat(result.stats().nodes()).isZero();
            Matcher m = CONFLICT.matcher(result.message());
            assertThat(m.matches()).as(where).isTrue();
            assertThat(DOCUMENTED_CONFLICTS.get(i)).as(where).contains(m.group(1) + " repeats " + m.group(2));
            int value = Integer.parseInt(m.group(2));
            assertThat(m.group(3) + m.group(4)).as(where).isLessThan(m.group(5) + m.group(6));
            for (int k = 3; k <= 5; k += 2) {
                int row = Integer.parseInt(m.group(k));
                int col = Integer.parseInt(m.group(k + 1));
                assertThat(puzzle.get(row - 1, col - 1)).as(where).isEqualTo(value);
                int box = (row - 1) / 3 * 3 + (col - 1) / 3 + 1;
                assertThat(List.of("row " + row, "column " + col, "box " + box)).as(where).contains(m.group(1));
            }
        }
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}")
    @CsvSource({"sudoku17-49158.txt", "forum-hardest-1905-11plus.txt", "sudoku17-royle-49151.txt"})
    void provesUniquenessOnWholeBigSets(String file) {
        for (String line : FastDfsFixtures.lines(file)) {
            assertUnique(Grid.parse(line), null);
        }
    }

    private void assertUnique(Grid puzzle, Grid expected) {
        SolveResult result = dfs.solve(puzzle, HangGuard.count(2));
        assertThat(result.status()).as("%s", puzzle).isEqualTo(Status.SOLVED);
        assertThat(result.solutionsFound()).as("%s", puzzle).isEqualTo(1);
        assertThat(result.countExact()).as("%s", puzzle).isTrue();
        assertThat(Checker.check(puzzle, result.solution())).as("%s", puzzle).isEmpty();
        if (expected != null) {
            assertThat(result.solution()).as("%s", puzzle).isEqualTo(expected);
        }
    }
}
