package dev.sudokucompare.core.dfs.ladder;

import dev.sudokucompare.core.dfs.frame.DfsSolver;
import dev.sudokucompare.core.dfs.frame.SearchControl;
import dev.sudokucompare.core.dfs.frame.ShapeTopology;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;

/**
 * Rung 5: bitmasks plus two ideas from constraint programming. Before each decision, fill every
 * naked single (a cell with one free value) and hidden single (a value with one free cell in a
 * unit) until nothing changes, failing early when a cell or a value has no place left. Then
 * branch on the cell with the fewest free values (MRV). In LEXMIN mode it branches on the first
 * empty cell row-major instead: singles only remove impossible values, so the first solution
 * found is still the lexicographically smallest.
 */
final class MrvDfs extends DfsSolver {

    MrvDfs(String name) {
        super(name);
    }

    @Override
    protected void search(int[] cells, Grid puzzle, SolveRequest request, SearchControl control) {
        new Run(puzzle.shape(), cells, control, request.mode() == Mode.LEXMIN).descend(0);
    }

    private static final class Run {
        private final int n;
        private final int[] cells;
        private final int[][] units;
        private final int[] rowOf;
        private final int[] colOf;
        private final int[] boxOf;
        private final long[] rowMask;
        private final long[] colMask;
        private final long[] boxMask;
        private final long all;
        private final int[] trail;
        private int trailSize;
        private final boolean rowMajor;
        private final SearchControl control;

        Run(Shape shape, int[] cells, SearchControl control, boolean rowMajor) {
            this.n = shape.size();
            this.cells = cells;
            this.control = control;
            this.rowMajor = rowMajor;
            this.all = n == 64 ? -1L : (1L << n) - 1;
            ShapeTopology topology = ShapeTopology.of(shape);
            this.units = topology.units;
            this.rowMask = new long[n];
            this.colMask = new long[n];
            this.boxMask = new long[n];
            this.rowOf = topology.rowOf;
            this.colOf = topology.colOf;
            this.boxOf = topology.boxOf;
            this.trail = new int[cells.length];
            for (int cell = 0; cell < cells.length; cell++) {
                if (cells[cell] != 0) {
                    long bit = 1L << (cells[cell] - 1);
                    rowMask[rowOf[cell]] |= bit;
                    colMask[colOf[cell]] |= bit;
                    boxMask[boxOf[cell]] |= bit;
                }
            }
        }

        /** Propagates, then branches ({@code depth} decisions made so far); true when the search must stop. */
        boolean descend(int depth) {
            int mark = trailSize;
            if (!propagate(depth)) {
                undoTo(mark);
                return false;
            }
            int cell = chooseCell();
            if (cell < 0) {
                boolean stop = control.foundSolution(cells);
                undoTo(mark);
                return stop;
            }
            long free = candidates(cell);
            while (free != 0) {
                long bit = free & -free;
                free ^= bit;
                int v = Long.numberOfTrailingZeros(bit) + 1;
                if (control.enterNode(cell, v, depth)) {
                    return true;
                }
                place(cell, bit);
                if (descend(depth + 1)) {
                    return true;
                }
                undoTo(trailSize - 1);
                control.backtrack(cell, v, depth);
            }
            undoTo(mark);
            return false;
        }

        /** Naked and hidden singles to a fixpoint, each told to the trace; false on a contradiction. */
        private boolean propagate(int depth) {
            boolean changed = true;
            while (changed) {
                changed = false;
                for (int cell = 0; cell < cells.length; cell++) {
                    if (cells[cell] != 0) {
                        continue;
                    }
                    long free = candidates(cell);
                    if (free == 0) {
                        return false;
                    }
                    if ((free & (free - 1)) == 0) {
                        force(cell, free, depth);
                        changed = true;
                    }
                }
                for (int[] unit : units) {
                    long seenOnce = 0;
                    long seenTwice = 0;
                    long placed = 0;
                    for (int cell : unit) {
                        if (cells[cell] != 0) {
                            placed |= 1L << (cells[cell] - 1);
                        } else {
                            long free = candidates(cell);
                            seenTwice |= seenOnce & free;
                            seenOnce |= free;
                        }
                    }
                    if ((seenOnce | placed) != all) {
                        return false;
                    }
                    long hidden = seenOnce & ~seenTwice;
                    while (hidden != 0) {
                        long bit = hidden & -hidden;
                        hidden ^= bit;
                        for (int cell : unit) {
                            if (cells[cell] == 0 && (candidates(cell) & bit) != 0) {
                                force(cell, bit, depth);
                                changed = true;
                                break;
                            }
                        }
                    }
                }
            }
            return true;
        }

        /** The first empty cell row-major (LEXMIN), or the one with fewest candidates; -1 if full. */
        private int chooseCell() {
            int best = -1;
            int bestCount = Integer.MAX_VALUE;
            for (int cell = 0; cell < cells.length; cell++) {
                if (cells[cell] != 0) {
                    continue;
                }
                if (rowMajor) {
                    return cell;
                }
                int count = Long.bitCount(candidates(cell));
                if (count < bestCount) {
                    best = cell;
                    bestCount = count;
                    if (count <= 2) {
                        break;
                    }
                }
            }
            return best;
        }

        private long candidates(int cell) {
            return ~(rowMask[rowOf[cell]] | colMask[colOf[cell]] | boxMask[boxOf[cell]]) & all;
        }

        private void force(int cell, long bit, int depth) {
            place(cell, bit);
            control.filled(cell, cells[cell], depth);
        }

        private void place(int cell, long bit) {
            cells[cell] = Long.numberOfTrailingZeros(bit) + 1;
            rowMask[rowOf[cell]] |= bit;
            colMask[colOf[cell]] |= bit;
            boxMask[boxOf[cell]] |= bit;
            trail[trailSize++] = cell;
        }

        private void undoTo(int mark) {
            while (trailSize > mark) {
                int cell = trail[--trailSize];
                long bit = 1L << (cells[cell] - 1);
                rowMask[rowOf[cell]] ^= bit;
                colMask[colOf[cell]] ^= bit;
                boxMask[boxOf[cell]] ^= bit;
                cells[cell] = 0;
            }
        }
    }
}
