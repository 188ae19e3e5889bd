package dev.sudokucompare.engine;

import dev.sudokucompare.core.solve.SolveResult;

/**
 * The verdict an online judge gives a submission on one test, next to the answer's own verdict:
 * what a teacher or a student of BOJ 2580 / 2239 reads. Derived from the answer: accepted, wrong
 * answer, presentation error (the right grid in a wrong layout), time limit (wall or CPU), memory
 * limit, runtime error (a crash, a non-zero exit, a signal), output limit.
 */
public enum JudgeVerdict {
    AC, WA, PE, TLE, MLE, RE, OLE;

    /**
     * An answer's verdict as every door prints it: {@code WRONG (WA): invalid solution: ...},
     * {@code CORRECT (AC): ...}, {@code UNVERIFIED: ...} (no judge verdict: it is not accepted).
     */
    public static String shown(Outcome o) {
        JudgeVerdict j = of(o);
        return o.verdict() + (j == null ? "" : " (" + j + ")") + (o.reason().isEmpty() ? "" : ": " + o.reason());
    }

    /** The judge's verdict on an answer already judged; null for an answer no judge would judge (UNVERIFIED counts). */
    public static JudgeVerdict of(Outcome o) {
        if (o.verdict() == null) {
            return null;
        }
        SolveResult r = o.result();
        return switch (o.verdict()) {
            case CORRECT -> AC;
            case LIMIT -> r.memoryLimited() ? MLE : TLE;
            case ERROR -> RE;
            case WRONG -> r.outputLimited() ? OLE : Judge.wrongLayout(o) ? PE : WA;
            case UNVERIFIED, NOT_RUN -> null;
        };
    }
}
