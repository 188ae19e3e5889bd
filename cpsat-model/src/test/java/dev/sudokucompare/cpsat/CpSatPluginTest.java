package dev.sudokucompare.cpsat;

import dev.sudokucompare.core.plugin.SolverPlugin;
import dev.sudokucompare.tck.SolverPluginContract;

/** The CP-SAT family is a plug-in of the same contract outside authors meet: its service file, API version, names. */
class CpSatPluginTest extends SolverPluginContract {

    @Override
    protected SolverPlugin plugin() {
        return new CpSatPlugin();
    }
}
