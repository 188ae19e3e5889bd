package dev.sudokucompare.core.cdcl;

import dev.sudokucompare.core.solve.frame.FamilyPlugin;
import java.util.Map;

/**
 * Hand-written conflict-driven clause learning as a plug-in of the tool (listed in this module's
 * services): one solver, {@code cdcl}, made by {@link CdclSolver#fromSpec}.
 */
public final class CdclPlugin extends FamilyPlugin {

    static final String NAME = "cdcl";

    public CdclPlugin() {
        super(Map.of(NAME, "hand-written conflict-driven clause learning: a Boolean per (cell, value), exactly-one"
                + " groups per cell and per unit and value propagated natively, first-UIP learned clauses shrunk and"
                + " minimised, VSIDS with target phases, rare Luby restarts"), CdclSolver::fromSpec);
    }
}
