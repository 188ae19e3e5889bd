package dev.sudokucompare.core.dfs;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The family by name: the names the tests cover are exactly the ones the registry offers. */
class DfsSolversTest {

    @Test
    void everyListedNameMakesASolverOfThatName() {
        assertThat(DfsSolvers.descriptions().keySet()).containsExactlyElementsOf(Solvers.ALL);
        for (String name : Solvers.ALL) {
            assertThat(DfsSolvers.fromSpec(name)).as(name).hasValueSatisfying(s -> assertThat(s.name()).isEqualTo(name));
            assertThat(DfsSolvers.fromSpec(name).orElseThrow()).as(name).hasToString(name);
            assertThat(DfsSolvers.descriptions().get(name)).as(name).isNotBlank();
        }
    }

    @Test
    void unknownNamesGiveNothing() {
        assertThat(DfsSolvers.fromSpec("dfs-magic")).isEmpty();
        assertThat(DfsSolvers.fromSpec("")).isEmpty();
    }
}
