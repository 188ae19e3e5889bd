package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVRecord;
import org.commonmark.Extension;
import org.commonmark.ext.autolink.AutolinkExtension;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files made by someone else get nothing: reports are never written through a link or over what
 * a run reads, spreadsheet formulas stay text, escape sequences never reach a terminal, and
 * report.md renders no markup from an input.
 */
class HostileFilesTest {

    private static final String GOOD = Datasets.lines("norvig-top95.txt").get(0);

    @TempDir
    Path tmp;

    private Path victim() throws IOException {
        return Files.writeString(tmp.resolve("victim.txt"), "precious\n");
    }

    @Test
    void linksUnderOutAreNeverFollowed() throws IOException {
        Path victim = victim();
        Path out = Files.createDirectory(tmp.resolve("out"));
        for (String name : List.of("results.csv", "summary.csv", "report.json", "report.md", "report.html",
                "report.html.tmp", "report.json.tmp")) {
            Files.createSymbolicLink(out.resolve(name), victim);
        }
        CliRun refused = CliRun.of("compare", "--warmup", "0", "--no-progress", "--solvers", "dfs", "--out",
                out.toString(), "builtin:norvig-hardest");
        assertThat(refused.status()).isEqualTo(2);
        assertThat(refused.err()).contains("is not empty").contains("--force");
        CliRun forced = CliRun.of("compare", "--warmup", "0", "--no-progress", "--solvers", "dfs", "--force", "--out",
                out.toString(), "builtin:norvig-hardest");
        assertThat(forced.status()).as(forced.err()).isZero();
        assertThat(Files.readString(victim)).isEqualTo("precious\n");
        for (String name : List.of("results.csv", "summary.csv", "report.json", "report.md", "report.html")) {
            assertThat(Files.isSymbolicLink(out.resolve(name))).as(name).isFalse();
            assertThat(Files.isRegularFile(out.resolve(name))).as(name).isTrue();
        }
        assertThat(ResultsFile.rows(out)).hasSize(11);
    }

    @Test
    void anEarlierRunIsNotOverwrittenSilentlyAndAFileSystemRootNeverTakesReports() throws IOException {
        Path out = tmp.resolve("out");
        assertThat(CliRun.of("compare", "--warmup", "0", "--no-progress", "--solvers", "dfs", "--out", out.toString(),
                "builtin:norvig-hardest").status()).isZero();
        byte[] before = Files.readAllBytes(out.resolve("results.csv"));
        CliRun again = CliRun.of("compare", "--warmup", "0", "--no-progress", "--solvers", "dfs", "--out",
                out.toString(), "builtin:two-solutions");
        assertThat(again.status()).isEqualTo(2);
        assertThat(again.err()).contains("it holds an earlier run's reports");
        assertThat(Files.readAllBytes(out.resolve("results.csv"))).isEqualTo(before);
        CliRun root = CliRun.of("compare", "--warmup", "0", "--no-progress", "--solvers", "dfs", "--force", "--out", "/",
                "builtin:norvig-hardest");
        assertThat(root.status()).isEqualTo(2);
        assertThat(root.err()).contains("is a file-system root");
        assertThat(Path.of("/results.csv")).doesNotExist();
    }

    @Test
    void mergeNeverWritesIntoAShard() throws IOException {
        for (int i = 1; i <= 2; i++) {
            assertThat(CliRun.of("compare", "--warmup", "0", "--no-progress", "--solvers", "dfs", "--shard", i + "/2",
                    "--out", tmp.resolve("s" + i).toString(), "builtin:norvig-hardest").status()).isZero();
        }
        byte[] before = Files.readAllBytes(tmp.resolve("s1/results.csv"));
        CliRun merge = CliRun.of("merge", tmp.resolve("s1").toString(), tmp.resolve("s2").toString(), "--force", "--out",
                tmp.resolve("s1").toString());
        assertThat(merge.status()).isEqualTo(2);
        assertThat(merge.err()).contains("is also an input");
        assertThat(Files.readAllBytes(tmp.resolve("s1/results.csv"))).isEqualTo(before);
    }

