package dev.sudokucompare.report.trace;

import dev.sudokucompare.core.solve.SolveResult;
import java.util.Objects;

/**
 * One solver's search of the page's puzzle: its result, what it can report, and the recorder that
 * listened. {@code tracesDecisions} false means the recorder heard nothing by design.
 */
public record TracedSearch(String solver, SolveResult result, boolean tracesDecisions, boolean countsNodes,
        SearchRecorder recorder) {

    public TracedSearch {
        Objects.requireNonNull(solver);
        Objects.requireNonNull(result);
        Objects.requireNonNull(recorder);
    }
}
