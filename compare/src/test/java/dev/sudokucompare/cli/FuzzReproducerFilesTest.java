package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.commonmark.Extension;
import org.commonmark.ext.autolink.AutolinkExtension;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 53's audit on fuzz's reproducer directory, with a real program that is always wrong and
 * is given words that are markup (an image with a handler) and a line break with a code fence:
 * README.md renders none of it as HTML or a heading, reproduce.sh hands the program its words
 * exactly, and {@code --replay} refuses a shrunk.txt or case.txt that is a FIFO (it waited for
 * ever) or a link (it read the target and showed its first character), in one line.
 */
class FuzzReproducerFilesTest {

    @TempDir
    static Path pristine;

    @TempDir
    Path tmp;

    private static final String IMAGE = "<img src=x onerror=alert(1)>";
    private static final String FENCE = "\n```\n# FAKE HEADING\n";

    private static String spec;
    private static Path found;

    @BeforeAll
    static void aFailureFoundAndWritten() throws IOException {
        Path program = Files.writeString(pristine.resolve("wrong.py"),
                "import sys\nsys.stdin.readline()\nprint('1234123412341234')\n");
        spec = "external:python3 " + program + " '" + IMAGE + "' '" + FENCE + "'";
        Path out = pristine.resolve("out");
        CliRun run = CliRun.of("fuzz", "--solvers", "dfs," + spec, "--external-format", "line", "--shape", "2x2",
                "--seed", "1", "--cases", "3", "--reruns", "1", "--out", out.toString(), "--no-progress");
        assertThat(run.status()).as(run.out() + run.err()).isEqualTo(1);
        try (Stream<Path> dirs = Files.list(out)) {
            found = dirs.filter(Files::isDirectory).findFirst().orElseThrow();
        }
    }

    @Test
    void theReadmeRendersNoMarkupFromAProgramsWords() throws IOException {
        String readme = Files.readString(found.resolve("README.md"));
        List<Extension> gfm = List.of(TablesExtension.create(), AutolinkExtension.create());
        String html = HtmlRenderer.builder().extensions(gfm).build().render(Parser.builder().extensions(gfm).build()
                .parse(readme));
        assertThat(html).as(html).doesNotContain("<img").contains("&lt;img src=x onerror=alert(1)&gt;");
        assertThat(html.split("<h[1-6]>", -1)).as(html).hasSize(2);
        assertThat(html).as(html).doesNotContain(">FAKE HEADING<");
    }

    @Test
    void reproduceShGivesTheProgramItsWordsExactly() throws Exception {
        List<String> words = reproduceWords(found);
        assertThat(words).contains("dfs," + spec);
        assertThat(words.get(words.size() - 1)).isEqualTo(found.toAbsolutePath().normalize().toString());
    }

    @Test
    void replayRefusesAShrunkCaseThatIsAFifo() throws Exception {
        Path dir = copy("fifo");
        Files.delete(dir.resolve("shrunk.txt"));
        Process mkfifo = new ProcessBuilder("mkfifo", dir.resolve("shrunk.txt").toString()).inheritIO().start();
        assertThat(mkfifo.waitFor()).isZero();
        assertRefused(replay(dir), dir.resolve("shrunk.txt") + ": not a regular file (a link is not followed)");
    }

    @Test
    void replayFollowsNoLinkAndShowsNoneOfItsTarget() throws Exception {
        Path secret = Files.writeString(tmp.resolve("secret.txt"), "root:x:0:0:root:/root:/bin/bash\n");
        for (String file : List.of("shrunk.txt", "case.txt")) {
            Path dir = copy("link-" + file);
            Files.delete(dir.resolve(file));
            Files.createSymbolicLink(dir.resolve(file), secret);
            CliRun run = replay(dir);
            assertRefused(run, dir.resolve(file) + ": not a regular file (a link is not followed)");
            assertThat(run.out() + run.err()).doesNotContain("'r'").doesNotContain("root");
        }
    }

    private Path copy(String name) throws IOException {
        Path dir = tmp.resolve(name);
        ResumeTest.copy(found, dir);
        return dir;
    }

    /** fuzz --replay of {@code dir} with the reproducer's own command. */
    private static CliRun replay(Path dir) throws Exception {
        List<String> words = reproduceWords(found);
        words.set(words.size() - 1, dir.toString());
        return CliRun.of(words.toArray(String[]::new));
    }

    private static void assertRefused(CliRun run, String says) {
        assertThat(run.status()).as(run.out() + run.err()).isEqualTo(2);
        assertThat(run.err().lines().toList()).as(run.err()).hasSize(1);
        assertThat(run.err()).contains(says).doesNotContain("Exception");
    }

    /** The words reproduce.sh runs the tool with, as sh hands them over (printed by printf, NUL apart). */
    private static List<String> reproduceWords(Path dir) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("sh", dir.resolve("reproduce.sh").toString());
        pb.environment().put("SUDOKU_COMPARE", "printf %s\\0");
        Process sh = pb.redirectError(ProcessBuilder.Redirect.INHERIT).start();
        sh.getOutputStream().close();
        String printed = new String(sh.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(sh.waitFor()).isZero();
        return new ArrayList<>(Arrays.asList(printed.split("\0")));
    }
}
