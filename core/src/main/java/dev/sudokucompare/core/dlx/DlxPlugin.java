package dev.sudokucompare.core.dlx;

import dev.sudokucompare.core.solve.frame.FamilyPlugin;
import java.util.List;
import java.util.Map;

/**
 * Exact cover by dancing links as a plug-in of the tool (listed in this module's services): one
 * solver, {@code dlx}, made by {@link DlxSolver#fromSpec}, as every family's solvers are made.
 */
public final class DlxPlugin extends FamilyPlugin {

    static final String NAME = "dlx";

    public DlxPlugin() {
        super(Map.of(NAME, "exact cover by Knuth's dancing links: rows (cell, value), columns cell filled and"
                + " row/column/box has value; fewest-rows column first (lexmin: first open cell unless a column is"
                + " forced)"), DlxSolver::fromSpec);
    }

    /** It reports each row tried to a {@link dev.sudokucompare.core.solve.SearchTrace}. */
    @Override
    public List<String> tracing() {
        return List.of(NAME);
    }
}
