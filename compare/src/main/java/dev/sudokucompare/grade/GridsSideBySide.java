package dev.sudokucompare.grade;

import dev.sudokucompare.core.Grid;

/**
 * A puzzle, an expected completion and the grid a program gave, side by side in fixed-width text,
 * the first cell where the given grid differs from the expected one marked ({@code [7]} in text,
 * highlighted in HTML).
 */
record GridsSideBySide(Grid puzzle, Grid expected, Grid given, String expectedTitle) {

    /** The first cell (0-based, row-major) where given and expected differ; -1 when either is missing or none does. */
    int firstDifference() {
        if (expected == null || given == null || !expected.shape().equals(given.shape())) {
            return -1;
        }
        for (int c = 0; c < expected.shape().cellCount(); c++) {
            if (expected.get(c) != given.get(c)) {
                return c;
            }
        }
        return -1;
    }

    /** One line saying where they first differ, or why nothing is compared. */
    String difference() {
        if (given == null) {
            return "The program gave no grid.";
        }
        int c = firstDifference();
        if (c < 0) {
            return expected == null ? "No expected grid could be found." : "The grid is the expected one (the layout was not).";
        }
        int n = expected.shape().size();
        return "First difference: row " + (c / n + 1) + ", column " + (c % n + 1) + " (expected " + expected.get(c)
                + ", given " + given.get(c) + ").";
    }

    String text() {
        return render(false);
    }

    /** The same, HTML: the marked cell in a {@code <mark>}; digits only, so nothing needs escaping. */
    String html() {
        return render(true);
    }

    private String render(boolean html) {
        int n = puzzle.shape().size();
        int width = n * 3;
        StringBuilder sb = new StringBuilder();
        sb.append(pad("puzzle", width)).append("   ").append(pad(expectedTitle, width)).append("   ").append("given\n");
        int diff = firstDifference();
        for (int r = 0; r < n; r++) {
            sb.append(row(puzzle, r, -1, html)).append("   ").append(row(expected, r, -1, html)).append("   ")
                    .append(row(given, r, diff, html)).append('\n');
        }
        return sb.toString();
    }

    private static String row(Grid g, int r, int marked, boolean html) {
        int n = g == null ? 9 : g.shape().size();
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < n; c++) {
            int cell = r * n + c;
            String v = g == null ? "-" : g.get(cell) == 0 ? "." : Integer.toString(g.get(cell));
            if (cell == marked) {
                sb.append(html ? "<mark>[" + v + "]</mark>" : "[" + v + "]");
            } else {
                sb.append(' ').append(v).append(' ');
            }
        }
        return sb.toString();
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }
}
