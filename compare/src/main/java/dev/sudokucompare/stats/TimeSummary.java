package dev.sudokucompare.stats;

/**
 * One solver's times over every call of a group of records, in nanoseconds. A call that did not
 * answer correctly counts as at least the time limit ({@code limitNanos}), ranked after every
 * correct one (see {@link CensoredTimes}): the median, p90, p99 and max are Hyndman and Fan's type
 * 2 quantiles of that sample (p90 from 10 calls, p99 from 100: below that they would be the max); the
 * mean counts such a call as the limit. A figure an unsolved call
 * reaches is a lower bound, and so are the ends of an interval it enters. The median has its 95%
 * percentile bootstrap interval, the mean its 95% BCa interval (of the mean with unsolved calls at
 * the limit; see {@link Bootstrap}); without a single correct call there is no interval (every
 * value is the limit: a zero-width interval would claim a precision the data do not have). PAR-2
 * counts an unsolved call as twice the limit: a score, exact by definition, with the 95% BCa
 * interval of that mean score ({@code par2Low}, {@code par2High}).
 */
public record TimeSummary(int calls, int solved, double limitNanos, Figure median, Figure medianLow,
        Figure medianHigh, Figure mean, Figure meanLow, Figure meanHigh, Figure p90, Figure p99, Figure max,
        double par2, double par2Low, double par2High) {

    public static final TimeSummary NONE = new TimeSummary(0, 0, Double.NaN, Figure.NONE, Figure.NONE, Figure.NONE,
            Figure.NONE, Figure.NONE, Figure.NONE, Figure.NONE, Figure.NONE, Figure.NONE, Double.NaN, Double.NaN,
            Double.NaN);

    /** {@code solvedNanos}: the correct calls' times; {@code unsolved}: how many calls were not. */
    public static TimeSummary of(double[] solvedNanos, int unsolved, double limitNanos) {
        CensoredTimes t = CensoredTimes.of(solvedNanos, unsolved, limitNanos);
        if (t.size() == 0) {
            return new TimeSummary(0, 0, limitNanos, Figure.NONE, Figure.NONE, Figure.NONE, Figure.NONE, Figure.NONE,
                    Figure.NONE, Figure.NONE, Figure.NONE, Figure.NONE, Double.NaN, Double.NaN, Double.NaN);
        }
        Figure[] medianCi = t.solved() == 0 ? new Figure[] {Figure.NONE, Figure.NONE} : t.medianInterval();
        double[] meanCi = t.solved() == 0 ? new double[] {Double.NaN, Double.NaN} : t.meanInterval();
        boolean censored = t.solved() < t.size();
        // Every call correct: PAR-2 is the mean, and so is its interval (no second bootstrap).
        double[] par2Ci = !censored ? meanCi : t.solved() == 0 ? meanCi : Bootstrap.meanInterval(t.par2Scores());
        return new TimeSummary(t.size(), t.solved(), limitNanos, t.quantile(0.5), medianCi[0], medianCi[1], t.mean(),
                Figure.atLeast(meanCi[0], censored), Figure.atLeast(meanCi[1], censored), tail(t, 0.9), tail(t, 0.99),
                t.quantile(1), t.par2(), par2Ci[0], par2Ci[1]);
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
