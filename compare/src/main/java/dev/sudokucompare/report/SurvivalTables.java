package dev.sudokucompare.report;

import dev.sudokucompare.stats.Figure;
import dev.sudokucompare.stats.GroupSummary;
import dev.sudokucompare.stats.Survival;
import dev.sudokucompare.stats.SurvivalDifference;
import java.util.ArrayList;
import java.util.List;

/** The survival view's two tables: correct answers within each budget, and each solver against the baseline. */
public final class SurvivalTables {

    private SurvivalTables() {
    }

    /** Caption of the survival tables, the same in every report. */
    public static final String CAPTION = "Times censored at the limit, read as reviewers read them: how many calls "
            + "answered correctly within each budget (powers of ten from the fastest correct call, and the limit), "
            + "with the 95% Wilson score interval of the count; and the restricted mean time to solve (RMST), the mean "
            + "of min(time, limit) with an unsolved call at the limit: the area under the survival curve, exact up to "
            + "the limit, with its 95% BCa bootstrap CI. Against the baseline, per record: the mean difference of "
            + "min(time, limit), solver minus baseline (below 0: the solver is faster), with the 95% CI and two-sided "
            + "p of the paired t-test; and the records only one of the two answered correctly within the limit, with "
            + "McNemar's exact test. Both p-values also adjusted by Holm over every such test of the run.";

    /** Per solver and the virtual best: correct calls within each budget, then the RMST. */
    public static Table solvedWithin(GroupSummary g) {
        Survival s = g.survival();
        List<String> header = new ArrayList<>(List.of("solver", "calls>"));
        for (int b = 0; b < s.budgets().size(); b++) {
            boolean limit = b == s.budgets().size() - 1;
            header.add("≤ " + Units.time(s.budgets().get(b)) + (limit ? " (limit)" : "") + ">");
        }
        header.add("RMST [95% CI]>");
        Table t = new Table(header.toArray(String[]::new));
        for (Survival.Curve c : s.curves()) {
            List<Object> row = new ArrayList<>(List.of(c.solver(), c.calls()));
            for (int b = 0; b < s.budgets().size(); b++) {
                row.add(c.solved().get(b) + (c.low().get(b) < 0 ? "" : " [" + c.low().get(b) + ", " + c.high().get(b)
                        + "]"));
            }
            String ci = Units.timeInterval(Figure.exact(c.rmstLow()),
                    Figure.exact(c.rmstHigh()));
            row.add(Units.time(c.rmst()) + (ci.isEmpty() ? "" : " " + ci));
            t.row(row.toArray());
        }
        return t;
    }

    /** Each solver against the baseline: the RMST difference with its paired test, and who alone answered. */
    public static Table againstBaseline(GroupSummary g) {
        Table t = new Table("solver", "vs", "RMST difference [95% CI]>", "t-test p>", "Holm p>", "only solver>",
                "only baseline>", "McNemar p>", "Holm p>");
        for (GroupSummary.PairStats p : g.pairs()) {
            SurvivalDifference d = p.survival();
            String ci = Units.signedTimeInterval(d.low(), d.high());
            t.row(p.solver(), p.baseline(), Units.signedTime(d.rmstDifference()) + (ci.isEmpty() ? "" : " " + ci),
                    Units.pValue(d.pValue()), Units.pValue(p.rmstHolmP()), d.onlySolver(), d.onlyBaseline(),
                    Units.pValue(d.mcnemarP()), Units.pValue(p.mcnemarHolmP()));
        }
        return t;
    }
}
