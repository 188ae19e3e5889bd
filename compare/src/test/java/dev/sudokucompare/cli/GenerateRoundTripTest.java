package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.input.InputFormat;
import dev.sudokucompare.input.Inputs;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code generate} then {@code solve}, for every box shape from 1x1 to 8x8 (3x2, 5x2 and 2x5
 * among them): the file reads back with the very box it was generated with, never the other
 * orientation of the same side, and the answer checks against that shape.
 */
class GenerateRoundTripTest {

    @TempDir
    Path tmp;

    @Test
    void everyBoxShapeReadsBackAsGeneratedAndSolves() throws IOException {
        List<String> failures = new ArrayList<>();
        for (int rows = 1; rows <= 8; rows++) {
            for (int cols = 1; cols <= 8; cols++) {
                Shape shape = Shape.of(rows, cols);
                // A square box is asked for by its side (--size 4x4 is a 4x4 grid); any other as a box.
                String size = rows == cols ? String.valueOf(shape.size()) : rows + "x" + cols;
                int blanks = Math.min(shape.cellCount() / 2, 30);
                CliRun generated = CliRun.of("generate", "--size", size, "--givens",
                        String.valueOf(shape.cellCount() - blanks), "--seed", String.valueOf(rows * 8 + cols));
                assertThat(generated.status()).as("generate %s: %s", size, generated.err()).isZero();
                Path file = tmp.resolve(rows + "x" + cols + ".txt");
                Files.writeString(file, generated.out());

                Grid puzzle = readOne(file);
                if (!puzzle.shape().equals(shape)) {
                    failures.add(size + " read back as " + puzzle.shape());
                    continue;
                }
                CliRun solved = CliRun.of("solve", file.toString());
                Grid answer = readOne(writeAnswer(file, solved.out()));
                if (solved.status() != 0 || !answer.shape().equals(shape) || !Checker.isSolution(puzzle, answer)) {
                    failures.add(size + ": solve exited " + solved.status() + " " + solved.err().strip());
                }
            }
        }
        assertThat(failures).isEmpty();
    }

    private Grid readOne(Path file) throws IOException {
        try (Inputs.Opened opened = Inputs.open(file.toString(), InputFormat.AUTO)) {
            PuzzleRecord record = opened.records().next();
            assertThat(record).as(file.toString()).isNotNull();
            assertThat(record.isMalformed()).as("%s: %s", file, record.error()).isFalse();
            return record.puzzle();
        }
    }

    /** The answer in a file of its own, with the puzzle file's shape statement before it. */
    private Path writeAnswer(Path puzzleFile, String answer) throws IOException {
        String statement = Files.readAllLines(puzzleFile).stream().filter(l -> l.startsWith("# shape"))
                .map(l -> l + "\n").findFirst().orElse("");
        Path file = tmp.resolve(puzzleFile.getFileName() + ".answer");
        Files.writeString(file, statement + answer);
        return file;
    }
}
