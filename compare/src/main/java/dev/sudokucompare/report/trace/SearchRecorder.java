package dev.sudokucompare.report.trace;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.SearchTrace;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Listens to one search and keeps a bounded account of it, however long it runs: nodes and
 * backtracks per depth (one counter each per depth, and there are never more depths than empty
 * cells), the board at a few chosen moments (the first {@link #DECISIONS_SHOWN} decisions, the
 * first backtrack, the first time the deepest depth was reached, the first full board) and the
 * first events. It rebuilds the board from the events alone: a decision lives until it is taken
 * back, a propagated value until the decision before it is taken back.
 */
public final class SearchRecorder implements SearchTrace {

    /** How many of the first decisions get a snapshot of their own. */
    static final int DECISIONS_SHOWN = 3;

    private final Shape shape;
    private final int eventsShown;
    private final int[] values;
    private final Mark[] marks;
    /** Placed cells, oldest first, with the depth below which a backtrack removes each: never decreasing. */
    private final int[] placed;
    private final int[] livesUntil;
    private int placedCount;
    private final List<TraceEvent> firstEvents = new ArrayList<>();
    private final List<Snapshot> firstDecisions = new ArrayList<>();
    private long[] nodes = new long[16];
    private long[] backtracks = new long[16];
    private int maxDepth = -1;
    private int empty;
    private long events;
    private long fills;
    private Snapshot firstBacktrack;
    private Snapshot deepest;
    private Snapshot solution;
    private boolean boardLost;
    private int deepestDepth = -1;

    /** {@code eventsShown}: how many of the first events to keep for the page's list. */
    public SearchRecorder(Grid puzzle, int eventsShown) {
        this.shape = puzzle.shape();
        this.eventsShown = eventsShown;
        this.values = puzzle.toArray();
        this.marks = new Mark[values.length];
        this.placed = new int[values.length];
        this.livesUntil = new int[values.length];
        for (int cell = 0; cell < values.length; cell++) {
            marks[cell] = values[cell] == 0 ? Mark.EMPTY : Mark.GIVEN;
            empty += values[cell] == 0 ? 1 : 0;
        }
    }

    @Override
    public void tried(int cell, int value, int depth) {
        events++;
        grow(depth);
        nodes[depth]++;
        clearFrom(depth);
        keep(new TraceEvent(events, cell, value, depth, false));
        place(cell, value, Mark.TRIED, depth + 1);
        if (firstDecisions.size() < DECISIONS_SHOWN && !boardLost) {
            firstDecisions.add(snapshot("decision", String.format(Locale.ROOT, "Decision %d: %s = %d (depth %d)",
                    firstDecisions.size() + 1, shape.describeCell(cell), value, depth)));
        }
        if (depth > maxDepth) {
            maxDepth = depth;
        }
        if (depth == maxDepth && deepestDepth < depth && !boardLost) {
            deepestDepth = depth;
            deepest = snapshot("deepest", String.format(Locale.ROOT, "Deepest point: depth %d, first reached at event "
                    + "%,d by %s = %d", depth, events, shape.describeCell(cell), value));
        }
        marks[cell] = Mark.DECIDED;
        solvedYet();
    }

    @Override
    public void undone(int cell, int value, int depth) {
        events++;
        grow(depth);
        backtracks[depth]++;
        keep(new TraceEvent(events, cell, value, depth, true));
        if (firstBacktrack == null && !boardLost) {
            Mark was = marks[cell];
            marks[cell] = Mark.UNDONE;
            firstBacktrack = snapshot("backtrack", String.format(Locale.ROOT, "First backtrack, event %,d: %s = %d "
                    + "taken back (depth %d): nothing below it worked", events, shape.describeCell(cell), value, depth));
            marks[cell] = was;
        }
        clearFrom(depth);
    }

    @Override
    public void filled(int cell, int value, int depth) {
        fills++;
        place(cell, value, Mark.FILLED, depth);
        solvedYet();
    }

    /**
     * Decisions at {@code depth} or deeper, and the values propagated after them, are gone: they are
     * the newest placements, so this pops them (each placement is popped at most once).
     */
    private void clearFrom(int depth) {
        while (placedCount > 0 && livesUntil[placedCount - 1] > depth) {
            int cell = placed[--placedCount];
            values[cell] = 0;
            marks[cell] = Mark.EMPTY;
            empty++;
        }
    }

    /** A decision at depth d lives until d is taken back (d + 1); a value propagated at depth d until d - 1 is (d). */
    private void place(int cell, int value, Mark mark, int lives) {
        if (values[cell] != 0) {
            // Events that do not rebuild a board (a solver's own bookkeeping): the counts stay right,
            // the grids would not be, so no further snapshot is taken.
            boardLost = true;
            return;
        }
        empty--;
        values[cell] = value;
        marks[cell] = mark;
        placed[placedCount] = cell;
        livesUntil[placedCount++] = lives;
    }

    private void solvedYet() {
        if (empty == 0 && solution == null && !boardLost) {
            solution = snapshot("solution", String.format(Locale.ROOT, "First full grid, at event %,d", events));
        }
    }

    private Snapshot snapshot(String kind, String caption) {
        return new Snapshot(kind, caption, events, values, marks);
    }

    private void keep(TraceEvent e) {
        if (firstEvents.size() < eventsShown) {
            firstEvents.add(e);
        }
    }

    private void grow(int depth) {
        if (depth >= nodes.length) {
            int size = Math.max(depth + 1, nodes.length * 2);
            nodes = Arrays.copyOf(nodes, size);
            backtracks = Arrays.copyOf(backtracks, size);
        }
    }

    /** Nodes per depth, 0 to the deepest depth reached. */
    long[] nodesByDepth() {
        return Arrays.copyOf(nodes, maxDepth + 1);
    }

    long[] backtracksByDepth() {
        return Arrays.copyOf(backtracks, maxDepth + 1);
    }

    long events() {
        return events;
    }

    long fills() {
        return fills;
    }

    List<TraceEvent> firstEvents() {
        return List.copyOf(firstEvents);
    }

    /** True when the events stopped rebuilding a consistent board (then the grids stop early). */
    boolean boardLost() {
        return boardLost;
    }

    int eventsShown() {
        return eventsShown;
    }

    Shape shape() {
        return shape;
    }

    /** The chosen moments in the order they happened; the deepest point is left out when it is the solution. */
    List<Snapshot> snapshots() {
        List<Snapshot> out = new ArrayList<>(firstDecisions);
        if (firstBacktrack != null) {
            out.add(firstBacktrack);
        }
        if (deepest != null && solution != null && deepest.event() == solution.event()) {
            out.add(solution.withCaption("solution", solution.caption() + ", which is also the deepest point (depth "
                    + maxDepth + ")"));
            return out;
        }
        if (deepest != null) {
            out.add(deepest);
        }
        if (solution != null) {
            out.add(solution);
        }
        out.sort((a, b) -> Long.compare(a.event(), b.event()));
        return out;
    }
}
