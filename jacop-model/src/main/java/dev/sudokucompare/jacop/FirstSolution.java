package dev.sudokucompare.jacop;

import org.jacop.core.IntVar;
import org.jacop.search.Search;
import org.jacop.search.SelectChoicePoint;
import org.jacop.search.SimpleSolutionListener;

/**
 * JaCoP's solution listener, keeping the first solution's values and counting the rest without
 * recording them (a count of thousands would otherwise keep thousands of grids).
 */
final class FirstSolution extends SimpleSolutionListener<IntVar> {

    private final SudokuStore model;
    private int[] first;

    FirstSolution(SudokuStore model, int wanted) {
        this.model = model;
        recordSolutions(false);
        searchAll(wanted > 1);
        setSolutionLimit(wanted);
    }

    @Override
    public boolean executeAfterSolution(Search<IntVar> search, SelectChoicePoint<IntVar> select) {
        if (first == null) {
            first = model.values();
        }
        return super.executeAfterSolution(search, select);
    }

    /** The first solution's values, row-major, or null when none was found. */
    int[] first() {
        return first;
    }
}
