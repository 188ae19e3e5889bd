package dev.sudokucompare.cp;

import dev.sudokucompare.core.Datasets;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * One solve call to replay on a reused and on a fresh model. {@code timed} calls end on the clock,
 * so only their status and message are compared; every other call must agree in full, node
 * counts included, and has the hang guard: a busy machine must not stop one of them.
 */
record Probe(String what, Grid puzzle, SolveRequest request, boolean timed) {

    SolveResult on(ChocoSolver solver) {
        return solver.solve(puzzle, request);
    }

    void assertSameAnswer(SolveResult fresh, SolveResult reused, String context) {
        String where = context + " " + what + " (fresh: " + fresh.describe() + ")";
        assertThat(reused.status()).as(where).isEqualTo(fresh.status());
        assertThat(reused.message()).as(where).isEqualTo(fresh.message());
        if (timed) {
            return;
        }
        assertThat(reused.solution()).as(where).isEqualTo(fresh.solution());
        assertThat(reused.solutionsFound()).as(where).isEqualTo(fresh.solutionsFound());
        assertThat(reused.countExact()).as(where).isEqualTo(fresh.countExact());
        assertThat(reused.stats().nodes()).as("nodes of " + where).isEqualTo(fresh.stats().nodes());
        assertThat(reused.stats().fails()).as("fails of " + where).isEqualTo(fresh.stats().fails());
    }

    /** Calls of every outcome on 9x9: solved, counted, lexmin, no solution (at the root and by search), limits. */
    static List<Probe> classicMenu() {
        List<Probe> menu = new ArrayList<>();
        List<Grid> top95 = Datasets.grids("norvig-top95.txt");
        List<Grid> easy50 = Datasets.grids("norvig-easy50.txt");
        for (int i = 0; i < 2; i++) {
            menu.add(new Probe("top95:" + (i + 1) + " first", top95.get(i), HangGuard.first(), false));
            menu.add(new Probe("top95:" + (i + 1) + " count", top95.get(i), HangGuard.count(2), false));
        }
        for (int i = 0; i < 4; i++) {
            menu.add(new Probe("easy50:" + (i + 1) + " first", easy50.get(i), HangGuard.first(), false));
            menu.add(new Probe("easy50:" + (i + 1) + " count", easy50.get(i), HangGuard.count(2), false));
        }
        menu.add(new Probe("top95:9 node limit", top95.get(8), HangGuard.first().withNodeLimit(4), false));
        menu.add(new Probe("top95:10 out of time", top95.get(9),
                SolveRequest.first().withTimeLimit(Duration.ofNanos(1)), true));
        menu.add(new Probe("top95:11 cancelled", top95.get(10), HangGuard.first().withCancellation(cancelled()), false));
        List<Grid> multi = Datasets.grids("multi-solutions.txt");
        for (int i = 0; i < multi.size(); i += 4) {
            menu.add(new Probe("multi:" + (i + 1) + " count", multi.get(i), HangGuard.count(10_000), false));
            menu.add(new Probe("multi:" + (i + 1) + " lexmin", multi.get(i), HangGuard.lexmin(), false));
        }
        List<Grid> none = Datasets.grids("no-solution.txt");
        for (int i = 0; i < none.size(); i += 2) {
            menu.add(new Probe("no-solution:" + (i + 1), none.get(i), HangGuard.count(2), false));
        }
        menu.add(new Probe("conflicting:1", Datasets.grids("conflicting-givens.txt").get(0), HangGuard.first(), false));
        menu.add(new Probe("empty lexmin", Datasets.grids("empty-grid.txt").get(0), HangGuard.lexmin(), false));
        return menu;
    }

    private static Cancellation cancelled() {
        Cancellation c = new Cancellation();
        c.cancel();
        return c;
    }
}
