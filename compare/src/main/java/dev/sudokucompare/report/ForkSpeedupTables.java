package dev.sudokucompare.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sudokucompare.stats.ForkPairedSpeedup;
import java.util.List;

/**
 * The fork-level speedup against a forked baseline (see {@link ForkPairedSpeedup}): a table on
 * the console and in report.md, an array in report.json; and the note under the puzzle-level
 * speedup table when solvers ran in worker JVMs. Shown only when some solver and the baseline ran
 * in the same number of forks.
 */
final class ForkSpeedupTables {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    public static final String TITLE = "Speedup by fork (JVM-level; paired by fork)";

    /** Why this table, not the puzzle-level one, decides; shown with the table in every view. */
    public static final String DECIDES = "This test decides for forked solvers, not the puzzle-level table: calls in "
            + "one JVM are not independent.";

    /** The note under the puzzle-level speedup table when a solver in it ran in a worker JVM. */
    public static final String WORKER_NOTE = "solvers in worker JVMs: calls of one JVM are not independent; use "
            + "--forks 5 or more and read 'Speedup by fork'";

    /** Caption of the table, the same in every report. */
    public static final String CAPTION = "Each solver against the baseline when both ran in the same number of "
            + "worker JVMs (forks): a puzzle meets the same fork index in both, so fork k of the solver and fork k of "
            + "the baseline answered the same puzzles. Per fork, the median over the records both answered correctly "
            + "of log(solver time / baseline time); across the forks, the mean of those medians with Student's t "
            + "(forks - 1 degrees of freedom): the speedup (baseline / solver, as above) with its 95% CI and the "
            + "t-test's two-sided p, adjusted by Holm over the rows of this table. Each JVM compiles the code its own "
            + "way, so the interval is as wide as the JVMs differ, however many puzzles each answered; below "
            + ForkPairedSpeedup.MIN_FORKS + " forks there is no test.";

    private ForkSpeedupTables() {
    }

    /** A row per solver paired with the baseline (the console gives long specs their short names). */
    static Table table(List<ForkPairedSpeedup> rows) {
        Table t = new Table("solver", "vs", "forks>", "pairs>", "speedup>", "95% CI>", "t-test p>", "Holm p>");
        for (ForkPairedSpeedup s : rows) {
            String solver = s.solver();
            String baseline = s.baseline();
            if (!s.tested()) {
                t.row(solver, baseline, forks(s), s.pairs(), s.withoutTest(), "-", "-", "-");
                continue;
            }
            t.row(solver, baseline, forks(s), s.pairs(), Units.speedup(s.speedup()),
                    Units.speedupInterval(s.ciLow(), s.ciHigh()), Units.pValue(s.pValue()), Units.pValue(s.holmP()));
        }
        return t;
    }

    /** "5", or "3 of 5" when some forks had no record both answered correctly. */
    private static String forks(ForkPairedSpeedup s) {
        return s.forksWithPairs() == s.forkCount() ? String.valueOf(s.forkCount())
                : s.forksWithPairs() + " of " + s.forkCount();
    }

    /**
     * report.json's {@code forkSpeedups}: an object per row, the log-scale figures beside the
     * speedups, and each fork's pairs and median log ratio.
     */
    static ArrayNode json(List<ForkPairedSpeedup> rows) {
        ArrayNode out = MAPPER.createArrayNode();
        for (ForkPairedSpeedup s : rows) {
            ObjectNode n = out.addObject().put("solver", s.solver()).put("baseline", s.baseline())
                    .put("forkCount", s.forkCount()).put("forksWithPairs", s.forksWithPairs()).put("pairs", s.pairs())
                    .put("withoutTest", s.tested() ? null : s.withoutTest());
            JsonGroup.number(n, "speedup", s.speedup());
            JsonGroup.number(n, "ci95Low", s.ciLow());
            JsonGroup.number(n, "ci95High", s.ciHigh());
            JsonGroup.number(n, "meanLogRatio", s.meanLogRatio());
            JsonGroup.number(n, "standardError", s.standardError());
            JsonGroup.number(n, "tTestP", s.pValue());
            JsonGroup.number(n, "tTestPHolm", s.holmP());
            ArrayNode forks = n.putArray("forks");
            for (ForkPairedSpeedup.Fork f : s.forks()) {
                ObjectNode o = forks.addObject().put("fork", f.index()).put("pairs", f.pairs());
                JsonGroup.number(o, "medianLogRatio", f.medianLogRatio());
            }
        }
        return out;
    }
}
