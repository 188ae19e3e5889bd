package dev.sudokucompare.tck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Time and node limits. Both use a search no solver can finish: counting the completions of the
 * empty 9x9 grid (about 6.7e21) with no count limit to speak of.
 */
final class LimitChecks {

    static final Grid EMPTY_9X9 = Grid.empty(Shape.CLASSIC);
    static final SolveRequest ENDLESS = SolveRequest.count(Integer.MAX_VALUE);
    /** Only a hang can take this long, however busy the machine; the limit under test is 150 ms. */
    static final Duration HANG = Duration.ofMinutes(5);

    private static final Duration TIME_LIMIT = Duration.ofMillis(150);
    private static final long NODE_LIMIT = 1000;
    /** The exact-limit check runs a search three times; longer ones prove nothing more. */
    private static final long CUTTABLE_NODES = 100_000;

    private LimitChecks() {
    }

    static void assumeEndlessSearch(SolverUnderTest s) {
        s.assumeMode(Mode.COUNT);
        s.assumeShape(Shape.CLASSIC);
    }

    static void timeLimitStopsAnEndlessSearch(SolverUnderTest s) {
        assumeEndlessSearch(s);
        SolveRequest request = ENDLESS.withTimeLimit(TIME_LIMIT);
        SolveResult r = assertTimeoutPreemptively(HANG, () -> s.solve("the empty 9x9 grid", EMPTY_9X9, request),
                s.solver().name() + " ignored a " + TIME_LIMIT.toMillis() + " ms time limit");
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.message().toLowerCase(Locale.ROOT)).as("the message names the time limit: %s", r.describe())
                .contains("time limit");
    }

    static void nodeLimitStopsAnEndlessSearch(SolverUnderTest s) {
        assumeEndlessSearch(s);
        s.assumeNodeCounts();
        SolveResult r = s.solve("the empty 9x9 grid", EMPTY_9X9, ENDLESS.withNodeLimit(NODE_LIMIT));
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.message().toLowerCase(Locale.ROOT)).as("the message names the node limit: %s", r.describe())
                .contains("node limit");
        if (s.capabilities().exactNodeLimit()) {
            assertThat(r.stats().nodes()).as("nodes when stopped by an exact limit of %d", NODE_LIMIT)
                    .isEqualTo(NODE_LIMIT);
        }
    }

    /**
     * For each puzzle and request, the nodes k an unlimited call needs: with a limit of k the
     * call gives the same answer with k nodes; with k-1 it is LIMIT (never NO_SOLUTION, never a
     * solution it did not finish) with exactly k-1 nodes. Searches of more than
     * {@value #CUTTABLE_NODES} nodes are left out: running them three times would prove nothing more.
     */
    static void exactNodeLimitRefusesTheNextNode(SolverUnderTest s) {
        assumeTrue(s.capabilities().exactNodeLimit(), () -> s.solver().name() + " declares no exact node limit");
        List<String> cut = new ArrayList<>();
        for (KitPuzzle p : s.within(KitPuzzles.concat(BundledPuzzles.UNIQUE_9, BundledPuzzles.MULTIPLE,
                BundledPuzzles.TWO_SOLUTIONS, BundledPuzzles.NO_SOLUTION))) {
            for (SolveRequest request : UnsolvableChecks.everyMode(s)) {
                SolveResult free = s.solve(p.name(), p.puzzle(), request);
                long needed = free.stats().nodes();
                if (needed < 2 || needed > CUTTABLE_NODES) {
                    continue; // no smaller limit to try, or too long a search to run three times
                }
                String where = p.name() + ", " + request;
                SolveResult enough = s.solve(p.name(), p.puzzle(), request.withNodeLimit(needed));
                assertThat(enough.status()).as("%s with the %d nodes it needs: %s", where, needed, enough.describe())
                        .isEqualTo(free.status());
                assertThat(enough.solution()).as("%s with the %d nodes it needs", where, needed)
                        .isEqualTo(free.solution());
                assertThat(enough.stats().nodes()).as("%s nodes under a limit of %d", where, needed).isEqualTo(needed);

                SolveResult tooFew = s.solve(p.name(), p.puzzle(), request.withNodeLimit(needed - 1));
                assertThat(tooFew.status()).as("%s, one node short of the %d it needs: %s", where, needed,
                        tooFew.describe()).isEqualTo(Status.LIMIT);
                assertThat(tooFew.stats().nodes()).as("%s nodes under a limit of %d", where, needed - 1)
                        .isEqualTo(needed - 1);
                cut.add(where);
            }
        }
        assertThat(cut).as("calls that needed at least 2 nodes, so a limit could cut them").hasSizeGreaterThan(5);
    }
}
