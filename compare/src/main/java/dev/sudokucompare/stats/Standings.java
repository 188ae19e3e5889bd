package dev.sudokucompare.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * How sure the ranking is, and two other views of it, for one group. {@code solvers}, in the
 * group's solver order: each one's rank, how often it held that rank over {@code resamples}
 * bootstrap resamples of the records (the same records drawn for every solver, so the pairing
 * stays; a WRONG answer still ranks last in every resample, as it is a fact, not a sample), the
 * middle 95% of its ranks, and its MiniZinc Challenge complete (Borda) score: against every other
 * solver on every record, 1 when it alone answered correctly, t_other / (t_own + t_other) when both
 * did, 0 otherwise. {@code virtualBest}: the virtual best solver, each record's fastest correct
 * answer (unsolved when no solver answered correctly), as a time summary with PAR-2.
 */
public record Standings(List<Standing> solvers, TimeSummary virtualBest, int resamples) {

    /** The virtual best solver's name in the reports. */
    public static final String VIRTUAL_BEST = "virtual best";

    /** Resampled solver-records are kept near this many, so a million records still ranks in about a second. */
    static final long WORK = 20_000_000L;
    static final int MOST_RESAMPLES = 1000;
    static final int FEWEST_RESAMPLES = 200;

    public Standings {
        solvers = List.copyOf(solvers);
    }

    /** One solver: its rank (1 best), the share of resamples that kept it, the middle 95% of its ranks, its Borda score. */
    public record Standing(String solver, int rank, double rankHeld, int rankLow, int rankHigh, double borda) {
    }

    public static final Standings NONE = new Standings(List.of(), TimeSummary.NONE, 0);

    /**
     * {@code rank[s]}: solver s's rank in the group's ranking (1 best); {@code wrong[s]}: whether it
     * gave any WRONG answer; {@code times}, {@code correct}: per solver and record.
     */
    static Standings of(List<String> names, int[] rank, boolean[] wrong, double[][] times, boolean[][] correct,
            double limit) {
        int k = names.size();
        int n = k == 0 ? 0 : times[0].length;
        // A lone solver holds rank 1 in every resample: that is exact, so none are drawn (drawing
        // them cost more than the rest of a 10,000-record run).
        boolean alone = k == 1 && n > 0;
        int resamples = n == 0 || alone ? 0
                : (int) Math.max(FEWEST_RESAMPLES, Math.min(MOST_RESAMPLES, WORK / ((long) n * k)));
        int[][] ranks = resampledRanks(wrong, times, correct, limit, resamples);
        List<Standing> out = new ArrayList<>();
        for (int s = 0; s < k; s++) {
            int held = 0;
            for (int b = 0; b < resamples; b++) {
                held += ranks[s][b] == rank[s] ? 1 : 0;
            }
            int[] sorted = ranks[s].clone();
            Arrays.sort(sorted);
            double tail = (1 - Bootstrap.CONFIDENCE) / 2;
            int low = resamples == 0 ? rank[s] : sorted[(int) Math.floor(tail * (resamples - 1))];
            int high = resamples == 0 ? rank[s] : sorted[(int) Math.ceil((1 - tail) * (resamples - 1))];
            double rankHeld = alone ? 1 : resamples == 0 ? Double.NaN : held / (double) resamples;
            out.add(new Standing(names.get(s), rank[s], rankHeld, low,
                    high, borda(s, times, correct)));
        }
        return new Standings(out, virtualBest(times, correct, limit), resamples);
    }

    /** ranks[s][b]: solver s's rank in resample b, by the ranking's own order (WRONG last, correct, PAR-2). */
    private static int[][] resampledRanks(boolean[] wrong, double[][] times, boolean[][] correct, double limit,
            int resamples) {
        int k = wrong.length;
        int n = k == 0 ? 0 : times[0].length;
        int[][] ranks = new int[k][resamples];
        SplittableRandom random = new SplittableRandom(Bootstrap.SEED);
        long[] solved = new long[k];
        double[] par2 = new double[k];
        Integer[] order = new Integer[k];
        for (int b = 0; b < resamples; b++) {
            Arrays.fill(solved, 0);
            Arrays.fill(par2, 0);
            for (int draw = 0; draw < n; draw++) {
                int i = random.nextInt(n);
                for (int s = 0; s < k; s++) {
                    boolean ok = correct[s][i];
                    solved[s] += ok ? 1 : 0;
                    par2[s] += ok ? times[s][i] : 2 * limit;
                }
            }
            for (int s = 0; s < k; s++) {
                order[s] = s;
            }
            // A stable sort: solvers equal on every key keep the order they were given in, as the ranking does.
            Arrays.sort(order, (x, y) -> wrong[x] != wrong[y] ? Boolean.compare(wrong[x], wrong[y])
                    : solved[x] != solved[y] ? Long.compare(solved[y], solved[x]) : Double.compare(par2[x], par2[y]));
            for (int r = 0; r < k; r++) {
                ranks[order[r]][b] = r + 1;
            }
        }
        return ranks;
    }

    /** The MiniZinc Challenge's complete score of solver s against every other, summed over the records. */
    static double borda(int s, double[][] times, boolean[][] correct) {
        double score = 0;
        for (int other = 0; other < times.length; other++) {
            if (other == s) {
                continue;
            }
            for (int i = 0; i < times[s].length; i++) {
                if (!correct[s][i]) {
                    continue;
                }
                if (!correct[other][i]) {
                    score += 1;
                } else {
                    double total = times[s][i] + times[other][i];
                    score += total <= 0 ? 0.5 : times[other][i] / total;
                }
            }
        }
        return score;
    }

    /** Each record's fastest correct answer, as one solver's times. */
    static TimeSummary virtualBest(double[][] times, boolean[][] correct, double limit) {
        int n = times.length == 0 ? 0 : times[0].length;
        double[] best = new double[n];
        int solved = 0;
        for (int i = 0; i < n; i++) {
            double fastest = Double.POSITIVE_INFINITY;
            for (int s = 0; s < times.length; s++) {
                if (correct[s][i]) {
                    fastest = Math.min(fastest, times[s][i]);
                }
            }
            if (fastest < Double.POSITIVE_INFINITY) {
                best[solved++] = fastest;
            }
        }
        return TimeSummary.of(Arrays.copyOf(best, solved), n - solved, limit);
    }

    /** The standing of {@code solver}, or null. */
    public Standing standing(String solver) {
        return solvers.stream().filter(s -> s.solver().equals(solver)).findFirst().orElse(null);
    }
}
