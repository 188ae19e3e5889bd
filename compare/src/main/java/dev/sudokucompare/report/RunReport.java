package dev.sudokucompare.report;

import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.engine.Verdict;
import dev.sudokucompare.stats.GroupSummary;
import java.time.Instant;
import java.util.List;

/**
 * Everything the reports show about one run. {@code summaries} has the overall group first,
 * then one per input. {@code examples} are the first findings (wrong, disagreeing, malformed),
 * with each solver's answer. {@code interruption} is empty unless the run was cut short.
 */
public record RunReport(String toolVersion, List<String> arguments, Settings settings, Environment environment,
        Instant started, double wallSeconds, List<GroupSummary> summaries, List<Judgement> examples,
        List<String> inputFailures, String interruption) {

    public RunReport {
        arguments = List.copyOf(arguments);
        summaries = List.copyOf(summaries);
        examples = List.copyOf(examples);
        inputFailures = List.copyOf(inputFailures);
    }

    public GroupSummary overall() {
        return summaries.get(0);
    }

    public List<GroupSummary> perInput() {
        return summaries.subList(1, summaries.size());
    }

    /** The exit status this run deserves: 2 trouble, 1 a finding, 0 all agreed. */
    public int exitStatus() {
        GroupSummary all = overall();
        if (!inputFailures.isEmpty() || all.count(Verdict.MALFORMED) > 0) {
            return 2;
        }
        return all.count(Verdict.WRONG) + all.count(Verdict.DISAGREE) > 0 ? 1 : 0;
    }
}
