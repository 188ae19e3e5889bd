package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import javax.imageio.ImageIO;
import org.apache.commons.csv.CSVRecord;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * report.html in a real browser: chromium renders it to a PNG and dumps the DOM; every plot must
 * be there with the series and points that results.csv implies, and the console must stay quiet.
 * Skipped when no chromium is installed, except in CI (CI set), where that is a failure.
 */
class HtmlReportBrowserTest {

    private static final List<String> SOLVERS = List.of("dfs", "dfs-bitmask", "test-wrong");

    @TempDir
    Path tmp;

    @Test
    void chromiumShowsEveryPlotWithItsPointsAndNoConsoleErrors() throws Exception {
        HeadlessChromium chromium = new HeadlessChromium(browser(), tmp);
        Path odd = tmp.resolve("odd <name> & \"quotes\".txt");
        Files.write(odd, Files.readAllLines(Path.of(CliRun.dataset("norvig-hardest.txt"))).subList(0, 3));
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of("compare", "--warmup", "0", "--no-progress", "--solvers", String.join(",", SOLVERS),
                "--out", out.toString(), odd.toString(), "builtin:two-solutions", "builtin:conflicting-givens");
        assertThat(run.status()).as(run.err()).isEqualTo(1);
        Path page = out.resolve("report.html");
        List<CSVRecord> rows = ResultsFile.rows(out);

        Path png = tmp.resolve("page.png");
        chromium.screenshot(page, png);
        assertNotBlank(png);

        HeadlessChromium.Output dom = chromium.dumpDom(page);
        assertThat(dom.consoleLines()).as("console messages of report.html").isEmpty();
        Document doc = Jsoup.parse(dom.stdout());
        assertThat(doc.select("[src], link, script, iframe, object, embed")).as("nothing loaded").isEmpty();
        assertPlots(doc.selectFirst("#plots"), rows, r -> true);
        List<String> sources = rows.stream().map(r -> r.get("source")).distinct().toList();
        assertThat(doc.select("section.panel").eachAttr("data-input")).containsExactlyElementsOf(sources);
        for (String source : sources) {
            Element panel = doc.select("section.panel").stream().filter(p -> p.attr("data-input").equals(source))
                    .findFirst().orElseThrow();
            assertCactusAndBox(panel, rows, r -> r.get("source").equals(source));
        }
        assertFindings(doc, rows);
    }

    @Test
    void theConsoleCheckWouldSeeAnError() throws Exception {
        HeadlessChromium chromium = new HeadlessChromium(browser(), tmp);
        Path probe = tmp.resolve("probe.html");
        Files.writeString(probe, "<!DOCTYPE html><p>probe</p><script>console.error('probe-error'); nosuch();</script>");
        List<String> lines = chromium.dumpDom(probe).consoleLines();
        assertThat(lines).anyMatch(l -> l.contains("probe-error")).anyMatch(l -> l.contains("Uncaught"));
    }

    private static Path browser() {
        return HeadlessChromium.findOrSkip();
    }

    private static void assertPlots(Element section, List<CSVRecord> rows, Predicate<CSVRecord> group) {
        assertCactusAndBox(section, rows, group);
        Element nodes = section.selectFirst("svg.nodes");
        for (String s : SOLVERS) {
            assertThat(series(nodes, s).select(".pt")).as("nodes points of " + s).hasSize(answered(rows, group, s));
        }
        assertThat(section.select("svg.scatter").eachAttr("data-solver")).containsExactlyElementsOf(SOLVERS.subList(1, 3));
        for (String s : SOLVERS.subList(1, 3)) {
            Element scatter = section.selectFirst("svg.scatter[data-solver=" + s + "]");
            assertThat(scatter.select("line.diagonal")).hasSize(1);
            assertThat(scatter.select("g.series")).hasSize(1);
            assertThat(scatter.select("g.series .pt")).as("scatter points of " + s)
                    .hasSize(bothAnswered(rows, group, SOLVERS.get(0), s));
        }
    }

    private static void assertCactusAndBox(Element section, List<CSVRecord> rows, Predicate<CSVRecord> group) {
        Element cactus = section.selectFirst("svg.cactus");
        Element box = section.selectFirst("svg.box");
        assertThat(cactus.select("g.series")).hasSize(SOLVERS.size());
        assertThat(box.select("g.series")).hasSize(SOLVERS.size());
        for (String s : SOLVERS) {
            int n = answered(rows, group, s);
            Element line = series(cactus, s);
            assertThat(line.attr("data-points")).isEqualTo(String.valueOf(n));
            assertThat(line.select("polyline")).hasSize(n == 0 ? 0 : 1);
            if (n > 0) {
                assertThat(line.selectFirst("polyline").attr("points").trim().split("\\s+")).hasSize(n);
                assertThat(series(box, s).select("rect.box")).hasSize(1);
            }
            assertThat(series(box, s).attr("data-points")).isEqualTo(String.valueOf(n));
        }
    }

    private static Element series(Element svg, String solver) {
        return svg.select("g.series").stream().filter(g -> g.attr("data-solver").equals(solver)).findFirst()
                .orElseThrow(() -> new AssertionError("no series for " + solver + " in " + svg.attr("class")));
    }

    /** Only correct answers are plotted as times. */
    private static boolean isAnswer(CSVRecord r) {
        return r.get("answer_verdict").equals("CORRECT");
    }

    private static int answered(List<CSVRecord> rows, Predicate<CSVRecord> group, String solver) {
        return (int) rows.stream().filter(group).filter(r -> r.get("solver").equals(solver)).filter(
                HtmlReportBrowserTest::isAnswer).count();
    }

    private static int bothAnswered(List<CSVRecord> rows, Predicate<CSVRecord> group, String a, String b) {
        Map<String, Set<String>> answeredBy = rows.stream().filter(group).filter(HtmlReportBrowserTest::isAnswer)
                .collect(Collectors.groupingBy(r -> r.get("source") + "#" + r.get("record"),
                        Collectors.mapping(r -> r.get("solver"), Collectors.toSet())));
        return (int) answeredBy.values().stream().filter(s -> s.contains(a) && s.contains(b)).count();
    }

    private static void assertFindings(Document doc, List<CSVRecord> rows) {
        Set<String> findings = new LinkedHashSet<>();
        rows.stream().filter(r -> Set.of("WRONG", "DISAGREE", "MALFORMED").contains(r.get("record_verdict")))
                .forEach(r -> findings.add(r.get("source") + "#" + r.get("record")));
        assertThat(doc.select("article.finding")).hasSize(Math.min(5, findings.size()));
        Element first = doc.selectFirst("article.finding");
        Element wrongGrid = first.select("figure.answer").stream()
                .filter(f -> f.attr("data-solver").equals("test-wrong")).findFirst().orElseThrow();
        assertThat(wrongGrid.select("td.d")).hasSize(1);
        assertThat(doc.selectFirst("p.banner").text()).startsWith("✗ Findings");
    }

    /** The screenshot has the window's size and shows something: many colours, much non-white. */
    private static void assertNotBlank(Path png) throws Exception {
        BufferedImage img = ImageIO.read(png.toFile());
        assertThat(img).as("PNG " + png).isNotNull();
        assertThat(img.getWidth()).isEqualTo(1280);
        assertThat(img.getHeight()).isEqualTo(2000);
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
    }
}
