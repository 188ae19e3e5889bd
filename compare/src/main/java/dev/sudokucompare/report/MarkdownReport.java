package dev.sudokucompare.report;

import dev.sudokucompare.report.provenance.Environment;
import dev.sudokucompare.report.run.RunReport;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;
import dev.sudokucompare.stats.GroupSummary;
import dev.sudokucompare.stats.SolverStats;

/** {@code report.md}: the console's tables in GitHub Markdown, ready to paste. */
public final class MarkdownReport {

    private MarkdownReport() {
    }

    public static String render(RunReport r) {
        StringBuilder md = new StringBuilder("# Solver comparison\n\n");
        md.append(Markdown.text(Headline.of(r))).append("\n\n");
        if (!r.interruption().isEmpty()) {
            md.append("**Interrupted:** ").append(Markdown.text(r.interruption())).append("\n\n");
        }
        for (String notice : r.notices()) {
            md.append("**Note:** ").append(Markdown.text(notice)).append("\n\n");
        }
        for (SolverStats s : r.failedEverywhere()) {
            md.append("**").append(Markdown.text(Headline.failedEverywhere(s))).append("**\n\n");
        }
        md.append("## Scoreboard\n\n").append(Headline.SCOREBOARD_TITLE).append(".\n\n")
                .append(ReportTables.scoreboard(r.overall()).toMarkdown()).append('\n');
        if (!r.judgeRows().isEmpty()) {
            md.append(Markdown.text(ReportTables.JUDGE_TITLE)).append(":\n\n")
                    .append(ReportTables.judges(r.judgeRows()).toMarkdown()).append('\n');
        }
        Table problems = ReportTables.firstProblems(r.overall());
        if (!problems.rows().isEmpty()) {
            md.append("First answer of each kind that is not correct:\n\n").append(problems.toMarkdown()).append('\n');
        }
        md.append("## Ranking\n\n").append(Markdown.text(ReportTables.RANKING_CAPTION)).append("\n\n")
                .append(ReportTables.ranking(r.overall()).toMarkdown()).append('\n');
        md.append("## Records\n\n").append(ReportTables.verdicts(r.overall()).toMarkdown()).append('\n');
        for (String failure : r.inputFailures()) {
            md.append("- input failed: ").append(Markdown.text(failure)).append('\n');
        }
        if (!r.repeatDisagreements().isEmpty()) {
            md.append("### Repetitions that disagree\n\n").append(Markdown.text(ReportTables.REPEAT_TITLE))
                    .append(".\n\n").append(ReportTables.repeatDisagreements(r.repeatDisagreements()).toMarkdown())
                    .append('\n');
        }
        if (r.findings() > 0) {
            md.append("### Findings\n\n").append(Headline.findings(r)).append(".\n\n");
            for (Judgement j : r.examples()) {
                md.append("- **").append(j.verdict()).append("** ").append(Markdown.code(j.record().location()))
                        .append(": ").append(Markdown.text(j.detail())).append("\n  - puzzle ")
                        .append(Markdown.code(j.record().raw())).append("\n");
                for (Outcome o : j.outcomes()) {
                    md.append("  - ").append(Markdown.text(o.solver())).append(" (").append(o.verdict()).append("): ")
                            .append(Markdown.code(o.result().solution() != null ? o.result().solution().toString()
                                    : o.result().describe())).append("\n");
                }
            }
            md.append('\n');
        }
        md.append("## Timing, all inputs\n\n").append(Markdown.text(ReportTables.TIMING_CAPTION))
                .append(r.settings().contended() ? " **Contended:** measured with " + r.settings().threads()
                        + " threads at once." : "").append("\n\n");
        md.append(ReportTables.solvers(r.overall()).toMarkdown()).append('\n');
        if (!r.overall().pairs().isEmpty()) {
            md.append("## Speedup against ").append(Markdown.text(r.overall().baseline()))
                    .append("\n\n").append(Markdown.text(ReportTables.SPEEDUP_CAPTION)).append("\n\n")
                    .append(ReportTables.speedups(r.overall()).toMarkdown()).append('\n');
            if (r.workersInSpeedups()) {
                md.append("**Note:** ").append(Markdown.text(ForkSpeedupTables.WORKER_NOTE)).append("\n\n");
            }
        }
        if (!r.forkSpeedups().isEmpty()) {
            md.append("## ").append(Markdown.text(ForkSpeedupTables.TITLE)).append("\n\n")
                    .append(Markdown.text(ForkSpeedupTables.CAPTION)).append("\n\n")
                    .append(ForkSpeedupTables.table(r.forkSpeedups()).toMarkdown()).append('\n')
                    .append("**").append(Markdown.text(ForkSpeedupTables.DECIDES)).append("**\n\n");
        }
        md.append("## Solved within t\n\n").append(Markdown.text(SurvivalTables.CAPTION)).append("\n\n")
                .append(SurvivalTables.solvedWithin(r.overall()).toMarkdown()).append('\n');
        if (!r.overall().pairs().isEmpty()) {
            md.append(SurvivalTables.againstBaseline(r.overall()).toMarkdown()).append('\n');
        }
        if (!r.forks().isEmpty()) {
            md.append("## ").append(ForkTables.TITLE).append("\n\n").append(Markdown.text(ForkTables.CAPTION))
                    .append("\n\n").append(ForkTables.summary(r.forks()).toMarkdown()).append('\n')
                    .append(ForkTables.perFork(r.forks()).toMarkdown()).append('\n');
        }
        if (r.perInput().size() > 1) {
            md.append("## Per input\n\n").append(ReportTables.perInput(r.perInput()).toMarkdown()).append('\n');
            for (GroupSummary g : r.perInput()) {
                if (!g.pairs().isEmpty()) {
                    md.append("### ").append(Markdown.text(g.name())).append("\n\n").append(ReportTables.speedups(g).toMarkdown())
                            .append('\n');
                }
            }
        }
        md.append("## Environment\n\n- ").append(Markdown.text(r.environment().describe())).append("\n- arguments: ")
                .append(Markdown.code(String.join(" ", r.arguments()))).append("\n");
        return md.toString();
    }
}
