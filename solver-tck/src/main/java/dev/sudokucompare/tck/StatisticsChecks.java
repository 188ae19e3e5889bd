package dev.sudokucompare.tck;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The statistics of calls of every outcome. {@link SolverUnderTest#solve} checks the rules on
 * every call of every check; this check makes sure each outcome is among them.
 */
final class StatisticsChecks {

    private StatisticsChecks() {
    }

    /** One call per outcome the solver can be asked for: solved, counted, proved unsolvable, conflicting, stopped. */
    static List<Call> menu(SolverUnderTest s) {
        List<Call> calls = new ArrayList<>();
        KitPuzzle unique = BundledPuzzles.UNIQUE_9.get(0);
        KitPuzzle multiple = BundledPuzzles.MULTIPLE.get(BundledPuzzles.MULTIPLE.size() - 1);
        KitPuzzle none = BundledPuzzles.NO_SOLUTION.get(BundledPuzzles.NO_SOLUTION.size() - 1);
        calls.add(new Call(unique.name(), unique.puzzle(), SolveRequest.first()));
        calls.add(new Call(multiple.name(), multiple.puzzle(), SolveRequest.lexmin()));
        calls.add(new Call(multiple.name(), multiple.puzzle(), SolveRequest.count(CountChecks.HIGH_COUNT_LIMIT)));
        calls.add(new Call(multiple.name(), multiple.puzzle(), SolveRequest.count(2)));
        calls.add(new Call(none.name(), none.puzzle(), SolveRequest.first()));
        calls.add(new Call(none.name(), none.puzzle(), SolveRequest.count(2)));
        KitPuzzle conflicting = BundledPuzzles.CONFLICTING.get(0);
        calls.add(new Call(conflicting.name(), conflicting.puzzle(), SolveRequest.first()));
        calls.add(new Call("the empty 9x9 grid", LimitChecks.EMPTY_9X9, LimitChecks.ENDLESS.withNodeLimit(500)));
        calls.add(new Call("the empty 9x9 grid", LimitChecks.EMPTY_9X9,
                LimitChecks.ENDLESS.withTimeLimit(Duration.ofMillis(50))));
        return calls.stream().filter(c -> s.capabilities().supports(c.request().mode()))
                .filter(c -> s.capabilities().handles(c.puzzle().shape()))
                .filter(c -> c.request().nodeLimit() == Long.MAX_VALUE || s.capabilities().countsNodes())
                .toList();
    }

    static void statisticsAreConsistent(SolverUnderTest s) {
        List<Call> calls = menu(s);
        assertThat(calls).as("calls within the declared capabilities").isNotEmpty();
        calls.forEach(c -> c.on(s));
        if (s.capabilities().countsNodes() && s.capabilities().supports(Mode.COUNT)) {
            KitPuzzle multiple = BundledPuzzles.MULTIPLE.get(BundledPuzzles.MULTIPLE.size() - 1);
            SolveRequest all = SolveRequest.count(CountChecks.HIGH_COUNT_LIMIT);
            SolveResult r = s.solve(multiple.name(), multiple.puzzle(), all);
            assertThat(r.stats().nodes()).as("nodes to count %d solutions: %s", multiple.count(), r.describe())
                    .isGreaterThanOrEqualTo(multiple.count() - 1);
        }
    }

    /** A call of the menu. */
    record Call(String where, Grid puzzle, SolveRequest request) {

        SolveResult on(SolverUnderTest s) {
            return s.solve(where, puzzle, request);
        }

        Call with(SolveRequest newRequest) {
            return new Call(where, puzzle, newRequest);
        }
    }
}
