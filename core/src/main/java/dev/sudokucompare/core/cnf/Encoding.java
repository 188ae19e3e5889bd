package dev.sudokucompare.core.cnf;

import dev.sudokucompare.core.solve.frame.Choice;

/** Which clauses state the rules (Lynce and Ouaknine, 2006). */
public enum Encoding implements Choice {
    /**
     * Each cell holds at least one value, and each value is at most once in every row, column
     * and box. Enough: a row of N cells, each with a value, and N values, each at most once,
     * leaves every cell exactly one value.
     */
    @Name(value = "minimal", description = "each cell at least one value; each value at most once per row, column and box")
    MINIMAL,
    /** The minimal clauses plus their redundant duals, which give the solver more to propagate. */
    @Name(value = "extended", description = "minimal + each cell at most one value + each value at least once per row, column and box")
    EXTENDED
}
