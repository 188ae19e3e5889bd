package dev.sudokucompare.report.page;

import com.samskivert.mustache.Mustache;
import com.samskivert.mustache.Template;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * What every page the tool writes is made from: a Mustache template that escapes every text (its
 * partials read from beside it), and a style that starts with the one all pages share
 * ({@code base.css}: ink, body, headings) and goes on with the page's own.
 */
public final class PageParts {

    private static final String BASE_CSS = resource(PageParts.class, "base.css");

    private PageParts() {
    }

    /** The template {@code name} beside {@code owner}; {@code {{> part}}} reads {@code part.mustache} from there too. */
    public static Template template(Class<?> owner, String name) {
        return Mustache.compiler().emptyStringIsFalse(true).zeroIsFalse(true).nullValue("")
                .withLoader(part -> new StringReader(resource(owner, part + ".mustache")))
                .compile(resource(owner, name));
    }

    /** The shared style followed by the style sheet {@code name} beside {@code owner}, to inline into a page. */
    public static String style(Class<?> owner, String name) {
        return BASE_CSS + resource(owner, name);
    }

    private static String resource(Class<?> owner, String name) {
        try (InputStream in = owner.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
