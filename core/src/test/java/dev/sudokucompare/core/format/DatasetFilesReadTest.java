package dev.sudokucompare.core.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The readers on the real dataset files, streamed from disk as the command line does. */
class DatasetFilesReadTest {

    @Test
    void lineReaderReadsAWholeDatasetWithLineNumbers() throws IOException {
        List<PuzzleRecord> records = readFile(PuzzleFormat.LINE, "norvig-top95.txt");
        List<String> lines = Datasets.lines("norvig-top95.txt");
        assertThat(records).hasSameSizeAs(lines);
        for (int i = 0; i < lines.size(); i++) {
            PuzzleRecord r = records.get(i);
            assertThat(r.isMalformed()).as(r.toString()).isFalse();
            assertThat(r.puzzle()).isEqualTo(Grid.parse(lines.get(i)));
            assertThat(r.line()).isEqualTo(i + 1);
            assertThat(r.index()).isEqualTo(i + 1);
            assertThat(r.source()).isEqualTo("norvig-top95.txt");
        }
    }

    @Test
    void lineReaderReadsSixteenBySixteen() throws IOException {
        List<PuzzleRecord> records = readFile(PuzzleFormat.LINE, "sudoku16-janko-55.txt");
        assertThat(records).hasSize(55).noneMatch(PuzzleRecord::isMalformed);
        assertThat(records.get(54).puzzle()).isEqualTo(Grid.parse(Datasets.lines("sudoku16-janko-55.txt").get(54)));
    }

    @Test
    void boj2580ReaderReadsTheSampleInput() throws IOException {
        List<PuzzleRecord> records = readFile(PuzzleFormat.BOJ2580, "boj2580-sample.in");
        assertThat(records).hasSize(1);
        PuzzleRecord r = records.get(0);
        assertThat(r.isMalformed()).as(r.toString()).isFalse();
        assertThat(r.line()).isEqualTo(1);
        assertThat(r.puzzle().toArray()).containsExactly(numbersIn("boj2580-sample.in"));
    }

    @Test
    void boj2239ReaderReadsTheSampleInput() throws IOException {
        List<PuzzleRecord> records = readFile(PuzzleFormat.BOJ2239, "boj2239-sample.in");
        assertThat(records).hasSize(1);
        PuzzleRecord r = records.get(0);
        assertThat(r.isMalformed()).as(r.toString()).isFalse();
        assertThat(r.puzzle().toString()).isEqualTo(Datasets.text("boj2239-sample.in").replace("\n", "").replace('0', '.'));
    }

    @Test
    void theSampleOutputsReadAsCompleteGrids() throws IOException {
        Grid out2580 = readFile(PuzzleFormat.BOJ2580, "boj2580-sample.out").get(0).puzzle();
        Grid out2239 = readFile(PuzzleFormat.BOJ2239, "boj2239-sample.out").get(0).puzzle();
        assertThat(out2580.isComplete()).isTrue();
        assertThat(out2239.isComplete()).isTrue();
        assertThat(out2580.toArray()).containsExactly(numbersIn("boj2580-sample.out"));
    }

    /** The whitespace-separated numbers of a file, read without the code under test. */
    private static int[] numbersIn(String file) {
        return java.util.Arrays.stream(Datasets.text(file).trim().split("\\s+")).mapToInt(Integer::parseInt).toArray();
    }

    static List<PuzzleRecord> readFile(PuzzleFormat format, String file) throws IOException {
        List<PuzzleRecord> records = new ArrayList<>();
        try (Reader in = Files.newBufferedReader(Datasets.file(file));
                PuzzleReader reader = format.reader(in, file)) {
            for (PuzzleRecord r = reader.next(); r != null; r = reader.next()) {
                records.add(r);
            }
        }
        return records;
    }
}
