package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.solvers.programs.InstalledPrograms;
import dev.sudokucompare.process.SandboxRequired;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * grade's report.html in a real browser: the example class (examples/grade: two correct programs,
 * a wrong one, one that does not compile) graded in the sandbox, then chromium renders the class
 * report to a PNG and dumps its DOM: the histogram, the student × group matrix and the tests most
 * often failed are there with the gradebook's numbers, nothing is loaded, the console stays quiet.
 * Skipped when no chromium is installed, except in CI (CI set), where that is a failure.
 */
class GradeReportBrowserTest {

    private static final Path FILES = CliRun.datasets().getParent().resolve("examples/grade");

    @TempDir
    Path tmp;

    @Test
    void chromiumShowsTheHistogramTheMatrixAndTheMostFailedTestsWithNoConsoleErrors() throws Exception {
        HeadlessChromium chromium = new HeadlessChromium(HeadlessChromium.findOrSkip(), tmp);
        for (String tool : List.of("gcc", "g++", "python3")) {
            InstalledPrograms.require(tool);
        }
        SandboxRequired.require();
        Path subs = Files.createDirectories(tmp.resolve("class"));
        for (String f : List.of("alice.cpp", "bob.cpp", "carol.c", "dave.py")) {
            Files.copy(FILES.resolve("class").resolve(f), subs.resolve(f));
        }
        Files.copy(FILES.resolve("plan.toml"), tmp.resolve("plan.toml"));
        Files.copy(FILES.resolve("sample.in"), tmp.resolve("sample.in"));
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of("grade", "--submissions", subs.toString(), "--problem", "boj2580", "--tests",
                tmp.resolve("plan.toml").toString(), "--out", out.toString(), "--threads", "2");
        assertThat(run.status()).as(run.err()).isZero();
        Path page = out.resolve("report.html");

        Path png = tmp.resolve("report.png");
        chromium.screenshot(page, png);
        assertRendered(png);

        HeadlessChromium.Output dom = chromium.dumpDom(page);
        assertThat(dom.consoleLines()).as("console messages of report.html").isEmpty();
        Document doc = Jsoup.parse(dom.stdout());
        assertThat(doc.select("[src], link, script, iframe, object, embed")).as("nothing loaded, no script").isEmpty();
        assertThat(doc.selectFirst("h1").text()).isEqualTo("Class report");
        assertThat(doc.selectFirst("p").text()).startsWith("4 submissions: 3 graded, 1 did not compile, 0 rejected.");

        // The histogram: ten bins of 10 points; bob (0) and carol (CE, 0) in the first, alice and dave (100) in the last.
        List<Element> bins = doc.select("table#histogram tr:has(td)");
        assertThat(bins).hasSize(10);
        assertThat(bins.get(0).select("td").get(0).text()).isEqualTo("0 – < 10");
        assertThat(bins.stream().map(b -> b.select("td").get(1).text()).toList())
                .containsExactly("2", "0", "0", "0", "0", "0", "0", "0", "0", "2");
        assertThat(bins.get(0).selectFirst("span.bar").attr("style")).isEqualTo("width:24px");
        assertThat(bins.get(9).select("td").get(0).text()).isEqualTo("90 – 100");

        // The matrix: a row per student, a column per group with its points.
        Element matrix = doc.selectFirst("table#matrix");
        assertThat(matrix.select("tr").get(0).select("th").eachText())
                .containsExactly("student", "status", "score", "sample (10)", "easy (40)", "secret (50, hidden)");
        assertThat(matrix.select("tr:has(td)").stream().map(r -> String.join(",", r.select("td").eachText())).toList())
                .containsExactly("alice,graded,100,10,40,50", "bob,graded,0,0,0,0", "carol,compile error,0,0,0,0",
                        "dave,graded,100,10,40,50");

        // The tests most often failed: bob's four.
        assertThat(doc.select("table#most-failed tr:has(td)").stream().map(r -> String.join(",", r.select("td").eachText()))
                .toList()).containsExactly("easy/1,1,WA 1", "easy/2,1,WA 1", "sample/1,1,WA 1", "secret/1,1,WA 1");
    }

    /** The screenshot has the window's size and shows the page: text in several shades, not a blank window. */
    private static void assertRendered(Path png) throws Exception {
        BufferedImage img = ImageIO.read(png.toFile());
        assertThat(img).as("PNG " + png).isNotNull();
        assertThat(img.getWidth()).isEqualTo(1280);
        assertThat(img.getHeight()).isEqualTo(2000);
        Set<Integer> colours = new HashSet<>();
        long inked = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                int rgb = img.getRGB(x, y) & 0xffffff;
                colours.add(rgb);
                inked += rgb == 0xffffff ? 0 : 1;
            }
        }
        assertThat(colours.size()).as("distinct colours").isGreaterThan(20);
        assertThat(inked).as("non-white pixels").isGreaterThan(5000);
    }
}
