package dev.sudokucompare.core.dfs;

import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.List;

/** The DFS family by name, as the command line selects it; tests never construct a variant directly. */
final class Solvers {

    /** Every variant, in ladder order. */
    static final List<String> ALL = List.of("dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask", "dfs-mrv", "dfs");

    /** The plain row-major backtrackers (no propagation, no cell choice). */
    static final List<String> ROW_MAJOR = List.of("dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask");

    /** The variants fast enough for hard and large puzzles. */
    static final List<String> FAST = List.of("dfs-mrv", "dfs");

    private Solvers() {
    }

    static SudokuSolver named(String name) {
        return DfsSolvers.fromSpec(name).orElseThrow(() -> new AssertionError("no DFS variant named " + name));
    }
}
