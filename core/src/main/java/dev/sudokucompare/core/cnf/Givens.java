package dev.sudokucompare.core.cnf;

/** How the puzzle's givens enter the formula. */
public enum Givens {
    /** The whole N^3-variable formula, and one unit clause per given. */
    UNITS("units", "all N^3 variables; one unit clause per given"),
    /** The whole N^3-variable formula; the givens are assumptions of every solver call, not clauses. */
    ASSUMPTIONS("assumptions", "all N^3 variables; the givens are assumptions of each solver call"),
    /**
     * Only the open cells' candidates (values no given in the cell's row, column or box excludes)
     * are variables, and clauses the givens satisfy are left out: Kwon and Jain's optimised
     * encoding (2006). Much smaller formulas; a cell or unit left with no candidate is an empty clause.
     */
    REDUCE("reduce", "variables only for the open cells' candidates; clauses the givens satisfy left out");

    private final String specName;
    private final String description;

    Givens(String specName, String description) {
        this.specName = specName;
        this.description = description;
    }

    public String specName() {
        return specName;
    }

    public String description() {
        return description;
    }
}
