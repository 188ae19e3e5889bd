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
 *   <li>one instance called from {@value ConcurrencyChecks#THREADS} threads at once answers right.</li>
 * </ul>
 *
 * <p>The tests are {@code final}: a solver cannot leave one out except by declaring a capability.
 * A test is skipped only for a capability the solver declares it lacks (a mode, a grid size,
 * node counts, an exact node limit, a trace): see {@link SolverCapabilities}. A whole run takes
 * seconds for a solver that finds a 16x16 puzzle in milliseconds. No test depends on timing; only
 * the time-limit and cancellation tests bound how long a call may take (30 s), because a hang is
 * what they look for.
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

    @Test
    public final void nameIsNotBlank() {
        assertThat(subject().solver().name()).as("solver name").isNotBlank();
    }

    @TestFactory
    public final Stream<DynamicTest> firstSolvesUniquePuzzlesToTheirOnlySolution() {
        return AnswerChecks.firstSolvesUniquePuzzles(subject());
    }

    @TestFactory
    public final Stream<DynamicTest> firstCompletesPuzzlesWithSeveralSolutions() {
        return AnswerChecks.firstCompletesPuzzlesWithSeveralSolutions(subject());
    }

    @TestFactory
    public final Stream<DynamicTest> lexminFindsTheKnownSmallestSolution() {
        return AnswerChecks.lexminFindsTheKnownSmallestSolution(subject());
    }

    @TestFactory
    public final Stream<DynamicTest> lexminIsNeverLargerThanAnotherCompletion() {
        return AnswerChecks.lexminIsNeverLargerThanAnotherCompletion(subject());
    }

    @TestFactory
    public final Stream<DynamicTest> countIsExactWithAHighLimit() {
        return CountChecks.countIsExactWithAHighLimit(subject());
    }

    @TestFactory
    public final Stream<DynamicTest> countLimitTwoStopsAtTwoWithoutClaimingExactness() {
        return CountChecks.countLimitTwoStopsAtTwo(subject());
    }

    @TestFactory
    public final Stream<DynamicTest> countProvesUniquePuzzlesUnique() {
        return CountChecks.countProvesUniquePuzzlesUnique(subject());
    }

    @TestFactory
    public final Stream<DynamicTest> countIsTheSameForSymmetricImages() {
        return CountChecks.countIsTheSameForSymmetricImages(subject());
    }

    @TestFactory
    public final Stream<DynamicTest> noSolutionInEveryMode() {
        return UnsolvableChecks.noSolutionInEveryMode(subject());
    }

    @TestFactory
    public final Stream<DynamicTest> conflictingGivensAreNoSolutionNamingTheConflict() {
        return UnsolvableChecks.conflictingGivensAreNamed(subject());
    }

    @Test
    public final void timeLimitStopsAnEndlessSearchWithLimit() {
        LimitChecks.timeLimitStopsAnEndlessSearch(subject());
    }

    @Test
    public final void nodeLimitStopsAnEndlessSearchWithLimit() {
        LimitChecks.nodeLimitStopsAnEndlessSearch(subject());
    }

    @Test
    public final void exactNodeLimitRefusesTheNodeAfterTheLimit() {
        LimitChecks.exactNodeLimitRefusesTheNextNode(subject());
    }

    @Test
    public final void cancellationFromAnotherThreadEndsTheCallWithLimit() throws InterruptedException {
        CancellationChecks.cancellingFromAnotherThreadEndsTheCall(subject());
    }

    @Test
    public final void preCancelledRequestReturnsLimitAtOnce() {
        CancellationChecks.preCancelledRequestReturnsAtOnce(subject());
    }

    @Test
    public final void solverWorksNormallyAfterCancelledCalls() throws InterruptedException {
        CancellationChecks.solverWorksNormallyAfterACancelledCall(subject());
    }

    @Test
    public final void statisticsAreConsistentForEveryOutcome() {
        StatisticsChecks.statisticsAreConsistent(subject());
    }

    @Test
    public final void traceReportsEveryDecisionAndBacktrack() {
        TraceChecks.traceMatchesTheStatistics(subject());
    }

    @Test
    public final void oneInstanceServesSeveralThreadsAtOnce() throws InterruptedException {
        ConcurrencyChecks.oneInstanceServesSeveralThreads(subject());
    }

    @Test
    public final void edgeCasesAreAnsweredInEveryMode() {
        RobustnessChecks.edgeCasesAreAnsweredInEveryMode(subject());
    }
}
