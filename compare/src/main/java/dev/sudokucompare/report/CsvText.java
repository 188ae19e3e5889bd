package dev.sudokucompare.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

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

    /**
     * True when this tool writes {@code cell} as it is: printable as every file it writes ({@link
     * Printable}), and guarded by {@link #neutral} if it could start a formula (a whole number is
     * none, and its minus sign is not guarded). A cell read back from a file that is not so was
     * forged: a row it is in is not copied on.
     */
    public static boolean asWritten(String cell) {
        if (!Printable.text(cell).equals(cell)) {
            return false;
        }
        return neutral(original(cell)).equals(cell) || WHOLE_NUMBER.matcher(cell).matches();
    }

    private static final Pattern WHOLE_NUMBER = Pattern.compile("-[0-9]+");

    /**
     * Checks every cell of a row read back from {@code file} at {@code line}, under {@code header}.
     *
     * @throws IOException naming the file, line and column of the first cell not {@link #asWritten}, never the cell
     */
    public static void requireAsWritten(Path file, long line, List<String> header, List<String> row) throws IOException {
        for (int i = 0; i < row.size(); i++) {
            if (!asWritten(row.get(i))) {
                throw new IOException(file + ":" + line + ": column " + (i < header.size() ? header.get(i) : "" + (i + 1))
                        + " holds a cell this tool does not write (an unguarded spreadsheet formula or a control "
                        + "character): it was changed since the run wrote it");
            }
        }
    }
}
