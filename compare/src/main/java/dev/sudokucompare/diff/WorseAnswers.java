package dev.sudokucompare.diff;

import dev.sudokucompare.engine.AnswerVerdict;
import java.util.ArrayList;
import java.util.List;

/**
 * The correctness half of the regression gate: every record both runs ran with the same puzzle,
 * for every solver both ran, whose answer got worse from A to B. Worse is by the order CORRECT,
 * UNVERIFIED, LIMIT, ERROR, WRONG: a record that lost a correct answer, or a new WRONG, ERROR or
 * LIMIT (an ERROR turned LIMIT, say, is not worse). Times play no part. A new LIMIT under a lower
 * time limit in B than in A is not the solver's doing: it is counted apart, not as worse.
 */
record WorseAnswers(List<Worse> worse, long limitsUnderALowerLimit) {

    /** One record of one solver whose answer got worse; {@code reason}: B's answer's reason. */
    record Worse(String solver, RunDirectory.Key record, AnswerVerdict before, AnswerVerdict after, String reason) {

        /** "builtin:x record 7: CORRECT -> ERROR (exited with status 139)". */
        String describe() {
            return record.source() + " record " + record.record() + ": " + before + " -> " + after
                    + (reason == null || reason.isEmpty() ? "" : " (" + reason + ")");
        }
    }

    WorseAnswers {
        worse = List.copyOf(worse);
    }

    /** {@code both}: the records both runs ran with the same puzzle. */
    static WorseAnswers of(RunDirectory a, RunDirectory b, List<String> solvers, List<RunDirectory.Key> both) {
        boolean lowerLimit = b.limitNanos() < a.limitNanos();
        List<Worse> out = new ArrayList<>();
        long lowered = 0;
        for (String solver : solvers) {
            int sa = a.solvers().indexOf(solver);
            int sb = b.solvers().indexOf(solver);
            for (RunDirectory.Key k : both) {
                RunDirectory.Row ra = a.rows().get(k);
                RunDirectory.Row rb = b.rows().get(k);
                AnswerVerdict before = ra.verdicts()[sa];
                AnswerVerdict after = rb.verdicts()[sb];
                if (severity(after) <= severity(before)) {
                    continue;
                }
                if (after == AnswerVerdict.LIMIT && lowerLimit) {
                    lowered++;
                    continue;
                }
                out.add(new Worse(solver, k, before, after, rb.reasons()[sb]));
            }
        }
        return new WorseAnswers(out, lowered);
    }

    /** 0 for CORRECT up to 4 for WRONG. */
    static int severity(AnswerVerdict v) {
        return switch (v) {
            case CORRECT -> 0;
            case UNVERIFIED -> 1;
            case LIMIT -> 2;
            case ERROR -> 3;
            case WRONG -> 4;
        };
    }

    /** The worse answers of one solver, in record order. */
    List<Worse> of(String solver) {
        return worse.stream().filter(w -> w.solver().equals(solver)).toList();
    }
}
