package dev.sudokucompare.core.dfs.ladder;

import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.function.Supplier;

/**
 * The teaching ladder, bottom rung first: the one place a rung is named and described. Each rung
 * changes one thing from the one below, so comparing neighbours shows what that one thing buys.
 */
public enum Ladder {
    SCAN("dfs-scan", "row-major DFS; tests a value by scanning row, column and box", ScanDfs::new),
    SETS("dfs-sets", "row-major DFS; one HashSet<Integer> of used values per row, column and box", SetsDfs::new),
    TABLE("dfs-table", "row-major DFS; boolean used-tables per row, column and box", TableDfs::new),
    BITMASK("dfs-bitmask", "row-major DFS; one bitmask per unit, free values by bit tricks", BitmaskDfs::new),
    MRV("dfs-mrv", "bitmasks + naked/hidden singles to a fixpoint + fewest-candidates cell", () -> new MrvDfs("dfs-mrv"));

    private final String solverName;
    private final String description;
    private final Supplier<SudokuSolver> factory;

    Ladder(String solverName, String description, Supplier<SudokuSolver> factory) {
        this.solverName = solverName;
        this.description = description;
        this.factory = factory;
    }

    /** The name the command line and the reports use ({@code dfs-scan}, ...). */
    public String solverName() {
        return solverName;
    }

    /** One line on what this rung adds to the one below. */
    public String description() {
        return description;
    }

    /** A new solver of this rung; every rung reports its decisions to the request's trace. */
    public SudokuSolver newSolver() {
        return factory.get();
    }
}
