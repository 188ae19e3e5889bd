package dev.sudokucompare.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.commonmark.Extension;
import org.commonmark.ext.autolink.AutolinkExtension;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import org.junit.jupiter.api.Test;

/** report.md's plain text escapes what CommonMark needs where it needs it, and nothing else. */
class MarkdownTextTest {

    private static final List<Extension> GFM = List.of(TablesExtension.create(), AutolinkExtension.create());

    private static String html(String markdown) {
        return HtmlRenderer.builder().extensions(GFM).build().render(Parser.builder().extensions(GFM).build()
                .parse(markdown));
    }

    @Test
    void ordinaryPunctuationStaysAsWritten() {
        assertThat(Markdown.text("sudoku-compare 0.1.0-SNAPSHOT (a98b0bf), dfs: 12 of 12; 100% = ok!"))
                .isEqualTo("sudoku-compare 0.1.0-SNAPSHOT (a98b0bf), dfs: 12 of 12; 100% = ok!");
    }

    @Test
    void markupIsEscapedAndRendersAsTheTextItWas() {
        for (String hostile : List.of("# heading", "- item", "+ item", "= rule", "1. item", "3) item",
                "*em* _em_ `code` ~~gone~~", "<script>alert(1)</script>", "[x](evil)",
                "![i](x.png)", "a | b", "&amp; &#60;", "back\\slash")) {
            String rendered = html(Markdown.text(hostile));
            assertThat(rendered).as(hostile).doesNotContain("<h1", "<li", "<em", "<code", "<del", "<script", "<a ",
                    "<img", "<table", "<hr");
            assertThat(org.jsoup.Jsoup.parse(rendered).text()).as(hostile).isEqualTo(hostile);
        }
    }

    @Test
    void textGfmWouldLinkIsACodeSpanNotALink() {
        // Before: escapes left "https://evil.example/x" to GFM's autolinks, and the report linked it.
        for (String url : List.of("external:python3 https://evil.example/x.py", "see www.evil.example now",
                "mail me@evil.example", "ftp://host/file")) {
            String rendered = html(Markdown.text(url));
            assertThat(rendered).as(url).doesNotContain("<a ");
            assertThat(org.jsoup.Jsoup.parse(rendered).text()).as(url).isEqualTo(url);
        }
        assertThat(Markdown.text("dfs: 12 of 12 (see the README)")).doesNotContain("`");
    }
}
