package dev.sudokucompare.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.solve.Capabilities;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Each rule of the judge on a hand-made 4x4 puzzle with exactly four solutions: first with the
 * reference off (what the answers prove among themselves), then with the real {@code dfs} as the
 * reference, which proves what no answer can.
 */
class JudgeTest {

    private static final SudokuSolver DFS = DfsSolvers.fromSpec("dfs").orElseThrow();

    /** The judge with the reference off: only the checker and the answers themselves prove anything. */
    private static Judge judge(Mode mode) {
        return new Judge(mode, 2, Reference.OFF);
    }

    private static Judge proving(Mode mode, int countLimit) {
        return new Judge(mode, countLimit, Reference.of(DFS, HangGuard.LIMIT));
    }

    // 34.. / 12.. / 4... / 21.. has exactly four solutions (r1c3 is 1 or 2, r2c3 3 or 4; checked by
    // the first test): SMALLEST, SMALL, LARGE and one more. Until the reference came, this said "two".
    private static final Grid SMALLEST = Grid.parse("3412123443212143");
    private static final Grid SMALL = Grid.parse("3412124343212134");
    private static final Grid LARGE = Grid.parse("3421124343122134");

    private static PuzzleRecord record() {
        return PuzzleRecord.of("t", 1, 1, Grid.parse("34..12..4...21.."));
    }

    private static Outcome solved(String solver, Grid g, long found, boolean exact) {
        String problem = Checker.check(record().puzzle(), g).map(Checker.Problem::message).orElse(null);
        return new Outcome(solver, new SolveResult(Status.SOLVED, g, found, exact, SearchStats.NONE, ""), 1, problem);
    }

    private static Outcome status(String solver, Status s) {
        return new Outcome(solver, new SolveResult(s, null, 0, s == Status.NO_SOLUTION, SearchStats.NONE, "why"), 1, null);
    }

    @Test
    void fixtureHasFourValidSolutionsTheSmallestFirst() {
        assertThat(Checker.check(record().puzzle(), SMALLEST)).isEmpty();
        assertThat(Checker.check(record().puzzle(), SMALL)).isEmpty();
        assertThat(Checker.check(record().puzzle(), LARGE)).isEmpty();
        assertThat(SMALLEST.compareTo(SMALL)).isNegative();
        assertThat(SMALL.compareTo(LARGE)).isNegative();
        SolveResult count = DFS.solve(record().puzzle(), HangGuard.count(10));
        assertThat(count.solutionsFound()).isEqualTo(4);
        assertThat(count.countExact()).isTrue();
        assertThat(DFS.solve(record().puzzle(), HangGuard.lexmin()).solution()).isEqualTo(SMALLEST);
    }

    @Test
    void sameSolutionAgrees() {
        Judgement j = judge(Mode.FIRST).judge(record(), List.of(solved("a", SMALL, 1, false), solved("b", SMALL, 1, false)));
        assertThat(j.verdict()).isEqualTo(RecordVerdict.AGREE);
        assertThat(j.provided()).isEmpty();
    }

    @Test
    void twoValidDifferentSolutionsProveSeveral() {
        Judgement j = judge(Mode.FIRST).judge(record(), List.of(solved("a", SMALL, 1, false), solved("b", LARGE, 1, false)));
        assertThat(j.verdict()).isEqualTo(RecordVerdict.AGREE_MULTIPLE);
        assertThat(j.detail()).contains("a and b found different valid solutions (first difference at r1c3: 1 vs 2)");
    }

    @Test
    void invalidSolutionIsWrongWhateverTheMode() {
        Grid broken = SMALL.with(15, 3);
        for (Mode m : Mode.values()) {
            Judgement j = judge(m).judge(record(), List.of(solved("a", SMALL, 1, false), solved("b", broken, 1, false)));
            assertThat(j.verdict()).as(m.name()).isEqualTo(RecordVerdict.WRONG);
            assertThat(answer(j, "b").verdict()).as(m.name()).isEqualTo(AnswerVerdict.WRONG);
            assertThat(answer(j, "b").reason()).as(m.name()).startsWith("invalid solution: row 4 repeats 3");
            assertThat(answer(j, "a").verdict()).as(m.name()).isEqualTo(AnswerVerdict.CORRECT);
            assertThat(j.detail()).startsWith("b WRONG: invalid solution: ");
        }
    }

