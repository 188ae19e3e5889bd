package dev.sudokucompare.sat;

import dev.sudokucompare.core.plugin.SolverPlugin;
import dev.sudokucompare.tck.SolverPluginContract;

/** The Sat4j family is a plug-in of the same contract outside authors meet: its service file, API version, names. */
class SatPluginTest extends SolverPluginContract {

    @Override
    protected SolverPlugin plugin() {
        return new SatPlugin();
    }
}
