package dev.sudokucompare.tck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;

/**
 * The decision trace, for solvers that declare one: every node is one reported decision, every
 * backtrack one undoing, in depth-first order (see {@link TraceAudit}), on calls of every outcome.
 */
final class TraceChecks {

    private TraceChecks() {
    }

    static void traceMatchesTheStatistics(SolverUnderTest s) {
        assumeTrue(s.capabilities().tracesDecisions(), () -> s.solver().name() + " declares no decision trace");
        long decisions = 0;
        for (StatisticsChecks.Call c : StatisticsChecks.menu(s)) {
            TraceAudit audit = new TraceAudit(c.puzzle().shape());
            SolveResult r = c.with(c.request().withTrace(audit)).on(s);
            String about = c.where() + ", " + c.request() + " -> " + r.describe();
            assertThat(audit.violation()).as("trace of %s", about).isNull();
            assertThat(audit.tried()).as("decisions reported for %s: one per node", about)
                    .isEqualTo(r.stats().nodes());
            assertThat(audit.undone()).as("undoings reported for %s: one per backtrack", about)
                    .isEqualTo(r.stats().backtracks());
            boolean exhausted = r.status() == Status.NO_SOLUTION
                    || r.status() == Status.SOLVED && c.request().mode() == Mode.COUNT && r.countExact();
            if (exhausted) {
                assertThat(audit.open()).as("decisions left open after an exhausted search: %s", about).isZero();
            }
            decisions += audit.tried();
        }
        assertThat(decisions).as("decisions reported over all calls").isPositive();
    }
}