    @Test
    void noSolutionAgainstAVerifiedSolutionIsWrong() {
        Judgement j = judge(Mode.FIRST).judge(record(), List.of(status("a", Status.NO_SOLUTION), solved("b", SMALL, 1, false)));
        assertThat(j.verdict()).isEqualTo(RecordVerdict.WRONG);
        assertThat(answer(j, "a").verdict()).isEqualTo(AnswerVerdict.WRONG);
        assertThat(answer(j, "a").reason()).isEqualTo("says no solution, but b's solution verifies");
        assertThat(answer(j, "b").verdict()).isEqualTo(AnswerVerdict.CORRECT);
    }

    @Test
    void aNoSolutionClaimIsProvedByConflictsConfirmedByAnotherOrOnlyNotRefuted() {
        PuzzleRecord clash = PuzzleRecord.of("t", 2, 2, Grid.parse("11.............."));
        Judgement proved = judge(Mode.FIRST).judge(clash, List.of(status("a", Status.NO_SOLUTION)));
        assertThat(answer(proved, "a").verdict()).isEqualTo(AnswerVerdict.CORRECT);
        assertThat(answer(proved, "a").reason()).startsWith("proved: conflicting givens, row 1 repeats 1");
        Judgement both = judge(Mode.FIRST).judge(record(), List.of(status("a", Status.NO_SOLUTION),
                status("b", Status.NO_SOLUTION)));
        assertThat(answer(both, "a").reason()).isEqualTo("no solution, as b says too; not proved (reference off)");
        Judgement alone = judge(Mode.FIRST).judge(record(), List.of(status("a", Status.NO_SOLUTION),
                status("b", Status.LIMIT)));
        assertThat(answer(alone, "a").verdict()).isEqualTo(AnswerVerdict.CORRECT);
        assertThat(answer(alone, "a").reason()).isEqualTo("no solution; not proved (reference off)");
        assertThat(answer(alone, "b").verdict()).isEqualTo(AnswerVerdict.LIMIT);
    }

    @Test
    void aLexminAnswerLargerThanAnotherValidCompletionIsWrong() {
        Judgement j = judge(Mode.LEXMIN).judge(record(), List.of(solved("a", LARGE, 1, false), solved("b", SMALL, 1, false)));
        assertThat(j.verdict()).isEqualTo(RecordVerdict.WRONG);
        assertThat(answer(j, "a").verdict()).isEqualTo(AnswerVerdict.WRONG);
        assertThat(answer(j, "a").reason())
                .isEqualTo("not the smallest completion: b's valid solution is smaller (first difference at r1c3: 1 vs 2)");
        assertThat(answer(j, "b").verdict()).isEqualTo(AnswerVerdict.CORRECT);
    }

    @Test
    void countsMustAgreeWhenExact() {
        Judge judge = judge(Mode.COUNT);
        Judgement same = judge.judge(record(), List.of(solved("a", SMALL, 2, true), solved("b", SMALL, 2, true)));
        assertThat(same.verdict()).isEqualTo(RecordVerdict.AGREE);
        assertThat(answer(same, "a").reason()).isEqualTo("exactly 2 solutions, the same count as b's; not proved (reference off)");
        Judgement clash = judge.judge(record(), List.of(solved("a", SMALL, 1, true), solved("b", SMALL, 2, false)));
        assertThat(clash.verdict()).isEqualTo(RecordVerdict.DISAGREE);
        assertThat(clash.outcomes()).extracting(Outcome::verdict).containsOnly(AnswerVerdict.UNVERIFIED);
        assertThat(answer(clash, "a").reason()).isEqualTo("counts exactly 1, but b counts at least 2; nothing proves which is right");
        // both capped at the same limit: consistent
        assertThat(judge.judge(record(), List.of(solved("a", SMALL, 2, false), solved("b", SMALL, 2, false))).verdict())
                .isEqualTo(RecordVerdict.AGREE);
    }

