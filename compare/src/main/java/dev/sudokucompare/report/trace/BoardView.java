package dev.sudokucompare.report.trace;

import dev.sudokucompare.core.LineSpelling;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import java.util.ArrayList;
import java.util.List;

/**
 * A snapshot as the page draws it: an HTML table through the template (every text escaped), box
 * edges thick, each cell with its mark's class and symbol, so a mark never depends on colour.
 */
record BoardView(String kind, String caption, long event, String sizeClass, List<Row> rows, long tried, long filled) {

    record Row(List<Cell> cells) {
    }

    /** {@code cls}: the mark's class plus bc / br for box edges; {@code symbol}: the mark's symbol. */
    record Cell(String text, String symbol, String cls, String title) {
    }

    static BoardView of(Shape shape, Snapshot s) {
        int n = shape.size();
        List<Row> rows = new ArrayList<>();
        long tried = 0;
        long filled = 0;
        for (int r = 0; r < n; r++) {
            List<Cell> cells = new ArrayList<>();
            for (int c = 0; c < n; c++) {
                int cell = shape.cell(r, c);
                Mark m = s.mark(cell);
                tried += m == Mark.TRIED || m == Mark.UNDONE ? 1 : 0;
                filled += m == Mark.FILLED ? 1 : 0;
                String cls = (m.css() + " " + ((c + 1) % shape.boxCols() == 0 && c + 1 < n ? "bc " : "")
                        + ((r + 1) % shape.boxRows() == 0 && r + 1 < n ? "br" : "")).strip();
                cells.add(new Cell(text(s.value(cell)), m.symbol(), cls, title(shape, cell, m)));
            }
            rows.add(new Row(cells));
        }
        String size = n <= 9 ? "n9" : n <= 16 ? "n16" : n <= 25 ? "n25" : "n64";
        return new BoardView(s.kind(), s.caption(), s.event(), size, rows, tried, filled);
    }

    /** A snapshot of {@code grid} with only the givens of {@code puzzle} marked. */
    static Snapshot plain(String kind, String caption, Grid puzzle, Grid grid) {
        int[] values = grid.toArray();
        Mark[] marks = new Mark[values.length];
        for (int cell = 0; cell < values.length; cell++) {
            marks[cell] = puzzle.get(cell) != 0 ? Mark.GIVEN : values[cell] == 0 ? Mark.EMPTY : Mark.SOLVED;
        }
        return new Snapshot(kind, caption, -1, values, marks);
    }

    private static String title(Shape shape, int cell, Mark m) {
        return switch (m) {
            case TRIED -> shape.describeCell(cell) + ": just tried";
            case FILLED -> shape.describeCell(cell) + ": filled by propagation";
            case UNDONE -> shape.describeCell(cell) + ": taken back";
            default -> "";
        };
    }

    private static String text(int value) {
        if (value == 0) {
            return "";
        }
        return value <= LineSpelling.MAX_VALUE ? String.valueOf(LineSpelling.symbol(value)) : Integer.toString(value);
    }
}
