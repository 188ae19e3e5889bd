package dev.sudokucompare.tck;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import java.util.List;

/**
 * One puzzle of the kit with what is known about it. {@code count} is the exact number of
 * solutions, or {@link #TOO_MANY} when there are more than anyone counts (at least 1,000);
 * {@code knownSolutions} are some (for unique and two-solution puzzles all) of its solutions;
 * {@code lexmin} is the lexicographically smallest solution, or null when not known or none.
 * For conflicting givens, count is 0 and the conflict is in {@link Grid#conflicts()}.
 */
record KitPuzzle(String name, Grid puzzle, long count, List<Grid> knownSolutions, Grid lexmin) {

    /** The count of a puzzle with more solutions than any test counts. */
    static final long TOO_MANY = -1;

    KitPuzzle {
        knownSolutions = List.copyOf(knownSolutions);
    }

    static KitPuzzle unique(String name, Grid puzzle, Grid solution) {
        return new KitPuzzle(name, puzzle, 1, List.of(solution), solution);
    }

    static KitPuzzle unsolvable(String name, Grid puzzle) {
        return new KitPuzzle(name, puzzle, 0, List.of(), null);
    }

    Shape shape() {
        return puzzle.shape();
    }

    /** The only solution of a unique puzzle. */
    Grid solution() {
        if (count != 1) {
            throw new IllegalStateException(name + " has " + count + " solutions, not one");
        }
        return knownSolutions.get(0);
    }

    /** The image of this puzzle and of everything known about it under {@code symmetry}. */
    KitPuzzle transformed(SeededSymmetry symmetry) {
        // A symmetry keeps the number of solutions, but not which one is smallest (unless there is one).
        List<Grid> images = knownSolutions.stream().map(symmetry::apply).toList();
        return new KitPuzzle(name + " under " + symmetry, symmetry.apply(puzzle), count, images,
                count == 1 ? images.get(0) : null);
    }

    @Override
    public String toString() {
        return name;
    }
}