    @Test
    void aCountBelowTheVerifiedDistinctSolutionsIsWrong() {
        Judgement j = judge(Mode.COUNT).judge(record(), List.of(solved("a", SMALL, 1, true), solved("b", LARGE, 2, true)));
        assertThat(j.verdict()).isEqualTo(RecordVerdict.WRONG);
        assertThat(answer(j, "a").verdict()).isEqualTo(AnswerVerdict.WRONG);
        assertThat(answer(j, "a").reason()).isEqualTo("counts exactly 1 solutions, but 2 distinct valid solutions were found");
        assertThat(answer(j, "b").verdict()).isEqualTo(AnswerVerdict.CORRECT);
        Outcome stopped = new Outcome("b", new SolveResult(Status.LIMIT, LARGE, 1, false, SearchStats.NONE,
                "time limit"), 1, null);
        Judgement proved = judge(Mode.COUNT).judge(record(), List.of(solved("a", SMALL, 2, false), stopped));
        assertThat(answer(proved, "a").verdict()).isEqualTo(AnswerVerdict.CORRECT);
        assertThat(answer(proved, "a").reason()).isEqualTo("at least 2 solutions, proved by 2 distinct valid ones");
    }

    @Test
    void aLimitWithNothingContradictingIsInconclusive() {
        Judgement j = judge(Mode.FIRST).judge(record(), List.of(solved("a", SMALL, 1, false), status("b", Status.LIMIT)));
        assertThat(j.verdict()).isEqualTo(RecordVerdict.INCONCLUSIVE);
        assertThat(answer(j, "b").verdict()).isEqualTo(AnswerVerdict.LIMIT);
        assertThat(j.detail()).isEqualTo("b LIMIT: why");
    }

    @Test
    void everyRepetitionIsJudgedAndTheWorstSpeaksNamingIt() {
        Grid broken = SMALL.with(15, 3);
        Attempt good = attempt(SMALL, 30);
        Attempt bad = attempt(broken, 20);
        Outcome flaky = new Outcome("a", List.of(good, bad, attempt(SMALL, 10)), 0, null, "");
        Judgement j = judge(Mode.FIRST).judge(record(), List.of(flaky, solved("b", SMALL, 1, false)));
        assertThat(j.verdict()).isEqualTo(RecordVerdict.WRONG);
        Outcome a = answer(j, "a");
        assertThat(a.verdict()).isEqualTo(AnswerVerdict.WRONG);
        assertThat(a.reason()).startsWith("repetition 2 of 3: invalid solution: ");
        assertThat(a.shown()).isEqualTo(1);
        assertThat(a.result().solution()).isEqualTo(broken);
        assertThat(a.timeNanos()).isEqualTo(20);
        Outcome crashedOnce = new Outcome("a", List.of(good, new Attempt(new SolveResult(Status.ERROR, null, 0, false,
                SearchStats.NONE, "exited with status 139"), 5, null)), 0, null, "");
        Outcome e = answer(judge(Mode.FIRST).judge(record(), List.of(crashedOnce)), "a");
        assertThat(e.verdict()).isEqualTo(AnswerVerdict.ERROR);
        assertThat(e.reason()).isEqualTo("repetition 2 of 2: exited with status 139");
    }

