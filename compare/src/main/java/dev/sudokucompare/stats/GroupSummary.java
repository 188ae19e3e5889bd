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

    /** One solver against the baseline on the puzzles both answered. */
    public record PairStats(String solver, String baseline, PairedSpeedup speedup) {
    }

    public long count(RecordVerdict v) {
        return verdicts.getOrDefault(v, 0L);
    }
}
