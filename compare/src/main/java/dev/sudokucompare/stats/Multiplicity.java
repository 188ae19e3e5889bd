package dev.sudokucompare.stats;

import java.util.ArrayList;
import java.util.List;

/**
 * Holm's adjustment over a run's p-values of one kind: the speedups' signed-rank tests, the
 * survival view's paired t-tests and McNemar's tests, each a family of (solvers - 1) x (inputs +
 * 1) tests (every solver against the baseline, overall and per input). At 0.05 each, that many
 * tests would find something by chance alone.
 */
final class Multiplicity {

    private Multiplicity() {
    }

    /** The groups with every pair's adjusted p-values filled in. */
    static List<GroupSummary> adjust(List<GroupSummary> groups) {
        List<GroupSummary.PairStats> all = new ArrayList<>();
        groups.forEach(g -> all.addAll(g.pairs()));
        double[] speedup = Holm.adjust(all.stream().mapToDouble(p -> p.speedup().pValue()).toArray());
        double[] rmst = Holm.adjust(all.stream().mapToDouble(p -> p.survival().pValue()).toArray());
        double[] mcnemar = Holm.adjust(all.stream().mapToDouble(p -> p.survival().mcnemarP()).toArray());
        List<GroupSummary> out = new ArrayList<>();
        int at = 0;
        for (GroupSummary g : groups) {
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