    @Test
    void aRecordSolvedInSomeRepetitionsAndStoppedInOthersIsSolvedWithTheDisagreementSaid() {
        // The audit's top1465 #68: 62.5 ms LIMIT, then 7.2 and 7.6 ms solved. One slow call must not decide.
        Attempt stopped = new Attempt(new SolveResult(Status.LIMIT, null, 0, false, SearchStats.NONE, "time limit"),
                62_500_000, null);
        Outcome flaky = new Outcome("a", List.of(stopped, attempt(SMALL, 7_200_000), attempt(SMALL, 7_600_000)), 0,
                null, "");
        Outcome a = answer(judge(Mode.FIRST).judge(record(), List.of(flaky)), "a");
        assertThat(a.verdict()).isEqualTo(AnswerVerdict.CORRECT);
        assertThat(a.reason()).isEqualTo("repetitions disagree: 1 of 3 stopped by the limit, the others solved");
        assertThat(a.timeNanos()).as("the median of all three, the stopped call last").isEqualTo(7_600_000);
        // Two of three stopped: still solved, the slowest solved call speaks (the median lies beyond it).
        Outcome mostly = new Outcome("a", List.of(stopped, attempt(SMALL, 7_200_000), stopped), 0, null, "");
        Outcome m = answer(judge(Mode.FIRST).judge(record(), List.of(mostly)), "a");
        assertThat(m.verdict()).isEqualTo(AnswerVerdict.CORRECT);
        assertThat(m.timeNanos()).isEqualTo(7_200_000);
        assertThat(m.reason()).startsWith("repetitions disagree: 2 of 3 stopped");
    }

    @Test
    void whenRepetitionsAgreeTheMedianCallSpeaks() {
        Outcome steady = new Outcome("a", List.of(attempt(SMALL, 30), attempt(SMALL, 10), attempt(SMALL, 20)), 2, null, "");
        Outcome a = answer(judge(Mode.FIRST).judge(record(), List.of(steady)), "a");
        assertThat(a.verdict()).isEqualTo(AnswerVerdict.CORRECT);
        assertThat(a.shown()).isEqualTo(2);
        assertThat(a.timeNanos()).isEqualTo(20);
    }

    @Test
    void aVerdictReadBackFromAFileIsAFloorNeverLifted() {
        Outcome recordedWrong = new Outcome("a", List.of(attempt(SMALL, 1)), 0, AnswerVerdict.WRONG, "as recorded");
        Judgement j = judge(Mode.FIRST).judge(record(), List.of(recordedWrong));
        assertThat(answer(j, "a").verdict()).isEqualTo(AnswerVerdict.WRONG);
        assertThat(j.verdict()).isEqualTo(RecordVerdict.WRONG);
        Outcome forgedCorrect = new Outcome("a", List.of(new Attempt(solved("x", SMALL.with(15, 3), 1, false).result(), 1,
                "row 4 repeats 3")), 0, AnswerVerdict.CORRECT, "forged");
        assertThat(answer(judge(Mode.FIRST).judge(record(), List.of(forgedCorrect)), "a").verdict())
                .isEqualTo(AnswerVerdict.WRONG);
    }

    @Test
    void providedSolutionIsAWitness() {
        PuzzleRecord withSmall = record().withSolution(SMALL);
        Judgement lex = judge(Mode.LEXMIN).judge(withSmall, List.of(solved("a", LARGE, 1, false)));
        assertThat(lex.verdict()).isEqualTo(RecordVerdict.WRONG);
        assertThat(lex.provided()).isEqualTo("MISMATCH");
        assertThat(answer(lex, "a").reason()).contains("the input's valid solution is smaller");
        Judgement none = judge(Mode.FIRST).judge(withSmall, List.of(status("a", Status.NO_SOLUTION)));
        assertThat(none.verdict()).isEqualTo(RecordVerdict.WRONG);
        Judgement match = judge(Mode.FIRST).judge(withSmall, List.of(solved("a", SMALL, 1, false)));
        assertThat(match.verdict()).isEqualTo(RecordVerdict.AGREE);
        assertThat(match.provided()).isEqualTo("MATCH");
        Judgement nobody = judge(Mode.FIRST).judge(withSmall, List.of(status("a", Status.LIMIT)));
        assertThat(nobody.provided()).isEqualTo("NOT_COMPARED");
    }

