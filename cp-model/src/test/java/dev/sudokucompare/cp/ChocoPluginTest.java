package dev.sudokucompare.cp;

import dev.sudokucompare.core.plugin.SolverPlugin;
import dev.sudokucompare.tck.SolverPluginContract;

/** The Choco family is a plug-in of the same contract outside authors meet: its service file, API version, names. */
class ChocoPluginTest extends SolverPluginContract {

    @Override
    protected SolverPlugin plugin() {
        return new ChocoPlugin();
    }
}
