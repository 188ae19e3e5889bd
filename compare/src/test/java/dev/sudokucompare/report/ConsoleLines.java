package dev.sudokucompare.report;

/** Console output read as it was before {@link ConsoleReport#fit} wrapped it to the console's width. */
public final class ConsoleLines {

    private ConsoleLines() {
    }

    /** {@code console} with each wrapped line's continuation (a newline, then three or more spaces) joined back. */
    public static String unwrapped(String console) {
        return console.replaceAll("\n {3,}", " ");
    }
}
