package dev.sudokucompare.fuzz;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.Symmetry;

/**
 * How a metamorphic variant is made from its base puzzle, and so what must hold between a
 * solver's answers to the two ({@link Relations}). The variant is always made from the base
 * anew, so a base shrunk by removing givens still has its variant.
 */
sealed interface Relation {

    /** The variant of {@code base}. */
    Grid apply(Grid base);

    /** A solution of the variant made from {@code solution}, a solution of the base; null when none follows. */
    Grid variantSolution(Grid solution);

    /** A cell whose given the base must keep (the one a variant removes), or -1. */
    default int keptCell() {
        return -1;
    }

    /** What {@link #parse} reads back. */
    String spec();

    /** "a symmetry (transposed; bands, rows, stacks, columns and values permuted)", "r2c3=5 added from a solution". */
    String describe(Shape shape);

    /** The same relation on the base {@code project}ed to a smaller shape, or null when it does not carry over. */
    Relation projected(CellProjection project);

    /** Where the cells and values of one shape go in a smaller one ({@link Subject#projected}). */
    interface CellProjection {
        /** The cell in the smaller shape, or -1 when it does not fit. */
        int cell(int cell);

        /** The value in the smaller shape, or -1 when it does not fit. */
        int value(int value);
    }

    /** @throws IllegalArgumentException naming what is wrong */
    static Relation parse(String spec, Shape shape) {
        String s = spec.strip();
        int colon = s.indexOf(':');
        String kind = colon < 0 ? s : s.substring(0, colon);
        String rest = colon < 0 ? "" : s.substring(colon + 1);
        return switch (kind) {
            case "transform" -> new Transformed(Symmetry.parse(rest, shape));
            case "add" -> {
                String[] cv = rest.split("=");
                if (cv.length != 2) {
                    throw new IllegalArgumentException("not a relation: " + spec);
                }
                yield new GivenAdded(cellOf(cv[0], shape), valueOf(cv[1], shape));
            }
            case "remove" -> new GivenRemoved(cellOf(rest, shape));
            default -> throw new IllegalArgumentException("not a relation: " + spec
                    + " (transform:..., add:CELL=VALUE or remove:CELL)");
        };
    }

    private static int cellOf(String text, Shape shape) {
        try {
            int cell = Integer.parseInt(text.strip());
            if (cell < 0 || cell >= shape.cellCount()) {
                throw new IllegalArgumentException("cell " + cell + " is not a cell of " + shape);
            }
            return cell;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a cell number: " + text);
        }
    }

    private static int valueOf(String text, Shape shape) {
        try {
            int value = Integer.parseInt(text.strip());
            if (value < 1 || value > shape.size()) {
                throw new IllegalArgumentException("value " + value + " is not a value of " + shape);
            }
            return value;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a value: " + text);
        }
    }

    /** The base under a symmetry or a relabelling: the same count, the same verdict. */
    record Transformed(Symmetry symmetry) implements Relation {

        @Override
        public Grid apply(Grid base) {
            return symmetry.apply(base);
        }

        @Override
        public Grid variantSolution(Grid solution) {
            return solution == null ? null : symmetry.apply(solution);
        }

        @Override
        public String spec() {
            return "transform:" + symmetry.spec();
        }

        @Override
        public String describe(Shape shape) {
            return symmetry.relabelsOnly() ? "the values relabelled"
                    : "a symmetry (" + (symmetry.transpose() ? "transposed; " : "")
                            + "bands, rows, stacks, columns and values permuted)";
        }

        @Override
        public Relation projected(CellProjection project) {
            return null; // a permutation of one side means nothing on another
        }
    }

    /**
     * The base with one more given, taken from a solution of the base: still solvable, no more
     * solutions, and a smallest completion no smaller.
     */
    record GivenAdded(int cell, int value) implements Relation {

        @Override
        public Grid apply(Grid base) {
            return base.with(cell, value);
        }

        @Override
        public Grid variantSolution(Grid solution) {
            return solution != null && solution.get(cell) == value ? solution : null;
        }

        @Override
        public String spec() {
            return "add:" + cell + "=" + value;
        }

        @Override
        public String describe(Shape shape) {
            return shape.describeCell(cell) + "=" + value + " added from a solution";
        }

        @Override
        public Relation projected(CellProjection project) {
            return null; // the given came from a solution of the larger puzzle: nothing says the smaller has one
        }
    }

    /** The base with one given fewer: never fewer solutions, a smallest completion no larger. */
    record GivenRemoved(int cell) implements Relation {

        @Override
        public Grid apply(Grid base) {
            return base.with(cell, 0);
        }

        @Override
        public Grid variantSolution(Grid solution) {
            return solution;
        }

        @Override
        public int keptCell() {
            return cell;
        }

        @Override
        public String spec() {
            return "remove:" + cell;
        }

        @Override
        public String describe(Shape shape) {
            return "the given at " + shape.describeCell(cell) + " removed";
        }

        @Override
        public Relation projected(CellProjection project) {
            int to = project.cell(cell);
            return to < 0 ? null : new GivenRemoved(to);
        }
    }
}
