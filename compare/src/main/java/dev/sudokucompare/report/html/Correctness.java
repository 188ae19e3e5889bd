package dev.sudokucompare.report.html;

import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.RecordVerdict;
import dev.sudokucompare.report.Headline;
import dev.sudokucompare.report.Table;
import dev.sudokucompare.report.run.RunReport;
import dev.sudokucompare.report.ReportTables;
import dev.sudokucompare.stats.GroupSummary;
import java.util.List;
import java.util.Map;

/** The page's first section: a verdict banner that does not rely on colour, the counts, the findings. */
final class Correctness {

    private Correctness() {
    }

    static void describe(RunReport r, Map<String, Object> page) {
        GroupSummary all = r.overall();
        long wrong = all.count(RecordVerdict.WRONG);
        long disagree = all.count(RecordVerdict.DISAGREE);
        long malformed = all.count(RecordVerdict.MALFORMED);
        long trouble = malformed + r.inputFailures().size();
        long wrongAnswers = all.solvers().stream().mapToLong(s -> s.count(AnswerVerdict.WRONG)).sum();
        long errors = all.solvers().stream().mapToLong(s -> s.count(AnswerVerdict.ERROR)).sum();
        if (wrong + disagree > 0) {
            page.put("bannerClass", "bad");
            page.put("banner", "✗ Findings: " + wrongAnswers + " WRONG answers; " + wrong + " WRONG and " + disagree
                    + " DISAGREE of " + all.records() + " records. The solvers' answers are not all right; the proof "
                    + "is below.");
        } else if (errors > 0) {
            page.put("bannerClass", "warn");
            page.put("banner", "⚠ No answer is wrong, but " + errors + (errors == 1 ? " answer is" : " answers are")
                    + " ERROR: a solver failed (see the scoreboard for the first reason)."
                    + (trouble > 0 ? " Also " + trouble + " input or record problems." : ""));
        } else if (all.count(RecordVerdict.UNVERIFIED) > 0) {
            long unverified = all.count(RecordVerdict.UNVERIFIED);
            page.put("bannerClass", "warn");
            page.put("banner", "⚠ No answer is proved wrong, but " + unverified + (unverified == 1 ? " record is" : " records are")
                    + " UNVERIFIED: the reference could not prove an answer (see the scoreboard for the first reason)."
                    + (trouble > 0 ? " Also " + trouble + " input or record problems." : ""));
        } else if (trouble > 0) {
            page.put("bannerClass", "warn");
            String unread = malformed == 0 ? "" : malformed + (malformed == 1 ? " record" : " records")
                    + " could not be read";
            int failed = r.inputFailures().size();
            String inputs = failed == 0 ? "" : failed + (failed == 1 ? " input" : " inputs") + " failed";
            page.put("banner", "⚠ No answer contradicts another, but " + unread
                    + (unread.isEmpty() || inputs.isEmpty() ? "" : " and ") + inputs + ".");
        } else {
            page.put("bannerClass", "ok");
            page.put("banner", "✓ No wrong answer: every answer of " + all.records() + " records holds ("
                    + all.count(RecordVerdict.INCONCLUSIVE) + " inconclusive: a limit stopped a solver).");
        }
        page.put("failedEverywhere", r.failedEverywhere().stream().map(Headline::failedEverywhere).toList());
        page.put("notices", r.notices());
        page.put("scoreboard", HtmlTable.of("scoreboard", ReportTables.scoreboard(all), -1));
        page.put("scoreboardTitle", Headline.SCOREBOARD_TITLE);
        page.put("ranking", HtmlTable.of("ranking", ReportTables.ranking(all), -1));
        page.put("rankingCaption", ReportTables.RANKING_CAPTION);
        Table problems = ReportTables.firstProblems(all);
        page.put("firstProblems", problems.rows().isEmpty() ? null : HtmlTable.of("first-problems", problems, -1));
        page.put("verdicts", HtmlTable.of("verdicts", ReportTables.verdicts(all), -1));
        page.put("judgeTitle", ReportTables.JUDGE_TITLE);
        page.put("judges", r.judgeRows().isEmpty() ? null : HtmlTable.of("judges", ReportTables.judges(r.judgeRows()), -1));
        page.put("repeatTitle", ReportTables.REPEAT_TITLE);
        page.put("repeats", r.repeatDisagreements().isEmpty() ? null
                : HtmlTable.of("repeat-disagreements", ReportTables.repeatDisagreements(r.repeatDisagreements()), -1));
        page.put("inputFailures", r.inputFailures());
        page.put("hasInputFailures", !r.inputFailures().isEmpty());
        List<FindingView> findings = r.examples().stream().map(j -> FindingView.of(j, r.settings().mode())).toList();
        page.put("findings", findings);
        page.put("findingsNote", findings.isEmpty() ? "" : Headline.findings(r) + ".");
    }
}
