package dev.sudokucompare.core;

/** The three kinds of unit whose cells must all differ. */
public enum UnitKind {
    ROW("row"), COLUMN("column"), BOX("box");

    private final String label;

    UnitKind(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
