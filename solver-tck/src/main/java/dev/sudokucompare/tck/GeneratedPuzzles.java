package dev.sudokucompare.tck;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.generate.PuzzleGenerator;
import dev.sudokucompare.core.generate.RandomSolutions;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded random puzzles of the small shapes (4x4, 6x6 with 2x3 boxes, 8x8 with 2x4, 9x9, 12x12
 * with 3x4) from core's {@link PuzzleGenerator}, made once per JVM. The same seeds give the same
 * puzzles on every run. Their solution grids come from core's random fill, not from a solver;
 * uniqueness is proved by two of core's searches that must agree ({@code dfs} and
 * {@code dfs-mrv}), so a solver under test never vouches for its own puzzles alone.
 */
final class GeneratedPuzzles {

    /** The shapes the generator covers here, by box. */
    static final List<Shape> SHAPES = List.of(Shape.of(2, 2), Shape.of(2, 3), Shape.of(2, 4), Shape.CLASSIC,
            Shape.of(3, 4));

    private static final int SEEDS_PER_SHAPE = 3;
    /** Givens left in a unique puzzle, as a share of its cells: enough that row-major search is quick. */
    private static final double UNIQUE_GIVENS = 0.45;
    /** Givens kept from a solution grid for a puzzle with (usually) many solutions. */
    private static final double SPARSE_GIVENS = 0.3;

    /** Unique puzzles with their solution, per shape and seed. */
    static final List<KitPuzzle> UNIQUE;
    /**
     * Puzzles keeping a share of a random solution grid's cells: at least that grid solves them,
     * and usually many more grids do. Count unknown; {@code knownSolutions} holds the grid.
     */
    static final List<KitPuzzle> SPARSE;

    static {
        PuzzleGenerator generator = new PuzzleGenerator(new AgreeingCounter(), Duration.ofSeconds(30));
        List<KitPuzzle> unique = new ArrayList<>();
        List<KitPuzzle> sparse = new ArrayList<>();
        for (Shape shape : SHAPES) {
            for (int seed = 1; seed <= SEEDS_PER_SHAPE; seed++) {
                String where = shape.size() + "x" + shape.size() + " (" + shape.boxRows() + "x" + shape.boxCols()
                        + " boxes) seed " + seed;
                PuzzleGenerator.Generated g = generator.generate(shape,
                        (int) (shape.cellCount() * UNIQUE_GIVENS), false, new Random(seed));
                unique.add(KitPuzzle.unique("generated unique " + where, g.puzzle(), g.solution()));
                Random random = new Random(1000 + seed);
                Grid grid = RandomSolutions.of(shape, random);
                Grid puzzle = PuzzleGenerator.keepRandomGivens(grid, (int) (shape.cellCount() * SPARSE_GIVENS), random);
                sparse.add(new KitPuzzle("generated sparse " + where, puzzle, KitPuzzle.TOO_MANY, List.of(grid), null));
            }
        }
        UNIQUE = List.copyOf(unique);
        SPARSE = List.copyOf(sparse);
    }

    private GeneratedPuzzles() {
    }

    /**
     * Counts with {@code dfs} and {@code dfs-mrv} and answers only when both agree; a
     * disagreement is an ERROR, which the generator reads as "not proved unique".
     */
    private static final class AgreeingCounter implements SudokuSolver {

        private final SudokuSolver first = DfsSolvers.fromSpec("dfs").orElseThrow();
        private final SudokuSolver second = DfsSolvers.fromSpec("dfs-mrv").orElseThrow();

        @Override
        public String name() {
            return "dfs and dfs-mrv agreeing";
        }

        @Override
        public SolveResult solve(Grid puzzle, SolveRequest request) {
            SolveResult a = first.solve(puzzle, request);
            SolveResult b = second.solve(puzzle, request);
            boolean agree = a.status() == Status.SOLVED && b.status() == Status.SOLVED
                    && a.solutionsFound() == b.solutionsFound() && a.countExact() == b.countExact();
            return agree ? a : SolveResult.error("dfs and dfs-mrv disagree: " + a.describe() + " / " + b.describe(),
                    a.stats());
        }
    }
}
