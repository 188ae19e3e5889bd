package dev.sudokucompare.stats;

import dev.sudokucompare.engine.AnswerVerdict;
import java.util.EnumMap;
import java.util.Map;

/**
 * One solver's figures over a group of records. {@code answers} counts its answers by verdict
 * (the scoreboard); {@code firstReasons} keeps, for each verdict but CORRECT, where it first
 * happened and why. {@code time} covers every call, a call without a correct answer counting as at
 * least the time limit (see {@link TimeSummary}); the means of nodes, backtracks, build and search
 * time are over CORRECT answers only (a stopped or failed call's effort is not a solve's).
 * {@code totalNanos} sums every call's wall time, whatever its verdict, so that
 * {@link #perSecond()} times it gives the correct answers. {@code countsNodes} is false for
 * solvers without a search account (an outside program): their node figures do not apply.
 * {@code meanCpuNanos} is the CPU time (user + system) of the correct answers: the calling thread's
 * for an in-process solver, the whole process tree's for an outside program; NaN when it was not
 * measured. {@code cpuPerWall}: their CPU time over their wall time.
 */
public record SolverStats(String solver, boolean countsNodes, Map<AnswerVerdict, Long> answers,
        Map<AnswerVerdict, String> firstReasons, double totalNanos, TimeSummary time, double meanNodes,
        double meanBacktracks, double meanBuildNanos, double meanSearchNanos, double meanCpuNanos,
        double cpuPerWall) {

    public SolverStats {
        answers = copy(answers);
        firstReasons = firstReasons.isEmpty() ? Map.of() : Map.copyOf(new EnumMap<>(firstReasons));
    }

    private static Map<AnswerVerdict, Long> copy(Map<AnswerVerdict, Long> counts) {
        EnumMap<AnswerVerdict, Long> all = new EnumMap<>(AnswerVerdict.class);
        for (AnswerVerdict v : AnswerVerdict.values()) {
            all.put(v, counts.getOrDefault(v, 0L));
        }
        return Map.copyOf(all);
    }

    public long count(AnswerVerdict v) {
        return answers.get(v);
    }

    /** Every call judged, whatever its verdict. */
    public long calls() {
        return answers.values().stream().mapToLong(Long::longValue).sum();
    }

    /** The first answer with that verdict, as "source:line: reason", or empty. */
    public String firstReason(AnswerVerdict v) {
        return firstReasons.getOrDefault(v, "");
    }

    /** Correct answers per second of all the solver's time, limits and errors included. */
    public double perSecond() {
        return totalNanos == 0 ? Double.NaN : count(AnswerVerdict.CORRECT) / (totalNanos / 1e9);
    }
}
