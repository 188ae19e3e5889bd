package dev.sudokucompare.report.html;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

/** Ten solvers, some with long names alike but for their ends: every plot keeps them apart and inside the page. */
class ManySolversTest {

    private static final List<String> SOLVERS = List.of("dfs", "dfs-mrv", "dfs-scan", "dfs-table", "dfs-bitmask",
            "choco:consistency=AC_TUNED,search=minDom,model=reuse", "choco:consistency=AC_TUNED,search=minDom,model=fresh",
            "external:python3 student-solutions/sudoku_backtracking_final_version.py --fast",
            "external:python3 student-solutions/sudoku_backtracking_final_version.py --slow", "sat:encoding=minimal");

    private static Document page() {
        TestRuns run = new TestRuns(SOLVERS);
        for (int i = 1; i <= 12; i++) {
            long[] nanos = new long[SOLVERS.size()];
            for (int s = 0; s < nanos.length; s++) {
                nanos[s] = (SOLVERS.size() - s) * 1000L * i; // the last solver is the fastest
            }
            run.timed("in.txt", i, nanos);
        }
        run.wrong("in.txt", 13);
        return Jsoup.parse(HtmlReport.render(run.report(List.of()), run.samples()));
    }

    @Test
    void everySeriesHasItsOwnLookAndTheKeyFollowsTheRanking() {
        Document doc = page();
        Element cactus = doc.selectFirst("#plots svg.cactus");
        List<String> order = cactus.select("g.series").eachAttr("data-solver");
        // The last solver answered one record wrong: last, whatever its speed. Then fastest (lowest PAR-2) first.
        assertThat(order).hasSize(10).endsWith(SOLVERS.get(9)).startsWith(SOLVERS.get(8), SOLVERS.get(7));
        assertThat(cactus.select("g.legend-entry").eachAttr("data-solver")).isEqualTo(order);
        Set<String> looks = new HashSet<>();
        for (Element g : cactus.select("g.series")) {
            looks.add(g.attr("stroke") + " " + g.selectFirst("polyline").attr("stroke-dasharray"));
        }
        assertThat(looks).as("colour and dash of each line").hasSize(10);
        // The key names every solver, the long ones cut in the middle: both ends still tell them apart.
        List<String> keys = cactus.select("g.legend-entry text").eachText();
        assertThat(new HashSet<>(keys)).hasSize(10);
        assertThat(keys).anyMatch(k -> k.contains("…") && k.endsWith("--fast"));
    }

    @Test
    void textFitsThePlotsAndScattersShareOneRange() {
        Document doc = page();
        for (Element svg : doc.select("svg.plot")) {
            double width = Double.parseDouble(svg.attr("viewBox").split(" ")[2]);
            for (Element text : svg.select("text")) {
                double perChar = text.hasClass("plot-title") ? 7.6 : 6.2;
                double drawn = text.text().length() * perChar;
                assertThat(drawn).as("'%s' in %s", text.text(), svg.attr("data-plot")).isLessThanOrEqualTo(width);
            }
        }
        List<Element> scatters = doc.select("#plots svg.scatter");
        assertThat(scatters).hasSize(9);
        assertThat(scatters.stream().map(s -> s.attr("data-lo") + "-" + s.attr("data-hi")).distinct()).hasSize(1);
        assertThat(scatters.stream().map(s -> s.select("g.axes text").eachText().subList(0, 3)).distinct()).hasSize(1);
        assertThat(doc.select("#plots svg.box g.series")).hasSize(10);
    }

    @Test
    void findingsShowEveryAnswer() {
        Document doc = page();
        Element finding = doc.selectFirst("article.finding");
        assertThat(finding.select("figure.answer")).hasSize(1 + SOLVERS.size());
        assertThat(IntStream.range(0, SOLVERS.size()).mapToObj(i -> finding.select("figure.answer").get(i + 1)
                .attr("data-solver"))).containsExactlyElementsOf(SOLVERS);
    }
}
