package dev.sudokucompare.tck;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The kit's puzzle sets, as the checks use them: bundled ({@link BundledPuzzles}), generated
 * ({@link GeneratedPuzzles}) and the images of both under seeded {@link SeededSymmetry symmetries}.
 */
final class KitPuzzles {

    /** The empty 4x4 grid's smallest completion, worked out by hand row by row. */
    static final Grid EMPTY_4X4_LEXMIN = Grid.parse("1234341221434321");

    private KitPuzzles() {
    }

    /** Every puzzle with exactly one solution, known: bundled, generated, and symmetric images. */
    static List<KitPuzzle> unique() {
        return concat(BundledPuzzles.UNIQUE_9, BundledPuzzles.UNIQUE_16, BundledPuzzles.UNIQUE_25,
                GeneratedPuzzles.UNIQUE, images(BundledPuzzles.UNIQUE_9), images(BundledPuzzles.UNIQUE_16),
                images(GeneratedPuzzles.UNIQUE));
    }

    /** Puzzles with an exact count above one (including the two-solution ones), and their images. */
    static List<KitPuzzle> counted() {
        return concat(BundledPuzzles.MULTIPLE, BundledPuzzles.TWO_SOLUTIONS, images(BundledPuzzles.MULTIPLE),
                images(BundledPuzzles.TWO_SOLUTIONS));
    }

    /** Puzzles with several solutions whose smallest is known. */
    static List<KitPuzzle> withKnownLexmin() {
        List<KitPuzzle> emptySmall = List.of(new KitPuzzle("empty 4x4", Grid.empty(Shape.of(2, 2)), 288,
                List.of(EMPTY_4X4_LEXMIN), EMPTY_4X4_LEXMIN));
        return concat(BundledPuzzles.MULTIPLE, BundledPuzzles.TWO_SOLUTIONS, BundledPuzzles.MANY_SOLUTIONS, emptySmall);
    }

    /** Puzzles with several solutions, some of them known, whose smallest is not. */
    static List<KitPuzzle> withKnownCompletions() {
        return concat(GeneratedPuzzles.SPARSE, images(BundledPuzzles.MULTIPLE), images(BundledPuzzles.TWO_SOLUTIONS),
                images(BundledPuzzles.MANY_SOLUTIONS));
    }

    /** Every puzzle with more than one solution. */
    static List<KitPuzzle> several() {
        return concat(counted(), BundledPuzzles.MANY_SOLUTIONS, images(BundledPuzzles.MANY_SOLUTIONS),
                GeneratedPuzzles.SPARSE);
    }

    /** Consistent givens, no solution: bundled and their images. */
    static List<KitPuzzle> noSolution() {
        return concat(BundledPuzzles.NO_SOLUTION, images(BundledPuzzles.NO_SOLUTION));
    }

    /**
     * Conflicting givens: the bundled 9x9 ones, and for every other shape a generated unique
     * puzzle with one given copied into an empty cell of its row.
     */
    static List<KitPuzzle> conflicting() {
        List<KitPuzzle> made = new ArrayList<>();
        for (KitPuzzle p : concat(GeneratedPuzzles.UNIQUE, BundledPuzzles.UNIQUE_16, BundledPuzzles.UNIQUE_25)) {
            if (p.shape().equals(Shape.CLASSIC) || made.stream().anyMatch(m -> m.shape().equals(p.shape()))) {
                continue;
            }
            made.add(KitPuzzle.unsolvable(p.name() + " with a given repeated in its row", repeatInRow(p.puzzle())));
        }
        return concat(BundledPuzzles.CONFLICTING, images(BundledPuzzles.CONFLICTING), made);
    }

    /** The first given whose row has an empty cell, copied into that cell. */
    private static Grid repeatInRow(Grid puzzle) {
        Shape shape = puzzle.shape();
        for (int cell = 0; cell < shape.cellCount(); cell++) {
            if (puzzle.get(cell) == 0) {
                continue;
            }
            int row = shape.row(cell);
            for (int col = 0; col < shape.size(); col++) {
                int other = shape.cell(row, col);
                if (puzzle.get(other) == 0) {
                    return puzzle.with(other, puzzle.get(cell));
                }
            }
        }
        throw new IllegalStateException("no row of " + puzzle + " has both a given and a blank");
    }

    /** Each puzzle under its own seeded symmetry. */
    static List<KitPuzzle> images(List<KitPuzzle> puzzles) {
        List<KitPuzzle> images = new ArrayList<>();
        for (int i = 0; i < puzzles.size(); i++) {
            KitPuzzle p = puzzles.get(i);
            images.add(p.transformed(SeededSymmetry.random(p.shape(), 7919L * (i + 1))));
        }
        return images;
    }

    @SafeVarargs
    static List<KitPuzzle> concat(List<KitPuzzle>... lists) {
        return Stream.of(lists).flatMap(List::stream).toList();
    }
}
