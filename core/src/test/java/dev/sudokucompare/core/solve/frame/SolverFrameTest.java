package dev.sudokucompare.core.solve.frame;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The frame's one catch: whatever a family's code throws is the call's ERROR, named by its type,
 * with the statistics the family last said it had, or (before it said any) all of the call's time
 * as build time; nothing escapes to the caller.
 */
class SolverFrameTest {

    static Stream<Throwable> failures() {
        return Stream.of(new IllegalStateException("broken"), new StackOverflowError(), new OutOfMemoryError("heap"),
                new UnsatisfiedLinkError("no native library"));
    }

    /** A family that fails with {@code failure} after saying its statistics (when {@code said} is not null). */
    private static SolverFrame failing(Throwable failure, Supplier<SearchStats> said) {
        return new SolverFrame("failing") {
            @Override
            protected SolveResult search(Grid puzzle, SolveRequest request, Call call) {
                if (said != null) {
                    call.statsSoFar(said);
                    call.searchStarts();
                }
                if (failure instanceof RuntimeException e) {
                    throw e;
                }
                throw (Error) failure;
            }
        };
    }

    @ParameterizedTest
    @MethodSource("failures")
    void aFailureIsTheCallsErrorWithTheStatisticsLastSaid(Throwable failure) {
        SearchStats said = new SearchStats(7, 3, 2, 11, 13);
        SolveResult r = failing(failure, () -> said).solve(Grid.empty(Shape.CLASSIC), SolveRequest.first());
        assertThat(r.status()).isEqualTo(Status.ERROR);
        assertThat(r.message()).isEqualTo(failure.getClass().getSimpleName() + ": " + failure.getMessage());
        assertThat(r.stats()).isEqualTo(said);
    }

    @ParameterizedTest
    @MethodSource("failures")
    void statisticsThatFailToBeReadLeaveTheErrorWithItsTimeOnly(Throwable failure) {
        SolveResult r = failing(failure, () -> {
            throw new IllegalStateException("the solver is broken");
        }).solve(Grid.empty(Shape.CLASSIC), SolveRequest.first());
        assertThat(r.status()).isEqualTo(Status.ERROR);
        assertThat(r.message()).startsWith(failure.getClass().getSimpleName());
        assertThat(r.stats().nodes()).isZero();
    }

    @ParameterizedTest
    @MethodSource("failures")
    void aFailureBeforeAnyStatisticsCountsItsTimeAsBuildTime(Throwable failure) {
        SolveResult r = failing(failure, null).solve(Grid.empty(Shape.CLASSIC), SolveRequest.first());
        assertThat(r.status()).isEqualTo(Status.ERROR);
        assertThat(r.stats().nodes()).isZero();
        assertThat(r.stats().searchNanos()).isZero();
        assertThat(r.stats().buildNanos()).isNotNegative();
    }
}
