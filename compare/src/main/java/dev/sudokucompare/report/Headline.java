package dev.sudokucompare.report;

import dev.sudokucompare.engine.Settings;

/** The one line that says what was run and how. */
public final class Headline {

    private Headline() {
    }

    public static String of(RunReport r) {
        Settings s = r.settings();
        return "sudoku-compare " + r.toolVersion() + ": " + String.join(", ", s.solverSpecs()) + "; mode "
                + s.mode().name().toLowerCase() + (s.mode().name().equals("COUNT") ? " (limit " + s.countLimit() + ")" : "")
                + ", timeout " + Units.time(s.timeout().toNanos()) + ", warm-up " + s.warmup() + ", repeat "
                + s.repeat() + ", threads " + s.threads() + (s.shuffle() ? ", shuffled (seed " + s.seed() + ")" : "")
                + (s.shard().isAll() ? "" : ", shard " + s.shard())
                + String.format(java.util.Locale.ROOT, "; wall %.1f s", r.wallSeconds());
    }
}
