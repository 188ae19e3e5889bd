package dev.sudokucompare.report.html;

import dev.sudokucompare.engine.Verdict;
import dev.sudokucompare.report.RunReport;
import dev.sudokucompare.report.Tables;
import dev.sudokucompare.stats.GroupSummary;
import java.util.List;
import java.util.Map;

/** The page's first section: a verdict banner that does not rely on colour, the counts, the findings. */
final class Correctness {

    private Correctness() {
    }

    static void describe(RunReport r, Map<String, Object> page) {
        GroupSummary all = r.overall();
        long wrong = all.count(Verdict.WRONG);
        long disagree = all.count(Verdict.DISAGREE);
        long malformed = all.count(Verdict.MALFORMED);
        long trouble = malformed + r.inputFailures().size();
        if (wrong + disagree > 0) {
            page.put("bannerClass", "bad");
            page.put("banner", "✗ Findings: " + wrong + " WRONG and " + disagree + " DISAGREE of " + all.records()
                    + " records. The solvers' answers are not all right; the proof is below.");
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
            page.put("banner", "✓ No disagreement: every answer of " + all.records() + " records agrees ("
                    + all.count(Verdict.INCONCLUSIVE) + " inconclusive: a limit or an error).");
        }
        page.put("verdicts", TableView.of("verdicts", Tables.verdicts(all), -1));
        page.put("inputFailures", r.inputFailures());
        page.put("hasInputFailures", !r.inputFailures().isEmpty());
        List<FindingView> findings = r.examples().stream().map(j -> FindingView.of(j, r.settings().mode())).toList();
        page.put("findings", findings);
        long total = wrong + disagree + malformed;
        page.put("findingsNote", findings.isEmpty() ? "" : total > findings.size()
                ? "The first " + findings.size() + " of " + total + " findings; results.csv has every one."
                : findings.size() == 1 ? "The finding:" : "All " + findings.size() + " findings:");
    }
}
