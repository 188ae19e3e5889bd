package dev.sudokucompare.report.run;

import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.ComparisonListener;
import dev.sudokucompare.engine.Judge;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;
import java.util.ArrayList;
import java.util.List;

/**
 * Per solver, the records whose repetitions ({@code --repeat}) disagreed: stopped by the time limit
 * in some, solved in the others. Such a record is judged solved, its stopped calls counted in the
 * timing; this keeps the disagreement in sight, not only in the record's reason. Read from each
 * answer's reason, so a merge of results.csv files counts the same.
 */
public final class RepeatDisagreements implements ComparisonListener {

    /** One solver's count, with the first such record and its reason. */
    public record Row(String solver, long records, String first) {
    }

    private final List<String> solvers;
    private final long[] counts;
    private final String[] first;

    public RepeatDisagreements(List<String> solvers) {
        this.solvers = List.copyOf(solvers);
        this.counts = new long[solvers.size()];
        this.first = new String[solvers.size()];
    }

    @Override
    public void judged(Judgement j) {
        for (int s = 0; s < j.outcomes().size() && s < solvers.size(); s++) {
            Outcome o = j.outcomes().get(s);
            if (o.verdict() == AnswerVerdict.CORRECT && o.reason() != null && o.reason().startsWith(Judge.REPETITIONS_DISAGREE)) {
                counts[s]++;
                if (first[s] == null) {
                    first[s] = j.record().location() + ": " + o.reason().substring(Judge.REPETITIONS_DISAGREE.length());
                }
            }
        }
    }

    /** The solvers with at least one such record, in the run's order; empty when none. */
    public List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        for (int s = 0; s < solvers.size(); s++) {
            if (counts[s] > 0) {
                rows.add(new Row(solvers.get(s), counts[s], first[s]));
            }
        }
        return rows;
    }
}
