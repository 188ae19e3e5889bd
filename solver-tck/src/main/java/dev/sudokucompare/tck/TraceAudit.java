package dev.sudokucompare.tck;

import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.SearchTrace;

/**
 * A {@link SearchTrace} that checks the events as they come, keeping only the open decisions (the
 * current path), so a trace of millions of events costs no memory. The rules: a decision names a
 * cell in range that is not already decided on the path, a value in 1..N, and its depth is the
 * number of decisions already on the path; an undoing takes back the latest open decision (same
 * cell, value and depth). The first broken rule is kept for the failure message.
 */
final class TraceAudit implements SearchTrace {

    private final int cellCount;
    private final int side;
    private final int[] pathCells;
    private final int[] pathValues;
    private final boolean[] onPath;
    private int open;
    private long tried;
    private long undone;
    private String violation;

    TraceAudit(Shape shape) {
        this.cellCount = shape.cellCount();
        this.side = shape.size();
        this.pathCells = new int[cellCount];
        this.pathValues = new int[cellCount];
        this.onPath = new boolean[cellCount];
    }

    @Override
    public void tried(int cell, int value, int depth) {
        tried++;
        if (violation != null) {
            return;
        }
        String event = "tried(cell " + cell + ", value " + value + ", depth " + depth + "), event " + (tried + undone);
        if (cell < 0 || cell >= cellCount) {
            violation = event + ": cell outside 0.." + (cellCount - 1);
        } else if (value < 1 || value > side) {
            violation = event + ": value outside 1.." + side;
        } else if (depth != open) {
            violation = event + ": " + open + " decisions are on the path, so its depth must be " + open;
        } else if (onPath[cell]) {
            violation = event + ": that cell is already decided on the path";
        } else {
            pathCells[open] = cell;
            pathValues[open] = value;
            onPath[cell] = true;
            open++;
        }
    }

    @Override
    public void undone(int cell, int value, int depth) {
        undone++;
        if (violation != null) {
            return;
        }
        String event = "undone(cell " + cell + ", value " + value + ", depth " + depth + "), event "
                + (tried + undone);
        if (open == 0) {
            violation = event + ": no decision is open";
            return;
        }
        int top = open - 1;
        if (pathCells[top] != cell || pathValues[top] != value || depth != top) {
            violation = event + ": the latest open decision is tried(cell " + pathCells[top] + ", value "
                    + pathValues[top] + ", depth " + top + ")";
            return;
        }
        onPath[cell] = false;
        open--;
    }

    long tried() {
        return tried;
    }

    long undone() {
        return undone;
    }

    /** Decisions tried and not undone: the path the search ended on. */
    int open() {
        return open;
    }

    /** The first broken rule, or null. */
    String violation() {
        return violation;
    }
}
