package dev.sudokucompare.engine;

import dev.sudokucompare.core.format.AnswerReader;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * The one judge: every door that shows an answer ({@code compare}, {@code solve}, {@code check},
 * {@code merge}'s re-check, every kind of solver) has it give the answer its verdict, then the
 * record its verdict, always with the proof. What counts as proof ({@link Evidence}): the
 * checker's verdict on each grid, the verified solutions (any solver's, any repetition's, the
 * input's own), conflicting givens, and what the {@link Reference} finds itself (the smallest
 * completion, the count up to the count limit, whether a completion exists) when a claim needs it;
 * other solvers' claims only where the reference is off or stopped. Every repetition of a call is
 * judged; the worst speaks for the solver.
 */
public final class Judge {

    /** How a reason ends when the claim was accepted only because the reference is off. */
    public static final String NOT_PROVED = "not proved (reference off)";

    /**
     * How a solved answer whose repetitions disagree begins its reason ("repetitions disagree: 1 of 3
     * stopped by the limit, the others solved"): the reports count such records per solver by it.
     */
    public static final String REPETITIONS_DISAGREE = "repetitions disagree: ";

    /**
     * How the reason of a right grid printed in a wrong layout starts (a judge's presentation
     * error): written here, read by {@link #wrongLayout}, and kept in results.csv's reason as text.
     */
    public static final String WRONG_LAYOUT = "the right grid in a wrong layout: ";

    /** True for a WRONG answer that is the right grid in a wrong layout (a judge's PE). */
    static boolean wrongLayout(Outcome o) {
        return o.verdict() == AnswerVerdict.WRONG && o.reason().startsWith(WRONG_LAYOUT);
    }

    private final Mode mode;
    private final int countLimit;
    private final Reference reference;

    /** A judge of answers in {@code mode}; counts are proved up to {@code countLimit}. */
    public Judge(Mode mode, int countLimit, Reference reference) {
        this.mode = Objects.requireNonNull(mode);
        this.countLimit = countLimit;
        this.reference = Objects.requireNonNull(reference);
    }

    public Mode mode() {
        return mode;
    }

    public Reference reference() {
        return reference;
    }

    /**
     * One answer alone, as {@code solve} and {@code check} show it: {@code result} from
     * {@code name}, which took {@code timeNanos}; checked, then ruled on like any other.
     */
    public Judgement judgeOne(PuzzleRecord record, String name, SolveResult result, long timeNanos) {
        String problem = record.isMalformed() ? null : Attempt.problem(record.puzzle(), result);
        return judge(record, record.isMalformed() ? List.of() : List.of(new Outcome(name, result, timeNanos, problem)));
    }

