package dev.sudokucompare.core.dfs;

import dev.sudokucompare.core.solve.frame.FamilyPlugin;
import java.util.List;

/** The hand-written depth-first family as a plug-in of the tool (listed in this module's services). */
public final class DfsPlugin extends FamilyPlugin {

    public DfsPlugin() {
        super(DfsSolvers.descriptions(), DfsSolvers::fromSpec);
    }

    @Override
    public List<String> tracing() {
        return DfsSolvers.TRACING;
    }
}
