package dev.sudokucompare.solvers.external;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import org.junit.jupiter.api.Test;

/** What counts toward retiring a {@code stream:} program, what resets the count, and what a retired one answers. */
class RetirementTest {

    private static final SearchStats NONE = new SearchStats(0, 0, 0, 0, 0);
    private static final SolveResult BROKEN = SolveResult.error("protocol error: printed 'x' before it was given this "
            + "puzzle; one answer per puzzle, printed after reading it; killed" + StreamProcess.STARTED_AGAIN, NONE);
    private static final SolveResult ANSWER = SolveResult.noSolution("answered an empty line", NONE);
    private static final SolveResult TIME = SolveResult.limit("no answer line within the time limit; killed", NONE);
    private static final SolveResult CRASH = SolveResult.error("exited with status 1 while answering", NONE);

    private final Retirement retirement = new Retirement();

    private SolveResult broken() {
        return retirement.counted(BROKEN, true, false);
    }

    @Test
    void anAnswerItWentOnFromResetsTheCount() {
        broken();
        broken();
        retirement.counted(ANSWER, false, true);
        broken();
        broken();
        assertThat(retirement.retired()).isFalse();
        assertThat(retirement.notRun(System.nanoTime())).isEmpty();
        assertThat(retirement.note()).isEmpty();
    }

    @Test
    void aLimitOrACrashOnItsPuzzleNeitherCountsNorResets() {
        for (int i = 0; i < 10; i++) {
            retirement.counted(TIME, false, false);
        }
        assertThat(retirement.retired()).as("a slow program is never retired").isFalse();
        broken();
        retirement.counted(TIME, false, false);
        broken();
        retirement.counted(CRASH, false, false);
        assertThat(broken().message()).endsWith("; killed; " + Retirement.RETIRED + ": its remaining puzzles are not run");
        assertThat(retirement.retired()).isTrue();
    }

    @Test
    void aRetiredProgramsCallsAreErrorsNotRunNamingTheLastProtocolError() {
        assertThat(broken().message()).endsWith(StreamProcess.STARTED_AGAIN);
        broken();
        broken();
        SolveResult notRun = retirement.notRun(System.nanoTime()).orElseThrow();
        assertThat(notRun.status()).isEqualTo(Status.ERROR);
        assertThat(notRun.message()).isEqualTo("not run: retired after 3 protocol errors in a row (the last: protocol "
                + "error: printed 'x' before it was given this puzzle; one answer per puzzle, printed after reading it; "
                + "killed)");
        retirement.notRun(System.nanoTime());
        assertThat(retirement.note()).isEqualTo("retired after 3 protocol errors in a row: 2 calls not run");
        // A call in flight on another thread when it was retired keeps its own result.
        assertThat(retirement.counted(BROKEN, true, false)).isSameAs(BROKEN);
    }
}
