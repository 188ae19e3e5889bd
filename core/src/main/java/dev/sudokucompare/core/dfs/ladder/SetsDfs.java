package dev.sudokucompare.core.dfs.ladder;

import dev.sudokucompare.core.dfs.frame.DfsSolver;
import dev.sudokucompare.core.dfs.frame.SearchControl;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.SolveRequest;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Rung 2 of the ladder, between scanning and tables: the same row-major search, but remember the
 * values each row, column and box holds in one {@code HashSet<Integer>} per unit, the collection a
 * student reaches for first (the BOJ 2239 write-ups do). A test is three {@code contains} calls
 * instead of a scan of 3N cells. A hash set still hashes and follows a bucket per test, where the
 * next rung's boolean table is one array read; a {@code BitSet} would already be that rung's
 * idea (and an {@code EnumSet} needs an enum of values). The values are small, so boxing them
 * uses {@code Integer}'s cache and makes no garbage. Values are tried in the same ascending order,
 * so this rung makes exactly the decisions {@code dfs-scan}, {@code dfs-table} and {@code dfs-bitmask} make.
 */
final class SetsDfs extends DfsSolver {

    SetsDfs() {
        super("dfs-sets");
    }

    @Override
    protected void search(int[] cells, Grid puzzle, SolveRequest request, SearchControl control) {
        new Run(puzzle.shape(), cells, control).fill(0);
    }

    private static final class Run {
        private final Shape shape;
        private final int n;
        private final int[] cells;
        private final List<Integer> empties = new ArrayList<>();
        private final List<Set<Integer>> rows;
        private final List<Set<Integer>> cols;
        private final List<Set<Integer>> boxes;
        private final SearchControl control;

        Run(Shape shape, int[] cells, SearchControl control) {
            this.shape = shape;
            this.n = shape.size();
            this.cells = cells;
            this.control = control;
            this.rows = emptySets(n);
            this.cols = emptySets(n);
            this.boxes = emptySets(n);
            for (int cell = 0; cell < cells.length; cell++) {
                if (cells[cell] == 0) {
                    empties.add(cell);
                } else {
                    Integer given = cells[cell];
                    unitsOf(cell).forEach(unit -> unit.add(given));
                }
            }
        }

        /** Fills empties[k..]; true when the search must stop. */
        boolean fill(int k) {
            if (k == empties.size()) {
                return control.foundSolution(cells);
            }
            int cell = empties.get(k);
            Set<Integer> row = rows.get(shape.row(cell));
            Set<Integer> col = cols.get(shape.col(cell));
            Set<Integer> box = boxes.get(shape.box(cell));
            for (int v = 1; v <= n; v++) {
                if (row.contains(v) || col.contains(v) || box.contains(v)) {
                    continue;
                }
                if (control.enterNode(cell, v, k)) {
                    return true;
                }
                cells[cell] = v;
                row.add(v);
                col.add(v);
                box.add(v);
                if (fill(k + 1)) {
                    return true;
                }
                row.remove(v);
                col.remove(v);
                box.remove(v);
                cells[cell] = 0;
                control.backtrack(cell, v, k);
            }
            return false;
        }

        private List<Set<Integer>> unitsOf(int cell) {
            return List.of(rows.get(shape.row(cell)), cols.get(shape.col(cell)), boxes.get(shape.box(cell)));
        }

        private static List<Set<Integer>> emptySets(int count) {
            List<Set<Integer>> sets = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                sets.add(new HashSet<>());
            }
            return sets;
        }
    }
}
