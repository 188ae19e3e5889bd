package dev.sudokucompare.report.html;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * One finding as the page shows it: the verdict with its proof, the puzzle as a grid, and each
 * answer as a grid with the cells that differ from the reference marked. The reference is a
 * verified solution: the smallest one in lexmin mode (the right answer there), else the first.
 */
record FindingView(String verdict, String location, String detail, String raw, boolean malformed,
        List<GridView> grids) {

    FindingView {
        grids = List.copyOf(grids);
    }

    static FindingView of(Judgement j, Mode mode) {
        String verdict = j.verdict().name();
        if (j.record().isMalformed()) {
            return new FindingView(verdict, j.record().location(), j.detail(), j.record().raw(), true, List.of());
        }
        Grid puzzle = j.record().puzzle();
        Grid reference = reference(j.outcomes(), mode);
        List<GridView> grids = new ArrayList<>();
        grids.add(GridView.of("puzzle", puzzle.givenCount() + " givens", puzzle, puzzle, null));
        boolean referenceShown = false;
        for (Outcome o : j.outcomes()) {
            Grid answer = o.result().solution();
            String answerVerdict = o.verdict() + ": " + o.reason();
            if (answer == null) {
                grids.add(GridView.textOnly(o.solver(), answerVerdict));
                continue;
            }
            GridView g = GridView.of(o.solver(), "", puzzle, answer, reference);
            String status = answerVerdict;
            grids.add(withNote(g, status, reference, answer, referenceShown));
            referenceShown |= answer.equals(reference);
        }
        Grid provided = j.record().providedSolution();
        if (provided != null) {
            GridView g = GridView.of("the input's own solution", "", puzzle, provided, reference);
            grids.add(withNote(g, j.provided().isEmpty() ? "provided" : j.provided(), reference, provided, true));
        }
        return new FindingView(verdict, j.record().location(), j.detail(), j.record().raw(), false, grids);
    }

    private static Grid reference(List<Outcome> outcomes, Mode mode) {
        List<Grid> verified = outcomes.stream().filter(Outcome::hasVerifiedSolution)
                .map(o -> o.result().solution()).toList();
        if (verified.isEmpty()) {
            return null;
        }
        return mode == Mode.LEXMIN ? verified.stream().min(Comparator.naturalOrder()).orElseThrow() : verified.get(0);
    }

    private static GridView withNote(GridView g, String status, Grid reference, Grid answer, boolean referenceShown) {
        String compared = reference == null ? "no verified solution to compare with"
                : answer.equals(reference) ? (referenceShown ? "same as the reference" : "the reference")
                : g.differing() + (g.differing() == 1 ? " cell differs" : " cells differ") + " from the reference";
        return new GridView(g.caption(), status + "; " + compared, g.sizeClass(), g.rows(), g.differing());
    }
}
