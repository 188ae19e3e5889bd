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
        assertThat(j.verdict()).isEqualTo(Verdict.AGREE);
        assertThat(j.provided()).isEmpty();
    }

    @Test
    void twoValidDifferentSolutionsProveSeveral() {
        Judgement j = new Judge(Mode.FIRST).judge(record(), List.of(solved("a", SMALL, 1, false), solved("b", LARGE, 1, false)));
        assertThat(j.verdict()).isEqualTo(Verdict.AGREE_MULTIPLE);
        assertThat(j.detail()).contains("a and b found different valid solutions (first difference at r1c3: 1 vs 2)");
    }

    @Test
    void invalidSolutionIsWrongWhateverTheMode() {
        Grid broken = SMALL.with(15, 3);
        for (Mode m : Mode.values()) {
            Judgement j = new Judge(m).judge(record(), List.of(solved("a", SMALL, 1, false), solved("b", broken, 1, false)));
            assertThat(j.verdict()).as(m.name()).isEqualTo(Verdict.WRONG);
            assertThat(j.detail()).startsWith("b returned an invalid solution: ");
        }
    }

    @Test
    void noSolutionAgainstAVerifiedSolutionIsWrong() {
        Judgement j = new Judge(Mode.FIRST).judge(record(), List.of(status("a", Status.NO_SOLUTION), solved("b", SMALL, 1, false)));
        assertThat(j.verdict()).isEqualTo(Verdict.WRONG);
        assertThat(j.detail()).isEqualTo("a says no solution, but b's solution verifies");
    }

    @Test
    void lexminMismatchDisagreesNamingTheSmaller() {
        Judgement j = new Judge(Mode.LEXMIN).judge(record(), List.of(solved("a", LARGE, 1, false), solved("b", SMALL, 1, false)));
        assertThat(j.verdict()).isEqualTo(Verdict.DISAGREE);
        assertThat(j.detail()).isEqualTo("a's answer is not the smallest: b's valid solution is smaller (first difference at r1c3: 1 vs 2)");
    }

    @Test
    void countsMustAgreeWhenExact() {
        Judge judge = new Judge(Mode.COUNT);
        assertThat(judge.judge(record(), List.of(solved("a", SMALL, 2, true), solved("b", SMALL, 2, true))).verdict())
                .isEqualTo(Verdict.AGREE);
        assertThat(judge.judge(record(), List.of(solved("a", SMALL, 1, true), solved("b", SMALL, 2, false))).verdict())
                .isEqualTo(Verdict.DISAGREE);
        // both capped at the same limit: consistent
        assertThat(judge.judge(record(), List.of(solved("a", SMALL, 2, false), solved("b", SMALL, 2, false))).verdict())
                .isEqualTo(Verdict.AGREE);
    }

    @Test
    void aLimitWithNothingContradictingIsInconclusive() {
        Judgement j = new Judge(Mode.FIRST).judge(record(), List.of(solved("a", SMALL, 1, false), status("b", Status.LIMIT)));
        assertThat(j.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
        assertThat(j.detail()).startsWith("b: stopped by a limit");
    }

    @Test
    void providedSolutionIsAWitness() {
        PuzzleRecord withSmall = record().withSolution(SMALL);
        Judgement lex = new Judge(Mode.LEXMIN).judge(withSmall, List.of(solved("a", LARGE, 1, false)));
        assertThat(lex.verdict()).isEqualTo(Verdict.DISAGREE);
        assertThat(lex.provided()).isEqualTo("MISMATCH");
        assertThat(lex.detail()).contains("the input's valid solution is smaller");
        Judgement none = new Judge(Mode.FIRST).judge(withSmall, List.of(status("a", Status.NO_SOLUTION)));
        assertThat(none.verdict()).isEqualTo(Verdict.WRONG);
        Judgement match = new Judge(Mode.FIRST).judge(withSmall, List.of(solved("a", SMALL, 1, false)));
        assertThat(match.verdict()).isEqualTo(Verdict.AGREE);
        assertThat(match.provided()).isEqualTo("MATCH");
    }

    @Test
    void malformedRecordIsMalformed() {
        PuzzleRecord bad = PuzzleRecord.malformed("f.txt", 3, 7, "too short", "123");
        Judgement j = new Judge(Mode.FIRST).judge(bad, List.of());
        assertThat(j.verdict()).isEqualTo(Verdict.MALFORMED);
        assertThat(j.detail()).isEqualTo("too short");
        assertThat(j.record().location()).isEqualTo("f.txt:7");
    }
}
