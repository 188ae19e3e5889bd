package dev.sudokucompare.fuzz;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.format.PuzzleRecord;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;

/**
 * What a failure is shown on, and what shrinking makes smaller: a puzzle ({@code base}), a
 * solution of it when one is known (the judge gets it as the input's own solution: one more
 * verified grid, as a dataset's solutions are), and for a metamorphic failure the relation that
 * makes its variant. Removing givens keeps the solution a solution, and the variant is made anew.
 */
record Subject(Grid base, Grid solution, Relation relation) {

    Subject {
        if (solution != null && (!solution.shape().equals(base.shape()) || !solution.isComplete())) {
            throw new IllegalArgumentException("a solution of another shape, or not complete");
        }
    }

    static Subject of(Grid puzzle, Grid solution) {
        return new Subject(puzzle, solution, null);
    }

    Shape shape() {
        return base.shape();
    }

    /** The base, then the variant when there is a relation. */
    List<Grid> puzzles() {
        return relation == null ? List.of(base) : List.of(base, relation.apply(base));
    }

    /** The records to judge, numbered from {@code firstIndex}, each with the solution known of it. */
    List<PuzzleRecord> records(String source, long firstIndex) {
        List<PuzzleRecord> records = new ArrayList<>(2);
        records.add(record(source, firstIndex, base, solution));
        if (relation != null) {
            records.add(record(source, firstIndex + 1, relation.apply(base), relation.variantSolution(solution)));
        }
        return records;
    }

    private static PuzzleRecord record(String source, long index, Grid puzzle, Grid solution) {
        PuzzleRecord r = PuzzleRecord.of(source, index, index, puzzle);
        return solution == null ? r : r.withSolution(solution);
    }

    /** The givens shrinking may remove (every given but the one a variant removes), in cell order. */
    List<Integer> removableGivens() {
        List<Integer> cells = new ArrayList<>();
        int kept = relation == null ? -1 : relation.keptCell();
        for (int cell = 0; cell < base.shape().cellCount(); cell++) {
            if (base.get(cell) != 0 && cell != kept) {
                cells.add(cell);
            }
        }
        return cells;
    }

    /** The same with only the givens at {@code cells} among the removable ones. */
    Subject keeping(Collection<Integer> cells) {
        TreeSet<Integer> keep = new TreeSet<>(cells);
        int[] values = base.toArray();
        for (int cell : removableGivens()) {
            if (!keep.contains(cell)) {
                values[cell] = 0;
            }
        }
        return new Subject(Grid.of(base.shape(), values), solution, relation);
    }

    /**
     * The same givens on the smaller {@code shape}, each at its row and column there, or null when
     * one does not fit; {@code compact} renumbers the values given (1, 2, ... in order) so that
     * large ones fit. No solution carries over, and only a relation that needs none.
     */
    Subject projected(Shape shape, boolean compact) {
        int n = shape.size();
        int[] valueMap = valueMap(compact);
        Relation.CellProjection project = new Relation.CellProjection() {
            @Override
            public int cell(int cell) {
                int r = base.shape().row(cell);
                int c = base.shape().col(cell);
                return r < n && c < n ? r * n + c : -1;
            }

            @Override
            public int value(int value) {
                int v = valueMap[value];
                return v <= n ? v : -1;
            }
        };
        Relation moved = null;
        if (relation != null) {
            moved = relation.projected(project);
            if (moved == null) {
                return null;
            }
        }
        int[] values = new int[shape.cellCount()];
        for (int cell = 0; cell < base.shape().cellCount(); cell++) {
            int v = base.get(cell);
            if (v != 0) {
                int to = project.cell(cell);
                int value = project.value(v);
                if (to < 0 || value < 0) {
                    return null;
                }
                values[to] = value;
            }
        }
        return new Subject(Grid.of(shape, values), null, moved);
    }

    /** Value v goes to map[v]: itself, or with {@code compact} its rank among the values given. */
    private int[] valueMap(boolean compact) {
        int n = base.shape().size();
        int[] map = new int[n + 1];
        boolean[] used = new boolean[n + 1];
        for (int cell = 0; cell < base.shape().cellCount(); cell++) {
            used[base.get(cell)] = true;
        }
        int next = 1;
        for (int v = 1; v <= n; v++) {
            map[v] = compact ? (used[v] ? next++ : 0) : v;
        }
        return map;
    }

    /** What tells two subjects apart, for remembering what was judged. */
    String key() {
        return base.shape().boxSpec() + " " + base + (relation == null ? "" : " " + relation.spec());
    }
}
