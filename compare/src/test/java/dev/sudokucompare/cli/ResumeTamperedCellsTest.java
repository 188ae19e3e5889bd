package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 53's audit: --resume kept an earlier session's rows as they were, so a cell forged into a
 * spreadsheet formula or a control sequence went on into results.csv past the formula guard and
 * the sanitiser. A kept row must be one the tool could have written, every cell: otherwise the
 * resume is refused in one line naming the file, the line and the column, and nothing is written.
 * merge reads shards with the same reader, and refuses them alike.
 */
class ResumeTamperedCellsTest {

    @TempDir
    static Path pristine;

    @TempDir
    Path tmp;

    private static final String[] SOLVERS = {"--solvers", "dfs,test-wrong"};

    private static String[] args(Path out, String... extra) {
        List<String> a = new ArrayList<>(List.of("compare", "--warmup", "0", "--no-progress", "--out", out.toString()));
        a.addAll(List.of(SOLVERS));
        a.addAll(List.of(extra));
        a.addAll(List.of("builtin:two-solutions", "builtin:no-solution"));
        return a.toArray(String[]::new);
    }

    @BeforeAll
    static void aRun() {
        CliRun run = CliRun.of(args(pristine.resolve("run")));
        assertThat(run.status()).as(run.err()).isEqualTo(1);
    }

    /** A copy of the run, killed (its manifest not complete), with one cell of the row at {@code line} forged. */
    private Path forged(int line, String column, String cell) throws IOException {
        Path dir = tmp.resolve("run");
        ResumeTest.copy(pristine.resolve("run"), dir);
        ObjectMapper json = new ObjectMapper();
        ObjectNode m = (ObjectNode) json.readTree(dir.resolve("manifest.json").toFile());
        ((ObjectNode) m.get("resume")).put("complete", false);
        json.writeValue(dir.resolve("manifest.json").toFile(), m);
        Path csv = dir.resolve("results.csv");
        List<String> header;
        List<List<String>> rows = new ArrayList<>();
        try (Reader r = Files.newBufferedReader(csv);
                CSVParser p = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(r)) {
            header = p.getHeaderNames();
            for (CSVRecord rec : p) {
                rows.add(new ArrayList<>(rec.toList()));
            }
        }
        rows.get(line - 2).set(header.indexOf(column), cell);
        try (Writer w = Files.newBufferedWriter(csv);
                CSVPrinter p = new CSVPrinter(w, CSVFormat.DEFAULT.builder().setRecordSeparator('\n').get())) {
            p.printRecord(header);
            for (List<String> row : rows) {
                p.printRecord(row);
            }
        }
        return dir;
    }

    @ParameterizedTest(name = "{1} := {2}")
    @CsvSource(delimiter = '|', value = {
        "4|answer_reason|=HYPERLINK(\"http://example.com/x\",\"open\")",
        "5|message|@SUM(1+1)*cmd",
        "3|answer_reason|+1+1",
        "6|answer_reason|a valid completion\u001b[2J\u0007",
        "4|message|\u202egnirts",
        "5|judge|=1+1",
        "2|message|-2+3"})
    void aKeptRowWithACellTheToolCannotHaveWrittenIsRefusedByResumeAndMerge(int line, String column, String cell)
            throws IOException {
        Path dir = forged(line, column, cell);
        Path csv = dir.resolve("results.csv");
        byte[] before = Files.readAllBytes(csv);
        CliRun resume = CliRun.of(args(dir, "--resume"));
        assertThat(resume.status()).as(resume.err()).isEqualTo(2);
        String err = resume.errBesidesMachineWarnings();
        assertThat(err.lines().toList()).as(resume.err()).hasSize(1);
        assertThat(err).startsWith("error: ").contains(csv + ":" + line + ": column " + column + " ")
                .doesNotContain("Exception").doesNotContain("\u001b").doesNotContain("\u202e");
        assertThat(Files.readAllBytes(csv)).isEqualTo(before);

        ObjectMapper json = new ObjectMapper();
        ObjectNode m = (ObjectNode) json.readTree(dir.resolve("manifest.json").toFile());
        ((ObjectNode) m.get("resume")).put("complete", true);
        json.writeValue(dir.resolve("manifest.json").toFile(), m);
        CliRun merge = CliRun.of("merge", dir.toString(), "--out", tmp.resolve("merged").toString());
        assertThat(merge.status()).as(merge.err()).isEqualTo(2);
        assertThat(merge.err()).contains(csv + ":" + line + ": column " + column + " ");
    }
}
