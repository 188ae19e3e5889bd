package dev.sudokucompare.cpsat;

import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.SolveRequest;

/**
 * What is left of a call's limits across one or more CP-SAT solves: the deadline, the conflicts
 * the node limit allows (CP-SAT can bound conflicts, not branches), and the cancellation token.
 * Belongs to one call.
 */
final class Budget {

    private final long deadline;
    private final long timeLimitMillis;
    private final long nodeLimit;
    private final Cancellation cancellation;
    private long conflictsSpent;

    Budget(SolveRequest request, long startNanos) {
        this.deadline = startNanos + request.timeLimit().toNanos();
        this.timeLimitMillis = request.timeLimit().toMillis();
        this.nodeLimit = request.nodeLimit();
        this.cancellation = request.cancellation();
    }

    Cancellation cancellation() {
        return cancellation;
    }

    /** Seconds left before the deadline (0 or less once it has passed). */
    double secondsLeft() {
        return (deadline - System.nanoTime()) / 1e9;
    }

    boolean limitsConflicts() {
        return nodeLimit != Long.MAX_VALUE;
    }

    long conflictsLeft() {
        return nodeLimit - conflictsSpent;
    }

    void spend(long conflicts) {
        conflictsSpent += conflicts;
    }

    /** The limit already reached before a solve starts, or null when there is room to search. */
    String exhausted() {
        if (cancellation.isCancelled()) {
            return "cancelled";
        }
        if (limitsConflicts() && conflictsLeft() <= 0) {
            return nodeLimitReached();
        }
        return secondsLeft() <= 0 ? timeLimitReached() : null;
    }

    /** Why a solve that CP-SAT ended without an answer stopped; {@code ranOutOfTime} is CP-SAT's own view. */
    String reasonForStop(boolean ranOutOfTime) {
        if (cancellation.isCancelled()) {
            return "cancelled";
        }
        if (limitsConflicts() && conflictsLeft() <= 0) {
            return nodeLimitReached();
        }
        return ranOutOfTime || secondsLeft() <= 0 ? timeLimitReached() : "CP-SAT stopped without an answer";
    }

    private String nodeLimitReached() {
        return "node limit " + nodeLimit + " reached (CP-SAT bounds conflicts, not branches: "
                + conflictsSpent + " conflicts)";
    }

    private String timeLimitReached() {
        return "time limit " + timeLimitMillis + " ms reached";
    }
}
