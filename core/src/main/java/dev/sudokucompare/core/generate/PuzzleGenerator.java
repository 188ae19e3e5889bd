package dev.sudokucompare.core.generate;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.time.Duration;
import java.util.Objects;
import java.util.Random;

/**
 * Seeded puzzles with exactly one solution. Starts from a random solution grid and blanks cells
 * in random order, keeping each blank only while a count to 2 proves the puzzle still unique.
 * Blanking more cells can only add solutions, so one pass over every cell yields a minimal
 * puzzle: no given can be removed without losing uniqueness.
 */
public final class PuzzleGenerator {

    private final SudokuSolver counter;
    private final SolveRequest uniquenessCheck;

    /** {@code counter} proves uniqueness; each proof may take at most {@code perCheck}. */
    public PuzzleGenerator(SudokuSolver counter, Duration perCheck) {
        this.counter = Objects.requireNonNull(counter);
        this.uniquenessCheck = SolveRequest.count(2).withTimeLimit(perCheck);
    }

    /** A generated puzzle, its solution, and whether no given can be removed. */
    public record Generated(Grid puzzle, Grid solution, boolean minimal) {
    }

    /**
     * A unique puzzle with about {@code targetGivens} givens (more when the solution allows no
     * fewer); with {@code minimal}, blanking goes on past the target until no given can go.
     */
    public Generated generate(Shape shape, int targetGivens, boolean minimal, Random random) {
        Grid solution = RandomSolutions.of(shape, random);
        int[] order = shuffledCells(shape.cellCount(), random);
        Grid puzzle = solution;
        int givens = shape.cellCount();
        boolean triedAll = true;
        for (int cell : order) {
            if (!minimal && givens <= targetGivens) {
                triedAll = false;
                break;
            }
            Grid candidate = puzzle.with(cell, 0);
            if (isUnique(candidate)) {
                puzzle = candidate;
                givens--;
            }
        }
        return new Generated(puzzle, solution, triedAll);
    }

    /**
     * {@code solution} with {@code givens} cells kept at random: a puzzle that may have many
     * solutions (for tests and counting), but at least this one.
     */
    public static Grid keepRandomGivens(Grid solution, int givens, Random random) {
        int[] values = solution.toArray();
        int[] order = shuffledCells(values.length, random);
        for (int i = givens; i < order.length; i++) {
            values[order[i]] = 0;
        }
        return Grid.of(solution.shape(), values);
    }

    private boolean isUnique(Grid puzzle) {
        SolveResult r = counter.solve(puzzle, uniquenessCheck);
        // A limit proves nothing, so the cell keeps its given.
        return r.status() == Status.SOLVED && r.solutionsFound() == 1 && r.countExact();
    }

    private static int[] shuffledCells(int count, Random random) {
        int[] order = new int[count];
        for (int i = 0; i < count; i++) {
            order[i] = i;
        }
        return Shuffle.inPlace(order, random);
    }
}
