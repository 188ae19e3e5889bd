package dev.sudokucompare.report;

import dev.sudokucompare.report.provenance.InputDigest;
import dev.sudokucompare.report.run.JudgeTable;
import dev.sudokucompare.report.run.RunReport;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sudokucompare.engine.JudgeVerdict;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.stats.Bootstrap;
import dev.sudokucompare.stats.ForkPairedSpeedup;
import dev.sudokucompare.stats.ForkSpread;
import dev.sudokucompare.stats.GroupSummary;
import dev.sudokucompare.stats.PairedSpeedup;

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
        root.set("provenance", r.provenance().origins().toJson(MAPPER));
        root.set("statistics", statistics());
        ArrayNode groups = root.putArray("groups");
        r.summaries().forEach(g -> groups.add(JsonGroup.of(g)));
        root.set("forks", ForkTables.json(r.forks()));
        root.set("forkSpeedups", ForkSpeedupTables.json(r.forkSpeedups()));
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
                        + "correct one (PAR-2: twice the limit); a figure or interval end it enters is a bound, "
                        + "named in bounds")
                .put("quantiles", "Hyndman-Fan type 2").put("medianInterval", "percentile bootstrap, exact (binomial)")
                .put("meanInterval", "BCa bootstrap").put("par2Interval", "BCa bootstrap of the mean PAR-2 score")
                .put("speedupInterval", "BCa bootstrap of the mean log ratio")
                .put("pairedTest", "Wilcoxon signed-rank (two-sided) on log ratios, Hodges-Lehmann estimate and interval;"
                        + " no ratio for a solver or baseline without a correct answer")
                .put("multiplicity", "Holm over every p-value of a kind in the run (each solver against the baseline, "
                        + "overall and per input): wilcoxonPHolm, tTestPHolm, mcnemarPHolm")
                .put("survival", "correct calls within each budget with the 95% Wilson score interval; RMST = mean of "
                        + "min(time, limit), BCa bootstrap interval; against the baseline the paired t-test and t "
                        + "interval of the RMST difference, McNemar's exact test of the records only one answered")
                .put("ranking", "rank held over bootstrap resamples of the records (rankResamples, seeded); virtual best "
                        + "= each record's fastest correct answer; Borda = MiniZinc Challenge complete score")
                .put("tieMargin", PairedSpeedup.TIE_MARGIN)
                .put("forks", "per fork the median with its exact percentile-bootstrap interval; overall the median "
                        + "with a hierarchical bootstrap interval (resample forks with replacement, then each drawn "
                        + "fork's calls, pool, median; same resamples and seed) and the puzzles-only interval; flagged "
                        + "when the forks' intervals do not all overlap, not below " + ForkSpread.MIN_RECORDS
                        + " calls a fork")
                .put("forkSpeedup", "solver and baseline in the same number of forks, paired by fork index: per fork "
                        + "the median log(solver / baseline time) over the records both answered correctly; across "
                        + "forks the mean, Student's t interval and two-sided t-test (forks - 1 df), Holm over the rows "
                        + "(tTestPHolm); speedup = exp(-mean); no test below " + ForkPairedSpeedup.MIN_FORKS + " forks");
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
}
