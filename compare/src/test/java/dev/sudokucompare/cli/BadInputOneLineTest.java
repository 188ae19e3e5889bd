package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An input that cannot hold a puzzle is one line on stderr, exit 2, and no empty report before it. */
class BadInputOneLineTest {

    private static final String GOOD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @TempDir
    Path tmp;

    private static CliRun compare(Path input) {
        return CliRun.of("--solvers", "dfs", "--warmup", "0", "--no-progress", input.toString());
    }

    private static void assertOneLine(CliRun run, String line) {
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.out()).as("no report").isEmpty();
        assertThat(run.errBesidesMachineWarnings()).isEqualTo("error: " + line + "\n");
    }

    @Test
    void missingDirectoryEmptyAndBinaryInputsAreOneLineEach() throws Exception {
        Path missing = tmp.resolve("missing.txt");
        assertOneLine(compare(missing), missing + ": no such file");
        Path directory = Files.createDirectory(tmp.resolve("dir"));
        assertOneLine(compare(directory), directory + ": is a directory, not a file of puzzles");
        Path empty = Files.writeString(tmp.resolve("empty.txt"), "");
        assertOneLine(compare(empty), empty + ": empty file: no puzzles in it");
        byte[] noise = new byte[4000];
        new Random(7).nextBytes(noise);
        noise[100] = 0;
        Path binary = Files.write(tmp.resolve("noise.bin"), noise);
        int firstNul = 0;
        while (noise[firstNul] != 0) {
            firstNul++;
        }
        assertOneLine(compare(binary), binary + ": a binary file (a NUL byte at offset " + firstNul + "), not puzzles");
    }

    /** Before: solve printed a MALFORMED line per line of a jar, to stdout and stderr, for 42 s. */
    @Test
    void everyCommandThatReadsPuzzlesChecksItsInputAsCompareDoes() throws Exception {
        byte[] jar = new byte[200_000];
        new Random(11).nextBytes(jar);
        jar[0] = 'P';
        jar[1] = 'K';
        jar[5] = 0;
        for (int i = 6; i < jar.length; i += 40) {
            jar[i] = '\n';
        }
        Path binary = Files.write(tmp.resolve("x.jar"), jar);
        String line = binary + ": a binary file (a NUL byte at offset 5), not puzzles";
        assertOneLine(compare(binary), line);
        assertOneLine(CliRun.of("solve", binary.toString()), line);
        assertOneLine(CliRun.of("check", "--puzzle", binary.toString(), "--answer", binary.toString()), line);
        CliRun export = CliRun.of("export", "--to", "dimacs", "--out", tmp.resolve("cnf").toString(), binary.toString(),
                CliRun.dataset("norvig-easy50.txt"));
        assertThat(export.status()).isEqualTo(2);
        assertThat(export.err().lines()).singleElement().isEqualTo("error: " + line);
        assertThat(export.out()).startsWith("wrote 50 CNF files");
    }

    @Test
    void aFileMostlyNotOfPuzzlesSaysSoOnceAndEveryRecordIsKept() throws Exception {
        Path mostly = Files.writeString(tmp.resolve("notes.txt"), "shopping list\neggs\n" + GOOD + "\nmilk\nbread\n");
        CliRun run = compare(mostly);
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.out()).contains("MALFORMED").containsPattern("total +5");
        assertThat(run.err().lines().filter(l -> l.contains("records are not puzzles"))).singleElement()
                .isEqualTo("error: " + mostly + ": 4 of 5 records are not puzzles (MALFORMED; the first reasons are in "
                        + "the report): is it the file meant, in the format and shape meant (--format, --shape)?");
    }

    @Test
    void aBadInputBesideGoodOnesIsReportedAndTheRunGoesOn() {
        Path missing = tmp.resolve("missing.txt");
        CliRun run = CliRun.of("--solvers", "dfs", "--warmup", "0", "--no-progress", "builtin:norvig-hardest",
                missing.toString());
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.out()).contains("Records (11;").contains("input failed: " + missing + ": no such file");
        assertThat(run.err()).contains("error: input failed: " + missing + ": no such file");
    }
}
