package dev.sudokucompare.report.run;

import dev.sudokucompare.report.provenance.Environment;
import dev.sudokucompare.report.provenance.Provenance;
import dev.sudokucompare.engine.ComparisonListener;
import dev.sudokucompare.engine.Listeners;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.stats.StatsCollector;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Everything a run keeps as its records are judged, in one listener: the statistics, the first
 * findings and what failed, the plots' bounded sample (kept by the page's writer), and results.csv when one is written. A run
 * and a merge feed it the same events and get the same report from it.
 */
public final class RunRecorder extends Listeners {

    private final StatsCollector stats;
    private final FindingsCollector findings;
    private final JudgeTable judges;
    private final RepeatDisagreements repeats;

    /**
     * {@code countsNodes.get(i)}: whether solver i has a search account; {@code outOfProcess.get(i)}:
     * solver i is an outside program, judged as an online judge would; {@code results}, the writers
     * of the files streamed as the run goes (results.csv), or null when none is written;
     * {@code sample}: what keeps the plots' sample when report.html will be written, or null (a run
     * without report files does not keep one: it costs on every record). The writer that plots owns
     * it, so this package does not depend on the page's.
     */
    public RunRecorder(List<String> solvers, List<Boolean> countsNodes, List<Boolean> outOfProcess, int baseline,
            ComparisonListener results, ComparisonListener sample) {
        this(new StatsCollector(solvers, countsNodes, baseline), new FindingsCollector(),
                new JudgeTable(solvers, outOfProcess), new RepeatDisagreements(solvers), results, sample);
    }

    private RunRecorder(StatsCollector stats, FindingsCollector findings, JudgeTable judges,
            RepeatDisagreements repeats, ComparisonListener results, ComparisonListener sample) {
        super(heard(stats, findings, judges, repeats, results, sample));
        this.repeats = repeats;
        this.stats = stats;
        this.findings = findings;
        this.judges = judges;
    }

    /** The listeners a run's events go to, in order: what the report is made of, then the plots' sample and the files. */
    private static List<ComparisonListener> heard(StatsCollector stats, FindingsCollector findings, JudgeTable judges,
            RepeatDisagreements repeats, ComparisonListener results, ComparisonListener sample) {
        List<ComparisonListener> listeners = new ArrayList<>(List.of(stats, findings, judges, repeats));
        if (sample != null) {
            listeners.add(sample);
        }
        if (results != null) {
            listeners.add(results);
        }
        return listeners;
    }

    /** "K of M records", for an interrupted run. */
    public String progress() {
        return findings.progress();
    }

    /** The report of what was recorded. {@code interruption} is empty unless the run was cut short. */
    public RunReport report(Provenance provenance, List<String> arguments, Settings settings, Environment environment,
            Instant started, double wallSeconds, String interruption) {
        return new RunReport(provenance, arguments, settings, environment, started, wallSeconds,
                stats.summaries(settings.timeout()), findings.examples(), findings.findings(), findings.inputFailures(),
                findings.notices(), interruption, judges.rows()).withRepeatDisagreements(repeats.rows());
    }
}
