package dev.sudokucompare.report;

import dev.sudokucompare.report.run.RunReport;
import dev.sudokucompare.stats.GroupSummary;
import dev.sudokucompare.stats.Survival;
import java.io.IOException;
import java.io.StringWriter;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * {@code survival.csv}: per group, solver (and the virtual best) and budget, how many calls
 * answered correctly within the budget, with the 95% Wilson score interval of that count; the
 * last budget of a group is the time limit. The survival table of the reports, as data.
 */
public final class SurvivalCsv {

    static final String[] COLUMNS = {"group", "solver", "budget_ns", "is_limit", "calls", "solved", "solved_ci95_low",
        "solved_ci95_high"};

    private SurvivalCsv() {
    }

    public static String render(RunReport r) {
        StringWriter out = new StringWriter();
        try (CSVPrinter p = CSVFormat.DEFAULT.builder().setHeader(COLUMNS).setRecordSeparator('\n').get().print(out)) {
            for (GroupSummary g : r.summaries()) {
                Survival s = g.survival();
                for (Survival.Curve c : s.curves()) {
                    for (int b = 0; b < s.budgets().size(); b++) {
                        p.printRecord(CsvText.neutral(g.name()), CsvText.neutral(c.solver()),
                                SummaryCsv.num(s.budgets().get(b)), b == s.budgets().size() - 1, c.calls(),
                                c.solved().get(b), c.low().get(b), c.high().get(b));
                    }
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return out.toString();
    }
}
