package dev.sudokucompare.jacop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The spec grammar of the family: the project's one grammar, its one option, normalised names. */
class JacopOptionsTest {

    @Test
    void theBareNameIsDomainConsistency() {
        assertThat(JacopOptions.parseSpec("jacop")).contains(JacopOptions.DEFAULT);
        assertThat(JacopOptions.DEFAULT.consistency()).isEqualTo(Consistency.DOMAIN);
        assertThat(JacopSolver.fromSpec("jacop").orElseThrow().name()).isEqualTo("jacop");
    }

    @Test
    void eachConsistencyIsNamedCaseInsensitivelyAndKeptInTheName() {
        assertThat(JacopSolver.fromSpec("JaCoP:Consistency=BOUNDS").orElseThrow().name())
                .isEqualTo("jacop:consistency=bounds");
        assertThat(JacopSolver.fromSpec("jacop:consistency=value").orElseThrow().name())
                .isEqualTo("jacop:consistency=value");
        assertThat(JacopSolver.fromSpec("jacop:consistency=domain").orElseThrow().name())
                .isEqualTo("jacop:consistency=domain");
    }

    @Test
    void anotherFamilysSpecIsNotJacops() {
        assertThat(JacopSolver.fromSpec("choco")).isEmpty();
        assertThat(JacopSolver.fromSpec("jacopx")).isEmpty();
    }

    @Test
    void aWrongOptionSaysWhatIsValid() {
        assertThatThrownBy(() -> JacopSolver.fromSpec("jacop:consistency=AC"))
                .hasMessageContaining("unknown jacop consistency 'AC'").hasMessageContaining("domain, bounds, value");
        assertThatThrownBy(() -> JacopSolver.fromSpec("jacop:search=minDom"))
                .hasMessage("unknown jacop option 'search'; valid: consistency=domain|bounds|value");
        assertThatThrownBy(() -> JacopSolver.fromSpec("jacop:consistency=bounds,"))
                .hasMessageContaining("empty option");
    }
}
