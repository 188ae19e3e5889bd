package dev.sudokucompare.core.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import org.junit.jupiter.api.Test;

/** Guessing the format from the first lines, on the datasets and on what the writers produce. */
class FormatSnifferTest {

    @Test
    void recognisesTheDatasetFiles() {
        assertThat(FormatSniffer.sniff(Datasets.text("boj2580-sample.in"))).isEqualTo(PuzzleFormat.BOJ2580);
        assertThat(FormatSniffer.sniff(Datasets.text("boj2239-sample.in"))).isEqualTo(PuzzleFormat.BOJ2239);
        assertThat(FormatSniffer.sniff(Datasets.text("norvig-top95.txt"))).isEqualTo(PuzzleFormat.LINE);
        assertThat(FormatSniffer.sniff(Datasets.text("kaggle-10000.solutions.txt"))).isEqualTo(PuzzleFormat.LINE);
        assertThat(FormatSniffer.sniff(Datasets.text("sudoku16-janko-55.txt"))).isEqualTo(PuzzleFormat.LINE);
    }

    @Test
    void recognisesHeadersTokensCommentsAndMarks() {
        assertThat(FormatSniffer.sniff("Grid 01\n003020600\n")).isEqualTo(PuzzleFormat.BOJ2239);
        assertThat(FormatSniffer.sniff("1 0 0 4\n0 0 1 0\n")).isEqualTo(PuzzleFormat.TOKENS);
        assertThat(FormatSniffer.sniff("\uFEFF# a comment\r\n\r\n0 3 5 4 6 9 2 7 8\r\n")).isEqualTo(PuzzleFormat.BOJ2580);
        assertThat(FormatSniffer.sniff("")).isEqualTo(PuzzleFormat.LINE);
    }
}
