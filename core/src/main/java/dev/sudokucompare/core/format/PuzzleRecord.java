package dev.sudokucompare.core.format;

import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.core.Grid;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One record of an input: a puzzle (maybe with the solution the input itself provides), or the
 * reason it could not be read. Malformed records are values too, so that nothing is lost.
 */
public final class PuzzleRecord {

    /** How much of a malformed record's text is kept for reports. */
    public static final int MAX_RAW = 200;

    private final String source;
    private final long index;
    private final long line;
    private final Grid puzzle;
    private final Grid solution;
    private final String error;
    private final String raw;
    private final Map<String, String> extras;

    private PuzzleRecord(String source, long index, long line, Grid puzzle, Grid solution,
            String error, String raw, Map<String, String> extras) {
        this.source = Objects.requireNonNull(source);
        this.index = index;
        this.line = line;
        this.puzzle = puzzle;
        this.solution = solution;
        this.error = error;
        this.raw = raw;
        this.extras = extras;
    }

    public static PuzzleRecord of(String source, long index, long line, Grid puzzle) {
        // The raw text of a well-formed record is its grid's spelling, made only when asked for.
        return new PuzzleRecord(source, index, line, Objects.requireNonNull(puzzle), null, null, null, Map.of());
    }

    /**
     * A record that could not be read; {@code raw} is cut to {@link #MAX_RAW} characters, and its
     * control characters and line breaks become '?', so a report can print it on one line and a
     * terminal never sees escape sequences from a hostile file.
     */
    public static PuzzleRecord malformed(String source, long index, long line, String error, String raw) {
        String kept = raw == null ? "" : OneLine.of(raw, MAX_RAW);
        return new PuzzleRecord(source, index, line, null, null, Objects.requireNonNull(error), kept, Map.of());
    }

    /** This record with the solution its input provides. */
    public PuzzleRecord withSolution(Grid providedSolution) {
        return new PuzzleRecord(source, index, line, puzzle, providedSolution, error, raw, extras);
    }

    /** This record with extra named fields carried through to the results (e.g. a difficulty). */
    public PuzzleRecord withExtras(Map<String, String> fields) {
        return new PuzzleRecord(source, index, line, puzzle, solution, error, raw,
                Collections.unmodifiableMap(new LinkedHashMap<>(fields)));
    }

    /** This record read as malformed, e.g. when a provided solution turns out unreadable. */
    public PuzzleRecord asMalformed(String why) {
        return new PuzzleRecord(source, index, line, null, null, why, raw(), extras);
    }

    /** The name of the input: a file name, {@code -}, or {@code builtin:NAME}. */
    public String source() {
        return source;
    }

    /** 1-based position of the record in its input, malformed records counted. */
    public long index() {
        return index;
    }

    /** 1-based line where the record starts. */
    public long line() {
        return line;
    }

    /** "source:line", the way compilers name a place. */
    public String location() {
        return location(source, line);
    }

    /** A record's {@link #location()} from its parts, for whoever keeps only those. */
    public static String location(String source, long line) {
        return source + ":" + line;
    }

    public boolean isMalformed() {
        return error != null;
    }

    /** The puzzle; null for a malformed record. */
    public Grid puzzle() {
        return puzzle;
    }

    /** The solution the input provides, or null. */
    public Grid providedSolution() {
        return solution;
    }

    /** Why the record could not be read; null when it could. */
    public String error() {
        return error;
    }

    /** The record's text: the puzzle line, or what could be kept of a malformed record. */
    public String raw() {
        return raw != null ? raw : puzzle.toString();
    }

    public Map<String, String> extras() {
        return extras;
    }

    @Override
    public String toString() {
        return location() + (isMalformed() ? " malformed: " + error : " " + puzzle);
    }
}
