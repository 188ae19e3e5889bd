package dev.sudokucompare.engine;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import java.util.ArrayList;
import java.util.List;

/**
 * Gives every solver's answer to a record its verdict, then the record its verdict, always with
 * the proof. What counts as proof ({@link Evidence}): the checker's verdict on each grid, the
 * verified solutions (any solver's, any repetition's, the input's own), conflicting givens, and
 * the other solvers' claims. Every repetition of a call is judged; the worst speaks for the solver.
 */
public final class Judge {

    /** How the reason of a right grid printed in a wrong layout starts (a judge's presentation error). */
    public static final String WRONG_LAYOUT = "the right grid in a wrong layout: ";

    private final Mode mode;

    public Judge(Mode mode) {
        this.mode = mode;
    }

    public Judgement judge(PuzzleRecord record, List<Outcome> outcomes) {
        if (record.isMalformed()) {
            return new Judgement(record, outcomes, RecordVerdict.MALFORMED, record.error(), "");
        }
        Evidence evidence = Evidence.of(record, outcomes);
        List<Outcome> judged = new ArrayList<>();
        boolean contradiction = false;
        for (Outcome o : outcomes) {
            Ruling worst = null;
            int worstAt = -1;
            boolean allAlike = true;
            for (int a = 0; a < o.attempts().size(); a++) {
                Ruling r = rule(o.solver(), o.attempts().get(a), evidence);
                contradiction |= r.contradiction();
                if (worst != null && r.verdict() != worst.verdict()) {
                    allAlike = false;
                }
                if (worst == null || r.verdict().worseThan(worst.verdict())) {
                    worst = r;
                    worstAt = a;
                }
            }
            Outcome verdictGiven;
            if (allAlike) {
                // One call (the usual case) was ruled on just above.
                Ruling shown = o.attempts().size() == 1 ? worst : rule(o.solver(), o.attempt(), evidence);
                verdictGiven = o.judged(o.shown(), shown.verdict(), shown.reason());
            } else {
                verdictGiven = o.judged(worstAt, worst.verdict(), "repetition " + (worstAt + 1) + " of "
                        + o.attempts().size() + ": " + worst.reason());
            }
            // A verdict that came with the answer (read back from a file) is a floor, never lifted.
            boolean recordedWorse = o.verdict() != null && o.verdict().worseThan(verdictGiven.verdict());
            judged.add(recordedWorse ? verdictGiven.judged(verdictGiven.shown(), o.verdict(), o.reason()) : verdictGiven);
        }
        return new Judgement(record, judged, verdict(judged, evidence, contradiction),
                detail(judged, evidence), evidence.providedColumn(judged));
    }

    /** The verdict on one call. */
    private Ruling rule(String solver, Attempt a, Evidence e) {
        SolveResult r = a.result();
        if (r.status() == Status.BAD_OUTPUT) {
            boolean rightGrid = r.solution() != null && a.problem() == null
                    && (mode != Mode.LEXMIN || r.solution().compareTo(e.smallestVerified().grid()) <= 0);
            return Ruling.of(AnswerVerdict.WRONG, (rightGrid ? WRONG_LAYOUT : "output is not an answer: ") + r.message());
        }
        if (r.solution() != null && a.problem() != null) {
            return Ruling.of(AnswerVerdict.WRONG, "invalid solution: " + a.problem());
        }
        return switch (r.status()) {
            case ERROR, LIMIT -> Ruling.of(r.status() == Status.ERROR ? AnswerVerdict.ERROR : AnswerVerdict.LIMIT,
                    r.message().isEmpty() ? r.describe() : r.message());
            case NO_SOLUTION -> noSolution(solver, e);
            case SOLVED -> switch (mode) {
                case FIRST -> Ruling.of(AnswerVerdict.CORRECT, "a valid completion");
                case LEXMIN -> lexmin(solver, r.solution(), e);
                case COUNT -> count(solver, r, e);
            };
            case BAD_OUTPUT -> throw new AssertionError("handled above");
        };
    }

    private static Ruling noSolution(String solver, Evidence e) {
        Evidence.Source witness = e.anyVerified();
        if (witness != null) {
            return Ruling.of(AnswerVerdict.WRONG, "says no solution, but " + witness.name() + "'s solution verifies");
        }
        if (!e.conflicts().isEmpty()) {
            return Ruling.of(AnswerVerdict.CORRECT, "proved: conflicting givens, " + e.conflicts().get(0).describe());
        }
        String other = e.otherClaimingNoSolution(solver);
        return other != null
                ? Ruling.of(AnswerVerdict.CORRECT, "no solution, confirmed by " + other + "'s exhausted search")
                : Ruling.of(AnswerVerdict.CORRECT, "no solution, not refuted (no other solver decided it)");
    }

