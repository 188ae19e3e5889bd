package org.example.mysolver;

import dev.sudokucompare.core.plugin.SolverPlugin;
import dev.sudokucompare.tck.SolverPluginContract;

/** What the tool checks when it loads the plug-in: the service file, the API version, the names. */
class MySolverPluginTest extends SolverPluginContract {

    @Override
    protected SolverPlugin plugin() {
        return new MySolverPlugin();
    }
}
