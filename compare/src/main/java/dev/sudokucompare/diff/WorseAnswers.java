package dev.sudokucompare.diff;

import dev.sudokucompare.engine.AnswerVerdict;
import java.util.ArrayList;
import java.util.List;

/**
 * The correctness half of the regression gate. {@code worse}: every record both runs ran with the
 * same puzzle, for every solver both ran, whose answer got worse from A to B by the order CORRECT,
 * UNVERIFIED, ERROR, WRONG: a lost correct answer, a new WRONG or ERROR. A LIMIT is not on that
 * scale: a call the time limit stopped says how long the solver took, not whether it is right, so
 * a CORRECT turned LIMIT (or back) is timing, counted in {@code limits} and timed as a censored
 * call ({@link TimingGate}); a LIMIT turned WRONG or ERROR is worse. {@code stillWrong}: records
 * WRONG in both runs (a wrong answer never passes, however old). {@code onlyInB}: the solvers only
 * B ran that answered WRONG or ERROR: B holds wrong answers A did not, and a solver missing from A
 * does not hide them. Times play no part in any of these.
 */
record WorseAnswers(List<Worse> worse, List<Worse> stillWrong, List<NewFinding> onlyInB, List<LimitFlips> limits) {

    /** One record of one solver whose answer got worse; {@code reason}: B's answer's reason. */
    record Worse(String solver, RunDirectory.Key record, AnswerVerdict before, AnswerVerdict after, String reason) {

        /** "builtin:x record 7: CORRECT -> ERROR (exited with status 139)". */
        String describe() {
            return record.source() + " record " + record.record() + ": " + before + " -> " + after
                    + (reason == null || reason.isEmpty() ? "" : " (" + reason + ")");
        }
    }

    /** A solver only B ran: its WRONG and ERROR answers over B's records, and the first of them. */
    record NewFinding(String solver, long wrong, long error, String first) {

        /** "external:x: 40 WRONG, 0 ERROR of 40 records, first builtin:x record 1 (…)". */
        String describe(long records) {
            return solver + ": " + wrong + " WRONG, " + error + " ERROR of " + records + " records, first " + first;
        }
    }

    /** One solver's calls the limit stopped in one run and not in the other, on records both ran. */
    record LimitFlips(String solver, long correctToLimit, long limitToCorrect) {
    }

    WorseAnswers {
        worse = List.copyOf(worse);
        stillWrong = List.copyOf(stillWrong);
        onlyInB = List.copyOf(onlyInB);
        limits = List.copyOf(limits);
    }

    /** {@code both}: the records both runs ran with the same puzzle; {@code newInB}: the solvers only B ran. */
    static WorseAnswers of(RunDirectory a, RunDirectory b, List<String> solvers, List<RunDirectory.Key> both,
            List<String> newInB) {
        List<Worse> out = new ArrayList<>();
        List<Worse> still = new ArrayList<>();
        List<LimitFlips> limits = new ArrayList<>();
        for (String solver : solvers) {
            int sa = a.solvers().indexOf(solver);
            int sb = b.solvers().indexOf(solver);
            long toLimit = 0;
            long fromLimit = 0;
            for (RunDirectory.Key k : both) {
                RunDirectory.Row rb = b.rows().get(k);
                AnswerVerdict before = a.rows().get(k).verdicts()[sa];
                AnswerVerdict after = rb.verdicts()[sb];
                if (before == AnswerVerdict.CORRECT && after == AnswerVerdict.LIMIT) {
                    toLimit++;
                } else if (before == AnswerVerdict.LIMIT && after == AnswerVerdict.CORRECT) {
                    fromLimit++;
                }
                if (before == AnswerVerdict.WRONG && after == AnswerVerdict.WRONG) {
                    still.add(new Worse(solver, k, before, after, rb.reasons()[sb]));
                } else if (after != AnswerVerdict.LIMIT && severity(after) > severity(before)) {
                    out.add(new Worse(solver, k, before, after, rb.reasons()[sb]));
                }
            }
            if (toLimit + fromLimit > 0) {
                limits.add(new LimitFlips(solver, toLimit, fromLimit));
            }
        }
        List<NewFinding> found = new ArrayList<>();
        for (String solver : newInB) {
            int sb = b.solvers().indexOf(solver);
            long wrong = 0;
            long error = 0;
            String first = null;
            for (var e : b.rows().entrySet()) {
                AnswerVerdict v = e.getValue().verdicts()[sb];
                if (v == AnswerVerdict.WRONG || v == AnswerVerdict.ERROR) {
                    wrong += v == AnswerVerdict.WRONG ? 1 : 0;
                    error += v == AnswerVerdict.ERROR ? 1 : 0;
                    if (first == null) {
                        first = new Worse(solver, e.getKey(), v, v, e.getValue().reasons()[sb]).describe()
                                .replace(": " + v + " -> " + v, ": " + v);
                    }
                }
            }
            if (first != null) {
                found.add(new NewFinding(solver, wrong, error, first));
            }
        }
        return new WorseAnswers(out, still, found, limits);
    }

    /** 0 for CORRECT up to 4 for WRONG (LIMIT, 2, is timing: see the class comment). */
    static int severity(AnswerVerdict v) {
        return switch (v) {
            case CORRECT, NOT_RUN -> 0;
            case UNVERIFIED -> 1;
            case LIMIT -> 2;
            case ERROR -> 3;
            case WRONG -> 4;
        };
    }

    /** True when B holds a wrong or worse answer: on a record, still, or from a solver only B ran. */
    boolean anyFinding() {
        return !worse.isEmpty() || !stillWrong.isEmpty() || !onlyInB.isEmpty();
    }

    /** The worse answers of one solver, in record order. */
    List<Worse> of(String solver) {
        return worse.stream().filter(w -> w.solver().equals(solver)).toList();
    }

    /** The records of one solver WRONG in both runs. */
    List<Worse> stillWrongOf(String solver) {
        return stillWrong.stream().filter(w -> w.solver().equals(solver)).toList();
    }
}
