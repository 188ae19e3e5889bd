package dev.sudokucompare.tck;

import dev.sudokucompare.core.dlx.DlxPlugin;
import dev.sudokucompare.core.plugin.SolverPlugin;

/** Core's dlx family is a plug-in of the same contract outside authors meet: its service file, API version, names. */
class DlxPluginTest extends SolverPluginContract {

    @Override
    protected SolverPlugin plugin() {
        return new DlxPlugin();
    }
}
