package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

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
 * trace.html in a real browser: chromium renders it and dumps the DOM it built; every search, grid
 * and plot point the file holds must be there, nothing may load, the console must stay quiet.
 * Skipped when no chromium is installed, except in CI (CI set), where that is a failure.
 */
class TracePageBrowserTest {

    private static final List<String> SOLVERS = List.of("dfs-scan", "dfs-sets", "dfs-mrv", "dfs");

    @TempDir
    Path tmp;

    @Test
    void chromiumShowsEverySearchGridAndPlotWithoutConsoleErrors() throws Exception {
        HeadlessChromium chromium = new HeadlessChromium(HeadlessChromium.findOrSkip(), tmp);
        Path puzzle = TracePages.puzzles(tmp, "special-unique.txt", 0, 1);
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of("solve", "--trace", "--out", out.toString(), "--solvers", String.join(",", SOLVERS),
                puzzle.toString());
        assertThat(run.status()).as(run.err()).isZero();
        Path page = out.resolve("trace.html");
        Document file = TracePages.parse(out);

        Path png = tmp.resolve("page.png");
        chromium.screenshot(page, png);
        assertNotBlank(png);

        HeadlessChromium.Output dom = chromium.dumpDom(page);
        assertThat(dom.consoleLines()).as("console messages of trace.html").isEmpty();
        Document shown = Jsoup.parse(dom.stdout());
        assertThat(shown.select("[src], link, script, iframe, object, embed")).as("nothing loaded").isEmpty();
        assertThat(shown.select("section.search").eachAttr("data-solver")).containsExactlyElementsOf(SOLVERS);
        assertThat(shown.select("svg.totals g.bar").eachAttr("data-nodes"))
                .isEqualTo(file.select("section.search").eachAttr("data-nodes"));
        for (String solver : SOLVERS) {
            Element section = TracePages.section(shown, solver);
            Element written = TracePages.section(file, solver);
            assertThat(TracePages.kinds(section)).isEqualTo(TracePages.kinds(written)).isNotEmpty();
            for (Element grid : section.select("figure.snapshot table.sudoku")) {
                assertThat(grid.select("tr")).hasSize(9);
                assertThat(grid.select("td")).hasSize(81);
            }
        }
        assertThat(shown.select("figure.profile svg")).hasSize(3);
        for (Element series : shown.select("figure.profile svg g.series")) {
            assertThat(series.select(".pt")).hasSize((int) TracePages.number(series, "data-points")).isNotEmpty();
        }
        assertThat(shown.select("table.key td.cell")).as("the legend of marks").hasSize(5);
    }

    /** The screenshot has the window's size and shows something: many colours, much non-white. */
    private static void assertNotBlank(Path png) throws Exception {
        BufferedImage img = ImageIO.read(png.toFile());
        assertThat(img).as("PNG " + png).isNotNull();
        assertThat(img.getWidth()).isEqualTo(1280);
        Set<Integer> colours = new HashSet<>();
        long inked = 0;
        for (int y = 0; y < img.getHeight(); y += 2) {
            for (int x = 0; x < img.getWidth(); x += 2) {
                int rgb = img.getRGB(x, y) & 0xffffff;
                colours.add(rgb);
                inked += rgb == 0xffffff ? 0 : 1;
            }
        }
        assertThat(colours.size()).as("distinct colours").isGreaterThan(50);
        assertThat(inked).as("non-white pixels (every other one)").isGreaterThan(img.getWidth() * img.getHeight() / 4 / 50);
        assertThat(Files.size(png)).isPositive();
    }
}
