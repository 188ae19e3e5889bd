package dev.sudokucompare.core.dfs;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import java.util.List;
import java.util.Random;

/** Data for the FastDfs tests: the datasets and seeded random puzzles. */
final class FastDfsFixtures {

    private FastDfsFixtures() {
    }

    /** The lines of a file of the datasets; a missing file fails the test (see {@link Datasets}). */
    static List<String> lines(String file) {
        return Datasets.lines(file);
    }

    /** The first {@code count} puzzles of a file (all of them if it has fewer). */
    static List<String> head(String file, int count) {
        List<String> all = lines(file);
        return all.subList(0, Math.min(count, all.size()));
    }

    /**
     * A random complete grid: the standard shifted pattern, then rows shuffled inside bands,
     * bands shuffled, columns inside stacks, stacks, and the values relabelled.
     */
    static int[] randomSolution(Shape shape, Random random) {
        int rows = shape.boxRows();
        int cols = shape.boxCols();
        int n = shape.size();
        int[] rowOrder = blockPermutation(rows, cols, random);
        int[] colOrder = blockPermutation(cols, rows, random);
        int[] relabel = permutation(n, random);
        int[] values = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int pr = rowOrder[r];
                int pc = colOrder[c];
                values[r * n + c] = relabel[(cols * (pr % rows) + pr / rows + pc) % n] + 1;
            }
        }
        return values;
    }

    /**
     * A random puzzle of {@code shape} keeping each cell of a random solution with probability
     * {@code keep}; it may have one or many solutions. With {@code noise}, a few random values that
     * repeat nothing are added as well, so it may also have none.
     */
    static Grid randomPuzzle(Shape shape, Random random, double keep, boolean noise) {
        int[] values = randomSolution(shape, random);
        for (int i = 0; i < values.length; i++) {
            if (random.nextDouble() >= keep) {
                values[i] = 0;
            }
        }
        Grid puzzle = Grid.of(shape, values);
        if (noise) {
            for (int k = random.nextInt(3) + 1; k > 0; k--) {
                puzzle = withClashFreeValue(puzzle, random);
            }
        }
        return puzzle;
    }

    /** The puzzle with one more random value that repeats nothing (a few tries, else as it was). */
    private static Grid withClashFreeValue(Grid puzzle, Random random) {
        for (int attempt = 0; attempt < 20; attempt++) {
            int cell = random.nextInt(puzzle.shape().cellCount());
            if (puzzle.get(cell) == 0) {
                Grid candidate = puzzle.with(cell, random.nextInt(puzzle.size()) + 1);
                if (candidate.conflicts().isEmpty()) {
                    return candidate;
                }
            }
        }
        return puzzle;
    }

    /** Positions 0..blocks*inner-1 shuffled inside blocks of {@code inner}, then blocks shuffled. */
    private static int[] blockPermutation(int inner, int blocks, Random random) {
        int[] blockOrder = permutation(blocks, random);
        int[] result = new int[inner * blocks];
        for (int b = 0; b < blocks; b++) {
            int[] within = permutation(inner, random);
            for (int i = 0; i < inner; i++) {
                result[b * inner + i] = blockOrder[b] * inner + within[i];
            }
        }
        return result;
    }

    private static int[] permutation(int n, Random random) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }
}
