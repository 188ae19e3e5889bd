package dev.sudokucompare.tck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;

/**
 * The kit fails solvers that break the contract: each broken solver below is {@code dfs-mrv}
 * with one fault, run through the kit's test that must catch it (and one that must not mind).
 */
class KitCatchesBrokenSolversTest {

    private static final SudokuSolver MRV = DfsSolvers.fromSpec("dfs-mrv").orElseThrow();

    /** The configuration parameter that lets the broken solvers' contract tests run. */
    static final String RUN_BROKEN = "solver-tck.run-broken-solvers";

    /**
     * dfs-mrv with one fault: {@code fault} gets the puzzle, the request and the honest result.
     * Its contract tests fail by design, so they run only when launched from here.
     */
    @ExtendWith(OnlyLaunchedFromHere.class)
    abstract static class Broken extends SolverContract {

        abstract SolveResult fault(Grid puzzle, SolveRequest request, SolveResult honest);

        @Override
        protected SudokuSolver solver() {
            return new SudokuSolver() {
                @Override
                public String name() {
                    return "broken dfs-mrv";
                }

                @Override
                public SolveResult solve(Grid puzzle, SolveRequest request) {
                    return fault(puzzle, request, MRV.solve(puzzle, request));
                }
            };
        }

        @Override
        protected SolverCapabilities capabilities() {
            return SolverCapabilities.defaults().withLargestSide(16).withExactNodeLimit().withDecisionTrace();
        }
    }

    /** LEXMIN searched like FIRST (fewest candidates first): a solution, not the smallest. */
    static class LexminLikeFirst extends Broken {
        @Override
        SolveResult fault(Grid puzzle, SolveRequest request, SolveResult honest) {
            return request.mode() == Mode.LEXMIN ? MRV.solve(puzzle, request.withMode(Mode.FIRST)) : honest;
        }
    }

    /** A limit reported as "no solution". */
    static class LimitAsNoSolution extends Broken {
        @Override
        SolveResult fault(Grid puzzle, SolveRequest request, SolveResult honest) {
            return honest.status() == Status.LIMIT ? SolveResult.noSolution("gave up", honest.stats()) : honest;
        }
    }

    /** The count limit ignored in the exactness flag: "exactly 2" when it merely stopped at 2. */
    static class CountAlwaysExact extends Broken {
        @Override
        SolveResult fault(Grid puzzle, SolveRequest request, SolveResult honest) {
            return new SolveResult(honest.status(), honest.solution(), honest.solutionsFound(),
                    honest.status() != Status.LIMIT, honest.stats(), honest.message());
        }
    }

    /** The node limit ignored. */
    static class NodeLimitIgnored extends Broken {
        @Override
        SolveResult fault(Grid puzzle, SolveRequest request, SolveResult honest) {
            return MRV.solve(puzzle, request.withNodeLimit(Long.MAX_VALUE));
        }
    }

    /** Throws on the smallest grids. */
    static class ThrowsOnTinyGrids extends Broken {
        @Override
        SolveResult fault(Grid puzzle, SolveRequest request, SolveResult honest) {
            if (puzzle.size() < 4) {
                throw new IllegalArgumentException("grid too small");
            }
            return honest;
        }
    }

    /** A conflict reported without saying where. */
    static class ConflictUnnamed extends Broken {
        @Override
        SolveResult fault(Grid puzzle, SolveRequest request, SolveResult honest) {
            return puzzle.conflicts().isEmpty() ? honest : SolveResult.noSolution("invalid puzzle", honest.stats());
        }
    }

    @Test
    void lexminThatIsNotTheSmallestFails() {
        assertCaught(LexminLikeFirst.class, "lexminFindsTheKnownSmallestSolution",
                "firstSolvesUniquePuzzlesToTheirOnlySolution");
    }

    @Test
    void limitReportedAsNoSolutionFails() {
        assertCaught(LimitAsNoSolution.class, "timeLimitStopsAnEndlessSearchWithLimit", "noSolutionInEveryMode");
    }

    @Test
    void countClaimedExactAtTheCountLimitFails() {
        assertCaught(CountAlwaysExact.class, "countLimitTwoStopsAtTwoWithoutClaimingExactness",
                "countIsExactWithAHighLimit");
    }

    @Test
    void ignoredNodeLimitFails() {
        assertCaught(NodeLimitIgnored.class, "exactNodeLimitRefusesTheNodeAfterTheLimit",
                "countProvesUniquePuzzlesUnique");
    }

    @Test
    void throwingForAPuzzleFails() {
        assertCaught(ThrowsOnTinyGrids.class, "edgeCasesAreAnsweredInEveryMode", "countIsTheSameForSymmetricImages");
    }

    @Test
    void unnamedConflictFails() {
        assertCaught(ConflictUnnamed.class, "conflictingGivensAreNoSolutionNamingTheConflict",
                "statisticsAreConsistentForEveryOutcome");
    }

    /** The kit's {@code failing} test fails for {@code broken}, and its {@code passing} test passes. */
    private static void assertCaught(Class<? extends Broken> broken, String failing, String passing) {
        Events caught = run(broken, failing);
        assertThat(caught.failed().count()).as("%s: failures of %s", broken.getSimpleName(), failing).isPositive();
        Events unaffected = run(broken, passing);
        assertThat(unaffected.failed().count()).as("%s: failures of %s", broken.getSimpleName(), passing).isZero();
        assertThat(unaffected.succeeded().count()).as("%s: passes of %s", broken.getSimpleName(), passing).isPositive();
    }

    private static Events run(Class<? extends Broken> broken, String method) {
        return EngineTestKit.engine("junit-jupiter").configurationParameter(RUN_BROKEN, "true")
                .selectors(selectMethod(broken, method)).execute().testEvents();
    }

    /** Disables the broken solvers' tests unless {@link #run} launched them (a test filter may select them too). */
    static final class OnlyLaunchedFromHere implements ExecutionCondition {
        @Override
        public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
            return context.getConfigurationParameter(RUN_BROKEN).isPresent()
                    ? ConditionEvaluationResult.enabled("launched to show the kit fails a broken solver")
                    : ConditionEvaluationResult.disabled("a broken solver on purpose; see KitCatchesBrokenSolversTest");
        }
    }
}
