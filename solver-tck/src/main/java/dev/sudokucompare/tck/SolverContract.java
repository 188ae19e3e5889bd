package dev.sudokucompare.tck;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The {@link SudokuSolver} contract as JUnit 5 tests. Extend it in your test sources, return your
 * solver and say what it can do; every test below then runs against it:
 *
 * <pre>{@code
 * class MySolverContractTest extends SolverContract {
 *
 *     @Override
 *     protected SudokuSolver solver() {
 *         return new MySolver();
 *     }
 *
 *     @Override
 *     protected SolverCapabilities capabilities() {
 *         return SolverCapabilities.defaults().withLargestSide(16).withNodeCounts();
 *     }
 * }
 * }</pre>
 *
 * <p>What is checked, on puzzles bundled in this jar (cut from the project's {@code datasets/}),
 * seeded random puzzles of 4x4 to 12x12 grids and their images under seeded symmetries:
 * <ul>
 *   <li>FIRST solves every puzzle: unique ones to their only solution, others to some solution;</li>
 *   <li>LEXMIN gives the smallest solution (row-major), where it is known, and elsewhere one no
 *       larger than any other completion known;</li>
 *   <li>COUNT is exact with a high limit, stops at 2 (not exact) under a limit of 2, proves unique
 *       puzzles unique, and counts a puzzle and its symmetric image alike;</li>
 *   <li>consistent givens without a solution are NO_SOLUTION in every mode; conflicting givens are
 *       NO_SOLUTION in every mode, without a search node, and the message names the two cells
 *       ({@code r5c2}, {@code r5c8}: {@link dev.sudokucompare.core.Conflict#describe()} does);</li>
 *   <li>a time limit, a node limit or a cancellation (from another thread, or before the call) ends
 *       a search that cannot finish with LIMIT, never NO_SOLUTION or SOLVED, with a message naming
 *       it ({@code time limit}, {@code node limit}, {@code cancel}); the instance answers normally
 *       afterwards;</li>
 *   <li>on every call of every test: the solver returns (never throws), never ERROR, a solution
 *       exactly when it found one, which keeps the givens and breaks no rule, no more solutions
 *       than asked for, sane statistics (nothing negative, backtracks at most nodes, build plus
 *       search time within the time measured around the call, nodes within the node limit);</li>
 *   <li>for a {@link SolverCapabilities#withDecisionTrace() decision trace}: one reported decision
 *       per node and one undoing per backtrack, in depth-first order;</li>
 *   <li>one instance called from four threads at once answers right.</li>
 * </ul>
 *
 * <p>The tests are {@code final}: a solver cannot leave one out except by declaring a capability.
 * A test is skipped only for a capability the solver declares it lacks (a mode, a grid size,
 * node counts, an exact node limit, a trace): see {@link SolverCapabilities}. A whole run takes
 * seconds for a solver that finds a 16x16 puzzle in milliseconds. No test depends on timing; only
 * the time-limit and cancellation tests bound how long a call may take (5 minutes, so that only a
 * hang and not a busy machine reaches it), because a hang is what they look for.
 */
public abstract class SolverContract {

    /**
     * The solver under test. Called once per test; returning the same instance each time is
     * fine (and tests that the instance keeps no state between calls).
     */
    protected abstract SudokuSolver solver();

    /** What the solver promises beyond the basic contract; {@link SolverCapabilities#defaults()} unless overridden. */
    protected SolverCapabilities capabilities() {
        return SolverCapabilities.defaults();
    }

    private SolverUnderTest subject() {
        return new SolverUnderTest(solver(), capabilities());
    }

    /** The solver has a name to be reported by. */
    @Test
    public final void nameIsNotBlank() {
        assertThat(subject().solver().name()).as("solver name").isNotBlank();
    }

    /** FIRST solves every unique puzzle (bundled, generated, symmetric images) to its only solution. */
    @TestFactory
    public final Stream<DynamicTest> firstSolvesUniquePuzzlesToTheirOnlySolution() {
        return AnswerChecks.firstSolvesUniquePuzzles(subject());
    }

    /** FIRST completes every puzzle with several solutions (a two-solution puzzle to one of its two). */
    @TestFactory
    public final Stream<DynamicTest> firstCompletesPuzzlesWithSeveralSolutions() {
        return AnswerChecks.firstCompletesPuzzlesWithSeveralSolutions(subject());
    }

    /**
     * LEXMIN gives the known smallest solution (multi-solution puzzles, the empty 9x9 and 4x4 grids, unique
     * puzzles).
     */
    @TestFactory
    public final Stream<DynamicTest> lexminFindsTheKnownSmallestSolution() {
        return AnswerChecks.lexminFindsTheKnownSmallestSolution(subject());
    }

    /** LEXMIN is never larger than a known solution, nor than the solver's own FIRST answer. */
    @TestFactory
    public final Stream<DynamicTest> lexminIsNeverLargerThanAnotherCompletion() {
        return AnswerChecks.lexminIsNeverLargerThanAnotherCompletion(subject());
    }

    /** COUNT with a limit far above the count finds every solution and says the count is exact. */
    @TestFactory
    public final Stream<DynamicTest> countIsExactWithAHighLimit() {
        return CountChecks.countIsExactWithAHighLimit(subject());
    }

    /** COUNT with a limit of 2, on puzzles with more, gives 2 and says the count is not exact. */
    @TestFactory
    public final Stream<DynamicTest> countLimitTwoStopsAtTwoWithoutClaimingExactness() {
        return CountChecks.countLimitTwoStopsAtTwo(subject());
    }

    /** COUNT with a limit of 2 proves unique puzzles unique: 1, exact, the known solution. */
    @TestFactory
    public final Stream<DynamicTest> countProvesUniquePuzzlesUnique() {
        return CountChecks.countProvesUniquePuzzlesUnique(subject());
    }

    /** COUNT gives a puzzle and its symmetric image the same count and exactness. */
    @TestFactory
    public final Stream<DynamicTest> countIsTheSameForSymmetricImages() {
        return CountChecks.countIsTheSameForSymmetricImages(subject());
    }

    /** Consistent givens without a completion are NO_SOLUTION in every mode. */
    @TestFactory
    public final Stream<DynamicTest> noSolutionInEveryMode() {
        return UnsolvableChecks.noSolutionInEveryMode(subject());
    }

    /** Conflicting givens are NO_SOLUTION in every mode, without a node, naming both cells of a conflict. */
    @TestFactory
    public final Stream<DynamicTest> conflictingGivensAreNoSolutionNamingTheConflict() {
        return UnsolvableChecks.conflictingGivensAreNamed(subject());
    }

    /** A 150 ms time limit ends an endless search (COUNT on the empty 9x9 grid) with LIMIT naming the time limit. */
    @Test
    public final void timeLimitStopsAnEndlessSearchWithLimit() {
        LimitChecks.timeLimitStopsAnEndlessSearch(subject());
    }

    /** A node limit ends an endless search with LIMIT naming it, and exactly at the limit if it is exact. */
    @Test
    public final void nodeLimitStopsAnEndlessSearchWithLimit() {
        LimitChecks.nodeLimitStopsAnEndlessSearch(subject());
    }

    /** An exact node limit: k nodes suffice for a search that needs k, k-1 stop it with LIMIT after k-1. */
    @Test
    public final void exactNodeLimitRefusesTheNodeAfterTheLimit() {
        LimitChecks.exactNodeLimitRefusesTheNextNode(subject());
    }

    /** A cancellation raised by another thread during the call ends it with LIMIT saying cancelled. */
    @Test
    public final void cancellationFromAnotherThreadEndsTheCallWithLimit() throws InterruptedException {
        CancellationChecks.cancellingFromAnotherThreadEndsTheCall(subject());
    }

    /** A request cancelled before the call is LIMIT saying cancelled, without a search node. */
    @Test
    public final void preCancelledRequestReturnsLimitAtOnce() {
        CancellationChecks.preCancelledRequestReturnsAtOnce(subject());
    }

    /** After cancelled calls the same instance solves puzzles as before. */
    @Test
    public final void solverWorksNormallyAfterCancelledCalls() throws InterruptedException {
        CancellationChecks.solverWorksNormallyAfterACancelledCall(subject());
    }

    /** Statistics add up for calls of every outcome (solved, counted, unsolvable, conflicting, stopped). */
    @Test
    public final void statisticsAreConsistentForEveryOutcome() {
        StatisticsChecks.statisticsAreConsistent(subject());
    }

    /** The decision trace reports one decision per node and one undoing per backtrack, depth-first. */
    @Test
    public final void traceReportsEveryDecisionAndBacktrack() {
        TraceChecks.traceMatchesTheStatistics(subject());
    }

    /** One instance called from four threads at once gives every answer right. */
    @Test
    public final void oneInstanceServesSeveralThreadsAtOnce() throws InterruptedException {
        ConcurrencyChecks.oneInstanceServesSeveralThreads(subject());
    }

    /** 1x1 and 2x2 grids, a completed grid and a grid one blank short are answered right in every mode. */
    @Test
    public final void edgeCasesAreAnsweredInEveryMode() {
        RobustnessChecks.edgeCasesAreAnsweredInEveryMode(subject());
    }
}
