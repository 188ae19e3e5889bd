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
import dev.sudokucompare.stats.GroupSummary;
import dev.sudokucompare.stats.PairedSpeedup;
import dev.sudokucompare.stats.SolverStats;
import dev.sudokucompare.stats.TimeSummary;

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
        root.put("tool", "sudoku-compare").put("version", r.toolVersion());
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
                .put("limit", s.limit()).put("shard", s.shard().toString());
        return n;
    }

    private static ObjectNode group(GroupSummary g) {
        ObjectNode n = MAPPER.createObjectNode().put("name", g.name()).put("records", g.records());
        ObjectNode verdicts = n.putObject("verdicts");
        for (RecordVerdict v : RecordVerdict.values()) {
            verdicts.put(v.name(), g.count(v));
        }
        ArrayNode solvers = n.putArray("solvers");
        for (SolverStats s : g.solvers()) {
            ObjectNode o = solvers.addObject().put("solver", s.solver()).put("countsNodes", s.countsNodes());
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
            TimeSummary t = s.time();
            ObjectNode time = o.putObject("correctTime").put("count", t.count());
            number(time, "mean", t.mean());
            number(time, "ci95Low", t.ciLow());
            number(time, "ci95High", t.ciHigh());
            number(time, "median", t.median());
            number(time, "p90", t.p90());
            number(time, "p99", t.p99());
            number(time, "max", t.max());
            number(o, "meanNodes", s.meanNodes());
            number(o, "meanBacktracks", s.meanBacktracks());
            number(o, "meanBuildNanos", s.meanBuildNanos());
            number(o, "meanSearchNanos", s.meanSearchNanos());
            number(o, "meanCpuNanos", s.meanCpuNanos());
        }
        n.put("baseline", g.baseline());
        ArrayNode pairs = n.putArray("pairs");
        for (GroupSummary.PairStats p : g.pairs()) {
            PairedSpeedup s = p.speedup();
            ObjectNode o = pairs.addObject().put("solver", p.solver()).put("baseline", p.baseline())
                    .put("pairs", s.pairs()).put("wins", s.wins()).put("losses", s.losses()).put("ties", s.ties());
            number(o, "speedupGeometricMean", s.geometricMean());
            number(o, "ci95Low", s.ciLow());
            number(o, "ci95High", s.ciHigh());
        }
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
