package dev.sudokucompare.cpsat;

import dev.sudokucompare.core.solve.frame.SpecNames;

/** How CP-SAT finds the lexicographically smallest completion (see {@link CpSatSolver} for the proofs). */
public enum LexminMethod {
    /**
     * One search that branches row-major on the first open cell with its smallest value, on one
     * worker with presolve off: its first solution is the smallest. One solve per puzzle.
     */
    SEARCH("search", "one fixed row-major, smallest-value-first search (one worker, no presolve)"),
    /**
     * Cell by cell, row-major: minimise the cell with the cells before it fixed, then fix it. Relies
     * only on CP-SAT's proofs of optimality, so it runs with any number of workers; up to one solve
     * per open cell.
     */
    OPTIMISE("optimise", "cell by cell, each value proved minimal by an optimisation solve (any workers)");

    private final String specName;
    private final String description;

    LexminMethod(String specName, String description) {
        this.specName = specName;
        this.description = description;
    }

    public String specName() {
        return specName;
    }

    public String description() {
        return description;
    }

    static String specNames(String separator) {
        return SpecNames.list(values(), LexminMethod::specName, separator);
    }

    static LexminMethod bySpecName(String name) {
        return SpecNames.find(values(), LexminMethod::specName, "cpsat lexmin method", name);
    }
}
