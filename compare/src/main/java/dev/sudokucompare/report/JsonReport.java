package dev.sudokucompare.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.JudgeVerdict;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;
import dev.sudokucompare.engine.RecordVerdict;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.stats.Bootstrap;
import dev.sudokucompare.stats.Figure;
import dev.sudokucompare.stats.GroupSummary;
import dev.sudokucompare.stats.PairedSpeedup;
import dev.sudokucompare.stats.SolverStats;
import dev.sudokucompare.stats.TimeSummary;
import java.util.List;

/**
 * {@code report.json}: the summary, per-solver and per-pair statistics per group, the arguments,
 * seed, tool version and environment. Times are nanoseconds; a statistic that does not exist
 * (too few samples) is null.
 */
public final class JsonReport {

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private JsonReport() {
    }

    /** {@code exitStatus}: the status the run's findings deserve (an interruption aside). */
    public static String render(RunReport r, int exitStatus) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("tool", "sudoku-compare").put("version", r.toolVersion()).put("commit", r.provenance().toolCommit());
        ArrayNode args = root.putArray("arguments");
        r.arguments().forEach(args::add);
        root.set("settings", settings(r.settings()));
        root.set("environment", MAPPER.valueToTree(r.environment()));
        root.put("started", r.started().toString()).put("wallSeconds", r.wallSeconds());
        root.put("interrupted", r.interruption().isEmpty() ? null : r.interruption());
        root.put("exitStatus", exitStatus);
        ArrayNode failures = root.putArray("inputFailures");
        r.inputFailures().forEach(failures::add);
        ArrayNode notices = root.putArray("notices");
        r.notices().forEach(notices::add);
        root.set("inputs", inputs(r));
        root.set("statistics", statistics());
        ArrayNode groups = root.putArray("groups");
        r.summaries().forEach(g -> groups.add(group(g)));
        ArrayNode judge = root.putArray("judge");
        for (JudgeTable.Row row : r.judgeRows()) {
            ObjectNode o = judge.addObject().put("solver", row.solver());
            ObjectNode counts = o.putObject("counts");
            for (JudgeVerdict v : JudgeVerdict.values()) {
                counts.put(v.name(), row.count(v));
            }
            o.put("firstFailure", row.firstFailure());
        }
        root.put("findingsTotal", r.findings());
        ArrayNode examples = root.putArray("findings");
        r.examples().forEach(j -> examples.add(example(j)));
        try {
            return MAPPER.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static ObjectNode settings(Settings s) {
        ObjectNode n = MAPPER.createObjectNode();
        ArrayNode solvers = n.putArray("solvers");
        s.solverSpecs().forEach(solvers::add);
        n.put("baseline", s.solverSpecs().get(s.baseline())).put("mode", s.mode().name())
                .put("countLimit", s.countLimit()).put("timeoutNanos", s.timeout().toNanos())
                .put("warmup", s.warmup().toString()).put("repeat", s.repeat()).put("threads", s.threads())
                .put("contended", s.contended()).put("shuffle", s.shuffle()).put("seed", s.seed())
                .put("limit", s.limit()).put("shard", s.shard().toString()).put("reference", s.reference())
                .put("referenceTimeoutNanos", s.referenceTimeout().toNanos());
        return n;
    }

    private static ObjectNode group(GroupSummary g) {
        ObjectNode n = MAPPER.createObjectNode().put("name", g.name()).put("records", g.records());
        ObjectNode verdicts = n.putObject("verdicts");
        for (RecordVerdict v : RecordVerdict.values()) {
            verdicts.put(v.name(), g.count(v));
        }
        ArrayNode solvers = n.putArray("solvers");
        List<SolverStats> ranking = g.ranking();
        for (SolverStats s : g.solvers()) {
            ObjectNode o = solvers.addObject().put("solver", s.solver()).put("countsNodes", s.countsNodes())
                    .put("rank", ranking.indexOf(s) + 1);
            ObjectNode answers = o.putObject("answers");
            ObjectNode reasons = o.putObject("firstReasons");
            for (AnswerVerdict v : AnswerVerdict.values()) {
                answers.put(v.name(), s.count(v));
                if (!s.firstReason(v).isEmpty()) {
                    reasons.put(v.name(), s.firstReason(v));
                }
            }
            number(o, "totalNanos", s.totalNanos());
            number(o, "correctPerSecond", s.perSecond());
            o.set("time", time(s.time()));
            number(o, "meanNodes", s.meanNodes());
            number(o, "meanBacktracks", s.meanBacktracks());
            number(o, "meanBuildNanos", s.meanBuildNanos());
            number(o, "meanSearchNanos", s.meanSearchNanos());
            number(o, "meanCpuNanos", s.meanCpuNanos());
        }
        n.put("baseline", g.baseline());
        ArrayNode order = n.putArray("ranking");
        ranking.forEach(s -> order.add(s.solver()));
        ArrayNode pairs = n.putArray("pairs");
        for (GroupSummary.PairStats p : g.pairs()) {
            PairedSpeedup s = p.speedup();
            ObjectNode o = pairs.addObject().put("solver", p.solver()).put("baseline", p.baseline())
                    .put("pairs", s.pairs()).put("neither", s.neither()).put("bound", s.bound().name())
                    .put("wins", s.wins()).put("losses", s.losses()).put("ties", s.ties());
            number(o, "speedupGeometricMean", s.geometricMean());
            number(o, "ci95Low", s.ciLow());
            number(o, "ci95High", s.ciHigh());
            number(o, "hodgesLehmann", s.hodgesLehmann());
            number(o, "hodgesLehmannCi95Low", s.hlLow());
            number(o, "hodgesLehmannCi95High", s.hlHigh());
            number(o, "wilcoxonP", s.pValue());
        }
        return n;
    }

    /**
     * Times in ns over every call; {@code bounds} names the figures that censored calls make lower
     * bounds (their value is then the bound).
     */
    private static ObjectNode time(TimeSummary t) {
        ObjectNode time = MAPPER.createObjectNode().put("calls", t.calls()).put("solved", t.solved());
        number(time, "limitNanos", t.limitNanos());
        ObjectNode bounds = MAPPER.createObjectNode();
        figure(time, bounds, "median", t.median());
        figure(time, bounds, "medianCi95Low", t.medianLow());
        figure(time, bounds, "medianCi95High", t.medianHigh());
        figure(time, bounds, "mean", t.mean());
        number(time, "meanCi95Low", t.meanLow());
        number(time, "meanCi95High", t.meanHigh());
        figure(time, bounds, "p90", t.p90());
        figure(time, bounds, "p99", t.p99());
        figure(time, bounds, "max", t.max());
        number(time, "par2", t.par2());
        time.set("bounds", bounds);
        return time;
    }

    private static void figure(ObjectNode n, ObjectNode bounds, String field, Figure f) {
        number(n, field, f.value());
        if (f.exists() && !f.isExact()) {
            bounds.put(field, f.bound().name());
        }
    }

    /** Each input read: its digest and how many records the run took from it. */
    private static ArrayNode inputs(RunReport r) {
        ArrayNode out = MAPPER.createArrayNode();
        for (GroupSummary g : r.perInput()) {
            InputDigest d = r.provenance().input(g.name()).orElse(new InputDigest(g.name(), "", -1));
            ObjectNode n = out.addObject().put("name", g.name()).put("records", g.records())
                    .put("bytes", d.bytes());
            n.put("sha256", d.hashed() ? d.sha256() : null);
        }
        return out;
    }

    /** How the statistics were computed, so a reader can redo them. */
    static ObjectNode statistics() {
        ObjectNode n = MAPPER.createObjectNode().put("confidence", Bootstrap.CONFIDENCE)
                .put("unsolved", "a call without a correct answer counts as at least the time limit, after every "
                        + "correct one (PAR-2: twice the limit)")
                .put("quantiles", "Hyndman-Fan type 2").put("medianInterval", "percentile bootstrap, exact (binomial)")
                .put("meanInterval", "BCa bootstrap").put("speedupInterval", "BCa bootstrap of the mean log ratio")
                .put("pairedTest", "Wilcoxon signed-rank (two-sided) on log ratios, Hodges-Lehmann estimate and interval")
                .put("tieMargin", PairedSpeedup.TIE_MARGIN);
        n.putObject("bootstrap").put("resamples", Bootstrap.RESAMPLES).put("seed", Bootstrap.SEED)
                .put("resampledUpTo", Bootstrap.MONTE_CARLO_LIMIT).put("above", "saddlepoint approximation");
        return n;
    }

    private static ObjectNode example(Judgement j) {
        ObjectNode n = MAPPER.createObjectNode().put("location", j.record().location())
                .put("verdict", j.verdict().name()).put("detail", j.detail()).put("puzzle", j.record().raw());
        ObjectNode answers = n.putObject("answers");
        for (Outcome o : j.outcomes()) {
            answers.putObject(o.solver()).put("verdict", String.valueOf(o.verdict())).put("reason", o.reason())
                    .put("answer", o.result().solution() != null ? o.result().solution().toString()
                            : o.result().describe());
        }
        return n;
    }

    private static void number(ObjectNode n, String field, double v) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            n.putNull(field);
        } else {
            n.put(field, v);
        }
    }
}
