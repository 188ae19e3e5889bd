package dev.sudokucompare.core.cdcl;

import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.Map;
import java.util.Optional;

/** The hand-written clause-learning solvers, by name: today one, {@code cdcl}. */
public final class CdclSolvers {

    private static final Map<String, String> DESCRIPTIONS = Map.of("cdcl",
            "hand-written conflict-driven clause learning: a Boolean per (cell, value), exactly-one groups per cell"
            + " and per unit and value propagated natively, first-UIP learned clauses shrunk and minimised, VSIDS with target phases, rare Luby restarts");

    private CdclSolvers() {
    }

    /** The names with a one-line account of each. */
    public static Map<String, String> descriptions() {
        return DESCRIPTIONS;
    }

    /** A new solver of that name, if it is one of these. */
    public static Optional<SudokuSolver> byName(String name) {
        return "cdcl".equals(name) ? Optional.of(new CdclSolver(name)) : Optional.empty();
    }
}
