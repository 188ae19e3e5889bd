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
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * diff on a real run and on copies of it changed by hand (times scaled, a verdict turned WRONG,
 * settings and inputs altered), so what it must find is known without trusting any clock.
 */
class DiffCommandTest {

    @TempDir
    Path tmp;

    private Path a;

    @BeforeEach
    void runOnce() {
        a = tmp.resolve("a");
        CliRun run = CliRun.of("compare", "--no-progress", "--warmup", "0", "--solvers", "dfs-mrv,dfs", "--out",
                a.toString(), "builtin:norvig-hardest", "builtin:two-solutions", "builtin:sudoku17-first50");
        assertThat(run.status()).as(run.err()).isZero();
    }

    @Test
    void aRunAgainstItselfChangedNothing() {
        CliRun diff = CliRun.of("diff", a.toString(), a.toString());
        assertThat(diff.status()).as(diff.out() + diff.err()).isZero();
        assertThat(diff.out()).contains("records: 70 in A, 70 in B, 70 in both").contains("No regression")
                .containsPattern("\\n  dfs-mrv +70 -> 70 +0 -> 0 .* 70 +1\\.00x +1\\.00x - 1\\.00x +1\\.00 +1\\.00x +0\\n");
    }

    @Test
    void slowerBeyondTheThresholdIsARegressionAndWithinItIsNot() throws IOException {
        Path slower = copy("slower", rows -> scale(rows, "dfs", 1.5), m -> m);
        CliRun diff = CliRun.of("diff-runs", a.toString(), slower.toString());
        assertThat(diff.status()).as(diff.out()).isEqualTo(1);
        assertThat(diff.out()).contains("Regressions (slower beyond 10% with p < 0.05, or a new WRONG answer):")
                .contains("dfs: slower, 1.50x the time of A (Hodges-Lehmann over 70 records")
                .doesNotContain("dfs-mrv: slower");
        assertThat(diff.out()).containsPattern("\\n  dfs +70 -> 70 +0 -> 0 .* 70 +1\\.50x slower +1\\.50x - 1\\.50x slower");
        assertThat(diff.err()).contains("regression: dfs: slower");
        assertThat(CliRun.of("diff", a.toString(), slower.toString(), "--threshold", "60%").status()).isZero();

        Path alike = copy("alike", rows -> scale(rows, "dfs", 1.05), m -> m);
        CliRun small = CliRun.of("diff", a.toString(), alike.toString());
        assertThat(small.status()).as("5% slower is within the 10% threshold: " + small.out()).isZero();
        // Faster is never a regression.
        assertThat(CliRun.of("diff", slower.toString(), a.toString()).status()).isZero();
    }

    @Test
    void aNewWrongAnswerIsARegression() throws IOException {
        Path wrong = copy("wrong", rows -> {
            CSVRecord r = rows.stream().filter(x -> x.get("solver").equals("dfs-mrv")).toList().get(3);
            set(rows, r, "answer_verdict", "WRONG");
        }, m -> m);
        CliRun diff = CliRun.of("diff", a.toString(), wrong.toString());
        assertThat(diff.status()).isEqualTo(1);
        assertThat(diff.out()).contains("dfs-mrv: WRONG answers 0 -> 1, 1 on records A did not answer wrongly "
                + "(first builtin:norvig-hardest record 4)");
    }

    @Test
    void otherSettingsMachinesAndInputsAreFlaggedNotRefused() throws IOException {
        Path other = copy("other", rows -> { }, m -> {
            ((ObjectNode) m.get("settings")).put("threads", 2);
            ((ObjectNode) m.get("environment")).put("cpuModel", "Another CPU");
            ((ObjectNode) m.get("inputs").get(0)).put("sha256", "ab".repeat(32));
            return m;
        });
        CliRun diff = CliRun.of("diff", a.toString(), other.toString());
        assertThat(diff.status()).isZero();
        assertThat(diff.out()).contains("! other settings: threads 1 vs 2")
                .contains("! other machine or JVM: CPU '")
                .contains("! input builtin:norvig-hardest has other contents");
    }

    @Test
    void callsStoppedByTheLimitMakeTheSpeedABound() throws IOException {
        // B's dfs-mrv hits the 10 s limit on one record: its slowdown is at least what the table says.
        Path limited = copy("limited", rows -> {
            CSVRecord r = rows.stream().filter(x -> x.get("solver").equals("dfs-mrv")).toList().get(0);
            set(rows, r, "answer_verdict", "LIMIT");
            set(rows, r, "time_ns", "10000000000");
        }, m -> m);
        CliRun diff = CliRun.of("diff", a.toString(), limited.toString());
        assertThat(diff.out()).containsPattern("\\n  dfs-mrv +70 -> 69 .* ≥ [0-9.]+x slower");
    }

    @Test
    void whatIsNotARunIsTrouble() throws IOException {
        CliRun missing = CliRun.of("diff", a.toString(), tmp.resolve("nothing").toString());
        assertThat(missing.status()).isEqualTo(2);
        assertThat(missing.err()).contains("not an --out directory of compare").doesNotContain("Exception");
        Path scan = tmp.resolve("scan");
        CliRun.of("compare", "--no-progress", "--warmup", "0", "--solvers", "dfs-scan", "--out", scan.toString(),
                "builtin:two-solutions");
        CliRun none = CliRun.of("diff", a.toString(), scan.toString());
        assertThat(none.status()).isEqualTo(2);
        assertThat(none.err()).contains("no solver ran in both");
        assertThat(CliRun.of("diff", a.toString(), a.toString(), "--threshold", "lots").status()).isEqualTo(2);
    }

    /** A copy of run A with its results.csv rows and manifest.json changed. */
    private Path copy(String name, Consumer<List<CSVRecord>> rowsEdit, UnaryOperator<ObjectNode> manifestEdit)
            throws IOException {
        Path dir = Files.createDirectory(tmp.resolve(name));
        ObjectMapper json = new ObjectMapper();
        ObjectNode manifest = (ObjectNode) json.readTree(a.resolve("manifest.json").toFile());
        json.writeValue(dir.resolve("manifest.json").toFile(), manifestEdit.apply(manifest));
        edits.clear();
        try (Reader in = Files.newBufferedReader(a.resolve("results.csv"));
                CSVParser parser = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(in)) {
            List<CSVRecord> rows = parser.getRecords();
            rowsEdit.accept(rows);
            try (Writer out = Files.newBufferedWriter(dir.resolve("results.csv"));
                    CSVPrinter p = CSVFormat.DEFAULT.builder().setHeader(parser.getHeaderNames().toArray(String[]::new))
                            .get().print(out)) {
                for (CSVRecord r : rows) {
                    List<String> cells = new ArrayList<>(r.toList());
                    for (Edit e : edits) {
                        if (e.row() == r) {
                            cells.set(parser.getHeaderNames().indexOf(e.column()), e.value());
                        }
                    }
                    p.printRecord(cells);
                }
            }
        }
        return dir;
    }

    private record Edit(CSVRecord row, String column, String value) {
    }

    private final List<Edit> edits = new ArrayList<>();

    private void set(List<CSVRecord> rows, CSVRecord row, String column, String value) {
        edits.add(new Edit(row, column, value));
    }

    private void scale(List<CSVRecord> rows, String solver, double factor) {
        for (CSVRecord r : rows) {
            if (r.get("solver").equals(solver) && !r.get("time_ns").isEmpty()) {
                set(rows, r, "time_ns", Long.toString(Math.round(Long.parseLong(r.get("time_ns")) * factor)));
            }
        }
    }
}
