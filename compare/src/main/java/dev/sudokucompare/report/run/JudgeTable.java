package dev.sudokucompare.report.run;

import dev.sudokucompare.engine.ComparisonListener;
import dev.sudokucompare.engine.JudgeVerdict;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The online judge's view of the outside programs in a run: per program, how many answers got
 * each judge verdict (AC, WA, PE, TLE, MLE, RE, OLE), and the first failing puzzle with its reason.
 * What a teacher marking BOJ 2580 / 2239 submissions reads.
 */
public final class JudgeTable implements ComparisonListener {

    /** One program's line of the table. */
    public record Row(String solver, Map<JudgeVerdict, Long> counts, String firstFailure) {
        public long count(JudgeVerdict v) {
            return counts.getOrDefault(v, 0L);
        }
    }

    private final List<String> solvers;
    private final List<Boolean> judged;
    private final List<EnumMap<JudgeVerdict, Long>> counts = new ArrayList<>();
    private final String[] firstFailure;

    /** {@code judged.get(i)}: whether solver i is one a judge would judge (an outside program). */
    public JudgeTable(List<String> solvers, List<Boolean> judged) {
        this.solvers = List.copyOf(solvers);
        this.judged = List.copyOf(judged);
        this.firstFailure = new String[solvers.size()];
        for (int i = 0; i < solvers.size(); i++) {
            counts.add(new EnumMap<>(JudgeVerdict.class));
        }
    }

    @Override
    public void judged(Judgement j) {
        for (int s = 0; s < j.outcomes().size() && s < solvers.size(); s++) {
            if (!judged.get(s)) {
                continue;
            }
            Outcome o = j.outcomes().get(s);
            JudgeVerdict v = JudgeVerdict.of(o);
            if (v == null) {
                continue;
            }
            counts.get(s).merge(v, 1L, Long::sum);
            if (v != JudgeVerdict.AC && firstFailure[s] == null) {
                firstFailure[s] = j.record().location() + ": " + v + " " + o.reason();
            }
        }
    }

    /** The programs' lines, in the run's solver order; empty when no outside program took part. */
    public List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        for (int s = 0; s < solvers.size(); s++) {
            if (judged.get(s)) {
                rows.add(new Row(solvers.get(s), Map.copyOf(counts.get(s)), firstFailure[s] == null ? "" : firstFailure[s]));
            }
        }
        return rows;
    }
}
