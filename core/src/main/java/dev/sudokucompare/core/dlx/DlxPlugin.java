package dev.sudokucompare.core.dlx;

import dev.sudokucompare.core.solve.frame.FamilyPlugin;
import java.util.List;

/** Exact cover by dancing links as a plug-in of the tool (listed in this module's services). */
public final class DlxPlugin extends FamilyPlugin {

    public DlxPlugin() {
        super(DlxSolvers.descriptions(), DlxSolvers::byName);
    }

    @Override
    public List<String> tracing() {
        return DlxSolvers.TRACING;
    }
}
