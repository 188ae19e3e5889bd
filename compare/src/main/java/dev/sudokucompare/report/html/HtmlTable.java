package dev.sudokucompare.report.html;

import dev.sudokucompare.report.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * A report {@link Table} in the shape the template (table.mustache) walks: header cells and rows
 * of cells. {@code kind} names the table for styling and tests.
 */
record HtmlTable(String kind, List<Cell> header, List<Row> rows) {

    /** {@code num}: right-aligned numeric column. */
    record Cell(String text, boolean num) {
    }

    record Row(List<Cell> cells, boolean first) {
    }

    HtmlTable {
        header = List.copyOf(header);
        rows = List.copyOf(rows);
    }

    /** {@code groupColumn}: a column whose non-empty cell starts a new group of rows (a rule above), or -1. */
    static HtmlTable of(String kind, Table t, int groupColumn) {
        List<Cell> header = new ArrayList<>();
        for (int i = 0; i < t.header().size(); i++) {
            header.add(new Cell(t.header().get(i), t.numeric(i)));
        }
        List<Row> rows = new ArrayList<>();
        for (List<String> r : t.rows()) {
            List<Cell> cells = new ArrayList<>();
            for (int i = 0; i < r.size(); i++) {
                cells.add(new Cell(r.get(i), t.numeric(i)));
            }
            rows.add(new Row(cells, groupColumn >= 0 && !r.get(groupColumn).isEmpty()));
        }
        return new HtmlTable(kind, header, rows);
    }
}
