package dev.sudokucompare.cli;

import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.SearchTrace;
import java.io.PrintWriter;

/** Prints the first decisions and backtracks of a search, then counts the rest. */
final class TracePrinter implements SearchTrace {

    private final Shape shape;
    private final PrintWriter out;
    private final long shown;
    private long events;

    TracePrinter(Shape shape, PrintWriter out, long shown) {
        this.shape = shape;
        this.out = out;
        this.shown = shown;
    }

    @Override
    public void tried(int cell, int value, int depth) {
        print(cell, value, depth, "");
    }

    @Override
    public void undone(int cell, int value, int depth) {
        print(cell, value, depth, "  backtrack");
    }

    private void print(int cell, int value, int depth, String note) {
        if (++events <= shown) {
            out.printf("  depth %3d  %-7s = %d%s%n", depth, shape.describeCell(cell), value, note);
        }
    }

    /** The closing line: how many events were not shown, or that the solver reported none. */
    void finish(String solver) {
        if (events == 0) {
            out.println("  (no decisions: " + solver + "'s propagation alone solved it)");
        } else if (events > shown) {
            out.printf("  ... %,d more events%n", events - shown);
        }
    }
}
