package dev.sudokucompare.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * One solver's spread between its forks (worker JVMs that ran side by side, each puzzle always in
 * the same one): what differs between them is each JVM's own compilation (Georges, Buytaert and
 * Eeckhout, OOPSLA 2007; Barrett et al., OOPSLA 2017). Every call counts as in the rest of the
 * report: one that did not answer correctly is at least the time limit, after every correct one,
 * and a figure or interval end it enters is a lower bound ({@link CensoredTimes}).
 *
 * <p>Per fork: its median with the puzzle-level 95% interval (the exact percentile bootstrap of
 * {@link Bootstrap#medianInterval}). Overall: the median of every call, with two 95% intervals:
 * {@code puzzleLow}/{@code puzzleHigh} resample the calls as if they were one sample (forks
 * ignored), {@code low}/{@code high} are the hierarchical bootstrap's: {@value #RESAMPLES} times,
 * draw as many forks as there are with replacement, then each drawn fork's calls with replacement,
 * pool them and take the median (seeded with {@link Bootstrap#SEED}, the data sorted first, so
 * equal data give equal intervals). {@code spread} is the largest fork median over the smallest.
 * The forks {@link Verdict#DIFFER} when their median intervals do not all overlap (the largest
 * lower end is above the smallest upper end); below {@value #MIN_RECORDS} calls in some fork
 * there are {@link Verdict#TOO_FEW} to tell. {@code cold} is the median of the forks' first calls
 * (a JVM that had compiled nothing of the solver), kept apart from every figure above.
 */
public record ForkSpread(String solver, List<Fork> forks, Figure median, Figure low, Figure high, Figure puzzleLow,
        Figure puzzleHigh, Figure spread, Figure cold, Verdict verdict) {

    /** Resamples of the hierarchical bootstrap (as many as the mean's BCa interval takes). */
    public static final int RESAMPLES = Bootstrap.RESAMPLES;
    /** Fewer calls than this in some fork: too few to tell whether the forks differ. */
    public static final int MIN_RECORDS = 10;

    /** Whether the forks' medians differ beyond their puzzle-level intervals. */
    public enum Verdict {
        /** Every two forks' median intervals overlap. */
        AGREE,
        /** Some fork's interval lies wholly above another's: JIT variance. */
        DIFFER,
        /** Some fork has fewer than {@value #MIN_RECORDS} calls (or no interval): nothing is flagged. */
        TOO_FEW
    }

    /** One fork: its calls, the correct ones among them, its median and interval, its first call (-1: never called). */
    public record Fork(int index, int calls, int solved, Figure median, Figure low, Figure high, long coldNanos) {
    }

    /** One fork's calls: the correct ones' times (ns, any order) and how many others there were. */
    public record Times(double[] solvedNanos, int unsolved) {

        public Times {
            solvedNanos = solvedNanos.clone();
        }

        int calls() {
            return solvedNanos.length + unsolved;
        }
    }

    public ForkSpread {
        forks = List.copyOf(forks);
    }

    /**
     * {@code forks.get(k)}: fork k's calls; {@code limitNanos}: the time limit an unsolved call
     * counts as; {@code coldNanos[k]}: fork k's first call, -1 when it never ran.
     */
    public static ForkSpread of(String solver, List<Times> forks, double limitNanos, long[] coldNanos) {
        if (forks.isEmpty() || coldNanos.length != forks.size()) {
            throw new IllegalArgumentException("one first call per fork, and at least one fork");
        }
        List<Fork> each = new ArrayList<>();
        List<double[]> solvedAll = new ArrayList<>();
        int unsolvedAll = 0;
        for (int k = 0; k < forks.size(); k++) {
            Times t = forks.get(k);
            CensoredTimes c = CensoredTimes.of(t.solvedNanos(), t.unsolved(), limitNanos);
            Figure[] ci = c.solved() == 0 ? new Figure[] {Figure.NONE, Figure.NONE} : c.medianInterval();
            each.add(new Fork(k, c.size(), c.solved(), c.quantile(0.5), ci[0], ci[1], coldNanos[k]));
            solvedAll.add(t.solvedNanos());
            unsolvedAll += t.unsolved();
        }
        CensoredTimes pooled = CensoredTimes.of(concat(solvedAll), unsolvedAll, limitNanos);
        Figure[] puzzleCi = pooled.solved() == 0 ? new Figure[] {Figure.NONE, Figure.NONE} : pooled.medianInterval();
        Figure[] hierarchical = pooled.solved() == 0 ? new Figure[] {Figure.NONE, Figure.NONE}
                : Hierarchical.of(forks, limitNanos).interval();
        return new ForkSpread(solver, each, pooled.quantile(0.5), hierarchical[0], hierarchical[1], puzzleCi[0],
                puzzleCi[1], spread(each), cold(coldNanos), verdict(each));
    }

    /** Largest fork median over the smallest; a bound when censored calls entered either. */
    private static Figure spread(List<Fork> forks) {
        Fork top = null;
        Fork bottom = null;
        for (Fork f : forks) {
            if (!f.median().exists()) {
                continue;
            }
            top = top == null || f.median().value() > top.median().value() ? f : top;
            bottom = bottom == null || f.median().value() < bottom.median().value() ? f : bottom;
        }
        if (top == null || bottom.median().value() <= 0) {
            return Figure.NONE;
        }
        return new Figure(top.median().value() / bottom.median().value(),
                top.median().bound().and(bottom.median().bound().reversed()));
    }

    /** The median (type 2) of the first calls that ran. */
    private static Figure cold(long[] coldNanos) {
        double[] ran = Arrays.stream(coldNanos).filter(c -> c >= 0).asDoubleStream().toArray();
        return CensoredTimes.of(ran, 0, Double.NaN).quantile(0.5);
    }

    private static Verdict verdict(List<Fork> forks) {
        double maxLow = Double.NEGATIVE_INFINITY;
        double minHigh = Double.POSITIVE_INFINITY;
        for (Fork f : forks) {
            if (f.calls() < MIN_RECORDS || !f.low().exists() || !f.high().exists()) {
                return Verdict.TOO_FEW;
            }
            maxLow = Math.max(maxLow, f.low().value());
            minHigh = Math.min(minHigh, f.high().value());
        }
        return forks.size() > 1 && maxLow > minHigh ? Verdict.DIFFER : Verdict.AGREE;
    }

    /** Fewest and most calls in a fork. */
    public int minCalls() {
        return forks.stream().mapToInt(Fork::calls).min().orElse(0);
    }

    public int maxCalls() {
        return forks.stream().mapToInt(Fork::calls).max().orElse(0);
    }

    /** Every fork's calls together. */
    public int calls() {
        return forks.stream().mapToInt(Fork::calls).sum();
    }

    /** True when some fork's median interval lies wholly above another's. */
    public boolean differ() {
        return verdict == Verdict.DIFFER;
    }

    private static double[] concat(List<double[]> parts) {
        double[] out = new double[parts.stream().mapToInt(p -> p.length).sum()];
        int at = 0;
        for (double[] p : parts) {
            System.arraycopy(p, 0, out, at, p.length);
            at += p.length;
        }
        return out;
    }

    /**
     * The two-level bootstrap over ranks: every call is replaced by its rank among all calls (the
     * unsolved ones last), so a resample's median is found by counting, in one pass over the
     * ranks, instead of by sorting what was drawn.
     */
    static final class Hierarchical {
        /** Every call, ascending: correct times, then the unsolved ones at the limit. */
        private final double[] values;
        private final int solved;
        /** Each fork's calls as ranks into {@link #values}. */
        private final int[][] ranks;

        private Hierarchical(double[] values, int solved, int[][] ranks) {
            this.values = values;
            this.solved = solved;
            this.ranks = ranks;
        }

        /** Of the forks that ran any call (a fork without one says nothing of this run). */
        static Hierarchical of(List<Times> forks, double limitNanos) {
            List<Times> ran = forks.stream().filter(t -> t.calls() > 0).toList();
            int solvedCount = ran.stream().mapToInt(t -> t.solvedNanos().length).sum();
            // Each correct time with its fork, sorted by time then fork: the ranks are the same
            // whatever order the calls came in.
            double[] times = new double[solvedCount];
            int[] forkOf = new int[solvedCount];
            Integer[] order = new Integer[solvedCount];
            int at = 0;
            for (int k = 0; k < ran.size(); k++) {
                for (double t : ran.get(k).solvedNanos()) {
                    times[at] = t;
                    forkOf[at] = k;
                    order[at] = at++;
                }
            }
            Arrays.sort(order, (a, b) -> {
                int c = Double.compare(times[a], times[b]);
                return c != 0 ? c : Integer.compare(forkOf[a], forkOf[b]);
            });
            double[] values = new double[ran.stream().mapToInt(Times::calls).sum()];
            int[][] ranks = new int[ran.size()][];
            int[] filled = new int[ran.size()];
            for (int k = 0; k < ran.size(); k++) {
                ranks[k] = new int[ran.get(k).calls()];
            }
            for (int r = 0; r < solvedCount; r++) {
                int i = order[r];
                values[r] = times[i];
                ranks[forkOf[i]][filled[forkOf[i]]++] = r;
            }
            int r = solvedCount;
            for (int k = 0; k < ran.size(); k++) {
                for (int u = 0; u < ran.get(k).unsolved(); u++) {
                    values[r] = limitNanos;
                    ranks[k][filled[k]++] = r++;
                }
            }
            return new Hierarchical(values, solvedCount, ranks);
        }

        /** The 95% percentile interval of the resampled medians, each end a bound when it entered an unsolved call. */
        Figure[] interval() {
            SplittableRandom random = new SplittableRandom(Bootstrap.SEED);
            int forks = ranks.length;
            int[] counts = new int[values.length];
            double[] medians = new double[RESAMPLES];
            boolean[] censored = new boolean[RESAMPLES];
            Integer[] order = new Integer[RESAMPLES];
            for (int b = 0; b < RESAMPLES; b++) {
                Arrays.fill(counts, 0);
                int drawn = 0;
                for (int f = 0; f < forks; f++) {
                    int[] fork = ranks[random.nextInt(forks)];
                    for (int i = 0; i < fork.length; i++) {
                        counts[fork[random.nextInt(fork.length)]]++;
                    }
                    drawn += fork.length;
                }
                int upper = median(counts, drawn, b, medians);
                censored[b] = upper >= solved;
                order[b] = b;
            }
            // Equal medians: the exact one first, so a bound is only claimed where it must be.
            Arrays.sort(order, (a, c) -> {
                int cmp = Double.compare(medians[a], medians[c]);
                return cmp != 0 ? cmp : Boolean.compare(censored[a], censored[c]);
            });
            Figure[] out = new Figure[2];
            for (int side = 0; side < 2; side++) {
                double level = side == 0 ? (1 - Bootstrap.CONFIDENCE) / 2 : (1 + Bootstrap.CONFIDENCE) / 2;
                int k = Math.min(RESAMPLES, Math.max(1, (int) Math.round(level * (RESAMPLES + 1))));
                int b = order[k - 1];
                out[side] = Figure.atLeast(medians[b], censored[b]);
            }
            return out;
        }

        /**
         * The type-2 median of a resample of {@code drawn} calls given as counts per rank, into
         * {@code medians[b]}; the rank of the upper middle call (what makes it a bound).
         */
        private int median(int[] counts, int drawn, int b, double[] medians) {
            int lowerAt = (drawn + 1) / 2; // 1-based: the middle call, or the lower of the two
            int upperAt = drawn / 2 + 1; // the same for an odd count
            int seen = 0;
            int lower = -1;
            for (int r = 0; r < counts.length; r++) {
                seen += counts[r];
                if (lower < 0 && seen >= lowerAt) {
                    lower = r;
                }
                if (seen >= upperAt) {
                    medians[b] = (values[lower] + values[r]) / 2;
                    return r;
                }
            }
            throw new IllegalStateException("a resample of " + drawn + " calls has no median");
        }
    }
}