    @Test
    void textCellsThatCouldBeFormulasAreNeutralised() throws Exception {
        // Named relative to the working directory, as a user types it, so the name starts with '='.
        // The tool runs as a process of its own in the temporary directory: a test writes nowhere else.
        Path input = Files.write(tmp.resolve("=HYPERLINK(\"http:%2F%2Fevil\")-x.txt"),
                List.of(GOOD, "+cmd|' /C calc'!A0", "@SUM(1+1)", "-2+3"));
        Path kaggle = Files.writeString(tmp.resolve("k.csv"), "quizzes,solutions,=1+2\n" + GOOD + ",,x\n");
        Path out = tmp.resolve("out");
        assertThat(runInTmp("compare", "--warmup", "0", "--no-progress", "--solvers", "dfs", "--out", out.toString(),
                tmp.relativize(input).toString(), tmp.relativize(kaggle).toString())).isEqualTo(2);
        List<CSVRecord> rows = ResultsFile.rows(out);
        assertThat(rows).hasSize(5);
        assertThat(rows.subList(0, 4)).allMatch(r -> r.get("source").startsWith("'=HYPERLINK("));
        assertThat(rows.subList(1, 4)).extracting(r -> r.get("puzzle"))
                .containsExactly("'+cmd|' /C calc'!A0", "'@SUM(1+1)", "'-2+3");
        // A JSON object: it starts with '{', which no spreadsheet reads as a formula.
        assertThat(rows.get(4).get("extras")).isEqualTo("{\"=1+2\":\"x\"}");
        String summary = Files.readString(out.resolve("summary.csv"));
        assertThat(summary).contains("\"'=HYPERLINK(").doesNotContain(",=HYPERLINK").doesNotContain(",\"=HYPERLINK");
        // Merge reads the cells back as they were.
        assertThat(runInTmp("merge", out.toString(), "--out", tmp.resolve("merged").toString())).isEqualTo(2);
        assertThat(ResultsFile.rows(tmp.resolve("merged"))).extracting(r -> r.get("source") + " " + r.get("puzzle"))
                .containsExactlyElementsOf(rows.stream().map(r -> r.get("source") + " " + r.get("puzzle")).toList());
    }

    @Test
    void escapeSequencesFromFilesNamesAndProgramsNeverReachTheTerminal() throws IOException {
        String esc = "\u001b[2J\u001b]0;pwned\u0007";
        Path tokens = Files.writeString(tmp.resolve("t" + "\u001b[31m" + ".txt"),
                "1 2 3 4\n3 4 1 2\n2 " + esc + " 4 3\n4 3 2 1\n\n1 0 0 0\n0 0 1 0\n0 1 0 0\n0 0 0 1\n");
        Path program = Files.writeString(tmp.resolve("osc.py"),
                "import sys\nsys.stdin.read()\nsys.stderr.write('\\x1b]52;c;cHduZWQ=\\x07 clipboard\\n')\nsys.exit(3)\n");
        CliRun run = CliRun.of("compare", "--warmup", "0", "--no-progress", "--format", "tokens", "--solvers",
                "dfs,external:python3 " + program, "--external-format", "line", "--timeout", CliRun.HANG_GUARD,
                tokens.toString());
        // (The limit is a hang guard: the program's exit, not a busy machine's TLE, makes the run's trouble.)
        String all = run.out() + run.err();
        assertThat(run.status()).isEqualTo(2);
        assertThat(all).contains("clipboard");
        assertThat(all.chars().filter(c -> c != '\n' && c != '\t' && !PrintableWriter.allowed(c)))
                .as("control characters in output").isEmpty();
        CliRun solve = CliRun.of("solve", "--format", "tokens", tokens.toString());
        assertThat((solve.out() + solve.err()).chars().filter(c -> c != '\n' && !PrintableWriter.allowed(c))).isEmpty();
    }

    @Test
    void reportMarkdownRendersNoMarkupFromOutside() throws IOException {
        Path input = Files.write(tmp.resolve("### <script>alert(1)<svg onload=alert(2)> [x](http:evil).txt"),
                List.of(GOOD, "` <img src=http://evil.example/x.png> ` [link](http://evil.example) www.evil.example"));
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of("compare", "--warmup", "0", "--no-progress", "--solvers", "dfs,dfs-mrv", "--out",
                out.toString(), input.toString(), "builtin:two-solutions");
        assertThat(run.status()).isEqualTo(2);
        List<Extension> gfm = List.of(TablesExtension.create(), AutolinkExtension.create());
        String html = HtmlRenderer.builder().extensions(gfm).build()
                .render(Parser.builder().extensions(gfm).build().parse(Files.readString(out.resolve("report.md"))));
        assertThat(html).doesNotContain("<img").doesNotContain("<script").doesNotContain("<a href")
                .doesNotContain("<svg").contains("&lt;script&gt;alert(1)&lt;svg onload=alert(2)&gt;");
        assertThat(html).contains("<table>");
    }

