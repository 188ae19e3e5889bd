package dev.sudokucompare.core.dlx;

import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The exact cover solvers, by name: today one, {@code dlx}. */
public final class DlxSolvers {

    private static final Map<String, String> DESCRIPTIONS = new LinkedHashMap<>();

    static {
        DESCRIPTIONS.put("dlx", "exact cover by Knuth's dancing links: rows (cell, value), columns cell filled and"
                + " row/column/box has value; fewest-rows column first (lexmin: first open cell unless a column is forced)");
    }

    /** The solvers that report each row tried to a {@link dev.sudokucompare.core.solve.SearchTrace}. */
    public static final List<String> TRACING = List.of("dlx");

    private DlxSolvers() {
    }

    /** The names with a one-line account of each. */
    public static Map<String, String> descriptions() {
        return Collections.unmodifiableMap(DESCRIPTIONS);
    }

    /** A new solver of that name, if it is one of these. */
    public static Optional<SudokuSolver> byName(String name) {
        return "dlx".equals(name) ? Optional.of(new DlxSolver(name)) : Optional.empty();
    }
}
