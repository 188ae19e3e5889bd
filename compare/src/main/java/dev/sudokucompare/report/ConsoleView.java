package dev.sudokucompare.report;

/**
 * How much the console report shows. By default it fits a terminal: at most {@link #WIDTH}
 * columns, about one screen; {@code explain} adds what each figure means, {@code wide} every
 * table in full (the files written with --out always hold everything).
 */
public record ConsoleView(boolean explain, boolean wide, boolean brief) {

    /** The widest line the default view prints (cells are shortened to keep to it). */
    public static final int WIDTH = 120;

    /** Inputs listed one line each before the rest are counted. */
    static final int INPUTS_SHOWN = 12;

    public static final ConsoleView DEFAULT = new ConsoleView(false, false, false);

    /** Everything, as the report printed it before it had views. */
    public static final ConsoleView FULL = new ConsoleView(true, true, false);
}
