package dev.sudokucompare.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.RecordVerdict;
import dev.sudokucompare.stats.Figure;
import dev.sudokucompare.stats.GroupSummary;
import dev.sudokucompare.stats.PairedSpeedup;
import dev.sudokucompare.stats.SolverStats;
import dev.sudokucompare.stats.Standings;
import dev.sudokucompare.stats.Survival;
import dev.sudokucompare.stats.SurvivalDifference;
import dev.sudokucompare.stats.TimeSummary;
import java.util.List;

/**
 * One group of report.json: verdicts, per-solver figures with their standings, the virtual best
 * solver, the survival view, and every solver against the baseline. A figure that censored calls
 * make a bound is named in a {@code bounds} object beside it, interval ends included.
 */
final class JsonGroup {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private JsonGroup() {
    }

    static ObjectNode of(GroupSummary g) {
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
            Standings.Standing st = g.standings().standing(s.solver());
            if (st != null) {
                number(o, "rankHeld", st.rankHeld());
                o.putArray("rankCi95").add(st.rankLow()).add(st.rankHigh());
                number(o, "borda", st.borda());
            }
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
            number(o, "cpuPerWall", s.cpuPerWall());
        }
        n.put("baseline", g.baseline());
        ArrayNode order = n.putArray("ranking");
        ranking.forEach(s -> order.add(s.solver()));
        n.put("rankResamples", g.standings().resamples());
        n.set("virtualBest", time(g.standings().virtualBest()));
        n.set("survival", survival(g.survival()));
        ArrayNode pairs = n.putArray("pairs");
        for (GroupSummary.PairStats p : g.pairs()) {
            pairs.add(pair(p));
        }
        return n;
    }

    private static ObjectNode pair(GroupSummary.PairStats p) {
        PairedSpeedup s = p.speedup();
        ObjectNode o = MAPPER.createObjectNode().put("solver", p.solver()).put("baseline", p.baseline())
                .put("pairs", s.pairs()).put("neither", s.neither()).put("bound", s.bound().name())
                .put("wins", s.wins()).put("losses", s.losses()).put("ties", s.ties());
        o.put("withoutRatio", s.withoutRatio().isEmpty() ? null : s.withoutRatio());
        number(o, "speedupGeometricMean", s.geometricMean());
        number(o, "ci95Low", s.ciLow());
        number(o, "ci95High", s.ciHigh());
        number(o, "hodgesLehmann", s.hodgesLehmann());
        number(o, "hodgesLehmannCi95Low", s.hlLow());
        number(o, "hodgesLehmannCi95High", s.hlHigh());
        number(o, "wilcoxonP", s.pValue());
        number(o, "wilcoxonPHolm", p.speedupHolmP());
        ObjectNode bounds = o.putObject("bounds");
        if (s.hasRatio() && s.bound() != Figure.Bound.EXACT) {
            for (String field : List.of("speedupGeometricMean", "ci95Low", "ci95High", "hodgesLehmann",
                    "hodgesLehmannCi95Low", "hodgesLehmannCi95High")) {
                bounds.put(field, s.bound().name());
            }
        }
        SurvivalDifference d = p.survival();
        ObjectNode sv = o.putObject("survival").put("records", d.records());
        number(sv, "rmstDifferenceNanos", d.rmstDifference());
        number(sv, "ci95Low", d.low());
        number(sv, "ci95High", d.high());
        number(sv, "tTestP", d.pValue());
        number(sv, "tTestPHolm", p.rmstHolmP());
        sv.put("onlySolver", d.onlySolver()).put("onlyBaseline", d.onlyBaseline());
        number(sv, "mcnemarP", d.mcnemarP());
        number(sv, "mcnemarPHolm", p.mcnemarHolmP());
        return o;
    }

    private static ObjectNode survival(Survival s) {
        ObjectNode n = MAPPER.createObjectNode();
        number(n, "limitNanos", s.limitNanos());
        ArrayNode budgets = n.putArray("budgetsNanos");
        s.budgets().forEach(budgets::add);
        ArrayNode curves = n.putArray("solvers");
        for (Survival.Curve c : s.curves()) {
            ObjectNode o = curves.addObject().put("solver", c.solver()).put("calls", c.calls());
            ArrayNode solved = o.putArray("solved");
            c.solved().forEach(solved::add);
            ArrayNode low = o.putArray("solvedCi95Low");
            c.low().forEach(low::add);
            ArrayNode high = o.putArray("solvedCi95High");
            c.high().forEach(high::add);
            number(o, "rmstNanos", c.rmst());
            number(o, "rmstCi95Low", c.rmstLow());
            number(o, "rmstCi95High", c.rmstHigh());
        }
        return n;
    }

    /**
     * Times in ns over every call; {@code bounds} names the figures that censored calls make lower
     * bounds (their value is then the bound), interval ends included.
     */
    static ObjectNode time(TimeSummary t) {
        ObjectNode time = MAPPER.createObjectNode().put("calls", t.calls()).put("solved", t.solved());
        number(time, "limitNanos", t.limitNanos());
        ObjectNode bounds = MAPPER.createObjectNode();
        figure(time, bounds, "median", t.median());
        figure(time, bounds, "medianCi95Low", t.medianLow());
        figure(time, bounds, "medianCi95High", t.medianHigh());
        figure(time, bounds, "mean", t.mean());
        figure(time, bounds, "meanCi95Low", t.meanLow());
        figure(time, bounds, "meanCi95High", t.meanHigh());
        figure(time, bounds, "p90", t.p90());
        figure(time, bounds, "p99", t.p99());
        figure(time, bounds, "max", t.max());
        number(time, "par2", t.par2());
        number(time, "par2Ci95Low", t.par2Low());
        number(time, "par2Ci95High", t.par2High());
        time.set("bounds", bounds);
        return time;
    }

    private static void figure(ObjectNode n, ObjectNode bounds, String field, Figure f) {
        number(n, field, f.value());
        if (f.exists() && !f.isExact()) {
            bounds.put(field, f.bound().name());
        }
    }

    static void number(ObjectNode n, String field, double v) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            n.putNull(field);
        } else {
            n.put(field, v);
        }
    }
}
