package dev.sudokucompare.report;

/**
 * A text cell as a spreadsheet will open it. Text that came from an input or a program (a file
 * name, a malformed line, a program's message) could start like a formula ({@code =}, {@code +},
 * {@code -}, {@code @}, a tab or carriage return) and be run by the spreadsheet: such a cell gets a
 * leading apostrophe, as OWASP advises. A cell that starts with an apostrophe gets one more, so
 * {@link #original} can always undo it exactly.
 */
public final class CsvText {

    private static final String NEEDS_QUOTE = "=+-@\t\r'";

    private CsvText() {
    }

    /** The cell for {@code value}: itself, or with a leading apostrophe when it could be read as a formula. */
    public static String neutral(Object value) {
        String s = String.valueOf(value);
        return !s.isEmpty() && NEEDS_QUOTE.indexOf(s.charAt(0)) >= 0 ? "'" + s : s;
    }

    /** The text a {@link #neutral} cell was made from. */
    public static String original(String cell) {
        return cell.startsWith("'") ? cell.substring(1) : cell;
    }
}