    private static Ruling lexmin(String solver, Grid answer, Evidence e) {
        Evidence.Source smallest = e.smallestVerified();
        if (answer.compareTo(smallest.grid()) > 0) {
            return Ruling.of(AnswerVerdict.WRONG, "not the smallest completion: " + smallest.name()
                    + "'s valid solution is smaller (" + firstDifference(smallest.grid(), answer) + ")");
        }
        String same = e.otherWithSolution(solver, answer);
        return Ruling.of(AnswerVerdict.CORRECT, same != null ? "the smallest completion found, the same as " + same + "'s"
                : "a valid completion; no other solver or provided solution is smaller");
    }

    /**
     * A count holds unless it is below the verified distinct solutions (WRONG) or contradicts
     * another solver's count with nothing to prove which is right (UNVERIFIED).
     */
    private static Ruling count(String solver, SolveResult r, Evidence e) {
        long c = r.solutionsFound();
        boolean exact = r.countExact();
        int distinct = e.distinctVerified();
        if (exact && c < distinct) {
            return Ruling.of(AnswerVerdict.WRONG, "counts exactly " + c + " solutions, but " + distinct
                    + " distinct valid solutions were found");
        }
        Evidence.CountClaim against = e.countContradicting(solver, c, exact);
        if (against != null) {
            return new Ruling(AnswerVerdict.UNVERIFIED, "counts " + Evidence.CountClaim.describe(c, exact) + ", but "
                    + against.solver() + " counts " + against.describe() + "; nothing proves which is right", true);
        }
        String same = e.otherClaimingCount(solver, c, exact);
        if (same != null) {
            return Ruling.of(AnswerVerdict.CORRECT, Evidence.CountClaim.describe(c, exact) + " solutions, the same count as "
                    + same + "'s");
        }
        if (!exact && distinct >= c) {
            return Ruling.of(AnswerVerdict.CORRECT, "at least " + c + " solutions, proved by " + distinct
                    + " distinct valid ones");
        }
        return Ruling.of(AnswerVerdict.CORRECT, Evidence.CountClaim.describe(c, exact)
                + " solutions, not refuted (no other solver's count to compare)");
    }

    private RecordVerdict verdict(List<Outcome> judged, Evidence e, boolean contradiction) {
        boolean wrong = e.providedProblem() != null;
        boolean inconclusive = false;
        for (Outcome o : judged) {
            wrong |= o.verdict() == AnswerVerdict.WRONG;
            inconclusive |= o.verdict() == AnswerVerdict.LIMIT || o.verdict() == AnswerVerdict.ERROR;
        }
        if (wrong) {
            return RecordVerdict.WRONG;
        }
        if (contradiction) {
            return RecordVerdict.DISAGREE;
        }
        if (inconclusive) {
            return RecordVerdict.INCONCLUSIVE;
        }
        return mode == Mode.FIRST && e.distinctVerified() > 1 ? RecordVerdict.AGREE_MULTIPLE : RecordVerdict.AGREE;
    }

    /** Every answer that is not simply correct, worst first, then what proves several solutions. */
    private String detail(List<Outcome> judged, Evidence e) {
        List<String> parts = new ArrayList<>();
        if (e.providedProblem() != null) {
            parts.add("the input's own solution is invalid: " + e.providedProblem());
        }
        for (AnswerVerdict v : new AnswerVerdict[] {AnswerVerdict.WRONG, AnswerVerdict.UNVERIFIED,
            AnswerVerdict.ERROR, AnswerVerdict.LIMIT}) {
            for (Outcome o : judged) {
                if (o.verdict() == v) {
                    parts.add(o.solver() + " " + v + ": " + o.reason());
                }
            }
        }
        if (mode == Mode.FIRST && e.distinctVerified() > 1) {
            parts.add(e.severalSolutions());
        }
        return String.join("; ", parts);
    }

    /** "first difference at r1c3: 4 vs 7". */
    static String firstDifference(Grid a, Grid b) {
        for (int cell = 0; cell < a.shape().cellCount(); cell++) {
            if (a.get(cell) != b.get(cell)) {
                return "first difference at " + a.shape().describeCell(cell) + ": " + a.get(cell) + " vs " + b.get(cell);
            }
        }
        return "identical";
    }

    /** One call's verdict; {@code contradiction} marks claims that contradict with no proof. */
    private record Ruling(AnswerVerdict verdict, String reason, boolean contradiction) {
        static Ruling of(AnswerVerdict verdict, String reason) {
            return new Ruling(verdict, reason, false);
        }
    }
}
