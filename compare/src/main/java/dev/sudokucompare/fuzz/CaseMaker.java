package dev.sudokucompare.fuzz;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.Symmetry;
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
 * The puzzles a campaign tries, mixed and seeded: case {@code i} of seed {@code s} is always the
 * same puzzle (each case draws from a generator seeded by both). Complete grids come from
 * {@link RandomSolutions}, unique puzzles from {@link PuzzleGenerator} (the {@code generate}
 * command's code); the rest blank, change or copy givens of those grids, or take a puzzle of the
 * pool (dataset puzzles of the shape, with their solutions where known) and make a metamorphic
 * variant of it. What the right answer is, is never assumed here: the judge proves it.
 */
final class CaseMaker {

    /** The kinds of case, and how often each is drawn (out of the sum). */
    enum Kind {
        UNIQUE(3), MULTI(3), NEAR_EMPTY(1), EMPTY(1), UNSOLVABLE(2), CONFLICTING(1), VARIANT(5);

        final int weight;

        Kind(int weight) {
            this.weight = weight;
        }

        String label() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }
    }

    /** One case: what kind it is and what is judged. */
    record Case(long index, Kind kind, Subject subject) {
    }

    private final Shape shape;
    private final long seed;
    private final List<Subject> pool;
    private final PuzzleGenerator generator;
    private final SudokuSolver solver;
    private final CaseKinds kinds;

    /**
     * Cases of {@code shape} from {@code seed}; {@code pool} holds dataset puzzles of the shape
     * (their solutions may be null), {@code solver} (in process) proves uniqueness and finds a
     * solution where a variant needs one; {@code kinds}: the kinds drawn.
     */
    CaseMaker(Shape shape, long seed, List<Subject> pool, SudokuSolver solver, CaseKinds kinds) {
        this.kinds = kinds;
        this.shape = shape;
        this.seed = seed;
        this.pool = List.copyOf(pool);
        this.solver = solver;
        this.generator = new PuzzleGenerator(solver, Duration.ofSeconds(2));
    }

    /** Case {@code index} (from 0): the same for the same seed, whatever came before. */
    Case make(long index) {
        Random random = new Random(mix(seed * 0x9E3779B97F4A7C15L + index));
        Kind kind = draw(random);
        return new Case(index, kind, make(kind, random));
    }

    /** SplitMix64's finaliser: java.util.Random's first draws from nearby seeds are alike; mixed ones are not. */
    private static long mix(long x) {
        x = (x ^ (x >>> 30)) * 0xBF58476D1CE4E5B9L;
        x = (x ^ (x >>> 27)) * 0x94D049BB133111EBL;
        return x ^ (x >>> 31);
    }

    private Kind draw(Random random) {
        int total = 0;
        for (Kind k : Kind.values()) {
            total += kinds.has(k) ? k.weight : 0;
        }
        int x = random.nextInt(total);
        for (Kind k : Kind.values()) {
            x -= kinds.has(k) ? k.weight : 0;
            if (x < 0) {
                return k;
            }
        }
        throw new AssertionError();
    }

    private Subject make(Kind kind, Random random) {
        int cells = shape.cellCount();
        return switch (kind) {
            case UNIQUE -> unique(random);
            case MULTI -> fromSolution(random, cells / 5 + random.nextInt(Math.max(1, cells / 5)));
            case NEAR_EMPTY -> fromSolution(random, 1 + random.nextInt(Math.max(1, shape.size())));
            case EMPTY -> Subject.of(Grid.empty(shape), null);
            case UNSOLVABLE -> unsolvable(random);
            case CONFLICTING -> conflicting(random);
            case VARIANT -> variant(random);
        };
    }

    private Subject unique(Random random) {
        // Not minimal, and stopped at about half the cells: big shapes stay quick to make.
        PuzzleGenerator.Generated g = generator.generate(shape, shape.cellCount() / 2, false, random);
        return Subject.of(g.puzzle(), g.solution());
    }

    private Subject fromSolution(Random random, int givens) {
        Grid solution = RandomSolutions.of(shape, random);
        return Subject.of(PuzzleGenerator.keepRandomGivens(solution, givens, random), solution);
    }

    /**
     * A unique puzzle with one given changed to a value none of its peers has: the givens stay
     * consistent, and usually no completion is left (the judge's reference proves which).
     */
    private Subject unsolvable(Random random) {
        Grid puzzle = unique(random).base();
        List<Integer> givens = givenCells(puzzle);
        for (int tries = 0; tries < givens.size(); tries++) {
            int cell = givens.get(random.nextInt(givens.size()));
            List<Integer> free = new ArrayList<>();
            for (int v = 1; v <= shape.size(); v++) {
                if (v != puzzle.get(cell) && !seenByPeers(puzzle, cell, v)) {
                    free.add(v);
                }
            }
            if (!free.isEmpty()) {
                return Subject.of(puzzle.with(cell, free.get(random.nextInt(free.size()))), null);
            }
        }
        return Subject.of(puzzle.with(givens.get(0), 0), null);
    }

    /** A puzzle with several solutions and one given copied to an empty peer: two equal givens in a unit. */
    private Subject conflicting(Random random) {
        Grid puzzle = fromSolution(random, Math.max(1, shape.cellCount() / 4)).base();
        List<Integer> givens = givenCells(puzzle);
        int cell = givens.get(random.nextInt(givens.size()));
        int[] unit = shape.unitCells(shape.unitsOf(cell)[random.nextInt(shape.unitsOf(cell).length)]);
        for (int i = 0; i < unit.length; i++) {
            int other = unit[(i + random.nextInt(unit.length)) % unit.length];
            if (other != cell) {
                return Subject.of(puzzle.with(other, puzzle.get(cell)), null);
            }
        }
        throw new AssertionError("a unit of one cell");
    }

    /** The easiest puzzle of {@code of}: a solution with one cell blank (any reader of the format solves it). */
    Subject easiest(Shape of) {
        Grid solution = RandomSolutions.of(of, new Random(seed));
        return Subject.of(solution.with(0, 0), solution);
    }

    /** A pool puzzle (or a generated one when the pool is empty) and a variant whose relation is known. */
    private Subject variant(Random random) {
        Subject base = pool.isEmpty() || random.nextInt(4) == 0
                ? random.nextBoolean() ? unique(random) : fromSolution(random, shape.cellCount() / 3)
                : pool.get(random.nextInt(pool.size()));
        Grid solution = base.solution() != null ? base.solution() : solutionOf(base.base());
        if (solution == null && kinds.solvableOnly()) {
            // A pool puzzle with no completion (or none found in time) is no variant's base when the run promises one.
            base = fromSolution(random, shape.cellCount() / 3);
            solution = base.solution();
        }
        List<Integer> givens = givenCells(base.base());
        int choice = random.nextInt(4);
        if (choice == 2 && solution == null || choice == 3 && givens.isEmpty()) {
            choice = random.nextInt(2);
        }
        Relation relation = switch (choice) {
            case 0 -> new Relation.Transformed(Symmetry.random(shape, random));
            case 1 -> new Relation.Transformed(Symmetry.relabelling(shape, random));
            case 2 -> added(base.base(), solution, random);
            default -> new Relation.GivenRemoved(givens.get(random.nextInt(givens.size())));
        };
        return new Subject(base.base(), solution, relation);
    }

    private static Relation added(Grid puzzle, Grid solution, Random random) {
        List<Integer> empty = new ArrayList<>();
        for (int cell = 0; cell < puzzle.shape().cellCount(); cell++) {
            if (puzzle.get(cell) == 0) {
                empty.add(cell);
            }
        }
        if (empty.isEmpty()) {
            return new Relation.Transformed(Symmetry.relabelling(puzzle.shape(), random));
        }
        int cell = empty.get(random.nextInt(empty.size()));
        return new Relation.GivenAdded(cell, solution.get(cell));
    }

    /** A completion found by the in-process solver, or null (none, or not in time). */
    private Grid solutionOf(Grid puzzle) {
        SolveResult r = solver.solve(puzzle, SolveRequest.of(dev.sudokucompare.core.solve.Mode.FIRST)
                .withTimeLimit(Duration.ofSeconds(2)));
        return r.status() == Status.SOLVED && r.solution() != null && r.solution().isComplete() ? r.solution() : null;
    }

    private static List<Integer> givenCells(Grid puzzle) {
        List<Integer> cells = new ArrayList<>();
        for (int cell = 0; cell < puzzle.shape().cellCount(); cell++) {
            if (puzzle.get(cell) != 0) {
                cells.add(cell);
            }
        }
        return cells;
    }

    private boolean seenByPeers(Grid puzzle, int cell, int value) {
        for (int unit : shape.unitsOf(cell)) {
            for (int peer : shape.unitCells(unit)) {
                if (peer != cell && puzzle.get(peer) == value) {
                    return true;
                }
            }
        }
        return false;
    }
}
