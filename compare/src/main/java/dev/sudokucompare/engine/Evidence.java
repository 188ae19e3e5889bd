package dev.sudokucompare.engine;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Conflict;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * What is known about one record, independent of any single answer: the verified solutions
 * (distinct grids, each with the first source that gave it: a solver, or the input itself),
 * whether the givens conflict, and every solver's claims of "no solution" and of counts.
 */
final class Evidence {

    private static final String INPUT = "the input";

    /** A verified grid and who gave it first. */
    record Source(String name, Grid grid) {
    }

    /** A solver's count: exact, or a lower bound (capped by the count limit or cut by a limit). */
    record CountClaim(String solver, long count, boolean exact) {
        String describe() {
            return describe(count, exact);
        }

        static String describe(long count, boolean exact) {
            return exact ? "exactly " + count : "at least " + count;
        }
    }

    /**
     * Distinct verified grids, each with its first source, in the order given. A list, not a
     * map: there are a few at most, and comparing grids is cheaper than hashing new ones.
     */
    private final List<Source> verified = new ArrayList<>(2);
    private final Grid puzzle;
    /** Found only when a ruling needs them (a "no solution" claim): most records never ask. */
    private List<Conflict> conflicts;
    private String providedProblem;
    private final Grid provided;
    private final List<String> claimingNoSolution = new ArrayList<>();
    private final List<CountClaim> counts = new ArrayList<>();
    private final List<Source> answers = new ArrayList<>();
    private final Supplier<Reference.Proof> prover;
    /** Asked for only when a ruling needs it, then kept: the reference runs at most once a record. */
    private Reference.Proof proof;

    private Evidence(PuzzleRecord record, Supplier<Reference.Proof> prover) {
        puzzle = record.puzzle();
        provided = record.providedSolution();
        this.prover = prover;
    }

    /** The evidence of {@code outcomes}; {@code prover} gives the reference's proof when asked. */
    static Evidence of(PuzzleRecord record, List<Outcome> outcomes, Supplier<Reference.Proof> prover) {
        Evidence e = new Evidence(record, prover);
        for (Outcome o : outcomes) {
            for (Attempt a : o.attempts()) {
                e.add(o.solver(), a);
            }
        }
        if (e.provided != null) {
            // The same grid as an answer the checker accepted needs no second check.
            e.providedProblem = e.isVerified(e.provided) ? null
                    : Checker.check(e.puzzle, e.provided).map(Checker.Problem::message).orElse(null);
            if (e.providedProblem == null) {
                e.addVerified(e.provided, INPUT);
            }
        }
        return e;
    }

    private void add(String solver, Attempt a) {
        SolveResult r = a.result();
        if (a.hasVerifiedSolution()) {
            addVerified(r.solution(), solver);
            answers.add(new Source(solver, r.solution()));
        }
        if (r.status() == Status.NO_SOLUTION && !claimingNoSolution.contains(solver)) {
            claimingNoSolution.add(solver);
        }
        boolean answered = r.status() == Status.NO_SOLUTION || (r.status() == Status.SOLVED && a.hasVerifiedSolution());
        if (answered) {
            counts.add(new CountClaim(solver, r.status() == Status.NO_SOLUTION ? 0 : r.solutionsFound(),
                    r.status() == Status.NO_SOLUTION || r.countExact()));
        }
    }

    private boolean isVerified(Grid grid) {
        for (Source s : verified) {
            if (s.grid().equals(grid)) {
                return true;
            }
        }
        return false;
    }

    /** Keeps {@code grid} with its source unless it is already there (with its first source). */
    private void addVerified(Grid grid, String source) {
        if (!isVerified(grid)) {
            verified.add(new Source(source, grid));
        }
    }

    /** What the reference finds for this record (run on the first call only). */
    Reference.Proof proof() {
        if (proof == null) {
            proof = prover.get();
        }
        return proof;
    }

    List<Conflict> conflicts() {
        if (conflicts == null) {
            conflicts = puzzle.conflicts();
        }
        return conflicts;
    }

    /** The checker's complaint about the input's own solution, or null (none given, or it verifies). */
    String providedProblem() {
        return providedProblem;
    }

    int distinctVerified() {
        return verified.size();
    }

    /** The first verified solution (a solver's before the input's), or null. */
    Source anyVerified() {
        return verified.isEmpty() ? null : verified.get(0);
    }

    /** The smallest verified solution; call only when there is one. */
    Source smallestVerified() {
        Source best = null;
        for (Source s : verified) {
            if (best == null || s.grid().compareTo(best.grid()) < 0) {
                best = s;
            }
        }
        return best;
    }

    /** Another solver that also claimed "no solution", or null. */
    String otherClaimingNoSolution(String solver) {
        return claimingNoSolution.stream().filter(s -> !s.equals(solver)).findFirst().orElse(null);
    }

    /** Another solver whose verified answer is the same grid, or null. */
    String otherWithSolution(String solver, Grid grid) {
        return answers.stream().filter(a -> !a.name().equals(solver) && a.grid().equals(grid)).map(Source::name)
                .findFirst().orElse(null);
    }

    /** Another solver's count that cannot be true together with this one, or null; refuted counts do not count. */
    CountClaim countContradicting(String solver, long count, boolean exact) {
        for (CountClaim other : counts) {
            if (other.solver().equals(solver) || refuted(other)) {
                continue;
            }
            boolean clash = (exact && other.exact() && count != other.count()) || (exact && !other.exact() && other.count() > count)
                    || (!exact && other.exact() && count > other.count());
            if (clash) {
                return other;
            }
        }
        return null;
    }

    /** An exact count below the verified distinct solutions is proved wrong. */
    private boolean refuted(CountClaim c) {
        return c.exact() && c.count() < verified.size();
    }

    /** Another solver with the very same count claim, or null. */
    String otherClaimingCount(String solver, long count, boolean exact) {
        return counts.stream().filter(c -> !c.solver().equals(solver) && c.count() == count && c.exact() == exact)
                .map(CountClaim::solver).findFirst().orElse(null);
    }

    /** "dfs and choco found different valid solutions (first difference at r1c1: 1 vs 2)". */
    String severalSolutions() {
        Source first = verified.get(0);
        Source second = verified.get(1);
        String a = first.name();
        String b = second.name();
        return (a.equals(b) ? a + " found" : a + " and " + b + " found") + " different valid solutions ("
                + Judge.firstDifference(first.grid(), second.grid()) + "): the puzzle has several";
    }

    /**
     * How the answers compare with the input's own solution: MATCH when every grid answer equals
     * it, MISMATCH when one differs or claims none, NOT_COMPARED when no solver answered; empty
     * when the input gives none.
     */
    String providedColumn(List<Outcome> judged) {
        if (provided == null) {
            return "";
        }
        boolean compared = false;
        for (Outcome o : judged) {
            SolveResult r = o.result();
            if ((r.solution() != null && !provided.equals(r.solution())) || r.status() == Status.NO_SOLUTION) {
                return "MISMATCH";
            }
            compared |= r.solution() != null;
        }
        return compared ? "MATCH" : "NOT_COMPARED";
    }
}
