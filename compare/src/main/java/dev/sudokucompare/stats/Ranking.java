package dev.sudokucompare.stats;

import dev.sudokucompare.engine.AnswerVerdict;
import java.util.Comparator;
import java.util.List;

/**
 * The SAT competitions' order of solvers: a solver with any WRONG answer ranks below every solver
 * without one; then more CORRECT answers rank higher; then a lower PAR-2 score. Solvers equal on
 * all three keep the order they were given in.
 */
final class Ranking {

    private static final Comparator<SolverStats> ORDER = Comparator
            .comparing((SolverStats s) -> s.count(AnswerVerdict.WRONG) > 0)
            .thenComparing(Comparator.comparingLong((SolverStats s) -> s.count(AnswerVerdict.CORRECT)).reversed())
            .thenComparingDouble(s -> s.time().par2()); // NaN (no call) last

    private Ranking() {
    }

    /** The solvers best first (a stable sort: equals keep their order). */
    public static List<SolverStats> of(List<SolverStats> solvers) {
        return solvers.stream().sorted(ORDER).toList();
    }
}
