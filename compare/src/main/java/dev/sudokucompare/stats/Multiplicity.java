package dev.sudokucompare.stats;

import java.util.ArrayList;
import java.util.List;

/**
 * Holm's adjustment over a run's p-values of one kind: the speedups' signed-rank tests, the
 * survival view's paired t-tests and McNemar's tests, each a family of (solvers - 1) x (inputs +
 * 1) tests (every solver against the baseline, overall and per input). At 0.05 each, that many
 * tests would find something by chance alone. Only distinct tests count: a run of one input has
 * that input's group equal to the overall one (the same records, the same tests), so the family
 * is the overall group's alone, and the input's row carries the same adjusted values.
 */
final class Multiplicity {

    private Multiplicity() {
    }

    /** The groups with every pair's adjusted p-values filled in. */
    static List<GroupSummary> adjust(List<GroupSummary> groups) {
        // Overall and one input: the same tests twice (see StatsCollector), counted once.
        boolean oneInput = groups.size() == 2;
        List<GroupSummary.PairStats> all = new ArrayList<>();
        (oneInput ? groups.subList(0, 1) : groups).forEach(g -> all.addAll(g.pairs()));
        double[] speedup = Holm.adjust(all.stream().mapToDouble(p -> p.speedup().pValue()).toArray());
        double[] rmst = Holm.adjust(all.stream().mapToDouble(p -> p.survival().pValue()).toArray());
        double[] mcnemar = Holm.adjust(all.stream().mapToDouble(p -> p.survival().mcnemarP()).toArray());
        List<GroupSummary> out = new ArrayList<>();
        int at = 0;
        for (GroupSummary g : groups) {
            if (oneInput && g != groups.get(0)) {
                at = 0;
            }
            List<GroupSummary.PairStats> pairs = new ArrayList<>();
            for (GroupSummary.PairStats p : g.pairs()) {
                pairs.add(new GroupSummary.PairStats(p.solver(), p.baseline(), p.speedup(), p.survival(), speedup[at],
                        rmst[at], mcnemar[at]));
                at++;
            }
            out.add(g.withPairs(pairs));
        }
        return out;
    }
}
