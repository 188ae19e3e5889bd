package dev.sudokucompare.core.format;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import java.io.IOException;

/**
 * Reads the one-line format; blank lines and lines starting with '#' are not records, but a
 * {@code # shape RxC} line states the box of the grids of its side that follow ({@link StatedShapes}).
 */
final class LineReader implements PuzzleReader {

    private final LineSource lines;
    private final String source;
    private final StatedShapes shapes;
    private long records;

    LineReader(LineSource lines, String source, Shape stated) {
        this.lines = lines;
        this.source = source;
        this.shapes = new StatedShapes(stated);
    }

    @Override
    public PuzzleRecord next() throws IOException {
        String line;
        do {
            line = lines.next();
            if (line == null) {
                return null;
            }
        } while (!lines.lastWasTooLong() && skipped(line));
        records++;
        long at = lines.lineNumber();
        if (lines.lastWasTooLong()) {
            return PuzzleRecord.malformed(source, records, at, LineSource.tooLongLine()
                    + ", far longer than any puzzle", line);
        }
        String text = line.strip();
        try {
            int side = Shape.sideOf(text.length());
            Grid grid = side < 0 ? Grid.parse(text) : Grid.parse(text, shapes.forSide(side));
            return PuzzleRecord.of(source, records, at, grid);
        } catch (IllegalArgumentException e) {
            return PuzzleRecord.malformed(source, records, at, e.getMessage(), text);
        }
    }

    /** A blank line or a comment, which may state a shape. */
    private boolean skipped(String line) {
        String t = line.strip();
        if (t.startsWith("#")) {
            shapes.offer(t, lines.lineNumber());
            return true;
        }
        return t.isEmpty();
    }

    @Override
    public void close() {
        // The caller owns the underlying reader.
    }
}
