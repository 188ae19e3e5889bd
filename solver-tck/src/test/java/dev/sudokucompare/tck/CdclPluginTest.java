package dev.sudokucompare.tck;

import dev.sudokucompare.core.cdcl.CdclPlugin;
import dev.sudokucompare.core.plugin.SolverPlugin;

/** Core's cdcl family is a plug-in of the same contract outside authors meet: its service file, API version, names. */
class CdclPluginTest extends SolverPluginContract {

    @Override
    protected SolverPlugin plugin() {
        return new CdclPlugin();
    }
}
