package dev.sudokucompare.report.html;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

/** The page's structure and escaping, without a browser. */
class HtmlReportTest {

    private static final String EVIL_SOLVER = "<img src=x onerror=alert(1)>";
    private static final String EVIL_FILE = "in<script>alert(\"x\")</script>&'.txt";

    private static Document page() {
        TestRuns run = new TestRuns(List.of("dfs", "choco", EVIL_SOLVER));
        for (int i = 1; i <= 6; i++) {
            run.agree(EVIL_FILE, i, 1000L * i);
        }
        run.wrong(EVIL_FILE, 7).agree("plain.txt", 1, 5000).agree("plain.txt", 2, 7000)
                .malformed("plain.txt", 3, "<b>not</b> a puzzle");
        String html = HtmlReport.render(run.report(List.of("compare", "--out", "<dir>", EVIL_FILE)), run.samples());
        return Jsoup.parse(html);
    }

    @Test
    void untrustedNamesAreTextNeverMarkup() {
        Document doc = page();
        assertThat(doc.select("script, img, b:not(figcaption b)")).isEmpty();
        assertThat(doc.getAllElements()).noneMatch(e -> e.hasAttr("onerror"));
        assertThat(doc.select("code.raw").text()).isEqualTo("<b>not</b> a puzzle");
        assertThat(doc.select("footer code").text()).contains(EVIL_FILE);
        assertThat(doc.select("section.panel").eachAttr("data-input")).containsExactly(EVIL_FILE, "plain.txt");
        assertThat(doc.select("svg.cactus g.series").eachAttr("data-solver")).contains(EVIL_SOLVER);
        assertThat(doc.select("svg.plot text").eachText()).anyMatch(t -> t.contains(EVIL_SOLVER));
    }

    @Test
    void pageLoadsNothingFromOutside() {
        Document doc = page();
        assertThat(doc.select("[src], link, script, iframe, object, embed, img")).isEmpty();
        assertThat(doc.select("a[href]").eachAttr("href")).allMatch(h -> h.startsWith("#"));
        assertThat(doc.select("style").html()).doesNotContain("url(").doesNotContain("@import");
    }

    @Test
    void everyPlotHasItsSeriesAndPoints() {
        Document doc = page();
        // overall: cactus, box, nodes, two scatters; then cactus and box per input
        assertThat(doc.select("#plots svg.plot").eachAttr("data-plot"))
                .containsExactly("cactus", "box", "nodes", "scatter", "scatter");
        assertThat(doc.select("section.panel svg.plot")).hasSize(4);
        // Only CORRECT answers are times: the evil solver's wrong answer is not a point anywhere.
        Element cactus = doc.selectFirst("#plots svg.cactus");
        assertThat(cactus.select("g.series")).hasSize(3);
        assertThat(cactus.select("g.series").eachAttr("data-points")).containsExactly("9", "9", "8");
        assertThat(cactus.select("g.series")).allSatisfy(g -> assertThat(g.selectFirst("polyline").attr("points")
                .split(" ")).hasSize(Integer.parseInt(g.attr("data-points"))));
        assertThat(doc.select("#plots svg.nodes g.series")).hasSize(3);
        assertThat(doc.select("#plots svg.nodes g.series").stream().map(g -> g.select(".pt").size()))
                .containsExactly(9, 9, 8);
        assertThat(doc.select("#plots svg.scatter")).allSatisfy(s -> assertThat(s.select("line.diagonal")).hasSize(1));
        assertThat(doc.select("#plots svg.scatter").stream().map(s -> s.select("g.series .pt").size()))
                .containsExactly(9, 8);
        assertThat(doc.select("#plots svg.scatter").eachAttr("data-baseline")).containsOnly("dfs");
        assertThat(doc.select("section.panel[data-input=plain.txt] svg.box g.series"))
                .allSatisfy(g -> assertThat(g.attr("data-points")).isEqualTo("2"));
        assertThat(doc.select("svg.plot")).allMatch(s -> s.attr("data-sampled").equals("false"));
    }

    @Test
    void findingsComeFirstWithTheWrongCellMarked() {
        Document doc = page();
        assertThat(doc.selectFirst("p.banner").text()).startsWith("✗ Findings: 1 WRONG");
        assertThat(doc.select("article.finding").eachAttr("data-verdict")).containsExactly("WRONG", "MALFORMED");
        Element wrong = doc.selectFirst("article.finding[data-verdict=WRONG]");
        assertThat(wrong.select("figure.answer")).hasSize(4);
        Element evil = wrong.select("figure.answer").last();
        assertThat(evil.attr("data-solver")).isEqualTo(EVIL_SOLVER);
        assertThat(evil.select("td.d")).hasSize(1);
        assertThat(evil.select("td")).hasSize(81);
        assertThat(wrong.select("figure.answer").get(1).select("figcaption").text()).contains("the reference");
        assertThat(wrong.select("figure.answer").get(2).select("td.d")).isEmpty();
        assertThat(doc.select("section").eachAttr("id")).startsWith("scoreboard", "correctness");
    }

    @Test
    void largeRunsArePlottedFromABoundedSeededSampleAndSaySo() {
        TestRuns run = new TestRuns(List.of("a", "b"));
        int records = PlotSamples.OVERALL_CAPACITY + 500;
        for (int i = 0; i < records; i++) {
            run.agree("big.txt", i, 1000 + i);
        }
        GroupSample all = run.samples().overall();
        assertThat(all.kept()).hasSize(PlotSamples.OVERALL_CAPACITY);
        assertThat(all.records()).isEqualTo(records);
        Document doc = Jsoup.parse(HtmlReport.render(run.report(List.of()), run.samples()));
        Element cactus = doc.selectFirst("#plots svg.cactus");
        assertThat(cactus.attr("data-sampled")).isEqualTo("true");
        assertThat(cactus.select("text.note").text()).contains("1,500 of 2,000 puzzles shown");
        assertThat(cactus.select("g.series").first().attr("data-points")).isEqualTo("1500");
        String again = HtmlReport.render(run.report(List.of()), run.samples());
        assertThat(Jsoup.parse(again).select("svg.plot").outerHtml()).isEqualTo(doc.select("svg.plot").outerHtml());
    }

    @Test
    void manyInputsGetPanelsUpToTheLimitAndTheRestIsSaid() {
        TestRuns run = new TestRuns(List.of("a", "b"));
        int inputs = PlotSamples.MAX_INPUT_PANELS + 6;
        for (int i = 0; i < inputs; i++) {
            run.agree("input-" + i + ".txt", 1, 1000);
        }
        Document doc = Jsoup.parse(HtmlReport.render(run.report(List.of()), run.samples()));
        assertThat(doc.select("section.panel")).hasSize(PlotSamples.MAX_INPUT_PANELS);
        assertThat(doc.select("#inputs p.note").text())
                .contains("first " + PlotSamples.MAX_INPUT_PANELS + " of " + inputs + " inputs");
        assertThat(doc.selectFirst("#plots svg.cactus g.series").attr("data-points")).isEqualTo(String.valueOf(inputs));
    }
}
