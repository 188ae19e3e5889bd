package dev.sudokucompare.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/** Reading trace.html back: the parsed page, a section per solver, a snapshot's values. */
final class TracePages {

    private TracePages() {
    }

    /** The first {@code lines} puzzles of a dataset, in a file of their own under {@code dir}. */
    static Path puzzles(Path dir, String dataset, int from, int lines) throws IOException {
        List<String> all = Files.readAllLines(Path.of(CliRun.dataset(dataset)));
        return Files.write(dir.resolve(dataset), all.subList(from, from + lines));
    }

    static Document parse(Path out) throws IOException {
        return Jsoup.parse(Files.readString(out.resolve("trace.html")));
    }

    static Element section(Document doc, String solver) {
        return doc.select("section.search").stream().filter(s -> s.attr("data-solver").equals(solver)).findFirst()
                .orElseThrow(() -> new AssertionError("no section for " + solver));
    }

    static List<String> kinds(Element section) {
        return section.select("figure.snapshot").eachAttr("data-kind");
    }

    static Element snapshot(Element section, String kind) {
        return section.selectFirst("figure.snapshot[data-kind=" + kind + "]");
    }

    /** The values of a drawn grid, row-major, '.' for an empty cell (the mark symbols left out). */
    static String values(Element figure) {
        return figure.select("td").stream().map(td -> td.ownText().isEmpty() ? "." : td.ownText())
                .collect(Collectors.joining());
    }

    static long number(Element e, String attr) {
        return Long.parseLong(e.attr(attr));
    }
}
