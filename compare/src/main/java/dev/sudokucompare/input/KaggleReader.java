package dev.sudokucompare.input;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.core.format.PuzzleReader;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.format.StatedShapes;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Reads Kaggle-style CSV (header {@code quizzes,solutions} or {@code puzzle,solution}, extra
 * columns such as a difficulty carried through). A ragged row is one malformed record; a broken
 * quote ends the input with a message naming the line.
 */
final class KaggleReader implements PuzzleReader {

    static final List<String> PUZZLE_COLUMNS = List.of("quizzes", "puzzle", "puzzles", "quiz");
    static final List<String> SOLUTION_COLUMNS = List.of("solutions", "solution");

    private static final CSVFormat FORMAT = CSVFormat.DEFAULT.builder()
            .setHeader().setSkipHeaderRecord(true).setIgnoreSurroundingSpaces(true)
            .setIgnoreEmptyLines(true).setAllowMissingColumnNames(true).get();

    private final String source;
    private final BoundedReader bounded;
    private final CSVParser parser;
    private final Iterator<CSVRecord> rows;
    private final String puzzleColumn;
    private final String solutionColumn;
    private final int width;
    /** The box shape stated for grids of its side ({@code --shape}), or null. */
    private final Shape stated;
    private long records;

    KaggleReader(Reader in, String source, Shape stated) throws IOException {
        this.source = source;
        this.stated = stated;
        this.bounded = new BoundedReader(in);
        try {
            this.parser = FORMAT.parse(bounded);
        } catch (IOException | UncheckedIOException | IllegalArgumentException e) {
            throw new IOException(source + ":1: cannot read the CSV header: "
                    + OneLine.of(String.valueOf(e.getMessage()), 80));
        }
        List<String> header = parser.getHeaderNames();
        this.puzzleColumn = find(header, PUZZLE_COLUMNS);
        if (puzzleColumn == null) {
            throw new IOException(source + ":1: no puzzle column; the header needs one of "
                    + PUZZLE_COLUMNS + ", found " + OneLine.of(header.toString(), 80));
        }
        this.solutionColumn = find(header, SOLUTION_COLUMNS);
        this.width = header.size();
        this.rows = parser.iterator();
        bounded.mark();
    }

    private static String find(List<String> header, List<String> names) {
        for (String h : header) {
            if (h != null && names.contains(h.strip().toLowerCase(Locale.ROOT))) {
                return h;
            }
        }
        return null;
    }

    @Override
    public PuzzleRecord next() throws IOException {
        CSVRecord row;
        try {
            if (!rows.hasNext()) {
                return null;
            }
            row = rows.next();
            bounded.mark();
        } catch (UncheckedIOException | IllegalStateException e) {
            throw new IOException(source + ":" + parser.getCurrentLineNumber() + ": CSV broken here ("
                    + OneLine.of(String.valueOf(e.getMessage()), 80) + "); the rest of the file is not read");
        }
        records++;
        long line = parser.getCurrentLineNumber();
        if (row.size() != width) {
            return PuzzleRecord.malformed(source, records, line, "row has " + row.size() + " fields, the header "
                    + width, String.join(",", row.toList()));
        }
        String text = row.get(puzzleColumn);
        Grid puzzle;
        try {
            int side = Shape.sideOf(text.length());
            puzzle = side < 0 ? Grid.parse(text) : Grid.parse(text, StatedShapes.ofSide(side, stated));
        } catch (IllegalArgumentException e) {
            return PuzzleRecord.malformed(source, records, line, puzzleColumn + ": " + e.getMessage(), text);
        }
        PuzzleRecord record = PuzzleRecord.of(source, records, line, puzzle);
        Map<String, String> extras = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : row.toMap().entrySet()) {
            if (!e.getKey().equals(puzzleColumn) && !e.getKey().equals(solutionColumn)) {
                extras.put(e.getKey(), e.getValue());
            }
        }
        if (!extras.isEmpty()) {
            record = record.withExtras(extras);
        }
        if (solutionColumn != null && !row.get(solutionColumn).isBlank()) {
            try {
                record = record.withSolution(Grid.parse(row.get(solutionColumn), puzzle.shape()));
            } catch (IllegalArgumentException e) {
                return record.asMalformed(solutionColumn + ": " + e.getMessage());
            }
        }
        return record;
    }

    @Override
    public void close() throws IOException {
        parser.close();
    }
}
