package dev.sudokucompare.report.html;

import dev.sudokucompare.core.LineSpelling;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import java.util.ArrayList;
import java.util.List;

/**
 * A grid as the page draws it (an HTML table through the template, so every text is escaped):
 * givens shaded, cells that differ from the reference marked, box edges thick.
 * {@code rows} is empty when there is no grid to draw, only the note.
 */
record GridView(String caption, String note, String sizeClass, List<Row> rows, int differing) {

    record Row(List<Cell> cells) {
    }

    /** {@code cls}: g given, d differs, bc box column edge, br box row edge. */
    record Cell(String text, String cls) {
    }

    GridView {
        rows = List.copyOf(rows);
    }

    /** {@code shown} drawn over {@code puzzle}'s givens; {@code reference} may be null (nothing marked). */
    static GridView of(String caption, String note, Grid puzzle, Grid shown, Grid reference) {
        Shape shape = shown.shape();
        int n = shape.size();
        List<Row> rows = new ArrayList<>();
        int differing = 0;
        for (int r = 0; r < n; r++) {
            List<Cell> cells = new ArrayList<>();
            for (int c = 0; c < n; c++) {
                int cell = shape.cell(r, c);
                boolean differs = reference != null && reference.get(cell) != shown.get(cell);
                differing += differs ? 1 : 0;
                String cls = (puzzle.get(cell) != 0 ? "g " : "") + (differs ? "d " : "")
                        + ((c + 1) % shape.boxCols() == 0 && c + 1 < n ? "bc " : "")
                        + ((r + 1) % shape.boxRows() == 0 && r + 1 < n ? "br" : "");
                cells.add(new Cell(text(shown.get(cell)), cls.strip()));
            }
            rows.add(new Row(cells));
        }
        String size = n <= 9 ? "n9" : n <= 16 ? "n16" : "n25";
        return new GridView(caption, note, size, rows, differing);
    }

    static GridView textOnly(String caption, String note) {
        return new GridView(caption, note, "", List.of(), 0);
    }

    /** Read by report.html's template ({@code {{#hasGrid}}}), not by Java code. */
    boolean hasGrid() {
        return !rows.isEmpty();
    }

    private static String text(int value) {
        if (value == 0) {
            return "";
        }
        return value <= LineSpelling.MAX_VALUE ? String.valueOf(LineSpelling.symbol(value)) : Integer.toString(value);
    }
}
