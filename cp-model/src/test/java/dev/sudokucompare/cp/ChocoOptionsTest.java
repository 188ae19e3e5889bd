package dev.sudokucompare.cp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ChocoOptionsTest {

    @Test
    void plainNameIsTheDefault() {
        assertThat(ChocoOptions.parseSpec("choco")).contains(ChocoOptions.DEFAULT);
        assertThat(ChocoOptions.parseSpec(" CHOCO ")).contains(ChocoOptions.DEFAULT);
        assertThat(ChocoOptions.DEFAULT.spec()).isEqualTo("choco");
    }

    @Test
    void otherFamiliesAreNotChocos() {
        assertThat(ChocoOptions.parseSpec("dfs")).isEmpty();
        assertThat(ChocoOptions.parseSpec("chocolate")).isEmpty();
    }

    @Test
    void optionsAreReadCaseInsensitivelyAndNamedCanonically() {
        ChocoOptions o = ChocoOptions.parseSpec("choco:consistency=ac_tuned, search=MINDOM").orElseThrow();
        assertThat(o.consistency()).isEqualTo("AC_TUNED");
        assertThat(o.strategy()).isEqualTo(Strategy.MIN_DOM);
        assertThat(o.spec()).isEqualTo("choco:consistency=AC_TUNED,search=minDom");
        assertThat(ChocoOptions.parseSpec("choco:search=domOverWDeg").orElseThrow().spec())
                .isEqualTo("choco:search=domOverWDeg");
    }

    @Test
    void everyConsistencyOfChoco5IsAccepted() {
        assertThat(ChocoOptions.consistencies()).containsExactlyInAnyOrder("AC", "AC_CLASSIC", "AC_TUNED",
                "AC_COMPLEMENT", "AC_PARTIAL", "AC_REGIN", "AC_ZHANG", "BC", "FC", "NEQS", "DEFAULT");
        for (String c : ChocoOptions.consistencies()) {
            assertThat(ChocoOptions.parseSpec("choco:consistency=" + c).orElseThrow().consistency()).isEqualTo(c);
        }
    }

    @Test
    void unknownConsistencyListsTheValidOnes() {
        assertThatThrownBy(() -> ChocoOptions.parseSpec("choco:consistency=XYZ"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unknown consistency 'XYZ'")
                .hasMessageContaining("AC_COMPLEMENT").hasMessageContaining("NEQS").hasMessageContaining("BC");
    }

    @Test
    void unknownSearchAndUnknownKeyAreClear() {
        assertThatThrownBy(() -> ChocoOptions.parseSpec("choco:search=random"))
                .hasMessageContaining("unknown search 'random'").hasMessageContaining("inputOrder");
        assertThatThrownBy(() -> ChocoOptions.parseSpec("choco:restarts=luby"))
                .hasMessageContaining("unknown choco option 'restarts'");
        assertThatThrownBy(() -> ChocoOptions.parseSpec("choco:BC"))
                .hasMessageContaining("needs a value");
    }
}
