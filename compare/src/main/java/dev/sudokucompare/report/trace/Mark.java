package dev.sudokucompare.report.trace;

/**
 * How a cell of a snapshot is drawn. Each mark has its own symbol and typography, so none relies on
 * colour: {@code css} is the class the page styles, {@code symbol} is printed next to the value.
 */
enum Mark {
    EMPTY("", ""),
    GIVEN("g", ""),
    DECIDED("dec", ""),
    SOLVED("s", ""),
    TRIED("t", "◆"),
    FILLED("p", "⁺"),
    UNDONE("u", "✗");

    private final String css;
    private final String symbol;

    Mark(String css, String symbol) {
        this.css = css;
        this.symbol = symbol;
    }

    String css() {
        return css;
    }

    String symbol() {
        return symbol;
    }
}
