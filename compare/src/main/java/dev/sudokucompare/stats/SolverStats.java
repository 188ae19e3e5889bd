package dev.sudokucompare.stats;

/**
 * One solver's figures over a group of records. {@code time} covers the answered calls
 * (solved or proved unsolvable); {@code totalNanos} every call, limit-stopped ones included.
 * Means of nodes, backtracks, build and search time are per answered call too. {@code error}
 * counts failed calls and unreadable answers (BAD_OUTPUT) alike.
 */
public record SolverStats(String solver, long solved, long noSolution, long limit, long error, double totalNanos,
        TimeSummary time, double meanNodes, double meanBacktracks, double meanBuildNanos, double meanSearchNanos) {

    public long calls() {
        return solved + noSolution + limit + error;
    }
}
