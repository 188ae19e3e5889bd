package dev.sudokucompare.fuzz;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Symmetry;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;
import java.util.ArrayList;
import java.util.List;

/**
 * The metamorphic relations between one solver's answers to a puzzle and to its variant, which
 * hold whatever the right answers are, so they catch a wrong answer the judge could not prove
 * (the reference off or stopped). A transform keeps whether there is a solution and the count,
 * and maps a completion to a completion (so a lexmin answer to one bounds the other's, though
 * it is not the other's: the order of grids changes). A given added from a solution keeps the
 * puzzle solvable, never adds solutions, never makes the smallest completion smaller, and keeps
 * it when that completion has the added value. A given removed never removes solutions and
 * never makes the smallest completion larger.
 */
final class Relations {

    private Relations() {
    }

    /** What one answer claims. */
    private record Claim(boolean solvable, long count, boolean exact, Grid grid) {
        static Claim of(SolveResult r) {
            return r.status() == Status.NO_SOLUTION ? new Claim(false, 0, true, null)
                    : new Claim(true, r.solutionsFound(), r.countExact(), r.solution());
        }

        String countText() {
            return (exact ? "exactly " : "at least ") + count;
        }
    }

    static List<Symptom> check(Mode mode, Subject subject, Judgement base, Judgement variant) {
        List<Symptom> found = new ArrayList<>();
        for (int i = 0; i < base.outcomes().size() && i < variant.outcomes().size(); i++) {
            Outcome ob = base.outcomes().get(i);
            Outcome ov = variant.outcomes().get(i);
            if (!ob.solver().equals(ov.solver()) || !Oracle.isAnswer(ob) || !Oracle.isAnswer(ov)) {
                continue;
            }
            String broken = broken(mode, subject, Claim.of(ob.result()), Claim.of(ov.result()));
            if (broken != null) {
                found.add(new Symptom(ob.solver(), FailureKind.METAMORPHIC, "breaks a metamorphic relation ("
                        + subject.relation().describe(subject.shape()) + "): " + broken));
            }
        }
        return found;
    }

    /** What the two claims break, or null. */
    private static String broken(Mode mode, Subject subject, Claim b, Claim v) {
        Relation relation = subject.relation();
        if (relation instanceof Relation.Transformed t) {
            return transformed(mode, t.symmetry(), b, v);
        }
        if (relation instanceof Relation.GivenAdded a) {
            return added(mode, subject, a, b, v);
        }
        return removed(mode, b, v);
    }

    private static String transformed(Mode mode, Symmetry t, Claim b, Claim v) {
        if (b.solvable != v.solvable) {
            return solvability(b, v);
        }
        if (mode == Mode.COUNT && b.solvable && contradicts(b, v)) {
            return "counts " + b.countText() + " solutions of the puzzle but " + v.countText() + " of its variant";
        }
        if (mode == Mode.LEXMIN && b.solvable) {
            Grid image = t.apply(b.grid);
            if (v.grid.compareTo(image) > 0) {
                return "its answer to the variant is larger than the image of its answer to the puzzle, "
                        + "a completion of the variant too (" + image + ")";
            }
            Grid back = t.inverse().apply(v.grid);
            if (b.grid.compareTo(back) > 0) {
                return "its answer to the puzzle is larger than the preimage of its answer to the variant, "
                        + "a completion of the puzzle too (" + back + ")";
            }
        }
        return null;
    }

    private static String added(Mode mode, Subject subject, Relation.GivenAdded a, Claim b, Claim v) {
        boolean fromSolution = subject.solution() != null && subject.solution().get(a.cell()) == a.value();
        if (!v.solvable && fromSolution) {
            return "says the variant has no solution, but the solution the given came from completes it ("
                    + subject.solution() + ")";
        }
        if (v.solvable && !b.solvable) {
            return "says the puzzle has no solution, but it has one with one more given (" + v.grid + ")";
        }
        if (!b.solvable || !v.solvable) {
            return null;
        }
        if (mode == Mode.COUNT && b.exact && v.count > b.count) {
            return "counts " + v.countText() + " solutions with one more given, " + b.countText() + " without";
        }
        if (mode == Mode.LEXMIN) {
            if (v.grid.compareTo(b.grid) < 0) {
                return "its answer with one more given is smaller than its answer without (" + v.grid + ")";
            }
            if (b.grid.get(a.cell()) == a.value() && !v.grid.equals(b.grid)) {
                return "its answer without the given has it, so it is the smallest with it too, but it answered "
                        + v.grid;
            }
        }
        return null;
    }

    private static String removed(Mode mode, Claim b, Claim v) {
        if (b.solvable && !v.solvable) {
            return "says a puzzle with a given fewer has no solution, but with it it has one (" + b.grid + ")";
        }
        if (!b.solvable || !v.solvable) {
            return null;
        }
        if (mode == Mode.COUNT && v.exact && v.count < b.count) {
            return "counts " + v.countText() + " solutions with a given fewer, " + b.countText() + " with it";
        }
        if (mode == Mode.LEXMIN && v.grid.compareTo(b.grid) > 0) {
            return "its answer with a given fewer is larger than its answer with it (" + b.grid + ")";
        }
        return null;
    }

    private static String solvability(Claim b, Claim v) {
        return b.solvable ? "solves the puzzle (" + b.grid + ") but says its variant has no solution"
                : "says the puzzle has no solution but solves its variant (" + v.grid + ")";
    }

    /** Two counts of the same number of solutions that cannot both be true. */
    private static boolean contradicts(Claim a, Claim b) {
        if (a.exact && b.exact) {
            return a.count != b.count;
        }
        return a.exact && b.count > a.count || b.exact && a.count > b.count;
    }
}
