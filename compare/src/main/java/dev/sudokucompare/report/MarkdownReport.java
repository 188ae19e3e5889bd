package dev.sudokucompare.report;

import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;
import dev.sudokucompare.stats.GroupSummary;

/** {@code report.md}: the console's tables in GitHub Markdown, ready to paste. */
public final class MarkdownReport {

    private MarkdownReport() {
    }

    public static String render(RunReport r) {
        StringBuilder md = new StringBuilder("# Solver comparison\n\n");
        md.append(Headline.of(r)).append("\n\n");
        if (!r.interruption().isEmpty()) {
            md.append("**Interrupted:** ").append(r.interruption()).append("\n\n");
        }
        md.append("## Correctness\n\n").append(Tables.verdicts(r.overall()).toMarkdown()).append('\n');
        for (String failure : r.inputFailures()) {
            md.append("- input failed: ").append(failure).append('\n');
        }
        if (!r.examples().isEmpty()) {
            md.append("### First findings\n\n");
            for (Judgement j : r.examples()) {
                md.append("- **").append(j.verdict()).append("** `").append(j.record().location()).append("`: ")
                        .append(j.detail()).append("\n  - puzzle `").append(j.record().raw()).append("`\n");
                for (Outcome o : j.outcomes()) {
                    md.append("  - ").append(o.solver()).append(": `").append(o.result().solution() != null
                            ? o.result().solution().toString() : o.result().describe()).append("`\n");
                }
            }
            md.append('\n');
        }
        md.append("## Timing, all inputs\n\nMedian, mean and percentiles over answered calls (solved or proved "
                + "unsolvable); total time includes calls stopped by a limit.")
                .append(r.settings().contended() ? " **Contended:** measured with " + r.settings().threads()
                        + " threads at once." : "").append("\n\n");
        md.append(Tables.solvers(r.overall()).toMarkdown()).append('\n');
        if (!r.overall().pairs().isEmpty()) {
            md.append("## Speedup against ").append(r.overall().baseline())
                    .append("\n\nGeometric mean of per-puzzle time ratios (baseline / solver) over the puzzles both "
                            + "answered, 95% CI on the log scale; above 1x = faster than the baseline.\n\n")
                    .append(Tables.speedups(r.overall()).toMarkdown()).append('\n');
        }
        if (r.perInput().size() > 1) {
            md.append("## Per input\n\n").append(Tables.perInput(r.perInput()).toMarkdown()).append('\n');
            for (GroupSummary g : r.perInput()) {
                if (!g.pairs().isEmpty()) {
                    md.append("### ").append(g.name()).append("\n\n").append(Tables.speedups(g).toMarkdown())
                            .append('\n');
                }
            }
        }
        md.append("## Environment\n\n- ").append(r.environment().describe()).append("\n- arguments: `")
                .append(String.join(" ", r.arguments())).append("`\n");
        return md.toString();
    }
}
