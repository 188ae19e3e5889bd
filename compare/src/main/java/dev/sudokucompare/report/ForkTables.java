package dev.sudokucompare.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sudokucompare.stats.Figure;
import dev.sudokucompare.stats.ForkSpread;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The spread between the forks of each solver that ran in several worker JVMs: a few lines per
 * solver on the console, two tables in report.md, an array in report.json. Shown only when some
 * solver had forks.
 */
final class ForkTables {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    public static final String TITLE = "Forks (JIT variance)";

    /** Caption of the section, the same in every report. */
    public static final String CAPTION = "Each of these solvers ran in several worker JVMs (forks) side by side, its "
            + "calls interleaved and each puzzle always in the same fork: the machine's drift is shared by the forks, "
            + "and what tells them apart is each JVM's own compilation. Every call counts, an unsolved one as at least "
            + "the time limit. Per fork, the median of its calls with its 95% CI (percentile bootstrap, exact); "
            + "spread: the largest fork median over the smallest. The median of all calls has the 95% CI of a "
            + "hierarchical bootstrap (" + String.format(java.util.Locale.ROOT, "%,d", ForkSpread.RESAMPLES)
            + " seeded resamples: draw the forks with replacement, then each drawn fork's calls, pool, take the "
            + "median), beside the interval that resamples the calls alone (puzzles only). Cold: the median of the "
            + "forks' first calls, a JVM that had compiled nothing yet (a warm-up call when there is warm-up). Forks "
            + "whose median intervals do not all overlap are flagged as JIT variance; below "
            + ForkSpread.MIN_RECORDS + " calls in a fork there are too few to tell.";

    private ForkTables() {
    }

    /** The flag line: JIT variance with the spread, that the forks agree, or that there are too few calls. */
    public static String verdict(ForkSpread s) {
        return switch (s.verdict()) {
            case DIFFER -> "JIT variance: forks differ up to " + Units.ratio(s.spread());
            case AGREE -> "forks agree: their median intervals overlap";
            case TOO_FEW -> "too few records per fork to tell (fewer than " + ForkSpread.MIN_RECORDS + " in a fork)";
        };
    }

    /** One solver's lines for the console, each within {@link ConsoleView#WIDTH} columns (a single longer word aside). */
    static List<String> lines(ForkSpread s) {
        List<String> out = new ArrayList<>();
        wrap("  " + Printable.line(s.solver()) + ": " + s.forks().size() + " forks, " + callsPerFork(s)
                + " records each, spread " + Units.ratio(s.spread()) + " (largest fork median / smallest)", out);
        wrap("    fork medians: " + s.forks().stream().map(f -> Units.time(f.median())).collect(Collectors.joining(", ")),
                out);
        wrap("    median " + Units.time(s.median()) + ", 95% CI " + orNone(Units.timeInterval(s.low(), s.high()))
                + " resampling forks, then puzzles (puzzles only: " + orNone(Units.timeInterval(s.puzzleLow(),
                        s.puzzleHigh())) + ")", out);
        wrap("    " + cold(s), out);
        wrap("    " + verdict(s), out);
        return out;
    }

    private static String orNone(String interval) {
        return interval.isEmpty() ? "none" : interval;
    }

    private static String callsPerFork(ForkSpread s) {
        return s.minCalls() == s.maxCalls() ? String.valueOf(s.minCalls()) : s.minCalls() + "-" + s.maxCalls();
    }

    private static String cold(ForkSpread s) {
        long ran = s.forks().stream().filter(f -> f.coldNanos() >= 0).count();
        if (ran == 0) {
            return "cold first call: not measured";
        }
        String text = "cold first call " + Units.time(s.cold()) + " (median over " + ran + " fork" + (ran == 1 ? "" : "s");
        if (s.median().exists() && s.median().value() > 0) {
            Figure ratio = new Figure(s.cold().value() / s.median().value(), s.median().bound().reversed());
            text += "; " + Units.ratio(ratio) + " the median";
        }
        return text + ")";
    }

