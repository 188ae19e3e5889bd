package dev.sudokucompare.core.cdcl;

import dev.sudokucompare.core.solve.frame.FamilyPlugin;

/** Hand-written conflict-driven clause learning as a plug-in of the tool (listed in this module's services). */
public final class CdclPlugin extends FamilyPlugin {

    public CdclPlugin() {
        super(CdclSolvers.descriptions(), CdclSolvers::byName);
    }
}
