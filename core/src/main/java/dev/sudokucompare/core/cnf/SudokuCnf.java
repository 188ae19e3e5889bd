package dev.sudokucompare.core.cnf;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import java.util.Arrays;
import java.util.Objects;

/**
 * One puzzle as CNF: its {@link Variables} and, on demand, its clauses. At-most-one constraints
 * are pairwise (a binary clause per pair); a pair of box cells that share a row or a column is
 * left out of the box's clauses, as the row's or column's already has it. The givens must not
 * conflict (solvers reject that before encoding).
 */
public final class SudokuCnf {

    /**
     * The most clauses a call loads or a file is written with (about a gigabyte of heap in Sat4j).
     * Pairwise at-most-one grows as N^4: the full formula passes this from about 43x43;
     * {@code givens=reduce} stays far below it whenever the givens fix much of the grid.
     */
    public static final long MAX_CLAUSES = 4_000_000;

    private final Grid puzzle;
    private final Encoding encoding;
    private final Givens givens;
    private final Variables variables;
    /** Per unit, the values the givens place there. */
    private final long[] placed;

    private SudokuCnf(Grid puzzle, Encoding encoding, Givens givens) {
        this.puzzle = puzzle;
        this.encoding = encoding;
        this.givens = givens;
        Shape shape = puzzle.shape();
        int n = shape.size();
        long all = n == 64 ? -1L : (1L << n) - 1;
        this.placed = new long[shape.unitCount()];
        for (int cell = 0; cell < shape.cellCount(); cell++) {
            if (puzzle.get(cell) != 0) {
                for (int u : shape.unitsOf(cell)) {
                    placed[u] |= 1L << (puzzle.get(cell) - 1);
                }
            }
        }
        long[] allowed = new long[shape.cellCount()];
        for (int cell = 0; cell < allowed.length; cell++) {
            if (givens != Givens.REDUCE) {
                allowed[cell] = all;
            } else if (puzzle.get(cell) == 0) {
                long excluded = 0;
                for (int u : shape.unitsOf(cell)) {
                    excluded |= placed[u];
                }
                allowed[cell] = all & ~excluded;
            }
        }
        this.variables = new Variables(shape, allowed);
    }

    public static SudokuCnf of(Grid puzzle, Encoding encoding, Givens givens) {
        return new SudokuCnf(Objects.requireNonNull(puzzle), Objects.requireNonNull(encoding), Objects.requireNonNull(givens));
    }

    public Grid puzzle() {
        return puzzle;
    }

    public Encoding encoding() {
        return encoding;
    }

    public Givens givens() {
        return givens;
    }

    public Variables variables() {
        return variables;
    }

    /** The givens as true literals, for {@link Givens#ASSUMPTIONS}; empty otherwise. */
    public int[] assumptions() {
        if (givens != Givens.ASSUMPTIONS) {
            return new int[0];
        }
        return givenLiterals();
    }

    private int[] givenLiterals() {
        int[] literals = new int[puzzle.givenCount()];
        int i = 0;
        for (int cell = 0; cell < puzzle.shape().cellCount(); cell++) {
            if (puzzle.get(cell) != 0) {
                literals[i++] = variables.of(cell, puzzle.get(cell));
            }
        }
        return literals;
    }

    /**
     * An upper bound on the clauses {@link #emit} produces, cheap to compute: for guarding
     * against formulas too large to load (pairwise at-most-one grows as N^4).
     */
    public long clauseBound() {
        Shape shape = puzzle.shape();
        int n = shape.size();
        long bound = shape.cellCount() + 2L * shape.unitCount() * n;
        for (int cell = 0; cell < shape.cellCount() && encoding == Encoding.EXTENDED; cell++) {
            long k = 0;
            for (int v = 1; v <= n; v++) {
                k += variables.of(cell, v) == 0 ? 0 : 1;
            }
            bound += k * (k - 1) / 2;
        }
        for (int u = 0; u < shape.unitCount(); u++) {
            int[] cells = shape.unitCells(u);
            for (int v = 1; v <= n; v++) {
                long k = 0;
                for (int cell : cells) {
                    k += variables.of(cell, v) == 0 ? 0 : 1;
                }
                bound += k * (k - 1) / 2;
            }
        }
        return bound;
    }

    /** The clauses, with the givens as unit clauses exactly when the policy is {@link Givens#UNITS}. */
    public void emit(ClauseSink sink) {
        emit(sink, givens == Givens.UNITS);
    }

    /**
     * The clauses; with {@code givensAsUnits}, a unit clause per given whatever the policy (a
     * DIMACS file has no assumptions). Under {@link Givens#REDUCE} givens have no variables.
     */
    public void emit(ClauseSink sink, boolean givensAsUnits) {
        Shape shape = puzzle.shape();
        int n = shape.size();
        for (int cell = 0; cell < shape.cellCount(); cell++) {
            if (givens == Givens.REDUCE && puzzle.get(cell) != 0) {
                continue;
            }
            int[] values = new int[n];
            int k = 0;
            for (int v = 1; v <= n; v++) {
                int x = variables.of(cell, v);
                if (x != 0) {
                    values[k++] = x;
                }
            }
            sink.clause(Arrays.copyOf(values, k));
            if (encoding == Encoding.EXTENDED) {
                atMostOne(values, k, null, sink);
            }
        }
        for (int u = 0; u < shape.unitCount(); u++) {
            int[] cells = shape.unitCells(u);
            boolean box = u >= 2 * n;
            for (int v = 1; v <= n; v++) {
                int[] holders = new int[n];
                int k = 0;
                for (int cell : cells) {
                    int x = variables.of(cell, v);
                    if (x != 0) {
                        holders[k++] = x;
                    }
                }
                atMostOne(holders, k, box ? shape : null, sink);
                boolean met = givens == Givens.REDUCE && (placed[u] & (1L << (v - 1))) != 0;
                if (encoding == Encoding.EXTENDED && !met) {
                    sink.clause(Arrays.copyOf(holders, k));
                }
            }
        }
        if (givensAsUnits && givens != Givens.REDUCE) {
            for (int literal : givenLiterals()) {
                sink.clause(new int[] {literal});
            }
        }
    }

    /** Pairwise: not both. With {@code box} set, pairs sharing a row or column are skipped (their unit has them). */
    private void atMostOne(int[] vars, int k, Shape box, ClauseSink sink) {
        for (int i = 0; i < k; i++) {
            for (int j = i + 1; j < k; j++) {
                if (box != null) {
                    int a = variables.cell(vars[i]);
                    int b = variables.cell(vars[j]);
                    if (box.row(a) == box.row(b) || box.col(a) == box.col(b)) {
                        continue;
                    }
                }
                sink.clause(new int[] {-vars[i], -vars[j]});
            }
        }
    }
}
