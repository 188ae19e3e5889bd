package dev.sudokucompare.jacop;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.plugin.Library;
import dev.sudokucompare.core.plugin.SolverPlugin;
import dev.sudokucompare.tck.SolverPluginContract;
import org.junit.jupiter.api.Test;

/** The JaCoP family is a plug-in of the contract outside authors meet, and says what it is made of. */
class JacopPluginTest extends SolverPluginContract {

    @Override
    protected SolverPlugin plugin() {
        return new JacopPlugin();
    }

    @Test
    void itDeclaresJacopWithTheVersionItsJarCarriesAndItsLicence() {
        assertThat(new JacopPlugin().libraries()).containsExactly(new Library("jacop", "4.10.0", "AGPL-3.0"));
        assertThat(new JacopPlugin().describe().get("jacop")).startsWith("jacop 4.10.0 model:");
    }

    @Test
    void noSolverOfItsTracesDecisions() {
        assertThat(new JacopPlugin().tracing()).isEmpty();
        assertThat(JacopSolver.fromSpec("jacop").orElseThrow().capabilities().tracesDecisions()).isFalse();
    }
}