    /** {@code line} as lines of at most {@link ConsoleView#WIDTH} columns, the rest indented under its start. */
    private static void wrap(String line, List<String> out) {
        String lead = line.substring(0, line.length() - line.stripLeading().length());
        StringBuilder current = new StringBuilder(lead);
        boolean empty = true;
        for (String word : line.stripLeading().split(" ")) {
            if (!empty && current.length() + 1 + word.length() > ConsoleView.WIDTH) {
                out.add(current.toString());
                current.setLength(0);
                current.append(lead).append("  ");
                empty = true;
            }
            current.append(empty ? "" : " ").append(word);
            empty = false;
        }
        out.add(current.toString());
    }

    /** report.md's summary: a row per solver. */
    static Table summary(List<ForkSpread> spreads) {
        Table t = new Table("solver", "forks>", "records per fork>", "spread>", "median [95% CI, forks then puzzles]>",
                "puzzles only>", "cold first call>", "verdict");
        for (ForkSpread s : spreads) {
            t.row(s.solver(), s.forks().size(), callsPerFork(s), Units.ratio(s.spread()),
                    Units.timeWithCi(s.median(), s.low(), s.high()), orNone(Units.timeInterval(s.puzzleLow(),
                            s.puzzleHigh())), Units.time(s.cold()), verdict(s));
        }
        return t;
    }

    /** report.md's detail: a row per fork. */
    static Table perFork(List<ForkSpread> spreads) {
        Table t = new Table("solver", "fork>", "records>", "correct>", "median [95% CI]>", "cold first call>");
        for (ForkSpread s : spreads) {
            for (ForkSpread.Fork f : s.forks()) {
                t.row(s.solver(), f.index(), f.calls(), f.solved(), Units.timeWithCi(f.median(), f.low(), f.high()),
                        f.coldNanos() < 0 ? "-" : Units.time(f.coldNanos()));
            }
        }
        return t;
    }

    /**
     * report.json's {@code forks}: per forked solver every figure in ns, {@code bounds} naming those
     * that unsolved calls make bounds, and each fork's own.
     */
    static ArrayNode json(List<ForkSpread> spreads) {
        ArrayNode out = MAPPER.createArrayNode();
        for (ForkSpread s : spreads) {
            ObjectNode n = out.addObject().put("solver", s.solver()).put("forkCount", s.forks().size())
                    .put("records", s.calls()).put("recordsPerForkMin", s.minCalls())
                    .put("recordsPerForkMax", s.maxCalls());
            ObjectNode bounds = MAPPER.createObjectNode();
            figure(n, bounds, "spread", s.spread());
            figure(n, bounds, "medianNanos", s.median());
            figure(n, bounds, "ci95Low", s.low());
            figure(n, bounds, "ci95High", s.high());
            figure(n, bounds, "puzzleOnlyCi95Low", s.puzzleLow());
            figure(n, bounds, "puzzleOnlyCi95High", s.puzzleHigh());
            figure(n, bounds, "coldMedianNanos", s.cold());
            n.put("verdict", s.verdict().name()).put("flag", s.differ() ? verdict(s) : null);
            n.set("bounds", bounds);
            ArrayNode forks = n.putArray("forks");
            for (ForkSpread.Fork f : s.forks()) {
                ObjectNode o = forks.addObject().put("fork", f.index()).put("records", f.calls())
                        .put("correct", f.solved());
                ObjectNode fb = MAPPER.createObjectNode();
                figure(o, fb, "medianNanos", f.median());
                figure(o, fb, "ci95Low", f.low());
                figure(o, fb, "ci95High", f.high());
                if (f.coldNanos() < 0) {
                    o.putNull("coldNanos");
                } else {
                    o.put("coldNanos", f.coldNanos());
                }
                o.set("bounds", fb);
            }
        }
        return out;
    }

    private static void figure(ObjectNode n, ObjectNode bounds, String field, Figure f) {
        JsonGroup.number(n, field, f.value());
        if (f.exists() && !f.isExact()) {
            bounds.put(field, f.bound().name());
        }
    }
}
