package dev.sudokucompare.cli;

import dev.sudokucompare.diff.RunDiff;
import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.RecordVerdict;
import dev.sudokucompare.report.run.RunReport;
import dev.sudokucompare.stats.GroupSummary;
import java.util.Set;

/**
 * Exit statuses, the same at every door for the same verdicts: 0 fine, 1 a finding (a WRONG
 * answer, records that DISAGREE), 2 trouble (an ERROR, a MALFORMED record, a failed input), 3 an
 * answer not proved (UNVERIFIED; and for {@code solve}, a puzzle a limit stopped), the first that
 * applies in that order. For {@code diff} (two runs), 1 is a regression (an answer got worse on
 * some record, or a solver is slower beyond the threshold against its controls), 3 that the runs'
 * timings do not compare.
 */
final class ExitCodes {

    /** Everything agreed / every puzzle solved. */
    static final int OK = 0;
    /** A wrong answer or a disagreement; diff: a regression. */
    static final int FOUND = 1;
    /** Bad usage, an unreadable input, a malformed record, a solver error. */
    static final int TROUBLE = 2;
    /** An answer the judge could not prove (UNVERIFIED); solve: a limit stopped a puzzle before it was answered. */
    static final int LIMIT = 3;

    private ExitCodes() {
    }

    /**
     * The status a compare or merge run deserves, like diff's, the first that applies: 1 when any
     * answer is WRONG or records disagree (a wrong answer is never hidden behind trouble); 2 for
     * trouble (an input failed, a MALFORMED record, a solver ERROR); 3 when an answer is
     * UNVERIFIED; else 0. A solver's LIMIT is a measurement here, not a failure.
     */
    static int of(RunReport report) {
        GroupSummary all = report.overall();
        boolean wrong = all.count(RecordVerdict.WRONG) + all.count(RecordVerdict.DISAGREE) > 0
                || all.solvers().stream().anyMatch(s -> s.count(AnswerVerdict.WRONG) > 0);
        if (wrong) {
            return FOUND;
        }
        boolean errors = all.solvers().stream().anyMatch(s -> s.count(AnswerVerdict.ERROR) > 0);
        if (!report.inputFailures().isEmpty() || all.count(RecordVerdict.MALFORMED) > 0 || errors) {
            return TROUBLE;
        }
        boolean unverified = all.solvers().stream().anyMatch(s -> s.count(AnswerVerdict.UNVERIFIED) > 0);
        return unverified ? LIMIT : OK;
    }

    /**
     * The status of answers judged one by one ({@code solve}, {@code check}): 1 for a WRONG one,
     * else 2 for an ERROR (or a MALFORMED record, counted by the caller), else 3 for one UNVERIFIED
     * or stopped by a LIMIT, else 0.
     */
    static int of(Set<AnswerVerdict> verdicts, boolean malformed) {
        if (verdicts.contains(AnswerVerdict.WRONG)) {
            return FOUND;
        }
        if (malformed || verdicts.contains(AnswerVerdict.ERROR)) {
            return TROUBLE;
        }
        if (verdicts.contains(AnswerVerdict.UNVERIFIED) || verdicts.contains(AnswerVerdict.LIMIT)) {
            return LIMIT;
        }
        return OK;
    }

    /** diff: no answer got worse, but nothing can be claimed on timing (see RunDiff#nothingClaimed). */
    static final int NOT_COMPARABLE = 3;

    /**
     * The status a diff of two runs deserves: 1 when something regressed, else 3 when the timings
     * could not be judged, else 0.
     */
    static int of(RunDiff diff) {
        return diff.regressed() ? FOUND : diff.timingNotComparable() ? NOT_COMPARABLE : OK;
    }
}
