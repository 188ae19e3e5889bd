package dev.sudokucompare.core;

import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Seeded puzzles of any shape, for shapes no dataset covers. A full grid comes from a small
 * randomised DFS written here (independent of the solvers under test); givens are then removed
 * in a seeded order, each removal kept only while an oracle's COUNT(2) still proves the puzzle
 * unique.
 */
public final class SeededPuzzles {

    private SeededPuzzles() {
    }

    /** A puzzle with its unique solution. */
    public record Generated(Shape shape, long seed, Grid puzzle, Grid solution) {
        @Override
        public String toString() {
            return shape.size() + "x" + shape.size() + " seed " + seed;
        }
    }

    /**
     * A random complete valid grid: DFS on the cell with fewest candidates, values in seeded
     * order. Random fills have a heavy tail (an unlucky 16x16 start can take seconds), so a
     * fill that runs past a node budget restarts from scratch, still drawing from the same
     * seeded {@code random}: deterministic, and fast for every shape up to 25x25.
     */
    public static Grid solvedGrid(Shape shape, Random random) {
        for (int attempt = 0; attempt < 1000; attempt++) {
            int[] cells = new int[shape.cellCount()];
            long[] budget = {4L * shape.cellCount()};
            if (fill(shape, cells, random, budget)) {
                return Grid.of(shape, cells);
            }
        }
        throw new IllegalStateException("no complete grid for " + shape + " in 1000 attempts");
    }

    /**
     * A unique-solution puzzle: remove givens in seeded order, keeping each removal only if
     * {@code oracle} still counts exactly one solution; stop at {@code minGivens} givens.
     */
    public static Generated unique(Shape shape, long seed, int minGivens, SudokuSolver oracle) {
        Random random = new Random(seed);
        Grid solution = solvedGrid(shape, random);
        Grid puzzle = solution;
        for (int cell : shuffledCells(shape, random)) {
            if (puzzle.givenCount() <= minGivens) {
                break;
            }
            Grid candidate = puzzle.with(cell, 0);
            SolveResult count = oracle.solve(candidate, SolveRequest.count(2));
            if (count.status() == Status.SOLVED && count.solutionsFound() == 1 && count.countExact()) {
                puzzle = candidate;
            }
        }
        return new Generated(shape, seed, puzzle, solution);
    }

    /** A puzzle (maybe with several solutions) keeping {@code givens} seeded cells of a random grid. */
    public static Generated withGivens(Shape shape, long seed, int givens) {
        Random random = new Random(seed);
        Grid solution = solvedGrid(shape, random);
        Grid puzzle = solution;
        List<Integer> order = shuffledCells(shape, random);
        for (int i = 0; i < shape.cellCount() - givens; i++) {
            puzzle = puzzle.with(order.get(i), 0);
        }
        return new Generated(shape, seed, puzzle, solution);
    }

    private static List<Integer> shuffledCells(Shape shape, Random random) {
        List<Integer> cells = new ArrayList<>();
        for (int i = 0; i < shape.cellCount(); i++) {
            cells.add(i);
        }
        Collections.shuffle(cells, random);
        return cells;
    }

    /** Fills the empty cells; false when there is no completion or the budget ran out. */
    private static boolean fill(Shape shape, int[] cells, Random random, long[] budget) {
        int best = -1;
        List<Integer> bestValues = null;
        for (int cell = 0; cell < cells.length; cell++) {
            if (cells[cell] != 0) {
                continue;
            }
            List<Integer> values = candidates(shape, cells, cell);
            if (bestValues == null || values.size() < bestValues.size()) {
                best = cell;
                bestValues = values;
            }
        }
        if (best < 0) {
            return true;
        }
        Collections.shuffle(bestValues, random);
        for (int v : bestValues) {
            if (--budget[0] < 0) {
                break;
            }
            cells[best] = v;
            if (fill(shape, cells, random, budget)) {
                return true;
            }
        }
        cells[best] = 0;
        return false;
    }

    private static List<Integer> candidates(Shape shape, int[] cells, int cell) {
        boolean[] used = new boolean[shape.size() + 1];
        for (int unit : shape.unitsOf(cell)) {
            for (int other : shape.unitCells(unit)) {
                used[cells[other]] = true;
            }
        }
        List<Integer> values = new ArrayList<>();
        for (int v = 1; v <= shape.size(); v++) {
            if (!used[v]) {
                values.add(v);
            }
        }
        return values;
    }
}