    public Judgement judge(PuzzleRecord record, List<Outcome> outcomes) {
        if (record.isMalformed()) {
            return new Judgement(record, outcomes, RecordVerdict.MALFORMED, record.error(), "");
        }
        Evidence evidence = Evidence.of(record, outcomes, () -> reference.prove(record.puzzle(), mode, countLimit));
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
            int solvedDespiteLimits = allAlike ? -1 : solvedDespiteLimits(o, evidence);
            if (solvedDespiteLimits >= 0) {
                long stopped = o.attempts().stream().filter(x -> x.result().status() == Status.LIMIT).count();
                verdictGiven = o.judged(solvedDespiteLimits, AnswerVerdict.CORRECT, REPETITIONS_DISAGREE + stopped
                        + " of " + o.attempts().size() + " stopped by the limit, the others solved");
            } else if (allAlike) {
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

    /**
     * When an answer's repetitions are only CORRECT and LIMIT calls, the record is solved (a limit
     * says how long a call took, not whether the solver is right; one slow call must not decide)
     * and the call that speaks is the median-time one of all repetitions, the stopped calls sorted
     * last (they took at least the limit); when that is a stopped call (most were stopped), the
     * slowest solved call, the nearest to it. -1 when the repetitions hold anything else.
     */
    private int solvedDespiteLimits(Outcome o, Evidence evidence) {
        List<AnswerVerdict> verdicts = o.attempts().stream().map(a -> rule(o.solver(), a, evidence).verdict()).toList();
        if (!verdicts.stream().allMatch(v -> v == AnswerVerdict.CORRECT || v == AnswerVerdict.LIMIT)) {
            return -1;
        }
        List<Integer> byTime = new ArrayList<>();
        for (int i = 0; i < verdicts.size(); i++) {
            byTime.add(i);
        }
        byTime.sort(Comparator.comparing((Integer i) -> verdicts.get(i) == AnswerVerdict.LIMIT)
                .thenComparingLong(i -> o.attempts().get(i).timeNanos()));
        int median = byTime.get((byTime.size() - 1) / 2);
        if (verdicts.get(median) == AnswerVerdict.CORRECT) {
            return median;
        }
        return byTime.stream().filter(i -> verdicts.get(i) == AnswerVerdict.CORRECT).reduce((x, y) -> y).orElseThrow();
    }

    /** The verdict on one call. */
    private Ruling rule(String solver, Attempt a, Evidence e) {
        SolveResult r = a.result();
        if (r.status() == Status.BAD_OUTPUT) {
            boolean rightGrid = r.solution() != null && a.problem() == null
                    && (mode != Mode.LEXMIN || isSmallest(r.solution(), e));
            return Ruling.of(AnswerVerdict.WRONG, (rightGrid ? WRONG_LAYOUT : "output is not an answer: ") + r.message());
        }
        if (r.solution() != null && a.problem() != null) {
            return Ruling.of(AnswerVerdict.WRONG, "invalid solution: " + a.problem());
        }
        if (r.notCarried()) {
            return Ruling.of(AnswerVerdict.NOT_RUN, r.message());
        }
        return switch (r.status()) {
            case ERROR, LIMIT -> Ruling.of(r.status() == Status.ERROR ? AnswerVerdict.ERROR : AnswerVerdict.LIMIT,
                    r.message().isEmpty() ? r.describe() : r.message());
            case NO_SOLUTION -> mode == Mode.COUNT ? count(solver, r, e) : noSolution(solver, r, e);
            case SOLVED -> switch (mode) {
                case FIRST -> Ruling.of(AnswerVerdict.CORRECT, "a valid completion");
                case LEXMIN -> lexmin(solver, r.solution(), e);
                case COUNT -> count(solver, r, e);
            };
            case BAD_OUTPUT -> throw new AssertionError("handled above");
        };
    }

    /** True when no verified grid is smaller and the reference, if it decided, found this very grid. */
    private static boolean isSmallest(Grid answer, Evidence e) {
        Reference.Proof proof = e.proof();
        return answer.compareTo(e.smallestVerified().grid()) <= 0
                && (!proof.decided() || answer.equals(proof.solution()));
    }

    /** "No solution": refuted by any verified solution, proved by conflicting givens or by the reference. */
    private Ruling noSolution(String solver, SolveResult r, Evidence e) {
        // An empty output is no claim the program wrote: the verdict says what it did.
        String says = r.message().startsWith(AnswerReader.PRINTED_NOTHING) ? AnswerReader.PRINTED_NOTHING
                : "says no solution";
        Evidence.Source witness = e.anyVerified();
        if (witness != null) {
            return Ruling.of(AnswerVerdict.WRONG, says + ", but " + witness.name() + "'s solution verifies");
        }
        if (!e.conflicts().isEmpty()) {
            return Ruling.of(AnswerVerdict.CORRECT, "proved: conflicting givens, " + e.conflicts().get(0).describe());
        }
        Reference.Proof proof = e.proof();
        if (proof.decided()) {
            return proof.solvable()
                    ? Ruling.of(AnswerVerdict.WRONG, says + ", but the reference " + reference.name()
                            + " found a valid completion")
                    : Ruling.of(AnswerVerdict.CORRECT, "no solution, proved by the reference " + reference.name()
                            + "'s exhausted search");
        }
        if (proof.solvable()) {
            return Ruling.of(AnswerVerdict.WRONG, says + ", but the reference " + reference.name()
                    + " found a valid completion before it stopped");
        }
        String other = e.otherClaimingNoSolution(solver);
        String confirmed = other != null ? "no solution, as " + other + " says too" : "no solution";
        return unproved(confirmed, proof);
    }

    /** Not proved by the reference: UNVERIFIED when it stopped, CORRECT (said so) when it is off. */
    private Ruling unproved(String claim, Reference.Proof proof) {
        return reference.isOff()
                ? Ruling.of(AnswerVerdict.CORRECT, claim + "; " + NOT_PROVED)
                : Ruling.of(AnswerVerdict.UNVERIFIED, claim + "; not proved: " + proof.why());
    }

    private Ruling lexmin(String solver, Grid answer, Evidence e) {
        Evidence.Source smallest = e.smallestVerified();
        if (answer.compareTo(smallest.grid()) > 0) {
            return Ruling.of(AnswerVerdict.WRONG, "not the smallest completion: " + smallest.name()
                    + "'s valid solution is smaller (" + firstDifference(smallest.grid(), answer) + ")");
        }
        Reference.Proof proof = e.proof();
        if (proof.decided() && proof.solution() != null) {
            int order = answer.compareTo(proof.solution());
            if (order > 0) {
                return Ruling.of(AnswerVerdict.WRONG, "not the smallest completion: the reference " + reference.name()
                        + "'s is smaller (" + firstDifference(proof.solution(), answer) + ")");
            }
            if (order == 0) {
                return Ruling.of(AnswerVerdict.CORRECT, "the smallest completion, proved by the reference "
                        + reference.name());
            }
        }
        if (proof.decided()) {
            // A valid completion smaller than the reference's smallest, or where it found none: the reference is wrong.
            return new Ruling(AnswerVerdict.UNVERIFIED, "a valid completion " + (proof.solution() == null
                    ? "where the reference " + reference.name() + " found none" : "smaller than the reference "
                    + reference.name() + "'s smallest") + ": the reference is wrong", true);
        }
        String same = e.otherWithSolution(solver, answer);
        return unproved(same != null ? "a valid completion, the same as " + same + "'s; none given is smaller"
                : "a valid completion; none given is smaller", proof);
    }

    /**
     * A count holds when the reference's count, up to the count limit, allows it. Without a
     * decided reference: WRONG below the verified distinct solutions, UNVERIFIED when it
     * contradicts another solver's count with nothing to prove which is right.
     */
    private Ruling count(String solver, SolveResult r, Evidence e) {
        long c = r.status() == Status.NO_SOLUTION ? 0 : r.solutionsFound();
        boolean exact = r.status() == Status.NO_SOLUTION || r.countExact();
        String claim = Evidence.CountClaim.describe(c, exact) + " solutions";
        int distinct = e.distinctVerified();
        if (exact && c < distinct) {
            return Ruling.of(AnswerVerdict.WRONG, "counts exactly " + c + " solutions, but " + distinct
                    + " distinct valid solutions were found");
        }
        Reference.Proof proof = e.proof();
        String by = "the reference " + reference.name();
        if (proof.decided()) {
            long k = proof.found();
            boolean fits = proof.exact() ? (exact ? c == k : c <= k) : (!exact || c >= k);
            if (!fits) {
                return Ruling.of(AnswerVerdict.WRONG, "counts " + Evidence.CountClaim.describe(c, exact) + " solutions, but "
                        + by + " counts " + Evidence.CountClaim.describe(k, proof.exact()));
            }
            return Ruling.of(AnswerVerdict.CORRECT, claim + (proof.exact() ? ", proved by " + by
                    : ", as far as " + by + " counts (up to the count limit, " + k + ")"));
        }
        if (exact && c < proof.found()) {
            return Ruling.of(AnswerVerdict.WRONG, "counts exactly " + c + " solutions, but " + by + " found "
                    + proof.found() + " before it stopped");
        }
        Evidence.CountClaim against = e.countContradicting(solver, c, exact);
        if (against != null) {
            return new Ruling(AnswerVerdict.UNVERIFIED, "counts " + Evidence.CountClaim.describe(c, exact) + ", but "
                    + against.solver() + " counts " + against.describe() + "; nothing proves which is right", true);
        }
        String same = e.otherClaimingCount(solver, c, exact);
        if (same != null) {
            return unproved(claim + ", the same count as " + same + "'s", proof);
        }
        if (!exact && distinct >= c) {
            return Ruling.of(AnswerVerdict.CORRECT, "at least " + c + " solutions, proved by " + distinct
                    + " distinct valid ones");
        }
        return unproved(claim, proof);
    }

    private RecordVerdict verdict(List<Outcome> judged, Evidence e, boolean contradiction) {
        boolean wrong = e.providedProblem() != null;
        boolean inconclusive = false;
        boolean unverified = false;
        for (Outcome o : judged) {
            wrong |= o.verdict() == AnswerVerdict.WRONG;
            inconclusive |= o.verdict() == AnswerVerdict.LIMIT || o.verdict() == AnswerVerdict.ERROR;
            unverified |= o.verdict() == AnswerVerdict.UNVERIFIED;
        }
        if (wrong) {
            return RecordVerdict.WRONG;
        }
        if (contradiction) {
            return RecordVerdict.DISAGREE;
        }
        if (unverified) {
            return RecordVerdict.UNVERIFIED;
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
        // Nearly always nothing: the one empty string, which results.csv spells without the format's check.
        return parts.isEmpty() ? "" : String.join("; ", parts);
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
