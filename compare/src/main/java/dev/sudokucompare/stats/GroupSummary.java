package dev.sudokucompare.stats;

import dev.sudokucompare.engine.RecordVerdict;
import java.util.List;
import java.util.Map;

/**
 * The figures of one group of records: one input, or all inputs together ("overall").
 * {@code pairs} compares every solver but the baseline with the baseline.
 */
public record GroupSummary(String name, long records, Map<RecordVerdict, Long> verdicts, List<SolverStats> solvers,
        String baseline, List<PairStats> pairs) {

    public GroupSummary {
        verdicts = Map.copyOf(verdicts);
        solvers = List.copyOf(solvers);
        pairs = List.copyOf(pairs);
    }

    /** One solver against the baseline on the records both ran. */
    public record PairStats(String solver, String baseline, PairedSpeedup speedup) {
    }

    public long count(RecordVerdict v) {
        return verdicts.getOrDefault(v, 0L);
    }

    /** The solvers in the SAT competitions' order (see {@link Ranking}). */
    public List<SolverStats> ranking() {
        return Ranking.of(solvers);
    }

    /** The same figures under another name (an input that is the whole run). */
    GroupSummary named(String newName) {
        return new GroupSummary(newName, records, verdicts, solvers, baseline, pairs);
    }
}
