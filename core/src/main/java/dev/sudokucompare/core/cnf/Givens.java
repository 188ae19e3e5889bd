package dev.sudokucompare.core.cnf;

import dev.sudokucompare.core.solve.frame.Choice;

/** How the puzzle's givens enter the formula. */
public enum Givens implements Choice {
    /** The whole N^3-variable formula, and one unit clause per given. */
    @Name(value = "units", description = "all N^3 variables; one unit clause per given")
    UNITS,
    /** The whole N^3-variable formula; the givens are assumptions of every solver call, not clauses. */
    @Name(value = "assumptions", description = "all N^3 variables; the givens are assumptions of each solver call")
    ASSUMPTIONS,
    /**
     * Only the open cells' candidates (values no given in the cell's row, column or box excludes)
     * are variables, and clauses the givens satisfy are left out: Kwon and Jain's optimised
     * encoding (2006). Much smaller formulas; a cell or unit left with no candidate is an empty clause.
     */
    @Name(value = "reduce", description = "variables only for the open cells' candidates; clauses the givens satisfy left out")
    REDUCE
}
