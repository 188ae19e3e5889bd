package dev.sudokucompare.cli;

import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.RecordVerdict;
import dev.sudokucompare.report.RunReport;
import dev.sudokucompare.stats.GroupSummary;
import java.util.List;

/**
 * Exit statuses, like diff's: 0 fine, 1 a finding, 2 trouble; 3 for solve's unanswered puzzles.
 * For {@code diff} (two runs), 1 is a regression: a solver got slower beyond the threshold with
 * significance, or gave a WRONG answer it did not give before.
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

    /** The status a diff of two runs deserves: 1 when a solver regressed (slower or newly wrong), else 0. */
    static int of(List<String> regressions) {
        return regressions.isEmpty() ? OK : FOUND;
    }
}
