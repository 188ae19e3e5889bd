package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.solvers.SolverCatalog;
import dev.sudokucompare.solvers.SolverOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** trace.html without a browser: what it shows, that it shows it right, that nothing escapes, that it stays small. */
class TracePageTest {

    private static final List<String> LADDER = List.of("dfs-scan", "dfs-sets", "dfs-mrv", "dfs");

    @TempDir
    Path tmp;

    @Test
    void inkalasPuzzleSearchedByFourSolversSideBySide() throws IOException {
        Path puzzle = TracePages.puzzles(tmp, "special-unique.txt", 0, 1);
        String solution = Files.readAllLines(Path.of(CliRun.dataset("special-unique.solutions.txt"))).get(0);
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of("solve", "--trace", "--out", out.toString(), "--solvers", String.join(",", LADDER),
                puzzle.toString());
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).as("the first solver answers").isEqualTo(solution + "\n");
        Document doc = TracePages.parse(out);
        assertThat(doc.select("script, [src], link, iframe, object, embed")).as("nothing runs or loads").isEmpty();
        assertThat(doc.select("section.search").eachAttr("data-solver")).containsExactlyElementsOf(LADDER);
        Grid grid = Grid.parse(Files.readString(puzzle).strip());
        for (String solver : LADDER) {
            SolveResult direct = SolverCatalog.builtIn().resolve(solver, SolverOptions.DEFAULT).solve(grid, HangGuard.first());
            Element section = TracePages.section(doc, solver);
            assertThat(TracePages.number(section, "data-nodes")).as(solver).isEqualTo(direct.stats().nodes());
            assertThat(TracePages.number(section, "data-backtracks")).as(solver).isEqualTo(direct.stats().backtracks());
            Element bar = doc.selectFirst("svg.totals g.bar[data-solver=" + solver + "]");
            assertThat(TracePages.number(bar, "data-nodes")).as("bar of " + solver).isEqualTo(direct.stats().nodes());
        }
        Element scan = TracePages.section(doc, "dfs-scan");
        Element sets = TracePages.section(doc, "dfs-sets");
        assertThat(sets.attr("data-nodes")).as("same decisions").isEqualTo(scan.attr("data-nodes"));
        assertThat(TracePages.kinds(scan)).containsExactly("decision", "decision", "decision", "backtrack", "solution");
        assertThat(TracePages.kinds(sets)).isEqualTo(TracePages.kinds(scan));
        for (String solver : List.of("dfs-scan", "dfs-sets", "dfs-mrv")) {
            Element section = TracePages.section(doc, solver);
            assertThat(TracePages.values(TracePages.snapshot(section, "solution"))).as(solver).isEqualTo(solution);
            assertProfileAddsUp(doc, section, solver);
            assertDecisionsMatchTheEventList(section);
        }
        Element mrv = TracePages.section(doc, "dfs-mrv");
        assertThat(TracePages.snapshot(mrv, "solution").select("td.p")).as("cells propagation filled").isNotEmpty();
        assertThat(scan.select("td.p")).as("a plain backtracker fills nothing by propagation").isEmpty();
        assertThat(TracePages.snapshot(scan, "backtrack").select("td.u")).hasSize(1);
        Element fast = TracePages.section(doc, "dfs");
        assertThat(TracePages.kinds(fast)).containsExactly("answer");
        assertThat(TracePages.values(TracePages.snapshot(fast, "answer"))).isEqualTo(solution);
        assertThat(fast.select("td.t, td.p, td.u, ul.events")).isEmpty();
        assertThat(doc.select("figure.profile svg").eachAttr("data-solver")).containsExactly("dfs-scan", "dfs-sets",
                "dfs-mrv");
        assertThat(doc.selectFirst("figure.profile[data-solver=dfs] p.note").text()).contains("reports no decisions");
        List<String> yTicks = null;
        for (Element svg : doc.select("figure.profile svg")) {
            List<String> ticks = svg.select("g.axes text").eachText();
            assertThat(ticks).as("every profile shares the scales").isEqualTo(yTicks == null ? ticks : yTicks);
            yTicks = ticks;
        }
    }

    /** A 16x16 puzzle: the row-major rungs stop at the node limit, dfs-mrv's singles alone solve it. */
    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask", "dfs-mrv", "dlx"})
    void everyTracingSolverDrawsA16x16Search(String solver) throws IOException {
        Path puzzle = TracePages.puzzles(tmp, "sudoku16-janko-55.txt", 0, 1);
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of("solve", "--trace", "--out", out.toString(), "--solver", solver, "--node-limit", "30000",
                puzzle.toString());
        Document doc = TracePages.parse(out);
        Element section = TracePages.section(doc, solver);
        assertThat(section.select("figure.snapshot table.sudoku tr")).as("16 rows a grid")
                .hasSize(16 * section.select("figure.snapshot").size());
        assertProfileAddsUp(doc, section, solver);
        if (run.status() == 0) {
            Element solution = TracePages.snapshot(section, "solution");
            assertThat(TracePages.values(solution)).isEqualTo(run.out().strip());
            if (solver.equals("dfs-mrv") && section.attr("data-nodes").equals("0")) {
                assertThat(solution.select("td.p")).as("every empty cell filled by propagation")
                        .hasSize((int) Files.readString(puzzle).chars().filter(c -> c == '.').count());
            }
        } else {
            assertThat(run.status()).as(run.err()).isEqualTo(3);
            assertThat(TracePages.number(section, "data-nodes")).isEqualTo(30_000);
            assertThat(TracePages.kinds(section)).containsExactly("decision", "decision", "decision", "backtrack",
                    "deepest");
        }
    }

    @Test
    void dlxTracesAndChocoShowsItsTotals() throws IOException {
        Path puzzle = TracePages.puzzles(tmp, "norvig-hardest.txt", 0, 2);
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of("solve", "--trace", "--out", out.toString(), "--solvers", "dlx,choco", puzzle.toString());
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out().lines()).as("every puzzle is answered, the first is drawn").hasSize(2);
        assertThat(run.err()).contains("norvig-hardest.txt:1");
        Document doc = TracePages.parse(out);
        Element dlx = TracePages.section(doc, "dlx");
        assertThat(TracePages.kinds(dlx)).contains("decision").last().isEqualTo("solution");
        assertProfileAddsUp(doc, dlx, "dlx");
        Element choco = TracePages.section(doc, "choco");
        assertThat(TracePages.kinds(choco)).containsExactly("answer");
        assertThat(TracePages.values(TracePages.snapshot(choco, "answer")))
                .isEqualTo(TracePages.values(TracePages.snapshot(dlx, "solution")));
    }

    @Test
    void everyTextThatReachesThePageIsEscaped() throws IOException {
        Path odd = tmp.resolve("odd <b>name<i> & \"quotes\" 'x'.txt");
        Files.writeString(odd, "..1....4.13.....\n");
        Path out = tmp.resolve("out");
        String hostile = "external:printf '<img src=x onerror=alert(1)>'";
        CliRun run = CliRun.of("solve", "--trace", "--out", out.toString(), "--solvers", "dfs-mrv," + hostile,
                odd.toString());
        assertThat(run.status()).as(run.err()).isZero();
        Document doc = TracePages.parse(out);
        assertThat(doc.select("img, b, i, script, [onerror]")).as("no text became markup").isEmpty();
        assertThat(doc.selectFirst("p.headline").text()).contains("odd <b>name<i> & \"quotes\" 'x'.txt:1");
        assertThat(doc.select("section.search").eachAttr("data-solver")).containsExactly("dfs-mrv", hostile);
        assertThat(TracePages.section(doc, hostile).selectFirst("h2").text()).isEqualTo(hostile);
        // A name too long for the plot keeps its beginning and end around an ellipsis.
        assertThat(doc.select("svg.totals text").eachText()).anySatisfy(label -> {
            int cut = label.indexOf('…');
            assertThat(cut).isPositive();
            assertThat(hostile).startsWith(label.substring(0, cut)).endsWith(label.substring(cut + 1));
        });
        assertThat(doc.selectFirst("footer code").text()).startsWith("solve --trace --out").contains(odd.toString());
    }

    @Test
    void aHugeSearchKeepsThePageSmall() throws IOException {
        // The Wikipedia puzzle built against brute force: tens of millions of row-major nodes.
        Path puzzle = TracePages.puzzles(tmp, "special-unique.txt", 1, 1);
        long small = pageBytes(puzzle, 20_000, "small");
        long huge = pageBytes(puzzle, 2_000_000, "huge");
        assertThat(huge).as("a search 100 times larger").isLessThan(small + small / 5).isLessThan(120_000);
        Document doc = TracePages.parse(tmp.resolve("huge"));
        Element scan = TracePages.section(doc, "dfs-scan");
        assertThat(scan.attr("data-status")).isEqualTo("LIMIT");
        assertThat(TracePages.number(scan, "data-nodes")).isEqualTo(2_000_000);
        assertThat(scan.select("figure.snapshot")).hasSizeLessThanOrEqualTo(6);
        assertThat(scan.select("ul.events li")).hasSize(40);
        long events = TracePages.number(scan, "data-nodes") + TracePages.number(scan, "data-backtracks");
        assertThat(scan.selectFirst("p.note + ul.events").previousElementSibling().text())
                .contains(String.format(Locale.ROOT, "The first 40 of %,d events", events));
        assertThat(doc.select("#bounds li").eachText()).anyMatch(t -> t.contains("the first 40 of"));
    }

    @Test
    void badTraceOptionsAreUsageErrors() throws IOException {
        Path puzzle = Files.writeString(tmp.resolve("p.txt"), "..1....4.13.....\n");
        Path out = tmp.resolve("out");
        assertUsage(CliRun.of("solve", "--out", out.toString(), puzzle.toString()), "give --trace too");
        assertUsage(CliRun.of("solve", "--trace", "--solvers", "dfs-scan,dfs", puzzle.toString()), "--out DIR");
        assertUsage(CliRun.of("solve", "--trace", "--out", out.toString(), "--solver", "dfs", "--solvers", "dfs-scan",
                puzzle.toString()), "not both");
        assertUsage(CliRun.of("solve", "--trace", "--out", out.toString(), "--solvers", "dfs-scan,nosuch",
                puzzle.toString()), "unknown solver 'nosuch'");
        assertThat(CliRun.of("solve", "--trace", "--out", out.toString(), puzzle.toString()).status()).isZero();
        CliRun again = CliRun.of("solve", "--trace", "--out", out.toString(), puzzle.toString());
        assertThat(again.status()).isEqualTo(2);
        assertThat(again.err()).contains("is not empty").doesNotContain("Exception");
        assertThat(CliRun.of("solve", "--trace", "--out", out.toString(), "--force", puzzle.toString()).status())
                .isZero();
    }

    private long pageBytes(Path puzzle, long nodeLimit, String dir) throws IOException {
        Path out = tmp.resolve(dir);
        CliRun run = CliRun.of("solve", "--trace", "--out", out.toString(), "--solver", "dfs-scan", "--node-limit",
                Long.toString(nodeLimit), "--timeout", "2m", puzzle.toString());
        assertThat(run.status()).as(run.err()).isEqualTo(3);
        return Files.size(out.resolve("trace.html"));
    }

    private static void assertUsage(CliRun run, String message) {
        assertThat(run.status()).as(run.err()).isEqualTo(2);
        assertThat(run.err()).contains(message).doesNotContain("Exception");
    }

    /** The plotted totals and the per-depth table both add up to the solver's own counts. */
    private static void assertProfileAddsUp(Document doc, Element section, String solver) {
        long nodes = TracePages.number(section, "data-nodes");
        long backtracks = TracePages.number(section, "data-backtracks");
        Element plot = doc.selectFirst("figure.profile[data-solver=" + solver + "] svg");
        assertThat(TracePages.number(plot.selectFirst("g.series[data-series=nodes]"), "data-total")).isEqualTo(nodes);
        assertThat(TracePages.number(plot.selectFirst("g.series[data-series=backtracks]"), "data-total"))
                .isEqualTo(backtracks);
        for (String series : List.of("nodes", "backtracks")) {
            Element g = plot.selectFirst("g.series[data-series=" + series + "]");
            assertThat(g.select(".pt")).as(solver + " " + series).hasSize((int) TracePages.number(g, "data-points"));
        }
        long tableNodes = 0;
        long tableBacktracks = 0;
        for (Element row : section.select("table.depth tbody tr")) {
            tableNodes += Long.parseLong(row.child(1).text().replace(",", ""));
            tableBacktracks += Long.parseLong(row.child(2).text().replace(",", ""));
        }
        assertThat(tableNodes).as(solver + " nodes per depth").isEqualTo(nodes);
        assertThat(tableBacktracks).as(solver + " backtracks per depth").isEqualTo(backtracks);
    }

    /** Decision k's grid marks one cell as just tried: the cell and value of the k-th decision listed. */
    private static void assertDecisionsMatchTheEventList(Element section) {
        List<String> decisions = section.select("ul.events li").eachText().stream()
                .filter(e -> !e.endsWith("taken back")).toList();
        List<Element> grids = section.select("figure.snapshot[data-kind=decision]");
        assertThat(grids).hasSize(3);
        for (int k = 0; k < grids.size(); k++) {
            Element tried = grids.get(k).selectFirst("td.t");
            assertThat(grids.get(k).select("td.t")).hasSize(1);
            String cell = tried.attr("title").replace(": just tried", "");
            assertThat(decisions.get(k)).endsWith(cell + " = " + tried.ownText());
        }
    }
}
