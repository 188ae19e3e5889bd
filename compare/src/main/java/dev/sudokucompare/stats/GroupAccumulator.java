package dev.sudokucompare.stats;

import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;
import dev.sudokucompare.engine.RecordVerdict;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * Collects one group's figures as judgements arrive. Per record it keeps one time and one
 * "correct" flag per solver (needed for medians, intervals and paired ratios), and the correct
 * calls' times once more, sorted as they come, so the summary after the last record need not sort.
 * A call not run (a puzzle its program's format cannot carry, a retired program's remaining ones)
 * is no time: a solver's times leave out its own, and the views across solvers (pairs, standings,
 * survival) the records some solver of theirs was not run on.
 */
final class GroupAccumulator {

    private final String name;
    private final List<String> solvers;
    private final List<Boolean> countsNodes;
    private final int baseline;
    /** Counts by verdict's ordinal: a boxed merge into a map per record took ~100 ns of the coordinator's. */
    private final long[] verdicts = new long[RecordVerdict.values().length];
    /** Per solver, counts by answer verdict's ordinal. */
    private final long[][] answers;
    private final List<EnumMap<AnswerVerdict, String>> firstReasons = new ArrayList<>();
    private final double[] totalNanos;
    private final double[] nodes;
    private final double[] backtracks;
    private final double[] build;
    private final double[] search;
    private final double[] cpu;
    private final long[] cpuMeasured;
    private final double[] cpuWall;
    private final List<LongSeries> times = new ArrayList<>();
    private final List<BitSet> correct = new ArrayList<>();
    private final List<BitSet> notRun = new ArrayList<>();
    /** The correct calls' times again, sorted as they come (see {@link SortedRuns}). */
    private final List<SortedRuns> correctTimes = new ArrayList<>();
    private long records;
    private int ran;

    GroupAccumulator(String name, List<String> solvers, List<Boolean> countsNodes, int baseline) {
        this.name = name;
        this.solvers = solvers;
        this.countsNodes = countsNodes;
        this.baseline = baseline;
        int k = solvers.size();
        answers = new long[k][AnswerVerdict.values().length];
        totalNanos = new double[k];
        nodes = new double[k];
        backtracks = new double[k];
        build = new double[k];
        search = new double[k];
        cpu = new double[k];
        cpuMeasured = new long[k];
        cpuWall = new double[k];
        for (int s = 0; s < k; s++) {
            times.add(new LongSeries());
            correct.add(new BitSet());
            notRun.add(new BitSet());
            correctTimes.add(new SortedRuns());
            firstReasons.add(new EnumMap<>(AnswerVerdict.class));
        }
    }

    void add(Judgement j) {
        records++;
        verdicts[j.verdict().ordinal()]++;
        if (j.outcomes().isEmpty()) {
            return;
        }
        for (int s = 0; s < solvers.size(); s++) {
            Outcome o = j.outcomes().get(s);
            AnswerVerdict v = o.verdict();
            answers[s][v.ordinal()]++;
            if (v != AnswerVerdict.CORRECT && answers[s][v.ordinal()] == 1) {
                // The first of its kind only: a run of a million wrong answers builds one string.
                firstReasons.get(s).put(v, j.record().location() + ": " + o.reason());
            }
            times.get(s).add(o.timeNanos());
            if (v == AnswerVerdict.NOT_RUN) {
                notRun.get(s).set(ran);
                continue;
            }
            totalNanos[s] += o.timeNanos();
            if (v == AnswerVerdict.CORRECT) {
                correct.get(s).set(ran);
                correctTimes.get(s).add(o.timeNanos());
                SearchStats st = o.result().stats();
                nodes[s] += st.nodes();
                backtracks[s] += st.backtracks();
                build[s] += st.buildNanos();
                search[s] += st.searchNanos();
                if (o.attempt().cpuNanos() >= 0) {
                    cpu[s] += o.attempt().cpuNanos();
                    cpuMeasured[s]++;
                    // The wall time of the interval the CPU clock was read over, not the call's
                    // own: that one leaves out the CPU clock's reads, which the CPU time holds.
                    cpuWall[s] += o.attempt().cpuWallNanos() >= 0 ? o.attempt().cpuWallNanos() : o.timeNanos();
                }
            }
        }
        ran++;
    }

