package dev.sudokucompare.report;

import dev.sudokucompare.report.run.RunReport;
import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.stats.SolverStats;
import java.util.Locale;

/** The lines every report shares: what was run and how, and the titles that say what a table counts. */
public final class Headline {

    public static final String SCOREBOARD_TITLE = "Scoreboard (one verdict per solver and record: the independent "
            + "checker, the other solvers' proofs and the reference decide)";

    private Headline() {
    }

    public static String of(RunReport r) {
        Settings s = r.settings();
        return "sudoku-compare " + r.toolVersion() + " (" + r.provenance().toolCommit() + "): " + String.join(", ", s.solverSpecs()) + "; mode "
                + s.mode().name().toLowerCase(Locale.ROOT) + (s.mode().name().equals("COUNT") ? " (limit " + s.countLimit() + ")" : "")
                + ", timeout " + Units.time(s.timeout().toNanos()) + ", warm-up " + s.warmup() + ", repeat "
                + s.repeat() + ", threads " + s.threads() + (s.shuffle() ? ", shuffled (seed " + s.seed() + ")" : "")
                + (s.shard().isAll() ? "" : ", shard " + s.shard())
                + ", reference " + (Settings.NO_REFERENCE.equals(s.reference()) ? "off (claims not proved)"
                        : s.reference() + " (" + Units.time(s.referenceTimeout().toNanos()) + ")")
                + String.format(Locale.ROOT, "; wall %.1f s", r.wallSeconds());
    }

    /** "external:x failed on every record (5 of 5): cannot start ...": a run that measured nothing of it. */
    public static String failedEverywhere(SolverStats s) {
        return "!! " + s.solver() + " failed on every record (" + s.count(AnswerVerdict.ERROR) + " of " + s.calls()
                + "): " + s.firstReason(AnswerVerdict.ERROR);
    }

    /** "First 5 of 12 findings (every one is in results.csv and report.html with --out DIR)". */
    public static String findings(RunReport r) {
        int shown = r.examples().size();
        return (r.findings() > shown ? "First " + shown + " of " + r.findings() + " findings"
                : r.findings() == 1 ? "The finding" : "All " + r.findings() + " findings")
                + " (every one is in results.csv and report.html, written with --out DIR)";
    }
}
