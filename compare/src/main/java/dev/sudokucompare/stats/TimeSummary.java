package dev.sudokucompare.stats;

/**
 * One solver's times over every call of a group of records, in nanoseconds. A call that did not
 * answer correctly counts as at least the time limit ({@code limitNanos}), ranked after every
 * correct one (see {@link CensoredTimes}): the median, p90, p99 and max are Hyndman and Fan's type
 * 2 quantiles of that sample (p90 from 10 calls, p99 from 100: below that they would be the max); the
 * mean counts such a call as the limit. A figure an unsolved call
 * reaches is a lower bound. The median has its 95% percentile bootstrap interval, the mean its 95%
 * BCa interval (of the mean with unsolved calls at the limit; see {@link Bootstrap}). PAR-2 counts
 * an unsolved call as twice the limit: a score, exact by definition.
 */
public record TimeSummary(int calls, int solved, double limitNanos, Figure median, Figure medianLow,
        Figure medianHigh, Figure mean, double meanLow, double meanHigh, Figure p90, Figure p99, Figure max,
        double par2) {

    public static final TimeSummary NONE = new TimeSummary(0, 0, Double.NaN, Figure.NONE, Figure.NONE, Figure.NONE,
            Figure.NONE, Double.NaN, Double.NaN, Figure.NONE, Figure.NONE, Figure.NONE, Double.NaN);

    /** {@code solvedNanos}: the correct calls' times; {@code unsolved}: how many calls were not. */
    public static TimeSummary of(double[] solvedNanos, int unsolved, double limitNanos) {
        CensoredTimes t = CensoredTimes.of(solvedNanos, unsolved, limitNanos);
        if (t.size() == 0) {
            return new TimeSummary(0, 0, limitNanos, Figure.NONE, Figure.NONE, Figure.NONE, Figure.NONE, Double.NaN,
                    Double.NaN, Figure.NONE, Figure.NONE, Figure.NONE, Double.NaN);
        }
        Figure[] medianCi = t.medianInterval();
        double[] meanCi = t.meanInterval();
        return new TimeSummary(t.size(), t.solved(), limitNanos, t.quantile(0.5), medianCi[0], medianCi[1], t.mean(),
                meanCi[0], meanCi[1], tail(t, 0.9), tail(t, 0.99), t.quantile(1), t.par2());
    }

    /**
     * A tail quantile only where some call lies above it: p90 from 10 calls, p99 from 100 (with
     * fewer, any definition gives the largest value, the max).
     */
    private static Figure tail(CensoredTimes t, double p) {
        return t.size() * (1 - p) >= 1 - 1e-9 ? t.quantile(p) : Figure.NONE;
    }

    /** True when some call did not answer correctly (figures it reaches are lower bounds). */
    public boolean censored() {
        return solved < calls;
    }
}
