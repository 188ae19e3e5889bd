package dev.sudokucompare.cli;

import dev.sudokucompare.diff.RunDiff;
import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.RecordVerdict;
import dev.sudokucompare.report.RunReport;
import dev.sudokucompare.stats.GroupSummary;

/**
 * Exit statuses, like diff's: 0 fine, 1 a finding, 2 trouble; 3 for solve's unanswered puzzles.
 * For {@code diff} (two runs), 1 is a regression (an answer got worse on some record, or a solver
 * is slower beyond the threshold against its controls), 3 that the runs' timings do not compare.
 */
final class ExitCodes {

    /** Everything agreed / every puzzle solved. */
    static final int OK = 0;
    /** compare: a disagreement or a wrong answer; solve: a puzzle has no solution; diff: a regression. */
    static final int FOUND = 1;
    /** Bad usage, an unreadable input, a malformed record, a solver error. */
    static final int TROUBLE = 2;
    /** solve: a time or node limit stopped a puzzle before it was answered. */
    static final int LIMIT = 3;

    private ExitCodes() {
    }

    /**
     * The status a compare or merge run deserves, like diff's, the first that applies: 1 when any
     * answer is WRONG or records disagree (a wrong answer is never hidden behind trouble); 2 for
     * trouble (an input failed, a MALFORMED record, a solver ERROR); else 0.
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
        return OK;
    }

    /** diff: no answer got worse, but the runs' timings do not compare (nothing is claimed on them). */
    static final int NOT_COMPARABLE = 3;

    /**
     * The status a diff of two runs deserves: 1 when something regressed, else 3 when the timings
     * could not be judged, else 0.
     */
    static int of(RunDiff diff) {
        return diff.regressed() ? FOUND : diff.timingNotComparable() ? NOT_COMPARABLE : OK;
    }
}
