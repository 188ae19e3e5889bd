package dev.sudokucompare.report.run;

import dev.sudokucompare.report.provenance.Environment;
import dev.sudokucompare.report.provenance.Provenance;
import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.engine.RecordVerdict;
import dev.sudokucompare.stats.ForkPairedSpeedup;
import dev.sudokucompare.stats.ForkSpread;
import dev.sudokucompare.stats.GroupSummary;
import dev.sudokucompare.stats.SolverStats;
import java.time.Instant;
import java.util.List;

/**
 * Everything the reports show about one run. {@code summaries} has the overall group first,
 * then one per input. {@code examples} are the first findings (wrong, disagreeing, malformed),
 * with each solver's answer; {@code findings} counts them all. {@code notices} are what a reader
 * should know besides the verdicts (a warm-up call left running, contended records). {@code judgeRows}
 * is the online judge's table of the outside programs (empty without any). {@code interruption} is empty
 * unless the run was cut short. {@code provenance}: the tool's build and the inputs' digests.
 * {@code forks}: the spread between the forks of each solver that ran in several worker JVMs
 * (empty without any; see {@link ForkRecorder}). {@code forkSpeedups}: each solver paired fork by fork
 * with a forked baseline (empty without such a pair). {@code workerSolvers}: the solvers that ran in
 * worker JVMs, forked or not, whose calls of one JVM are not independent. {@code repeatDisagreements}:
 * per solver, the records whose repetitions disagreed (stopped by the limit in some, solved in the
 * others; judged solved), empty without any.
 */
public record RunReport(Provenance provenance, List<String> arguments, Settings settings, Environment environment,
        Instant started, double wallSeconds, List<GroupSummary> summaries, List<Judgement> examples, long findings,
        List<String> inputFailures, List<String> notices, String interruption, List<JudgeTable.Row> judgeRows,
        List<ForkSpread> forks, List<ForkPairedSpeedup> forkSpeedups, List<String> workerSolvers,
        List<RepeatDisagreements.Row> repeatDisagreements) {

    public RunReport {
        repeatDisagreements = List.copyOf(repeatDisagreements);
        arguments = List.copyOf(arguments);
        summaries = List.copyOf(summaries);
        examples = List.copyOf(examples);
        inputFailures = List.copyOf(inputFailures);
        notices = List.copyOf(notices);
        judgeRows = List.copyOf(judgeRows);
        forks = List.copyOf(forks);
        forkSpeedups = List.copyOf(forkSpeedups);
        workerSolvers = List.copyOf(workerSolvers);
    }

    /** A report without forks (a merge, a run whose solvers each ran in one JVM). */
    public RunReport(Provenance provenance, List<String> arguments, Settings settings, Environment environment,
            Instant started, double wallSeconds, List<GroupSummary> summaries, List<Judgement> examples, long findings,
            List<String> inputFailures, List<String> notices, String interruption, List<JudgeTable.Row> judgeRows) {
        this(provenance, arguments, settings, environment, started, wallSeconds, summaries, examples, findings,
                inputFailures, notices, interruption, judgeRows, List.of());
    }

    /** A report with forks but no fork-level pairs and no worker solvers named. */
    public RunReport(Provenance provenance, List<String> arguments, Settings settings, Environment environment,
            Instant started, double wallSeconds, List<GroupSummary> summaries, List<Judgement> examples, long findings,
            List<String> inputFailures, List<String> notices, String interruption, List<JudgeTable.Row> judgeRows,
            List<ForkSpread> forks) {
        this(provenance, arguments, settings, environment, started, wallSeconds, summaries, examples, findings,
                inputFailures, notices, interruption, judgeRows, forks, List.of(), List.of(), List.of());
    }

    /** The same report with the spread between each forked solver's forks. */
    public RunReport withForks(List<ForkSpread> spreads) {
        return new RunReport(provenance, arguments, settings, environment, started, wallSeconds, summaries, examples,
                findings, inputFailures, notices, interruption, judgeRows, spreads, forkSpeedups, workerSolvers,
                repeatDisagreements);
    }

    /** The same report with the fork-level paired speedups against the baseline. */
    public RunReport withForkSpeedups(List<ForkPairedSpeedup> speedups) {
        return new RunReport(provenance, arguments, settings, environment, started, wallSeconds, summaries, examples,
                findings, inputFailures, notices, interruption, judgeRows, forks, speedups, workerSolvers,
                repeatDisagreements);
    }

    /** The same report naming the solvers that ran in worker JVMs. */
    public RunReport withWorkerSolvers(List<String> names) {
        return new RunReport(provenance, arguments, settings, environment, started, wallSeconds, summaries, examples,
                findings, inputFailures, notices, interruption, judgeRows, forks, forkSpeedups, names,
                repeatDisagreements);
    }

    /** The same report with the records whose repetitions disagreed, per solver. */
    public RunReport withRepeatDisagreements(List<RepeatDisagreements.Row> rows) {
        return new RunReport(provenance, arguments, settings, environment, started, wallSeconds, summaries, examples,
                findings, inputFailures, notices, interruption, judgeRows, forks, forkSpeedups, workerSolvers, rows);
    }

    /**
     * True when a solver of the puzzle-level speedup table, or its baseline, ran in a worker JVM:
     * that table's puzzles are then clustered in JVMs.
     */
    public boolean workersInSpeedups() {
        return overall().pairs().stream()
                .anyMatch(p -> workerSolvers.contains(p.solver()) || workerSolvers.contains(p.baseline()));
    }

    public String toolVersion() {
        return provenance.toolVersion();
    }

    public GroupSummary overall() {
        return summaries.get(0);
    }

    public List<GroupSummary> perInput() {
        return summaries.subList(1, summaries.size());
    }

    /** Solvers that failed on every record they were given (they could not start, say). */
    public List<SolverStats> failedEverywhere() {
        return overall().solvers().stream()
                .filter(s -> s.calls() > 0 && s.count(AnswerVerdict.ERROR) == s.calls()).toList();
    }
}
