package dev.sudokucompare.report;

import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.engine.Verdict;
import dev.sudokucompare.stats.GroupSummary;
import dev.sudokucompare.stats.SolverStats;
import java.time.Instant;
import java.util.List;

/**
 * Everything the reports show about one run. {@code summaries} has the overall group first,
 * then one per input. {@code examples} are the first findings (wrong, disagreeing, malformed),
 * with each solver's answer; {@code findings} counts them all. {@code notices} are what a reader
 * should know besides the verdicts (a warm-up call left running, contended records). {@code interruption} is empty
 * unless the run was cut short.
 */
public record RunReport(String toolVersion, List<String> arguments, Settings settings, Environment environment,
        Instant started, double wallSeconds, List<GroupSummary> summaries, List<Judgement> examples, long findings,
        List<String> inputFailures, List<String> notices, String interruption) {

    /** A wrong answer or a disagreement: what the run exists to find. */
    public static final int FOUND = 1;
    /** Trouble: an input failed, a record could not be read, a solver failed. */
    public static final int TROUBLE = 2;

    public RunReport {
        arguments = List.copyOf(arguments);
        summaries = List.copyOf(summaries);
        examples = List.copyOf(examples);
        inputFailures = List.copyOf(inputFailures);
        notices = List.copyOf(notices);
    }

    public GroupSummary overall() {
        return summaries.get(0);
    }

    public List<GroupSummary> perInput() {
        return summaries.subList(1, summaries.size());
    }

    /**
     * The exit status this run deserves, like diff's, in this order: 1 when any answer is WRONG or
     * records disagree (a wrong answer is never hidden behind trouble); else 2 for trouble (an
     * input failed, a MALFORMED record, a solver ERROR); else 0.
     */
    public int exitStatus() {
        GroupSummary all = overall();
        boolean wrong = all.count(Verdict.WRONG) + all.count(Verdict.DISAGREE) > 0
                || all.solvers().stream().anyMatch(s -> s.count(AnswerVerdict.WRONG) > 0);
        if (wrong) {
            return FOUND;
        }
        boolean errors = all.solvers().stream().anyMatch(s -> s.count(AnswerVerdict.ERROR) > 0);
        if (!inputFailures.isEmpty() || all.count(Verdict.MALFORMED) > 0 || errors) {
            return TROUBLE;
        }
        return 0;
    }

    /** Solvers that failed on every record they were given (they could not start, say). */
    public List<SolverStats> failedEverywhere() {
        return overall().solvers().stream()
                .filter(s -> s.calls() > 0 && s.count(AnswerVerdict.ERROR) == s.calls()).toList();
    }
}