    @Test
    void unreadableOutputIsWrong() {
        Outcome junk = new Outcome("p", SolveResult.badOutput("the answer ends after 1 of 4 lines", SearchStats.NONE), 1, null);
        Judgement j = judge(Mode.FIRST).judge(record(), List.of(junk));
        assertThat(answer(j, "p").verdict()).isEqualTo(AnswerVerdict.WRONG);
        assertThat(answer(j, "p").reason()).isEqualTo("output is not an answer: the answer ends after 1 of 4 lines");
    }

    @Test
    void theReferenceRefutesAFalseNoSolutionAndProvesATrueOne() {
        Judgement refuted = proving(Mode.FIRST, 2).judge(record(), List.of(status("a", Status.NO_SOLUTION)));
        assertThat(answer(refuted, "a").verdict()).isEqualTo(AnswerVerdict.WRONG);
        assertThat(answer(refuted, "a").reason()).isEqualTo("says no solution, but the reference dfs found a valid completion");
        // Consistent givens, no completion: r1c1 can hold nothing (1 and 2 in its row, 3 and 4 in its column).
        PuzzleRecord dead = PuzzleRecord.of("t", 3, 3, Grid.parse(".12.3...4......."));
        Judgement proved = proving(Mode.FIRST, 2).judge(dead, List.of(status("a", Status.NO_SOLUTION)));
        assertThat(dead.puzzle().conflicts()).isEmpty();
        assertThat(answer(proved, "a").verdict()).isEqualTo(AnswerVerdict.CORRECT);
        assertThat(answer(proved, "a").reason()).isEqualTo("no solution, proved by the reference dfs's exhausted search");
    }

    @Test
    void aLexminAnswerAloneIsProvedOrRefutedByTheReference() {
        Judgement larger = proving(Mode.LEXMIN, 2).judge(record(), List.of(solved("a", LARGE, 1, false)));
        assertThat(larger.verdict()).isEqualTo(RecordVerdict.WRONG);
        assertThat(answer(larger, "a").reason())
                .isEqualTo("not the smallest completion: the reference dfs's is smaller (first difference at r1c3: 1 vs 2)");
        Judgement small = proving(Mode.LEXMIN, 2).judge(record(), List.of(solved("a", SMALL, 1, false)));
        assertThat(answer(small, "a").reason()).as("smaller than any other answer, but not the smallest")
                .isEqualTo("not the smallest completion: the reference dfs's is smaller (first difference at r2c3: 3 vs 4)");
        Judgement smallest = proving(Mode.LEXMIN, 2).judge(record(), List.of(solved("a", SMALLEST, 1, false)));
        assertThat(answer(smallest, "a").verdict()).isEqualTo(AnswerVerdict.CORRECT);
        assertThat(answer(smallest, "a").reason()).isEqualTo("the smallest completion, proved by the reference dfs");
        Judgement off = judge(Mode.LEXMIN).judge(record(), List.of(solved("a", LARGE, 1, false)));
        assertThat(answer(off, "a").verdict()).as("nothing given is smaller; the reference is off").isEqualTo(AnswerVerdict.CORRECT);
        assertThat(answer(off, "a").reason()).isEqualTo("a valid completion; none given is smaller; not proved (reference off)");
    }

