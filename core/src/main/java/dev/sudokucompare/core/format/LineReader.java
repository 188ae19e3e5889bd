package dev.sudokucompare.core.format;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import java.io.IOException;

/** Reads the one-line format; blank lines and lines starting with '#' are not records. */
final class LineReader implements PuzzleReader {

    private final LineSource lines;
    private final String source;
    private final Shape shape;
    private long records;

    LineReader(LineSource lines, String source, Shape shape) {
        this.lines = lines;
        this.source = source;
        this.shape = shape;
    }

    @Override
    public PuzzleRecord next() throws IOException {
        String line;
        do {
            line = lines.next();
            if (line == null) {
                return null;
            }
        } while (!lines.lastWasTooLong() && (line.isBlank() || line.startsWith("#")));
        records++;
        long at = lines.lineNumber();
        if (lines.lastWasTooLong()) {
            return PuzzleRecord.malformed(source, records, at, LineSource.tooLongLine()
                    + ", far longer than any puzzle", line);
        }
        String text = line.strip();
        try {
            Grid grid = shape == null ? Grid.parse(text) : Grid.parse(text, shape);
            return PuzzleRecord.of(source, records, at, grid);
        } catch (IllegalArgumentException e) {
            return PuzzleRecord.malformed(source, records, at, e.getMessage(), text);
        }
    }

    @Override
    public void close() {
        // The caller owns the underlying reader.
    }
}
