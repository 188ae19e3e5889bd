package dev.sudokucompare.report.html;

import dev.sudokucompare.engine.ComparisonListener;
import dev.sudokucompare.engine.Judgement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Keeps what report.html plots, in bounded memory however many records stream past: a seeded
 * sample of at most {@link #OVERALL_CAPACITY} records for all inputs together, and of
 * {@link #INPUT_CAPACITY} for each of the first {@link #MAX_INPUT_PANELS} inputs.
 */
public final class PlotSamples implements ComparisonListener {

    static final int OVERALL_CAPACITY = 1500;
    static final int INPUT_CAPACITY = 400;
    static final int MAX_INPUT_PANELS = 24;

    private final List<String> solvers;
    private final GroupSample overall;
    private final Map<String, GroupSample> perInput = new LinkedHashMap<>();

    public PlotSamples(List<String> solvers) {
        this.solvers = List.copyOf(solvers);
        this.overall = new GroupSample("overall", solvers.size(), OVERALL_CAPACITY);
    }

    @Override
    public void inputStarted(String source, long records) {
        group(source);
    }

    @Override
    public void judged(Judgement j) {
        if (j.record().isMalformed() || j.outcomes().size() != solvers.size()) {
            return;
        }
        Measurement m = Measurement.of(j);
        overall.add(m);
        GroupSample g = group(j.record().source());
        if (g != null) {
            g.add(m);
        }
    }

    /** The input's sample, or null past the panel limit (those inputs count in "overall" only). */
    private GroupSample group(String source) {
        GroupSample g = perInput.get(source);
        if (g == null && perInput.size() < MAX_INPUT_PANELS) {
            g = new GroupSample(source, solvers.size(), INPUT_CAPACITY);
            perInput.put(source, g);
        }
        return g;
    }

    List<String> solvers() {
        return solvers;
    }

    GroupSample overall() {
        return overall;
    }

    Optional<GroupSample> input(String source) {
        return Optional.ofNullable(perInput.get(source));
    }
}
