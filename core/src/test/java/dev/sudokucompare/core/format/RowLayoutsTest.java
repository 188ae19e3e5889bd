package dev.sudokucompare.core.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.SeededPuzzles;
import dev.sudokucompare.core.Shape;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The row layouts' own rules: Project Euler's "Grid NN" headers, and tokens of mixed sizes. */
class RowLayoutsTest {

    @Test
    void boj2239SkipsGridHeadersAsInProjectEulerFile() {
        List<Grid> grids = Datasets.grids("norvig-easy50.txt", 3);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < grids.size(); i++) {
            text.append(String.format("Grid %02d\n", i + 1)).append(PuzzleFormat.BOJ2239.write(grids.get(i)));
        }
        List<PuzzleRecord> records = Records.read(PuzzleFormat.BOJ2239, text.toString(), "p096_sudoku.txt");
        assertThat(records).hasSize(3);
        for (int i = 0; i < 3; i++) {
            assertThat(records.get(i).puzzle()).as(records.get(i).toString()).isEqualTo(grids.get(i));
            assertThat(records.get(i).line()).as("the grid's first row, after its header").isEqualTo(10L * i + 2);
        }
    }

    @Test
    void tokensReadBlankLineSeparatedPuzzlesOfDifferentSizes() {
        List<Grid> grids = List.of(
                SeededPuzzles.withGivens(Shape.of(2, 2), 1, 6).puzzle(),
                Datasets.grids("norvig-top95.txt", 1).get(0),
                SeededPuzzles.withGivens(Shape.of(2, 3), 2, 12).puzzle(),
                Datasets.grids("sudoku16-janko-55.txt", 1).get(0),
                SeededPuzzles.withGivens(Shape.of(3, 4), 3, 70).puzzle());
        StringBuilder text = new StringBuilder();
        List<Long> shapeLines = new ArrayList<>();
        RecordWriter writer = PuzzleFormat.TOKENS.recordWriter();
        for (Grid g : grids) {
            String record = writer.next(g);
            shapeLines.add(record.lines().filter(l -> l.startsWith("#")).count());
            text.append(record.strip()).append("\n\n");
        }
        List<PuzzleRecord> records = Records.read(PuzzleFormat.TOKENS, text.toString(), "mixed.txt");
        assertThat(records).hasSize(grids.size());
        long line = 1;
        for (int i = 0; i < grids.size(); i++) {
            PuzzleRecord r = records.get(i);
            line += shapeLines.get(i);
            assertThat(r.puzzle()).as(r.toString()).isEqualTo(grids.get(i));
            assertThat(r.puzzle().shape()).isEqualTo(grids.get(i).shape());
            assertThat(r.line()).as(r.toString()).isEqualTo(line);
            line += grids.get(i).size() + 1;
        }
    }

    @Test
    void tokensAcceptAnyWhitespaceAndExtraBlankLines() {
        Grid grid = SeededPuzzles.withGivens(Shape.of(2, 2), 4, 8).puzzle();
        String spaced = "\n\n" + PuzzleFormat.TOKENS.write(grid).replace(" ", " \t  ") + "\n\n\n";
        List<PuzzleRecord> records = Records.read(PuzzleFormat.TOKENS, spaced, "spaced.txt");
        assertThat(records).hasSize(1);
        assertThat(records.get(0).puzzle()).isEqualTo(grid);
        assertThat(records.get(0).line()).isEqualTo(3);
    }
}