    @Test
    void aCountAloneIsCheckedByTheReferenceUpToTheCountLimit() {
        Judgement low = proving(Mode.COUNT, 2).judge(record(), List.of(solved("a", SMALL, 1, true)));
        assertThat(answer(low, "a").verdict()).isEqualTo(AnswerVerdict.WRONG);
        assertThat(answer(low, "a").reason()).isEqualTo("counts exactly 1 solutions, but the reference dfs counts at least 2");
        Judgement capped = proving(Mode.COUNT, 2).judge(record(), List.of(solved("a", SMALL, 2, false)));
        assertThat(answer(capped, "a").verdict()).isEqualTo(AnswerVerdict.CORRECT);
        assertThat(answer(capped, "a").reason())
                .isEqualTo("at least 2 solutions, as far as the reference dfs counts (up to the count limit, 2)");
        Judgement exact = proving(Mode.COUNT, 5).judge(record(), List.of(solved("a", SMALL, 4, true)));
        assertThat(answer(exact, "a").reason()).isEqualTo("exactly 4 solutions, proved by the reference dfs");
        Judgement under = proving(Mode.COUNT, 5).judge(record(), List.of(solved("a", SMALL, 2, true)));
        assertThat(answer(under, "a").reason()).isEqualTo("counts exactly 2 solutions, but the reference dfs counts exactly 4");
        Judgement over = proving(Mode.COUNT, 5).judge(record(), List.of(solved("a", SMALL, 5, true)));
        assertThat(answer(over, "a").verdict()).isEqualTo(AnswerVerdict.WRONG);
        Judgement none = proving(Mode.COUNT, 5).judge(record(), List.of(status("a", Status.NO_SOLUTION)));
        assertThat(answer(none, "a").reason()).isEqualTo("counts exactly 0 solutions, but the reference dfs counts exactly 4");
    }

    /** A reference that stops at its limit proves nothing: the answer is UNVERIFIED, never accepted. */
    @Test
    void whatTheReferenceCannotProveInTimeIsUnverified() {
        Reference stopping = Reference.of(new Stopping(), Duration.ofMillis(250));
        Judgement lex = new Judge(Mode.LEXMIN, 2, stopping).judge(record(), List.of(solved("a", SMALL, 1, false)));
        assertThat(lex.verdict()).isEqualTo(RecordVerdict.UNVERIFIED);
        assertThat(answer(lex, "a").verdict()).isEqualTo(AnswerVerdict.UNVERIFIED);
        assertThat(answer(lex, "a").reason()).isEqualTo("a valid completion; none given is smaller; not proved: the reference "
                + "stopping stopped at its limit (250 ms)");
        assertThat(JudgeVerdict.of(answer(lex, "a"))).as("no AC for what is not proved").isNull();
        Judgement none = new Judge(Mode.FIRST, 2, stopping).judge(record(), List.of(status("a", Status.NO_SOLUTION)));
        assertThat(answer(none, "a").verdict()).isEqualTo(AnswerVerdict.UNVERIFIED);
        Judgement valid = new Judge(Mode.FIRST, 2, stopping).judge(record(), List.of(solved("a", SMALL, 1, false)));
        assertThat(answer(valid, "a").verdict()).as("a valid completion needs no reference").isEqualTo(AnswerVerdict.CORRECT);
    }

    /** A test double for a reference that always runs out of time (a real one would need a puzzle hard enough). */
    private static final class Stopping implements SudokuSolver {
        @Override
        public String name() {
            return "stopping";
        }

        @Override
        public Capabilities capabilities() {
            return Capabilities.IN_PROCESS;
        }

        @Override
        public SolveResult solve(Grid puzzle, SolveRequest request) {
            return SolveResult.limit("time limit", SearchStats.NONE);
        }
    }

    private static Outcome answer(Judgement j, String solver) {
        return j.outcomes().stream().filter(o -> o.solver().equals(solver)).findFirst().orElseThrow();
    }

    private static Attempt attempt(Grid g, long nanos) {
        String problem = Checker.check(record().puzzle(), g).map(Checker.Problem::message).orElse(null);
        return new Attempt(new SolveResult(Status.SOLVED, g, 1, false, SearchStats.NONE, ""), nanos, problem);
    }

    @Test
    void malformedRecordIsMalformed() {
        PuzzleRecord bad = PuzzleRecord.malformed("f.txt", 3, 7, "too short", "123");
        Judgement j = judge(Mode.FIRST).judge(bad, List.of());
        assertThat(j.verdict()).isEqualTo(RecordVerdict.MALFORMED);
        assertThat(j.detail()).isEqualTo("too short");
        assertThat(j.record().location()).isEqualTo("f.txt:7");
    }
}
