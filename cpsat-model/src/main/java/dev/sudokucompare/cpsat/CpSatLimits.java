package dev.sudokucompare.cpsat;

import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.Limits;
import dev.sudokucompare.core.solve.SolveRequest;

/**
 * A call's {@link Limits} across one or more CP-SAT solves, with CP-SAT's own measure of nodes:
 * it can bound conflicts, not branches, so the node limit is spent in conflicts. Belongs to one
 * call.
 */
final class CpSatLimits {

    private final Limits limits;
    private long conflictsSpent;

    CpSatLimits(SolveRequest request, long startNanos) {
        this.limits = new Limits(request, startNanos);
    }

    Cancellation cancellation() {
        return limits.cancellation();
    }

    /** Seconds left before the deadline (0 or less once it has passed). */
    double secondsLeft() {
        return limits.secondsLeft();
    }

    boolean limitsConflicts() {
        return limits.limitsNodes();
    }

    long conflictsLeft() {
        return limits.nodeLimit() - conflictsSpent;
    }

    void spend(long conflicts) {
        conflictsSpent += conflicts;
    }

    /** The limit already reached before a solve starts, or null when there is room to search. */
    String exhausted() {
        return reached() ? limits.reason() : null;
    }

    /** Why a solve that CP-SAT ended without an answer stopped; {@code ranOutOfTime} is CP-SAT's own view. */
    String reasonForStop(boolean ranOutOfTime) {
        if (reached()) {
            return limits.reason();
        }
        return ranOutOfTime ? limits.timeLimitReached() : "CP-SAT stopped without an answer";
    }

    private boolean reached() {
        return limits.reached(limitsConflicts() && conflictsLeft() <= 0,
                "CP-SAT bounds conflicts, not branches: " + conflictsSpent + " conflicts");
    }
}
