package dev.sudokucompare.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.statistics.interval.BinomialConfidenceInterval;
import org.apache.commons.statistics.interval.Interval;

/**
 * The survival view of one group, for times censored at the limit: how many calls each solver
 * answered correctly within a few budgets t (the empirical distribution of time-to-solve, with
 * the 95% Wilson score interval of each count, commons-statistics), and the restricted mean time
 * to solve up to the limit (RMST: the mean of min(time, limit), a call without a correct answer at
 * the limit; the area under the survival curve). Unlike the mean time, the RMST is exact, not a
 * bound: it is defined up to the limit. Budgets are the powers of ten in nanoseconds from the
 * fastest correct call up to the limit, the lowest {@link #DECADES}, and the limit itself.
 */
public record Survival(double limitNanos, List<Double> budgets, List<Curve> curves) {

    /** At most this many budgets below the limit. */
    static final int DECADES = 5;

    public Survival {
        budgets = List.copyOf(budgets);
        curves = List.copyOf(curves);
    }

    /** One solver: correct calls within each budget, with their 95% interval, and its RMST with its 95% BCa interval. */
    public record Curve(String solver, int calls, List<Long> solved, List<Long> low, List<Long> high, double rmst,
            double rmstLow, double rmstHigh) {

        public Curve {
            solved = List.copyOf(solved);
            low = List.copyOf(low);
            high = List.copyOf(high);
        }
    }

    /**
     * {@code times[s][i]}: solver s's time on record i; {@code correct[s][i]}: whether it was a
     * correct answer; {@code names}: the solvers (and the virtual best last, when given).
     */
    static Survival of(List<String> names, double[][] times, boolean[][] correct, double limitNanos) {
        List<Double> budgets = budgets(times, correct, limitNanos);
        List<Curve> curves = new ArrayList<>();
        for (int s = 0; s < names.size(); s++) {
            Curve same = sameAsEarlier(names.get(s), times, correct, s, curves);
            curves.add(same != null ? same : curve(names.get(s), times[s], correct[s], budgets, limitNanos));
        }
        return new Survival(limitNanos, budgets, curves);
    }

    /**
     * An earlier curve under the name of solver s when their data are the same (the same correct
     * calls with the same times): the virtual best of a run of one solver is that solver, and
     * its interval sorts and resamples every record again (a millisecond of 10,000 records). Null: none.
     */
    private static Curve sameAsEarlier(String name, double[][] times, boolean[][] correct, int s,
            List<Curve> earlier) {
        for (int e = 0; e < s; e++) {
            if (sameCorrectTimes(times[e], correct[e], times[s], correct[s])) {
                Curve c = earlier.get(e);
                return new Curve(name, c.calls(), c.solved(), c.low(), c.high(), c.rmst(), c.rmstLow(), c.rmstHigh());
            }
        }
        return null;
    }

    /** True when the same calls are correct, with the same times (the others' times do not count). */
    static boolean sameCorrectTimes(double[] timesA, boolean[] correctA, double[] timesB, boolean[] correctB) {
        if (!Arrays.equals(correctA, correctB)) {
            return false;
        }
        for (int i = 0; i < timesA.length; i++) {
            if (correctA[i] && Double.compare(timesA[i], timesB[i]) != 0) {
                return false;
            }
        }
        return true;
    }

    static List<Double> budgets(double[][] times, boolean[][] correct, double limitNanos) {
        double fastest = Double.POSITIVE_INFINITY;
        for (int s = 0; s < times.length; s++) {
            for (int i = 0; i < times[s].length; i++) {
                if (correct[s][i]) {
                    fastest = Math.min(fastest, times[s][i]);
                }
            }
        }
        List<Double> out = new ArrayList<>();
        if (fastest < limitNanos) {
            for (double t = Math.pow(10, Math.ceil(Math.log10(Math.max(1, fastest)))); t < limitNanos
                    && out.size() < DECADES; t *= 10) {
                out.add(t);
            }
        }
        out.add(limitNanos);
        return out;
    }

    private static Curve curve(String name, double[] times, boolean[] correct, List<Double> budgets, double limit) {
        int n = times.length;
        List<Long> solved = new ArrayList<>();
        List<Long> low = new ArrayList<>();
        List<Long> high = new ArrayList<>();
        for (double budget : budgets) {
            long within = 0;
            for (int i = 0; i < n; i++) {
                within += correct[i] && times[i] <= budget ? 1 : 0;
            }
            solved.add(within);
            if (n == 0) {
                low.add(-1L);
                high.add(-1L);
            } else {
                Interval ci = BinomialConfidenceInterval.WILSON_SCORE.fromErrorRate(n, (int) within,
                        1 - Bootstrap.CONFIDENCE);
                // As counts of the calls: the proportion's ends times n, outward to whole calls.
                low.add((long) Math.floor(ci.getLowerBound() * n + 1e-9));
                high.add((long) Math.ceil(ci.getUpperBound() * n - 1e-9));
            }
        }
        double[] capped = capped(times, correct, limit);
        double rmst = mean(capped);
        double[] ci = Bootstrap.meanInterval(capped);
        return new Curve(name, n, solved, low, high, rmst, ci[0], ci[1]);
    }

    /** min(time, limit) per call, a call without a correct answer at the limit. */
    static double[] capped(double[] times, boolean[] correct, double limit) {
        double[] out = new double[times.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = correct[i] ? Math.min(times[i], limit) : limit;
        }
        return out;
    }

    static double mean(double[] v) {
        double sum = 0;
        for (double x : v) {
            sum += x;
        }
        return v.length == 0 ? Double.NaN : sum / v.length;
    }

    /** The curve of {@code solver}, or null. */
    public Curve curve(String solver) {
        return curves.stream().filter(c -> c.solver().equals(solver)).findFirst().orElse(null);
    }
}
