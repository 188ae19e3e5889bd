package dev.sudokucompare.core.cnf;

/** Which clauses state the rules (Lynce and Ouaknine, 2006). */
public enum Encoding {
    /**
     * Each cell holds at least one value, and each value is at most once in every row, column
     * and box. Enough: a row of N cells, each with a value, and N values, each at most once,
     * leaves every cell exactly one value.
     */
    MINIMAL("minimal", "each cell at least one value; each value at most once per row, column and box"),
    /** The minimal clauses plus their redundant duals, which give the solver more to propagate. */
    EXTENDED("extended", "minimal + each cell at most one value + each value at least once per row, column and box");

    private final String specName;
    private final String description;

    Encoding(String specName, String description) {
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