    /** The group's figures; {@code limitNanos}: the time limit an unsolved call counts as. */
    GroupSummary summary(double limitNanos) {
        List<SolverStats> perSolver = new ArrayList<>();
        for (int s = 0; s < solvers.size(); s++) {
            double[] sortedTimes = correctTimes.get(s).sorted();
            int n = sortedTimes.length;
            boolean nodesApply = countsNodes.get(s);
            perSolver.add(new SolverStats(solvers.get(s), nodesApply, counted(AnswerVerdict.class, answers[s]),
                    firstReasons.get(s),
                    totalNanos[s], TimeSummary.of(sortedTimes, ran - notRun.get(s).cardinality() - n, limitNanos),
                    nodesApply ? perCall(nodes[s], n) : Double.NaN, nodesApply ? perCall(backtracks[s], n) : Double.NaN,
                    perCall(build[s], n), perCall(search[s], n),
                    cpuMeasured[s] == 0 ? Double.NaN : cpu[s] / cpuMeasured[s],
                    cpuWall[s] <= 0 ? Double.NaN : cpu[s] / cpuWall[s]));
        }
        int k = solvers.size();
        double[][] all = new double[k][];
        boolean[][] allOk = new boolean[k][];
        for (int s = 0; s < k; s++) {
            all[s] = timesInOrder(s);
            allOk[s] = flags(correct.get(s));
        }
        List<GroupSummary.PairStats> pairs = new ArrayList<>();
        for (int s = 0; s < k; s++) {
            if (s != baseline) {
                int[] both = ranByAll(new int[] {baseline, s});
                double[] b = pick(all[baseline], both);
                double[] o = pick(all[s], both);
                boolean[] bOk = pick(allOk[baseline], both);
                boolean[] oOk = pick(allOk[s], both);
                pairs.add(new GroupSummary.PairStats(solvers.get(s), solvers.get(baseline),
                        PairedSpeedup.of(b, bOk, o, oOk, limitNanos), SurvivalDifference.of(b, bOk, o, oOk, limitNanos)));
            }
        }
        int[] everyone = ranByAll(IntStream.range(0, k).toArray());
        double[][] time = new double[k][];
        boolean[][] ok = new boolean[k][];
        for (int s = 0; s < k; s++) {
            time[s] = pick(all[s], everyone);
            ok[s] = pick(allOk[s], everyone);
        }
        List<SolverStats> ranking = Ranking.of(perSolver);
        int[] rank = new int[k];
        boolean[] wrong = new boolean[k];
        for (int s = 0; s < k; s++) {
            rank[s] = ranking.indexOf(perSolver.get(s)) + 1;
            wrong[s] = perSolver.get(s).count(AnswerVerdict.WRONG) > 0;
        }
        Standings standings = Standings.of(solvers, rank, wrong, time, ok, limitNanos);
        return new GroupSummary(name, records, Map.copyOf(counted(RecordVerdict.class, verdicts)), perSolver,
                solvers.get(baseline), pairs, standings, survival(time, ok, limitNanos));
    }

    /** The verdicts counted at least once, with their counts. */
    private static <V extends Enum<V>> EnumMap<V, Long> counted(Class<V> type, long[] counts) {
        EnumMap<V, Long> map = new EnumMap<>(type);
        for (V v : type.getEnumConstants()) {
            if (counts[v.ordinal()] > 0) {
                map.put(v, counts[v.ordinal()]);
            }
        }
        return map;
    }

    /** The survival view of the solvers and, last, of the virtual best solver (each record's fastest correct answer). */
    private Survival survival(double[][] time, boolean[][] ok, double limitNanos) {
        int k = solvers.size();
        double[][] withBest = Arrays.copyOf(time, k + 1);
        boolean[][] okWithBest = Arrays.copyOf(ok, k + 1);
        int records = k == 0 ? 0 : time[0].length;
        withBest[k] = new double[records];
        okWithBest[k] = new boolean[records];
        for (int i = 0; i < records; i++) {
            double best = Double.POSITIVE_INFINITY;
            for (int s = 0; s < k; s++) {
                if (ok[s][i]) {
                    best = Math.min(best, time[s][i]);
                }
            }
            okWithBest[k][i] = best < Double.POSITIVE_INFINITY;
            withBest[k][i] = okWithBest[k][i] ? best : limitNanos;
        }
        List<String> names = new ArrayList<>(solvers);
        names.add(Standings.VIRTUAL_BEST);
        return Survival.of(names, withBest, okWithBest, limitNanos);
    }

    /** Records with outcomes (every solver ran them). */
    int ran() {
        return ran;
    }

    /** The positions of the records every one of {@code chosen} solvers was run on (all of them, usually). */
    private int[] ranByAll(int[] chosen) {
        BitSet skipped = new BitSet();
        for (int s : chosen) {
            skipped.or(notRun.get(s));
        }
        return IntStream.range(0, ran).filter(i -> !skipped.get(i)).toArray();
    }

    private static double[] pick(double[] values, int[] at) {
        if (at.length == values.length) {
            return values;
        }
        double[] out = new double[at.length];
        for (int i = 0; i < at.length; i++) {
            out[i] = values[at[i]];
        }
        return out;
    }

    private static boolean[] pick(boolean[] values, int[] at) {
        if (at.length == values.length) {
            return values;
        }
        boolean[] out = new boolean[at.length];
        for (int i = 0; i < at.length; i++) {
            out[i] = values[at[i]];
        }
        return out;
    }

    private boolean[] flags(BitSet set) {
        boolean[] out = new boolean[ran];
        for (int i = set.nextSetBit(0); i >= 0 && i < ran; i = set.nextSetBit(i + 1)) {
            out[i] = true;
        }
        return out;
    }

    /** Every call's time of one solver, in record order (for pairing records across solvers). */
    private double[] timesInOrder(int solver) {
        LongSeries series = times.get(solver);
        double[] out = new double[ran];
        for (int i = 0; i < ran; i++) {
            out[i] = series.get(i);
        }
        return out;
    }

    private static double perCall(double sum, int n) {
        return n == 0 ? Double.NaN : sum / n;
    }
}
