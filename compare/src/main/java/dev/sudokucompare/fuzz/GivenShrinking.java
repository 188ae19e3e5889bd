package dev.sudokucompare.fuzz;

import dev.sudokucompare.core.Grid;

/**
 * The fuzzer's shrinker for a caller outside this package ({@code grade}): fewer givens of one
 * puzzle while it still fails, on its own shape (a program of a fixed format reads no other), with
 * a bound on the steps judged rather than on the time they take, so a loaded machine shrinks as far.
 */
public final class GivenShrinking {

    /** Whether a puzzle still fails as the original did: a real run, judged. */
    @FunctionalInterface
    public interface Failing {
        boolean fails(Grid puzzle) throws InterruptedException;
    }

    /**
     * What shrinking gave.
     *
     * @param puzzle the smallest failing puzzle found ({@code original} itself when no given could go)
     * @param steps  how many puzzles were judged
     * @param cut    true when the step bound ended it before no single given could go
     */
    public record Result(Grid puzzle, int steps, boolean cut) {
    }

    private GivenShrinking() {
    }

    /** Removes givens of {@code original} (which fails) while {@code failing} says so, judging at most {@code maxSteps}. */
    public static Result shrink(Grid original, int maxSteps, Failing failing) throws InterruptedException {
        int[] judged = {0};
        Shrinker shrinker = new Shrinker(s -> {
            judged[0]++;
            return failing.fails(s.base());
        }, shape -> false, () -> judged[0] >= maxSteps);
        Subject shrunk = shrinker.minimizeGivens(Subject.of(original, null));
        return new Result(shrunk.base(), shrinker.tried(), shrinker.cut());
    }
}
