package dev.sudokucompare.cpsat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokucompare.core.solve.SudokuSolver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The {@code cpsat[:option=value,...]} specs: defaults, options, and usage errors that list what is valid. */
class CpSatOptionsTest {

    @Test
    void plainSpecIsTheSingleWorkerDefault() {
        CpSatOptions options = CpSatOptions.parseSpec(" CPSAT ").orElseThrow();
        assertThat(options).isEqualTo(CpSatOptions.DEFAULT);
        assertThat(options.workers()).isEqualTo(1);
        assertThat(options.lexmin()).isEqualTo(LexminMethod.SEARCH);
        assertThat(options.spec()).isEqualTo("cpsat");
    }

    @Test
    void optionsAreReadCaseInsensitivelyAndNamedInTheSpec() {
        CpSatOptions options = CpSatOptions.parseSpec("cpsat:Workers=4, LEXMIN=Optimise").orElseThrow();
        assertThat(options.workers()).isEqualTo(4);
        assertThat(options.lexmin()).isEqualTo(LexminMethod.OPTIMISE);
        assertThat(options.spec()).isEqualTo("cpsat:workers=4,lexmin=optimise");
        assertThat(CpSatOptions.parseSpec(options.spec())).contains(options);
        // Named as set, as every family names its options (it dropped options at their default).
        assertThat(CpSatOptions.parseSpec("cpsat:workers=1,lexmin=search").orElseThrow().spec())
                .isEqualTo("cpsat:workers=1,lexmin=search");
        assertThat(CpSatOptions.parseSpec("cpsat:lexmin=search").orElseThrow()).isEqualTo(CpSatOptions.DEFAULT);
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs", "choco", "cpsat2", "cp-sat", "external:cpsat", ""})
    void otherSpecsAreNotCpSats(String spec) {
        assertThat(CpSatOptions.parseSpec(spec)).isEmpty();
        assertThat(CpSatSolver.fromSpec(spec)).isEmpty();
    }

    @Test
    void unknownOptionIsAUsageErrorListingTheValidOnes() {
        assertThatThrownBy(() -> CpSatOptions.parseSpec("cpsat:threads=2"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown cpsat option 'threads'; valid: workers=1..256, lexmin=search|optimise");
        assertThatThrownBy(() -> CpSatSolver.fromSpec("cpsat:presolve=off"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("valid: workers=");
    }

    @ParameterizedTest
    @ValueSource(strings = {"cpsat:workers=0", "cpsat:workers=257", "cpsat:workers=two", "cpsat:workers=",
            "cpsat:lexmin=fastest", "cpsat:workers", "cpsat:", "cpsat:workers=2,"})
    void badValuesAreUsageErrors(String spec) {
        assertThatThrownBy(() -> CpSatOptions.parseSpec(spec)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("cpsat");
    }

    @Test
    void fromSpecGivesASolverNamedByItsSpec() {
        SudokuSolver solver = CpSatSolver.fromSpec("cpsat:workers=2").orElseThrow();
        assertThat(solver).isInstanceOf(CpSatSolver.class);
        assertThat(solver.name()).isEqualTo("cpsat:workers=2");
        assertThat(CpSatSolver.fromSpec("cpsat").orElseThrow().name()).isEqualTo("cpsat");
    }
}
