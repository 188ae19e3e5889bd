package dev.sudokucompare.stats;

import dev.sudokucompare.engine.ComparisonListener;
import dev.sudokucompare.engine.Judgement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Figures for every input and for all inputs together, built as the run goes. */
public final class StatsCollector implements ComparisonListener {

    public static final String OVERALL = "overall";

    private final List<String> solvers;
    private final List<Boolean> countsNodes;
    private final int baseline;
    private final GroupAccumulator overall;
    private final Map<String, GroupAccumulator> perInput = new LinkedHashMap<>();

    /** {@code countsNodes.get(i)}: whether solver i has a search account (node figures apply). */
    public StatsCollector(List<String> solvers, List<Boolean> countsNodes, int baseline) {
        this.solvers = List.copyOf(solvers);
        this.countsNodes = List.copyOf(countsNodes);
        if (this.countsNodes.size() != this.solvers.size()) {
            throw new IllegalArgumentException("one node-count flag per solver");
        }
        this.baseline = baseline;
        this.overall = new GroupAccumulator(OVERALL, this.solvers, this.countsNodes, baseline);
    }

    @Override
    public void inputStarted(String source, long records) {
        perInput.computeIfAbsent(source, s -> new GroupAccumulator(s, solvers, countsNodes, baseline));
    }

    @Override
    public void judged(Judgement j) {
        overall.add(j);
        perInput.computeIfAbsent(j.record().source(), s -> new GroupAccumulator(s, solvers, countsNodes, baseline)).add(j);
    }

    /**
     * The overall group first, then one per input in the order they were read. {@code limit}: the
     * time limit, which a call without a correct answer counts as (at least).
     */
    public List<GroupSummary> summaries(Duration limit) {
        double limitNanos = limit.toNanos();
        List<GroupSummary> out = new ArrayList<>();
        GroupSummary all = overall.summary(limitNanos);
        out.add(all);
        for (Map.Entry<String, GroupAccumulator> g : perInput.entrySet()) {
            // An input that holds every record of the run has the same figures: computed once.
            boolean whole = perInput.size() == 1 && g.getValue().ran() == overall.ran();
            out.add(whole ? all.named(g.getKey()) : g.getValue().summary(limitNanos));
        }
        return Multiplicity.adjust(out);
    }
}
