package dev.sudokucompare.report;

import dev.sudokucompare.core.Grid;
import java.util.ArrayList;
import java.util.List;

/**
 * A wrong grid beside a correct one, row by row, each cell that differs marked with '>' and the
 * first difference named at its row: what a student reads faster than two lines of 81 digits.
 * Only for grids of up to 9x9 (wider ones would pass the console's width).
 */
final class GridsSideBySide {

    static final int MAX_SIZE = 9;

    private GridsSideBySide() {
    }

    static boolean fits(Grid a, Grid b) {
        return a.size() <= MAX_SIZE && a.shape().equals(b.shape());
    }

    /** The two grids' rows side by side under their labels, indented by {@code indent}. */
    static List<String> lines(String indent, Grid correct, String correctLabel, Grid wrong, String wrongLabel) {
        int n = correct.size();
        int width = Math.max(2 * n, correctLabel.length() + 1);
        List<String> out = new ArrayList<>();
        out.add(indent + pad(correctLabel, width) + "  " + wrongLabel);
        boolean named = false;
        for (int r = 0; r < n; r++) {
            StringBuilder left = new StringBuilder();
            StringBuilder right = new StringBuilder();
            String first = "";
            for (int c = 0; c < n; c++) {
                boolean differs = correct.get(r, c) != wrong.get(r, c);
                left.append(' ').append(cell(correct.get(r, c)));
                right.append(differs ? '>' : ' ').append(cell(wrong.get(r, c)));
                if (differs && !named && first.isEmpty()) {
                    first = "  <- first difference r" + (r + 1) + "c" + (c + 1);
                }
            }
            named |= !first.isEmpty();
            out.add((indent + pad(left.toString(), width) + "  " + right + first).stripTrailing());
        }
        return out;
    }

    private static String cell(int v) {
        return v == 0 ? "." : Integer.toString(v, 36);
    }

    private static String pad(String s, int width) {
        return s + " ".repeat(Math.max(0, width - s.length()));
    }
}
