package dev.sudokucompare.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Grid.conflicts() on conflicting-givens.txt must find exactly the repeats the dataset README
 * describes (line 4's pair sits in one row and one box, line 7's swap breaks two columns), and
 * none on any file whose givens are consistent.
 */
class GridConflictsTest {

    /** Per line: every conflict, as Conflict.describe() spells it. Cells 1-based, from the README. */
    private static final List<List<String>> EXPECTED = List.of(
            List.of("box 5 repeats 5"),
            List.of("column 5 repeats 1"),
            List.of("row 5 repeats 2"),
            List.of("row 1 repeats 1 (r1c1, r1c2)", "box 1 repeats 1 (r1c1, r1c2)"),
            List.of("column 1 repeats 1 (r1c1, r9c1)"),
            List.of("box 1 repeats 5 (r1c1, r2c2)"),
            List.of("column 1 repeats", "column 2 repeats"));

    @Test
    void eachLineHasExactlyTheConflictsTheReadmeDescribes() {
        List<Grid> grids = Datasets.grids("conflicting-givens.txt");
        assertThat(grids).hasSameSizeAs(EXPECTED);
        for (int i = 0; i < grids.size(); i++) {
            Grid grid = grids.get(i);
            List<Conflict> found = grid.conflicts();
            assertThat(found).as("line %d: %s", i + 1, found).hasSameSizeAs(EXPECTED.get(i));
            for (int k = 0; k < found.size(); k++) {
                Conflict c = found.get(k);
                assertThat(c.describe()).as("line %d", i + 1).startsWith(EXPECTED.get(i).get(k));
                // The two cells really are in that unit and really hold that value.
                assertThat(grid.shape().unitCells(c.unit())).contains(c.firstCell(), c.secondCell());
                assertThat(c.firstCell()).isLessThan(c.secondCell());
                assertThat(grid.get(c.firstCell())).isEqualTo(c.value());
                assertThat(grid.get(c.secondCell())).isEqualTo(c.value());
            }
        }
    }

    @Test
    void consistentFilesHaveNone() {
        for (String file : List.of("no-solution.txt", "norvig-top95.txt", "multi-solutions.txt",
                "special-unique.txt", "sudoku16-janko-55.txt", "sudoku25-frisch.txt")) {
            for (Grid grid : Datasets.grids(file)) {
                assertThat(grid.conflicts()).as("%s %s", file, grid).isEmpty();
            }
        }
    }

    @Test
    void aValueRepeatedThriceInOneUnitIsReportedOnce() {
        // 4x4: row 1 holds 1 at c1, c3 and c4; only c3 and c4 share a box.
        Grid thrice = Grid.parse("1.11............");
        assertThat(thrice.conflicts()).extracting(Conflict::describe)
                .containsExactly("row 1 repeats 1 (r1c1, r1c3)", "box 2 repeats 1 (r1c3, r1c4)");
    }
}
