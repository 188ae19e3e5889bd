package dev.sudokucompare.stats;

import dev.sudokucompare.engine.RecordVerdict;
import java.util.List;
import java.util.Map;

/**
 * The figures of one group of records: one input, or all inputs together ("overall").
 * {@code pairs} compares every solver but the baseline with the baseline; {@code standings} says
 * how sure the ranking is, with the virtual best solver and the Borda scores; {@code survival}
 * counts correct answers within a few budgets, with each solver's restricted mean time to solve.
 */
public record GroupSummary(String name, long records, Map<RecordVerdict, Long> verdicts, List<SolverStats> solvers,
        String baseline, List<PairStats> pairs, Standings standings, Survival survival) {

    public GroupSummary {
        verdicts = Map.copyOf(verdicts);
        solvers = List.copyOf(solvers);
        pairs = List.copyOf(pairs);
    }

    /**
     * One solver against the baseline on the records both ran: the paired speedup, the survival
     * view's paired differences, and each p-value adjusted by Holm over every p-value of its kind
     * in the run (every solver against the baseline, overall and per input; NaN before
     * {@link Multiplicity#adjust}).
     */
    public record PairStats(String solver, String baseline, PairedSpeedup speedup, SurvivalDifference survival,
            double speedupHolmP, double rmstHolmP, double mcnemarHolmP) {

        PairStats(String solver, String baseline, PairedSpeedup speedup, SurvivalDifference survival) {
            this(solver, baseline, speedup, survival, Double.NaN, Double.NaN, Double.NaN);
        }
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
        return new GroupSummary(newName, records, verdicts, solvers, baseline, pairs, standings, survival);
    }

    /** The same figures with other pairs (their p-values adjusted). */
    GroupSummary withPairs(List<PairStats> adjusted) {
        return new GroupSummary(name, records, verdicts, solvers, baseline, adjusted, standings, survival);
    }
}
