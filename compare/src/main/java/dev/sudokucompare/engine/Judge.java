package dev.sudokucompare.engine;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.Status;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Decides a record's verdict from the solvers' outcomes, always with the proof: a verified
 * solution beats a claim of "no solution", a smaller verified solution beats a claimed lexmin,
 * and found solutions beat a smaller exact count.
 */
public final class Judge {

    private final Mode mode;

    public Judge(Mode mode) {
        this.mode = mode;
    }

    public Judgement judge(PuzzleRecord record, List<Outcome> outcomes) {
        if (record.isMalformed()) {
            return new Judgement(record, outcomes, Verdict.MALFORMED, record.error(), "");
        }
        Findings f = new Findings();
        Grid provided = record.providedSolution();
        Optional<Checker.Problem> providedProblem = provided == null ? Optional.empty()
                : Checker.check(record.puzzle(), provided);
        providedProblem.ifPresent(p -> f.wrong.add("the input's own solution is invalid: " + p.message()));
        Witness witness = firstVerified(outcomes, providedProblem.isEmpty() ? provided : null);

        for (Outcome o : outcomes) {
            if (o.result().solution() != null && o.problem() != null) {
                f.wrong.add(o.solver() + " returned an invalid solution: " + o.problem());
            }
            if (o.result().status() == Status.BAD_OUTPUT) {
                f.wrong.add(o.solver() + "'s answer cannot be read: " + o.result().message());
            }
            if (o.result().status() == Status.NO_SOLUTION && witness != null) {
                f.wrong.add(o.solver() + " says no solution, but " + witness.source + "'s solution verifies");
            }
        }
        switch (mode) {
            case FIRST -> compareFirst(outcomes, provided, providedProblem.isEmpty(), f);
            case LEXMIN -> compareLexmin(outcomes, provided, providedProblem.isEmpty(), f);
            case COUNT -> compareCounts(outcomes, providedProblem.isEmpty() && provided != null, f);
        }
        for (Outcome o : outcomes) {
            Status s = o.result().status();
            if (s == Status.LIMIT || s == Status.ERROR) {
                f.inconclusive.add(o.solver() + ": " + o.result().describe());
            }
        }
        return new Judgement(record, outcomes, f.verdict(), f.detail(), providedColumn(outcomes, provided));
    }

    private static void compareFirst(List<Outcome> outcomes, Grid provided, boolean providedValid, Findings f) {
        Witness first = null;
        for (Outcome o : outcomes) {
            if (!o.hasVerifiedSolution()) {
                continue;
            }
            if (first == null) {
                first = new Witness(o.solver(), o.result().solution());
            } else if (!first.grid.equals(o.result().solution())) {
                f.multiple.add(first.source + " and " + o.solver() + " found different valid solutions ("
                        + firstDifference(first.grid, o.result().solution()) + ")");
            }
            if (provided != null && providedValid && !provided.equals(o.result().solution())) {
                f.multiple.add(o.solver() + "'s valid solution differs from the input's ("
                        + firstDifference(provided, o.result().solution()) + ")");
            }
        }
    }

    private static void compareLexmin(List<Outcome> outcomes, Grid provided, boolean providedValid, Findings f) {
        Witness best = providedValid && provided != null ? new Witness("the input", provided) : null;
        for (Outcome o : outcomes) {
            if (o.hasVerifiedSolution() && (best == null || o.result().solution().compareTo(best.grid) < 0)) {
                best = new Witness(o.solver(), o.result().solution());
            }
        }
        for (Outcome o : outcomes) {
            Grid answer = o.result().solution();
            if (o.hasVerifiedSolution() && !answer.equals(best.grid)) {
                f.disagree.add(o.solver() + "'s answer is not the smallest: " + best.source
                        + "'s valid solution is smaller (" + firstDifference(best.grid, answer) + ")");
            }
        }
    }

    private static void compareCounts(List<Outcome> outcomes, boolean providedValid, Findings f) {
        long mostFound = providedValid ? 1 : 0;
        String mostSource = "the input";
        for (Outcome o : outcomes) {
            if (o.result().solutionsFound() > mostFound) {
                mostFound = o.result().solutionsFound();
                mostSource = o.solver();
            }
        }
        for (Outcome o : outcomes) {
            Status s = o.result().status();
            boolean exact = o.result().countExact() && (s == Status.SOLVED || s == Status.NO_SOLUTION);
            if (exact && o.result().solutionsFound() < mostFound) {
                f.disagree.add(o.solver() + " counts exactly " + o.result().solutionsFound() + " solutions, but "
                        + mostSource + " found " + mostFound);
            }
        }
    }

    /** "input" (provided), or the first solver with a verified solution; null if none. */
    private static Witness firstVerified(List<Outcome> outcomes, Grid validProvided) {
        for (Outcome o : outcomes) {
            if (o.hasVerifiedSolution()) {
                return new Witness(o.solver(), o.result().solution());
            }
        }
        return validProvided == null ? null : new Witness("the input", validProvided);
    }

    private static String providedColumn(List<Outcome> outcomes, Grid provided) {
        if (provided == null) {
            return "";
        }
        for (Outcome o : outcomes) {
            if (o.result().solution() != null && !provided.equals(o.result().solution())) {
                return "MISMATCH";
            }
            if (o.result().status() == Status.NO_SOLUTION) {
                return "MISMATCH";
            }
        }
        return "MATCH";
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

    private record Witness(String source, Grid grid) {
    }

    /** What was found, by severity; the worst decides the verdict, all go into the detail. */
    private static final class Findings {
        final List<String> wrong = new ArrayList<>();
        final List<String> disagree = new ArrayList<>();
        final List<String> inconclusive = new ArrayList<>();
        final List<String> multiple = new ArrayList<>();

        Verdict verdict() {
            if (!wrong.isEmpty()) {
                return Verdict.WRONG;
            }
            if (!disagree.isEmpty()) {
                return Verdict.DISAGREE;
            }
            if (!inconclusive.isEmpty()) {
                return Verdict.INCONCLUSIVE;
            }
            return multiple.isEmpty() ? Verdict.AGREE : Verdict.AGREE_MULTIPLE;
        }

        String detail() {
            List<String> all = new ArrayList<>(wrong);
            all.addAll(disagree);
            all.addAll(inconclusive);
            all.addAll(multiple);
            return String.join("; ", all);
        }
    }
}
