package dev.sudokucompare.fuzz;

import java.util.Objects;

/**
 * One solver failing one way on a subject: the failure's identity ({@code solver}, {@code kind})
 * and the judge's or the relation's reason.
 */
record Symptom(String solver, FailureKind kind, String reason) {

    Symptom {
        Objects.requireNonNull(solver);
        Objects.requireNonNull(kind);
        reason = reason == null ? "" : reason;
    }

    /** True when {@code other} is the same failure: the same solver, the same kind. */
    boolean sameFailure(Symptom other) {
        return solver.equals(other.solver) && kind == other.kind;
    }

    /** "planted: false-no-solution". */
    String identity() {
        return solver + ": " + kind.label();
    }
}
