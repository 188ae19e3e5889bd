package dev.sudokucompare.engine;

import dev.sudokucompare.core.solve.SolveResult;
import java.util.List;
import java.util.Objects;

/**
 * One solver's answer to one record: every repetition's call ({@code attempts}, in the order they
 * ran), the one that speaks for them ({@code shown}: the median-time call when all repetitions
 * agree, else the first of the worst), and the answer's verdict with its reason (null before the
 * record is judged). Time, result and effort are all the shown call's own, never mixed.
 */
public record Outcome(String solver, List<Attempt> attempts, int shown, AnswerVerdict verdict, String reason) {

    public Outcome {
        Objects.requireNonNull(solver);
        attempts = List.copyOf(attempts);
        if (shown < 0 || shown >= attempts.size()) {
            throw new IllegalArgumentException("shown call " + shown + " of " + attempts.size());
        }
        reason = reason == null ? "" : reason;
    }

    /** A single, not yet judged call. */
    public Outcome(String solver, SolveResult result, long timeNanos, String problem) {
        this(solver, List.of(new Attempt(result, timeNanos, problem)), 0, null, "");
    }

    /** The call that speaks for this answer. */
    public Attempt attempt() {
        return attempts.get(shown);
    }

    public SolveResult result() {
        return attempt().result();
    }

    /** The wall time around the shown call. */
    public long timeNanos() {
        return attempt().timeNanos();
    }

    /** The checker's complaint about the shown call's solution, or null. */
    public String problem() {
        return attempt().problem();
    }

    /** True when the shown call returned a solution that the checker accepted. */
    public boolean hasVerifiedSolution() {
        return attempt().hasVerifiedSolution();
    }

    /** The same answer with its verdict, spoken for by call {@code newShown}. */
    public Outcome judged(int newShown, AnswerVerdict newVerdict, String newReason) {
        return new Outcome(solver, attempts, newShown, Objects.requireNonNull(newVerdict), newReason);
    }
}
