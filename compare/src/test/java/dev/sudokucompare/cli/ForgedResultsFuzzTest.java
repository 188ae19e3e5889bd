package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seeded random forgeries of one cell of a shard's results.csv (and of a killed run's, for
 * --resume): whatever the cell becomes, merge and resume end in one line or in a report, never in
 * a stack trace, and a forged wrong answer is never merged as correct.
 */
class ForgedResultsFuzzTest {

    @TempDir
    static Path pristine;

    @TempDir
    Path tmp;

    private static final String[] ODD = {"", "-1", "0", "9223372036854775807", "-9223372036854775808",
        "99999999999999999999", "NaN", "1e3", "true", "TRUE", "SOLVED", "WRONG", "CORRECT", "AGREE", "MALFORMED",
        "x,y", "\"", "'=1+2", "\u001b[2J", "数独", "1234341221434321", "1".repeat(81), ".".repeat(81), "0,0,0",
        "{\"a\":1}", "{", "null", "builtin:two-solutions", "2", "dfs", "test-wrong", " 5"};

    private static List<String> header;
    private static List<List<String>> rows;

    @BeforeAll
    static void aShard() throws IOException {
        CliRun run = CliRun.of("compare", "--warmup", "0", "--no-progress", "--solvers", "dfs,test-wrong", "--out",
                pristine.resolve("shard").toString(), "builtin:norvig-hardest", "builtin:two-solutions");
        assertThat(run.status()).isEqualTo(1);
        try (Reader r = Files.newBufferedReader(pristine.resolve("shard/results.csv"));
                CSVParser p = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(r)) {
            header = p.getHeaderNames();
            rows = new ArrayList<>();
            for (CSVRecord rec : p) {
                rows.add(new ArrayList<>(rec.toList()));
            }
        }
    }

    @Test
    void aForgedCellNeverCrashesMergeNorResume() throws IOException {
        fuzz(30, 451);
    }

    @Test
    @Tag("slow")
    void manyForgedCells() throws IOException {
        fuzz(600, 452);
    }

    private void fuzz(int rounds, long seed) throws IOException {
        Random random = new Random(seed);
        for (int round = 0; round < rounds; round++) {
            int row = random.nextInt(rows.size());
            int column = random.nextInt(header.size());
            String cell = random.nextInt(4) == 0 ? rows.get(random.nextInt(rows.size())).get(column)
                    : ODD[random.nextInt(ODD.length)];
            Path shard = tmp.resolve("shard" + round);
            ResumeTest.copy(pristine.resolve("shard"), shard);
            write(shard.resolve("results.csv"), row, column, cell);
            String what = "row " + (row + 2) + ", " + header.get(column) + " := " + cell;
            CliRun merge = CliRun.of("merge", shard.toString(), "--out", tmp.resolve("merged" + round).toString());
            assertThat(merge.err()).as(what).doesNotContain("Exception").doesNotContain("\tat ");
            assertThat(merge.status()).as(what + ": " + merge.err()).isIn(1, 2);
            if (merge.status() == 2) {
                assertThat(merge.err().lines().toList()).as(what).hasSize(1);
            } else {
                // Merged: every wrong answer of test-wrong is still there.
                assertThat(ResultsFile.rows(tmp.resolve("merged" + round))).as(what)
                        .filteredOn(r -> r.get("solver").equals("test-wrong"))
                        .allMatch(r -> r.get("answer_verdict").equals("WRONG"));
            }
            String manifest = Files.readString(shard.resolve("manifest.json"));
            Files.writeString(shard.resolve("manifest.json"), manifest.replace("\"complete\" : true",
                    "\"complete\" : false"));
            CliRun resume = CliRun.of("compare", "--warmup", "0", "--no-progress", "--solvers", "dfs,test-wrong",
                    "--out", shard.toString(), "--resume", "builtin:norvig-hardest", "builtin:two-solutions");
            assertThat(resume.err()).as(what).doesNotContain("Exception").doesNotContain("\tat ");
            assertThat(resume.status()).as(what + ": " + resume.err()).isIn(1, 2);
        }
    }

    private static void write(Path csv, int row, int column, String cell) throws IOException {
        try (Writer w = Files.newBufferedWriter(csv);
                CSVPrinter p = new CSVPrinter(w, CSVFormat.DEFAULT.builder().setRecordSeparator('\n').get())) {
            p.printRecord(header);
            for (int i = 0; i < rows.size(); i++) {
                List<String> cells = new ArrayList<>(rows.get(i));
                if (i == row) {
                    cells.set(column, cell);
                }
                p.printRecord(cells);
            }
        }
    }
}
