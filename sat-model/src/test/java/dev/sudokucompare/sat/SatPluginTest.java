package dev.sudokucompare.sat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.plugin.SolverPlugin;
import dev.sudokucompare.tck.SolverPluginContract;
import org.junit.jupiter.api.Test;

/** The Sat4j family is a plug-in of the same contract outside authors meet: its service file, API version, names. */
class SatPluginTest extends SolverPluginContract {

    @Override
    protected SolverPlugin plugin() {
        return new SatPlugin();
    }

    @Test
    void theBareNameInAnyCaseIsTheDefaultSolverNamedSat() {
        assertThat(new SatPlugin().create(" SAT ").orElseThrow().name()).isEqualTo("sat");
    }
}
