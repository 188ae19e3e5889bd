package dev.sudokucompare.core.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The judge's view: read the sample input, solve, write; the bytes must equal the sample output
 * (BOJ 2239 asks for the lexicographically smallest solution, so LEXMIN there).
 */
class BojSamplesTest {

    private static final SudokuSolver DFS = DfsSolvers.fromSpec("dfs").orElseThrow();

    @Test
    void boj2580WriterReproducesTheSampleOutput() throws IOException {
        Grid puzzle = DatasetFilesReadTest.readFile(PuzzleFormat.BOJ2580, "boj2580-sample.in").get(0).puzzle();
        Grid solution = DFS.solve(puzzle, HangGuard.first()).solution();
        assertThat(PuzzleFormat.BOJ2580.write(solution)).isEqualTo(Datasets.text("boj2580-sample.out"));
    }

    @Test
    void boj2239WriterReproducesTheSampleOutput() throws IOException {
        Grid puzzle = DatasetFilesReadTest.readFile(PuzzleFormat.BOJ2239, "boj2239-sample.in").get(0).puzzle();
        Grid solution = DFS.solve(puzzle, HangGuard.lexmin()).solution();
        assertThat(PuzzleFormat.BOJ2239.write(solution)).isEqualTo(Datasets.text("boj2239-sample.out"));
    }

    @Test
    void writersReproduceTheSampleInputsToo() throws IOException {
        // Blanks are written as 0, as the judge's input has them.
        for (PuzzleFormat format : new PuzzleFormat[] {PuzzleFormat.BOJ2580, PuzzleFormat.BOJ2239}) {
            String file = format.name() + "-sample.in";
            Grid puzzle = DatasetFilesReadTest.readFile(format, file).get(0).puzzle();
            assertThat(format.write(puzzle)).as(file).isEqualTo(Datasets.text(file));
        }
    }
}
