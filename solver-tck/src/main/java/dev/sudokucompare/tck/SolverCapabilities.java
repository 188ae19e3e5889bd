package dev.sudokucompare.tck;

import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SearchTrace;
import dev.sudokucompare.core.solve.SolveRequest;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * What a solver promises beyond the part of the contract every solver keeps. {@link SolverContract}
 * skips a check only when the solver declares here that it lacks what the check needs, and never
 * for any other reason. Immutable: start from {@link #defaults()} and add with the {@code with...}
 * methods, e.g.
 *
 * <pre>{@code
 * SolverCapabilities.defaults().withLargestSide(16).withExactNodeLimit().withDecisionTrace()
 * }</pre>
 *
 * <ul>
 *   <li><b>modes</b>: the {@link Mode}s the solver answers (default: all three). A check that
 *       needs a mode the solver lacks is skipped.</li>
 *   <li><b>largest side</b>: the largest grid side N (an N x N grid) the solver promises to solve
 *       in reasonable time, a second or so per bundled puzzle (default 25, the largest the kit
 *       bundles). Puzzles of bigger grids are left out; checks that need one are skipped.</li>
 *   <li><b>node counts</b>: the solver reports search nodes in
 *       {@link dev.sudokucompare.core.solve.SearchStats#nodes()} and honours
 *       {@link SolveRequest#withNodeLimit(long)}: a call stopped by it is LIMIT and reports no more
 *       nodes than the limit (default: no).</li>
 *   <li><b>exact node limit</b>: the node limit is exact: a search that needs k nodes succeeds
 *       with a limit of k and, with a limit of k-1, stops with LIMIT reporting exactly k-1 nodes;
 *       the node after the limit is refused, not explored (default: no; implies node counts).</li>
 *   <li><b>decision trace</b>: the solver reports every decision and its undoing to
 *       {@link SolveRequest#withTrace(SearchTrace)} (default: no; implies node counts).</li>
 * </ul>
 */
public final class SolverCapabilities {

    /** The largest grid side the kit has puzzles for. */
    public static final int LARGEST_BUNDLED_SIDE = 25;

    private final Set<Mode> modes;
    private final int largestSide;
    private final boolean nodeCounts;
    private final boolean exactNodeLimit;
    private final boolean decisionTrace;

    private SolverCapabilities(Set<Mode> modes, int largestSide, boolean nodeCounts, boolean exactNodeLimit,
            boolean decisionTrace) {
        if (modes.isEmpty()) {
            throw new IllegalArgumentException("a solver answers at least one mode");
        }
        if (largestSide < 1 || largestSide > Shape.MAX_SIZE) {
            throw new IllegalArgumentException("largest side must be 1.." + Shape.MAX_SIZE + ", got " + largestSide);
        }
        this.modes = Set.copyOf(modes);
        this.largestSide = largestSide;
        this.nodeCounts = nodeCounts;
        this.exactNodeLimit = exactNodeLimit;
        this.decisionTrace = decisionTrace;
    }

    /** Every mode, grids up to 25x25, no node counts, no exact node limit, no decision trace. */
    public static SolverCapabilities defaults() {
        return new SolverCapabilities(EnumSet.allOf(Mode.class), LARGEST_BUNDLED_SIDE, false, false, false);
    }

    /** Only these modes are answered. */
    public SolverCapabilities withModes(Mode mode, Mode... more) {
        EnumSet<Mode> set = EnumSet.of(Objects.requireNonNull(mode), more);
        return new SolverCapabilities(set, largestSide, nodeCounts, exactNodeLimit, decisionTrace);
    }

    /** Grids up to {@code side} x {@code side} are solved in reasonable time; bigger ones are left out. */
    public SolverCapabilities withLargestSide(int side) {
        return new SolverCapabilities(modes, side, nodeCounts, exactNodeLimit, decisionTrace);
    }

    /** Nodes are counted and a node limit is honoured (never more nodes than the limit). */
    public SolverCapabilities withNodeCounts() {
        return new SolverCapabilities(modes, largestSide, true, exactNodeLimit, decisionTrace);
    }

    /** The node limit is exact (k nodes succeed, k-1 stop with exactly k-1); implies node counts. */
    public SolverCapabilities withExactNodeLimit() {
        return new SolverCapabilities(modes, largestSide, true, true, decisionTrace);
    }

    /** Every decision and its undoing is reported to the request's trace; implies node counts. */
    public SolverCapabilities withDecisionTrace() {
        return new SolverCapabilities(modes, largestSide, true, exactNodeLimit, true);
    }

    public Set<Mode> modes() {
        return modes;
    }

    public boolean supports(Mode mode) {
        return modes.contains(mode);
    }

    public int largestSide() {
        return largestSide;
    }

    /** Whether puzzles of this shape are within the largest side. */
    public boolean handles(Shape shape) {
        return shape.size() <= largestSide;
    }

    public boolean countsNodes() {
        return nodeCounts;
    }

    public boolean exactNodeLimit() {
        return exactNodeLimit;
    }

    public boolean tracesDecisions() {
        return decisionTrace;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SolverCapabilities other && other.modes.equals(modes) && other.largestSide == largestSide
                && other.nodeCounts == nodeCounts && other.exactNodeLimit == exactNodeLimit
                && other.decisionTrace == decisionTrace;
    }

    @Override
    public int hashCode() {
        return Objects.hash(modes, largestSide, nodeCounts, exactNodeLimit, decisionTrace);
    }

    @Override
    public String toString() {
        return "modes " + EnumSet.copyOf(modes) + ", grids up to " + largestSide + "x" + largestSide
                + (nodeCounts ? ", node counts" : "") + (exactNodeLimit ? ", exact node limit" : "")
                + (decisionTrace ? ", decision trace" : "");
    }
}
