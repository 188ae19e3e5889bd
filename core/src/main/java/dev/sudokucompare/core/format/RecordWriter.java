package dev.sudokucompare.core.format;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import java.util.HashMap;
import java.util.Map;

/**
 * Writes the records of one file so that a reader gets every grid back as it is: between records
 * the format's separator, and before a grid a {@code # shape RxC} line wherever the reader would
 * otherwise take its side for another box shape (an ambiguous side, an unusual box, or a side
 * whose shape an earlier line stated differently). Not thread-safe: one per file.
 */
public final class RecordWriter {

    private final PuzzleFormat format;
    /** The shape a reader takes for each side, where something stated it. */
    private final Map<Integer, Shape> stated = new HashMap<>();
    private boolean first = true;

    RecordWriter(PuzzleFormat format) {
        this.format = format;
        if (format.statedShape() != null) {
            stated.put(format.statedShape().size(), format.statedShape());
        }
    }

    /** The next record's text: separator, shape line where needed, the grid as the format writes it. */
    public String next(Grid grid) {
        StringBuilder out = new StringBuilder();
        if (!first) {
            out.append(format.recordSeparator());
        }
        first = false;
        Shape shape = grid.shape();
        Shape readAs = stated.get(shape.size());
        // A 3x3 grid's line of 9 symbols looks like a BOJ 2239 row: the statement tells the sniffer.
        boolean needed = readAs != null ? !readAs.equals(shape)
                : StatedShapes.mustBeStated(shape) || (format.isOneLine() && shape.size() == 3);
        if (format.statesShapes() && needed) {
            out.append("# shape ").append(shape.boxSpec()).append('\n');
            stated.put(shape.size(), shape);
        }
        return out.append(format.write(grid)).toString();
    }
}
