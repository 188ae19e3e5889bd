package dev.sudokucompare.stats;

import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;
import dev.sudokucompare.engine.Verdict;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Collects one group's figures as judgements arrive. Per record it keeps one time and one
 * "answered" flag per solver (needed for medians and paired ratios), nothing more.
 */
final class GroupAccumulator {

    private final String name;
    private final List<String> solvers;
    private final int baseline;
    private final EnumMap<Verdict, Long> verdicts = new EnumMap<>(Verdict.class);
    private final long[][] statusCounts;
    private final double[] totalNanos;
    private final double[] nodes;
    private final double[] backtracks;
    private final double[] build;
    private final double[] search;
    private final List<LongSeries> times = new ArrayList<>();
    private final List<java.util.BitSet> answered = new ArrayList<>();
    private long records;
    private int ran;

    GroupAccumulator(String name, List<String> solvers, int baseline) {
        this.name = name;
        this.solvers = solvers;
        this.baseline = baseline;
        int k = solvers.size();
        statusCounts = new long[k][Status.values().length];
        totalNanos = new double[k];
        nodes = new double[k];
        backtracks = new double[k];
        build = new double[k];
        search = new double[k];
        for (int s = 0; s < k; s++) {
            times.add(new LongSeries());
            answered.add(new java.util.BitSet());
        }
    }

    void add(Judgement j) {
        records++;
        verdicts.merge(j.verdict(), 1L, Long::sum);
        if (j.outcomes().isEmpty()) {
            return;
        }
        for (int s = 0; s < solvers.size(); s++) {
            Outcome o = j.outcomes().get(s);
            Status status = o.result().status();
            statusCounts[s][status.ordinal()]++;
            totalNanos[s] += o.timeNanos();
            times.get(s).add(o.timeNanos());
            if (status == Status.SOLVED || status == Status.NO_SOLUTION) {
                answered.get(s).set(ran);
                SearchStats st = o.result().stats();
                nodes[s] += st.nodes();
                backtracks[s] += st.backtracks();
                build[s] += st.buildNanos();
                search[s] += st.searchNanos();
            }
        }
        ran++;
    }

    GroupSummary summary() {
        List<SolverStats> perSolver = new ArrayList<>();
        for (int s = 0; s < solvers.size(); s++) {
            double[] answeredTimes = select(s, answered.get(s));
            int n = answeredTimes.length;
            long[] c = statusCounts[s];
            perSolver.add(new SolverStats(solvers.get(s), c[Status.SOLVED.ordinal()], c[Status.NO_SOLUTION.ordinal()],
                    c[Status.LIMIT.ordinal()], c[Status.ERROR.ordinal()] + c[Status.BAD_OUTPUT.ordinal()], totalNanos[s], TimeSummary.of(answeredTimes),
                    perCall(nodes[s], n), perCall(backtracks[s], n), perCall(build[s], n), perCall(search[s], n)));
        }
        List<GroupSummary.PairStats> pairs = new ArrayList<>();
        for (int s = 0; s < solvers.size(); s++) {
            if (s == baseline) {
                continue;
            }
            java.util.BitSet both = (java.util.BitSet) answered.get(s).clone();
            both.and(answered.get(baseline));
            pairs.add(new GroupSummary.PairStats(solvers.get(s), solvers.get(baseline),
                    PairedSpeedup.of(select(baseline, both), select(s, both))));
        }
        return new GroupSummary(name, records, Map.copyOf(verdicts), perSolver, solvers.get(baseline), pairs);
    }

    private double[] select(int solver, java.util.BitSet which) {
        LongSeries series = times.get(solver);
        double[] out = new double[which.cardinality()];
        int k = 0;
        for (int i = which.nextSetBit(0); i >= 0; i = which.nextSetBit(i + 1)) {
            out[k++] = series.get(i);
        }
        return out;
    }

    private static double perCall(double sum, int n) {
        return n == 0 ? Double.NaN : sum / n;
    }
}
