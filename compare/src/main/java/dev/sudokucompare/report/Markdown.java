package dev.sudokucompare.report;

import dev.sudokucompare.core.format.OneLine;

/**
 * Text from outside (file and solver names, puzzles, reasons) made safe for report.md under
 * CommonMark and GitHub's extensions: it can neither start a heading, list, link, image or raw
 * HTML, nor break out of a table cell or a code span. Plain text escapes every ASCII punctuation
 * character with a backslash (CommonMark allows that for all of them), which also stops bare
 * URLs from becoming links; a code span or block gets a fence longer than any run of backticks
 * inside. report.md and fuzz's README.md use it.
 */
public final class Markdown {

    private Markdown() {
    }

    /** {@code s} as literal text on one line. */
    public static String text(String s) {
        String line = OneLine.printable(s.replace('\n', ' ').replace('\r', ' '));
        StringBuilder b = new StringBuilder(line.length() + 16);
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c < 0x80 && isPunctuation(c)) {
                b.append('\\');
            }
            b.append(c);
        }
        return b.toString();
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

    private static boolean isPunctuation(char c) {
        return (c >= '!' && c <= '/') || (c >= ':' && c <= '@') || (c >= '[' && c <= '`') || (c >= '{' && c <= '~');
    }
}
