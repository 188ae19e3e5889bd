package dev.sudokucompare.report;

import dev.sudokucompare.core.OneLine;

/**
 * Text from outside (file and solver names, puzzles, reasons) made safe for report.md under
 * CommonMark and GitHub's extensions: it can neither start a heading, list, link, image or raw
 * HTML, nor break out of a table cell or a code span. Plain text escapes with a backslash only
 * what CommonMark would read as markup where it would (see needsEscape); a code span or block gets a fence longer than any run of backticks inside.
 * report.md and fuzz's README.md use it.
 */
public final class Markdown {

    private Markdown() {
    }

    /** What GFM's autolink extension turns into a link: a scheme's "://", "www." or an e-mail address. */
    private static final java.util.regex.Pattern AUTOLINKED = java.util.regex.Pattern.compile(
            "://|(?i:www)\\.|[\\w.+-]@[\\w-]+\\.\\w");

    /**
     * {@code s} as literal text on one line; as a code span where GFM would link part of it (no
     * escape stops its autolinks: a program named after a URL is no link in the report).
     */
    public static String text(String s) {
        String line = OneLine.printable(s.replace('\n', ' ').replace('\r', ' '));
        if (AUTOLINKED.matcher(line).find()) {
            return code(line);
        }
        StringBuilder b = new StringBuilder(line.length() + 16);
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (needsEscape(line, i)) {
                b.append('\\');
            }
            b.append(c);
        }
        return b.toString();
    }

    /**
     * True where CommonMark (with GFM's tables, strikethrough and autolinks) would read the
     * character at {@code i} as markup: emphasis, code, links, HTML, entities, a table's pipe
     * anywhere; a heading, list or rule marker at the start. Everything else stays as written
     * ("sudoku-compare 0.1.0-SNAPSHOT", not "sudoku\-compare"). A bare URL would still be linked by
     * GFM's autolink extension (it reads the text after escapes are undone): {@link #text} makes such
     * text a code span instead.
     */
    private static boolean needsEscape(String line, int i) {
        char c = line.charAt(i);
        if ("\\`*_[]<>&|~".indexOf(c) >= 0) {
            return true;
        }
        if (i == 0 && "#+-=".indexOf(c) >= 0) {
            return true;
        }
        if ((c == '.' || c == ')') && i > 0 && line.substring(0, i).chars().allMatch(Character::isDigit)) {
            return true;
        }
        return false;
    }

    /** {@code s} as an inline code span that nothing inside can close early. */
    public static String code(String s) {
        String line = OneLine.printable(s.replace('\n', ' ').replace('\r', ' '));
        int longest = 0;
        int run = 0;
        for (int i = 0; i < line.length(); i++) {
            run = line.charAt(i) == '`' ? run + 1 : 0;
            longest = Math.max(longest, run);
        }
        String fence = "`".repeat(longest + 1);
        // A pipe still splits a table cell inside a code span: GitHub takes \| there as a pipe.
        String body = line.replace("|", "\\|");
        boolean pad = body.startsWith("`") || body.endsWith("`") || body.isBlank();
        return fence + (pad ? " " + body + " " : body) + fence;
    }

    /**
     * {@code s} as a fenced code block, its lines kept (made printable): the fence is longer than
     * any run of backticks inside, so no line of it can close the block early.
     */
    public static String codeBlock(String s) {
        String body = Printable.text(s.replace("\r", " "));
        String fence = fenceFor(body);
        return fence + "\n" + body + (body.endsWith("\n") ? "" : "\n") + fence + "\n";
    }

    /** A code fence no run of backticks in {@code s} can close: three, or one longer than its longest run. */
    public static String fenceFor(String s) {
        int longest = 0;
        int run = 0;
        for (int i = 0; i < s.length(); i++) {
            run = s.charAt(i) == '`' ? run + 1 : 0;
            longest = Math.max(longest, run);
        }
        return "`".repeat(Math.max(3, longest + 1));
    }
}
