package dev.sudokucompare.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Each rule of the judge on a hand-made 4x4 puzzle with exactly two solutions. */
class JudgeTest {

    // 34.. / 12.. / 4... / 21.. has exactly these two solutions (checked by the first test)
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
    void fixtureHasTwoValidSolutions() {
        assertThat(Checker.check(record().puzzle(), SMALL)).isEmpty();
        assertThat(Checker.check(record().puzzle(), LARGE)).isEmpty();
        assertThat(SMALL.compareTo(LARGE)).isNegative();
    }

    @Test
    void sameSolutionAgrees() {
        Judgement j = new Judge(Mode.FIRST).judge(record(), List.of(solved("a", SMALL, 1, false), solved("b", SMALL, 1, false)));
        assertThat(j.verdict()).isEqualTo(RecordVerdict.AGREE);
        assertThat(j.provided()).isEmpty();
    }

    @Test
    void twoValidDifferentSolutionsProveSeveral() {
        Judgement j = new Judge(Mode.FIRST).judge(record(), List.of(solved("a", SMALL, 1, false), solved("b", LARGE, 1, false)));
        assertThat(j.verdict()).isEqualTo(RecordVerdict.AGREE_MULTIPLE);
        assertThat(j.detail()).contains("a and b found different valid solutions (first difference at r1c3: 1 vs 2)");
    }

    @Test
    void invalidSolutionIsWrongWhateverTheMode() {
        Grid broken = SMALL.with(15, 3);
        for (Mode m : Mode.values()) {
            Judgement j = new Judge(m).judge(record(), List.of(solved("a", SMALL, 1, false), solved("b", broken, 1, false)));
            assertThat(j.verdict()).as(m.name()).isEqualTo(RecordVerdict.WRONG);
            assertThat(answer(j, "b").verdict()).as(m.name()).isEqualTo(AnswerVerdict.WRONG);
            assertThat(answer(j, "b").reason()).as(m.name()).startsWith("invalid solution: row 4 repeats 3");
            assertThat(answer(j, "a").verdict()).as(m.name()).isEqualTo(AnswerVerdict.CORRECT);
            assertThat(j.detail()).startsWith("b WRONG: invalid solution: ");
        }
    }

    @Test
    void noSolutionAgainstAVerifiedSolutionIsWrong() {
        Judgement j = new Judge(Mode.FIRST).judge(record(), List.of(status("a", Status.NO_SOLUTION), solved("b", SMALL, 1, false)));
        assertThat(j.verdict()).isEqualTo(RecordVerdict.WRONG);
        assertThat(answer(j, "a").verdict()).isEqualTo(AnswerVerdict.WRONG);
        assertThat(answer(j, "a").reason()).isEqualTo("says no solution, but b's solution verifies");
        assertThat(answer(j, "b").verdict()).isEqualTo(AnswerVerdict.CORRECT);
    }

    @Test
    void aNoSolutionClaimIsProvedByConflictsConfirmedByAnotherOrOnlyNotRefuted() {
        PuzzleRecord clash = PuzzleRecord.of("t", 2, 2, Grid.parse("11.............."));
        Judgement proved = new Judge(Mode.FIRST).judge(clash, List.of(status("a", Status.NO_SOLUTION)));
        assertThat(answer(proved, "a").verdict()).isEqualTo(AnswerVerdict.CORRECT);
        assertThat(answer(proved, "a").reason()).startsWith("proved: conflicting givens, row 1 repeats 1");
        Judgement both = new Judge(Mode.FIRST).judge(record(), List.of(status("a", Status.NO_SOLUTION),
                status("b", Status.NO_SOLUTION)));
        assertThat(answer(both, "a").reason()).isEqualTo("no solution, confirmed by b's exhausted search");
        Judgement alone = new Judge(Mode.FIRST).judge(record(), List.of(status("a", Status.NO_SOLUTION),
                status("b", Status.LIMIT)));
        assertThat(answer(alone, "a").verdict()).isEqualTo(AnswerVerdict.CORRECT);
        assertThat(answer(alone, "a").reason()).contains("not refuted");
        assertThat(answer(alone, "b").verdict()).isEqualTo(AnswerVerdict.LIMIT);
    }

    @Test
    void aLexminAnswerLargerThanAnotherValidCompletionIsWrong() {
        Judgement j = new Judge(Mode.LEXMIN).judge(record(), List.of(solved("a", LARGE, 1, false), solved("b", SMALL, 1, false)));
        assertThat(j.verdict()).isEqualTo(RecordVerdict.WRONG);
        assertThat(answer(j, "a").verdict()).isEqualTo(AnswerVerdict.WRONG);
        assertThat(answer(j, "a").reason())
                .isEqualTo("not the smallest completion: b's valid solution is smaller (first difference at r1c3: 1 vs 2)");
        assertThat(answer(j, "b").verdict()).isEqualTo(AnswerVerdict.CORRECT);
    }

    @Test
    void countsMustAgreeWhenExact() {
        Judge judge = new Judge(Mode.COUNT);
        Judgement same = judge.judge(record(), List.of(solved("a", SMALL, 2, true), solved("b", SMALL, 2, true)));
        assertThat(same.verdict()).isEqualTo(RecordVerdict.AGREE);
        assertThat(answer(same, "a").reason()).isEqualTo("exactly 2 solutions, the same count as b's");
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
        Judgement j = new Judge(Mode.COUNT).judge(record(), List.of(solved("a", SMALL, 1, true), solved("b", LARGE, 2, true)));
        assertThat(j.verdict()).isEqualTo(RecordVerdict.WRONG);
        assertThat(answer(j, "a").verdict()).isEqualTo(AnswerVerdict.WRONG);
        assertThat(answer(j, "a").reason()).isEqualTo("counts exactly 1 solutions, but 2 distinct valid solutions were found");
        assertThat(answer(j, "b").verdict()).isEqualTo(AnswerVerdict.CORRECT);
        Outcome stopped = new Outcome("b", new SolveResult(Status.LIMIT, LARGE, 1, false, SearchStats.NONE,
                "time limit"), 1, null);
        Judgement proved = new Judge(Mode.COUNT).judge(record(), List.of(solved("a", SMALL, 2, false), stopped));
        assertThat(answer(proved, "a").verdict()).isEqualTo(AnswerVerdict.CORRECT);
        assertThat(answer(proved, "a").reason()).isEqualTo("at least 2 solutions, proved by 2 distinct valid ones");
    }

