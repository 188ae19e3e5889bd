package dev.sudokucompare.core.dfs;

import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The hand-written depth-first family, by name. Each rung of the ladder changes one thing, so
 * comparing neighbours shows what that one thing buys.
 */
public final class DfsSolvers {

    /** Name to a one-line account of what the rung adds, in ladder order. */
    private static final Map<String, String> DESCRIPTIONS = new LinkedHashMap<>();

    static {
        DESCRIPTIONS.put("dfs-scan", "row-major DFS; tests a value by scanning row, column and box");
        DESCRIPTIONS.put("dfs-sets", "row-major DFS; one HashSet<Integer> of used values per row, column and box");
        DESCRIPTIONS.put("dfs-table", "row-major DFS; boolean used-tables per row, column and box");
        DESCRIPTIONS.put("dfs-bitmask", "row-major DFS; one bitmask per unit, free values by bit tricks");
        DESCRIPTIONS.put("dfs-mrv", "bitmasks + naked/hidden singles to a fixpoint + fewest-candidates cell");
        DESCRIPTIONS.put("dfs", "the fastest: 9x9 bit-parallel bands (singles + locked candidates), copy per level; other shapes: singles + MRV");
    }

    private DfsSolvers() {
    }

    /** The names, in ladder order, with what each adds. */
    public static Map<String, String> descriptions() {
        return Collections.unmodifiableMap(DESCRIPTIONS);
    }

    /**
     * The rungs that report each decision to a {@link dev.sudokucompare.core.solve.SearchTrace}:
     * the teaching ladder. {@code dfs} copies its board per level and keeps no such account.
     */
    public static final List<String> TRACING = List.of("dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask", "dfs-mrv");

    /** A new solver of that name, if it is one of the family. */
    public static Optional<SudokuSolver> byName(String name) {
        return Optional.ofNullable(switch (name) {
            case "dfs-scan" -> new ScanDfs();
            case "dfs-sets" -> new SetsDfs();
            case "dfs-table" -> new TableDfs();
            case "dfs-bitmask" -> new BitmaskDfs();
            case "dfs-mrv" -> new MrvDfs("dfs-mrv");
            case "dfs" -> new FastDfs("dfs");
            default -> null;
        });
    }
}
