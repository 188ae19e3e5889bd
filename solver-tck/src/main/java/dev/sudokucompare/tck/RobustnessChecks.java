package dev.sudokucompare.tck;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import java.util.List;

/**
 * Puzzles at the edges of what a {@link Grid} can be, which a solver must answer (not throw):
 * the 1x1 grid, 2x2 grids with 1x2 and 2x1 boxes, a completed grid and a grid one cell short of
 * complete. Their counts and smallest solutions are plain to see.
 */
final class RobustnessChecks {

    /** A puzzle, its number of solutions and its smallest. */
    private record Edge(String name, Grid puzzle, long count, Grid lexmin) {
    }

    private RobustnessChecks() {
    }

    private static List<Edge> edges() {
        Shape wide = Shape.of(1, 2);
        Shape tall = Shape.of(2, 1);
        KitPuzzle complete = BundledPuzzles.UNIQUE_9.stream().filter(p -> p.puzzle().isComplete()).findFirst()
                .orElseThrow();
        KitPuzzle oneShort = BundledPuzzles.UNIQUE_9.stream()
                .filter(p -> p.puzzle().givenCount() == p.shape().cellCount() - 1).findFirst().orElseThrow();
        return List.of(
                new Edge("the empty 1x1 grid", Grid.empty(Shape.of(1, 1)), 1, Grid.parse("1")),
                new Edge("the empty 2x2 grid with 1x2 boxes", Grid.empty(wide), 2, Grid.parse("1221", wide)),
                new Edge("the empty 2x2 grid with 2x1 boxes", Grid.empty(tall), 2, Grid.parse("1221", tall)),
                new Edge("a 2x2 grid with one given", Grid.parse("2...", wide), 1, Grid.parse("2112", wide)),
                new Edge(complete.name() + " (complete)", complete.puzzle(), 1, complete.solution()),
                new Edge(oneShort.name() + " (one blank)", oneShort.puzzle(), 1, oneShort.solution()));
    }

    static void edgeCasesAreAnsweredInEveryMode(SolverUnderTest s) {
        for (Edge e : edges()) {
            if (!s.capabilities().handles(e.puzzle().shape())) {
                continue;
            }
            for (SolveRequest request : UnsolvableChecks.everyMode(s)) {
                SolveResult r = s.solve(e.name(), e.puzzle(), request);
                String about = e.name() + ", " + request + " -> " + r.describe();
                assertThat(r.status()).as(about).isEqualTo(Status.SOLVED);
                switch (request.mode()) {
                    case FIRST -> { } // the checker has judged it
                    case LEXMIN -> assertThat(r.solution()).as(about).isEqualTo(e.lexmin());
                    case COUNT -> {
                        long expected = Math.min(e.count(), request.countLimit());
                        assertThat(r.solutionsFound()).as(about).isEqualTo(expected);
                        if (e.count() < request.countLimit()) {
                            assertThat(r.countExact()).as(about).isTrue();
                        }
                    }
                }
            }
        }
    }
}
