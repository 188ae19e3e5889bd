package dev.sudokucompare.input;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.format.LineSource;
import dev.sudokucompare.core.format.PuzzleReader;
import dev.sudokucompare.core.format.PuzzleRecord;
import java.io.BufferedReader;
import java.io.IOException;

/**
 * Gives each record of a one-puzzle-per-line input the solution on the same line of the
 * line-aligned {@code X.solutions.txt}. A line {@code s1,s2} (several known solutions) provides
 * the first. An unreadable solution makes the record malformed, naming the solutions file.
 */
final class SolutionsAttacher implements PuzzleReader {

    private final PuzzleReader puzzles;
    private final LineSource solutions;
    private final String solutionsName;
    private final BufferedReader closeSolutions;
    private long solutionLine;
    private String current;
    private boolean exhausted;
    private boolean tooLong;

    SolutionsAttacher(PuzzleReader puzzles, BufferedReader solutions, String solutionsName) {
        this.puzzles = puzzles;
        this.solutions = new LineSource(solutions);
        this.closeSolutions = solutions;
        this.solutionsName = solutionsName;
    }

    @Override
    public PuzzleRecord next() throws IOException {
        PuzzleRecord r = puzzles.next();
        if (r == null || r.isMalformed()) {
            return r;
        }
        while (!exhausted && solutionLine < r.line()) {
            // Bounded: a 3 GB line of a forged solutions file is cut, not read into memory.
            current = solutions.next();
            if (current == null) {
                exhausted = true;
            } else {
                solutionLine++;
                tooLong = solutions.lastWasTooLong();
            }
        }
        if (exhausted || solutionLine != r.line()) {
            return r;
        }
        if (tooLong) {
            return r.asMalformed(solutionsName + ":" + solutionLine + ": provided solution unreadable: "
                    + LineSource.tooLongLine());
        }
        String text = current.strip();
        int comma = text.indexOf(',');
        String first = comma >= 0 ? text.substring(0, comma) : text;
        try {
            Grid solution = Grid.parse(first, r.puzzle().shape());
            return r.withSolution(solution);
        } catch (IllegalArgumentException e) {
            return r.asMalformed(solutionsName + ":" + solutionLine + ": provided solution unreadable: " + e.getMessage());
        }
    }

    @Override
    public void close() throws IOException {
        try {
            puzzles.close();
        } finally {
            closeSolutions.close();
        }
    }
}
