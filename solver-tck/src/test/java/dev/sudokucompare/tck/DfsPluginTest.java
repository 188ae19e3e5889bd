package dev.sudokucompare.tck;

import dev.sudokucompare.core.dfs.DfsPlugin;
import dev.sudokucompare.core.plugin.SolverPlugin;

/** Core's dfs family is a plug-in of the same contract outside authors meet: its service file, API version, names. */
class DfsPluginTest extends SolverPluginContract {

    @Override
    protected SolverPlugin plugin() {
        return new DfsPlugin();
    }
}
