package dev.sudokucompare.cpsat;

import com.google.ortools.sat.CpSolverSolutionCallback;
import com.google.ortools.sat.IntVar;

/**
 * Counts the solutions CP-SAT reports, keeps the first and the latest, and stops the search at the
 * wanted number. Several workers may report at once, hence the lock; reports past the wanted
 * number (from workers that had not yet seen the stop) are ignored.
 */
final class SolutionRecorder extends CpSolverSolutionCallback {

    private final IntVar[] cells;
    private final long wanted;
    private long found;
    private int[] first;
    private int[] latest;

    SolutionRecorder(IntVar[] cells, long wanted) {
        this.cells = cells;
        this.wanted = wanted;
    }

    @Override
    public synchronized void onSolutionCallback() {
        if (found >= wanted) {
            return;
        }
        found++;
        latest = values();
        if (first == null) {
            first = latest;
        }
        if (found >= wanted) {
            stopSearch();
        }
    }

    private int[] values() {
        int[] values = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            values[i] = (int) value(cells[i]);
        }
        return values;
    }

    synchronized long found() {
        return found;
    }

    /** The first solution reported, or null. */
    synchronized int[] first() {
        return first;
    }

    /** The latest solution reported (for an objective: the best), or null. */
    synchronized int[] latest() {
        return latest;
    }
}