    @Test
    void aLimitWithNothingContradictingIsInconclusive() {
        Judgement j = new Judge(Mode.FIRST).judge(record(), List.of(solved("a", SMALL, 1, false), status("b", Status.LIMIT)));
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
        Judgement j = new Judge(Mode.FIRST).judge(record(), List.of(flaky, solved("b", SMALL, 1, false)));
        assertThat(j.verdict()).isEqualTo(RecordVerdict.WRONG);
        Outcome a = answer(j, "a");
        assertThat(a.verdict()).isEqualTo(AnswerVerdict.WRONG);
        assertThat(a.reason()).startsWith("repetition 2 of 3: invalid solution: ");
        assertThat(a.shown()).isEqualTo(1);
        assertThat(a.result().solution()).isEqualTo(broken);
        assertThat(a.timeNanos()).isEqualTo(20);
        Outcome crashedOnce = new Outcome("a", List.of(good, new Attempt(new SolveResult(Status.ERROR, null, 0, false,
                SearchStats.NONE, "exited with status 139"), 5, null)), 0, null, "");
        Outcome e = answer(new Judge(Mode.FIRST).judge(record(), List.of(crashedOnce)), "a");
        assertThat(e.verdict()).isEqualTo(AnswerVerdict.ERROR);
        assertThat(e.reason()).isEqualTo("repetition 2 of 2: exited with status 139");
    }

    @Test
    void whenRepetitionsAgreeTheMedianCallSpeaks() {
        Outcome steady = new Outcome("a", List.of(attempt(SMALL, 30), attempt(SMALL, 10), attempt(SMALL, 20)), 2, null, "");
        Outcome a = answer(new Judge(Mode.FIRST).judge(record(), List.of(steady)), "a");
        assertThat(a.verdict()).isEqualTo(AnswerVerdict.CORRECT);
        assertThat(a.shown()).isEqualTo(2);
        assertThat(a.timeNanos()).isEqualTo(20);
    }

    @Test
    void aVerdictReadBackFromAFileIsAFloorNeverLifted() {
        Outcome recordedWrong = new Outcome("a", List.of(attempt(SMALL, 1)), 0, AnswerVerdict.WRONG, "as recorded");
        Judgement j = new Judge(Mode.FIRST).judge(record(), List.of(recordedWrong));
        assertThat(answer(j, "a").verdict()).isEqualTo(AnswerVerdict.WRONG);
        assertThat(j.verdict()).isEqualTo(RecordVerdict.WRONG);
        Outcome forgedCorrect = new Outcome("a", List.of(new Attempt(solved("x", SMALL.with(15, 3), 1, false).result(), 1,
                "row 4 repeats 3")), 0, AnswerVerdict.CORRECT, "forged");
        assertThat(answer(new Judge(Mode.FIRST).judge(record(), List.of(forgedCorrect)), "a").verdict())
                .isEqualTo(AnswerVerdict.WRONG);
    }

    @Test
    void providedSolutionIsAWitness() {
        PuzzleRecord withSmall = record().withSolution(SMALL);
        Judgement lex = new Judge(Mode.LEXMIN).judge(withSmall, List.of(solved("a", LARGE, 1, false)));
        assertThat(lex.verdict()).isEqualTo(RecordVerdict.WRONG);
        assertThat(lex.provided()).isEqualTo("MISMATCH");
        assertThat(answer(lex, "a").reason()).contains("the input's valid solution is smaller");
        Judgement none = new Judge(Mode.FIRST).judge(withSmall, List.of(status("a", Status.NO_SOLUTION)));
        assertThat(none.verdict()).isEqualTo(RecordVerdict.WRONG);
        Judgement match = new Judge(Mode.FIRST).judge(withSmall, List.of(solved("a", SMALL, 1, false)));
        assertThat(match.verdict()).isEqualTo(RecordVerdict.AGREE);
        assertThat(match.provided()).isEqualTo("MATCH");
        Judgement nobody = new Judge(Mode.FIRST).judge(withSmall, List.of(status("a", Status.LIMIT)));
        assertThat(nobody.provided()).isEqualTo("NOT_COMPARED");
    }

    @Test
    void unreadableOutputIsWrong() {
        Outcome junk = new Outcome("p", SolveResult.badOutput("the answer ends after 1 of 4 lines", SearchStats.NONE), 1, null);
        Judgement j = new Judge(Mode.FIRST).judge(record(), List.of(junk));
        assertThat(answer(j, "p").verdict()).isEqualTo(AnswerVerdict.WRONG);
        assertThat(answer(j, "p").reason()).isEqualTo("output is not an answer: the answer ends after 1 of 4 lines");
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
        Judgement j = new Judge(Mode.FIRST).judge(bad, List.of());
        assertThat(j.verdict()).isEqualTo(RecordVerdict.MALFORMED);
        assertThat(j.detail()).isEqualTo("too short");
        assertThat(j.record().location()).isEqualTo("f.txt:7");
    }
}
