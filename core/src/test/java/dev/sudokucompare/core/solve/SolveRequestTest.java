package dev.sudokucompare.core.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The request value: defaults, each {@code with...} changes one field only, and nonsense limits are refused. */
class SolveRequestTest {

    @Test
    void defaults() {
        SolveRequest first = SolveRequest.first();
        assertThat(first.mode()).isEqualTo(Mode.FIRST);
        assertThat(first.countLimit()).isEqualTo(SolveRequest.DEFAULT_COUNT_LIMIT).isEqualTo(2);
        assertThat(first.timeLimit()).isEqualTo(SolveRequest.DEFAULT_TIME_LIMIT).isEqualTo(Duration.ofSeconds(10));
        assertThat(first.nodeLimit()).isEqualTo(Long.MAX_VALUE);
        assertThat(first.cancellation().isCancelled()).isFalse();
        assertThat(first.trace()).isSameAs(SearchTrace.NONE);
        assertThat(first.solutionsWanted()).isEqualTo(1);
        assertThat(SolveRequest.lexmin().mode()).isEqualTo(Mode.LEXMIN);
        assertThat(SolveRequest.lexmin().solutionsWanted()).isEqualTo(1);
        assertThat(SolveRequest.count(7).mode()).isEqualTo(Mode.COUNT);
        assertThat(SolveRequest.count(7).solutionsWanted()).isEqualTo(7);
        assertThat(SolveRequest.first().withCountLimit(7).solutionsWanted()).as("only COUNT counts").isEqualTo(1);
    }

    @Test
    void eachWithChangesOneFieldAndKeepsTheOthers() {
        Cancellation token = new Cancellation();
        SearchTrace trace = new SearchTrace() {
            @Override
            public void tried(int cell, int value, int depth) {
            }

            @Override
            public void undone(int cell, int value, int depth) {
            }
        };
        SolveRequest r = SolveRequest.count(5).withTimeLimit(Duration.ofMillis(250)).withNodeLimit(99)
                .withCancellation(token).withTrace(trace);
        for (SolveRequest same : new SolveRequest[] {r, r.withMode(Mode.COUNT), r.withCountLimit(5),
            r.withTimeLimit(Duration.ofMillis(250)), r.withNodeLimit(99), r.withCancellation(token), r.withTrace(trace)}) {
            assertThat(same.mode()).isEqualTo(Mode.COUNT);
            assertThat(same.countLimit()).isEqualTo(5);
            assertThat(same.timeLimit()).isEqualTo(Duration.ofMillis(250));
            assertThat(same.nodeLimit()).isEqualTo(99);
            assertThat(same.cancellation()).isSameAs(token);
            assertThat(same.trace()).isSameAs(trace);
        }
        assertThat(r.withMode(Mode.LEXMIN).mode()).isEqualTo(Mode.LEXMIN);
        assertThat(r.withCountLimit(1).countLimit()).isEqualTo(1);
    }

    @Test
    void nonsenseLimitsAreRefused() {
        assertThatThrownBy(() -> SolveRequest.count(0)).hasMessage("count limit must be at least 1, got 0");
        assertThatThrownBy(() -> SolveRequest.first().withTimeLimit(Duration.ZERO)).hasMessage("time limit must be positive, got PT0S");
        assertThatThrownBy(() -> SolveRequest.first().withTimeLimit(Duration.ofMillis(-1))).hasMessageStartingWith("time limit must be positive");
        assertThatThrownBy(() -> SolveRequest.first().withNodeLimit(0)).hasMessage("node limit must be at least 1, got 0");
        assertThat(SolveRequest.count(1).countLimit()).isEqualTo(1);
        assertThat(SolveRequest.first().withNodeLimit(1).nodeLimit()).isEqualTo(1);
        assertThat(SolveRequest.first().withTimeLimit(Duration.ofNanos(1)).timeLimit()).isEqualTo(Duration.ofNanos(1));
        assertThatThrownBy(() -> SolveRequest.of(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> SolveRequest.first().withCancellation(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> SolveRequest.first().withTrace(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void toStringNamesModeAndLimits() {
        assertThat(SolveRequest.first()).hasToString("FIRST within 10000 ms");
        assertThat(SolveRequest.count(3).withTimeLimit(Duration.ofMillis(20)).withNodeLimit(50))
                .hasToString("COUNT(3) within 20 ms and 50 nodes");
        assertThat(SolveRequest.lexmin().withCountLimit(3)).hasToString("LEXMIN within 10000 ms");
    }

    @Test
    void aCancellationIsRaisedOnceForGood() {
        Cancellation token = new Cancellation();
        assertThat(token.isCancelled()).isFalse();
        token.cancel();
        token.cancel();
        assertThat(token.isCancelled()).isTrue();
    }
}