    @Test
    void anUnclosedQuoteInAKaggleCsvIsRefusedAtABoundNotReadIntoMemory() throws IOException {
        Path csv = tmp.resolve("games.csv");
        try (var w = Files.newBufferedWriter(csv)) {
            w.write("quizzes,solutions\n" + GOOD + ",\"");
            String chunk = "x".repeat(1 << 16);
            for (int i = 0; i < 48; i++) {
                w.write(chunk); // 3 MiB inside one quoted field
            }
        }
        CliRun run = CliRun.of("compare", "--warmup", "0", "--no-progress", "--solvers", "dfs", csv.toString());
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.out()).contains("a CSV record longer than 1 MiB (an unclosed quote?)");
    }

    @Test
    void aHugeHeaderNameDoesNotBloatResults() throws IOException {
        StringBuilder csv = new StringBuilder("quizzes,solutions," + "h".repeat(1_000_000) + "\n");
        for (int i = 0; i < 10; i++) {
            csv.append(Datasets.lines("norvig-top95.txt").get(i)).append(",,v").append(i).append('\n');
        }
        Path file = Files.writeString(tmp.resolve("wide.csv"), csv);
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of("compare", "--warmup", "0", "--no-progress", "--solvers", "dfs,dfs-mrv", "--out",
                out.toString(), file.toString());
        assertThat(run.status()).as(run.err()).isZero();
        // Before: every row carried the megabyte name (a 1 MB input gave a 20 MB results.csv).
        assertThat(Files.size(out.resolve("results.csv"))).isLessThan(100_000);
        assertThat(ResultsFile.rows(out).get(0).get("extras")).startsWith("{\"hhhh").endsWith("...\":\"v0\"}");
    }

    @Test
    void aSparseThreeGigabyteSolutionsFileIsCutNotRead() throws IOException {
        Path puzzles = Files.writeString(tmp.resolve("p.txt"), GOOD + "\n");
        try (var f = new java.io.RandomAccessFile(tmp.resolve("p.solutions.txt").toFile(), "rw")) {
            f.setLength(3L << 30);
        }
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of("compare", "--warmup", "0", "--no-progress", "--solvers", "dfs", "--out", out.toString(),
                puzzles.toString());
        assertThat(run.status()).isEqualTo(2);
        assertThat(ResultsFile.rows(out).get(0).get("detail"))
                .endsWith("p.solutions.txt:1: provided solution unreadable: a line longer than 65,536 characters");
    }

    @Test
    void anEndlessAnswerFileIsRefusedAtABound() {
        CliRun run = CliRun.of("check", "--puzzle", CliRun.dataset("boj2580-sample.in"), "--answer", "/dev/zero");
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("/dev/zero: larger than 256 MiB");
    }

    @Test
    void aForgedShardIsJudgedAgainNotBelieved() throws IOException {
        Path shard = tmp.resolve("shard");
        assertThat(CliRun.of("compare", "--warmup", "0", "--no-progress", "--solvers", "dfs,dfs-mrv", "--out",
                shard.toString(), "builtin:norvig-hardest").status()).isZero();
        Path csv = shard.resolve("results.csv");
        List<String> lines = new java.util.ArrayList<>(Files.readAllLines(csv));
        String forged = lines.get(1).replaceFirst(",CORRECT,([^,]*),([A-Z]*),[0-9]{81},", ",CORRECT,$1,$2," + "1".repeat(81) + ",");
        assertThat(forged).as("the forgery applies").isNotEqualTo(lines.get(1)).contains(",AGREE,");
        lines.set(1, forged);
        Files.write(csv, lines);
        CliRun merge = CliRun.of("merge", shard.toString(), "--out", tmp.resolve("merged").toString());
        assertThat(merge.status()).isEqualTo(1);
        CSVRecord row = ResultsFile.rows(tmp.resolve("merged")).get(0);
        assertThat(row.get("answer_verdict")).isEqualTo("WRONG");
        assertThat(row.get("answer_reason")).startsWith("invalid solution: ");
        assertThat(row.get("record_verdict")).isEqualTo("WRONG");
    }

    /** Runs the tool as a process of its own in {@code tmp} (its working directory); its exit status. */
    private int runInTmp(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Ddatasets.dir=" + Datasets.dir().toAbsolutePath(), "-cp", absoluteClassPath(),
                "dev.sudokucompare.cli.Main"));
        command.addAll(List.of(args));
        Path log = tmp.resolve("run.log");
        Process run = new ProcessBuilder(command).directory(tmp.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        assertThat(run.waitFor(5, TimeUnit.MINUTES)).as("hung: %s did not end within 5 minutes", args[0]).isTrue();
        System.out.print(Files.readString(log));
        return run.exitValue();
    }

    /** This JVM's class path with every entry absolute, for a JVM started in another directory. */
    private static String absoluteClassPath() {
        return Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
                .map(e -> Path.of(e).toAbsolutePath().toString()).collect(Collectors.joining(File.pathSeparator));
    }
}
