package dev.sudokucompare.core.cnf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Reading {@code sat[:option=value,...]} specs: defaults, case, canonical names, clear errors. */
class SatOptionsTest {

    @Test
    void theBareNameIsTheDefault() {
        assertThat(SatOptions.parseSpec("sat")).contains(SatOptions.DEFAULT);
        assertThat(SatOptions.parseSpec(" SAT ").orElseThrow().spec()).isEqualTo("sat");
    }

    @Test
    void otherSpecsAreNotThisModels() {
        assertThat(SatOptions.parseSpec("dfs")).isEmpty();
        assertThat(SatOptions.parseSpec("saturn")).isEmpty();
        assertThat(SatOptions.parseSpec("choco:consistency=AC")).isEmpty();
    }

    @Test
    void optionsAreReadCaseInsensitivelyAndNamedCanonically() {
        SatOptions o = SatOptions.parseSpec("sat:Givens=UNITS, encoding=Minimal").orElseThrow();
        assertThat(o.encoding()).isEqualTo(Encoding.MINIMAL);
        assertThat(o.givens()).isEqualTo(Givens.UNITS);
        assertThat(o.spec()).isEqualTo("sat:encoding=minimal,givens=units");
        assertThat(SatOptions.parseSpec(o.spec())).contains(o);
        assertThat(SatOptions.parseSpec("sat:givens=assumptions").orElseThrow().spec()).isEqualTo("sat:givens=assumptions");
    }

    @Test
    void mistakesAreNamedWithWhatIsValid() {
        assertThatThrownBy(() -> SatOptions.parseSpec("sat:encoding=tiny"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown sat encoding 'tiny'; valid: minimal, extended");
        assertThatThrownBy(() -> SatOptions.parseSpec("sat:solver=glucose"))
                .hasMessage("unknown sat option 'solver'; valid: encoding=minimal|extended, givens=units|assumptions|reduce");
        assertThatThrownBy(() -> SatOptions.parseSpec("sat:extended"))
                .hasMessageStartingWith("sat option 'extended' needs a value");
        // The grammar every family shares (SpecOptions): a stray comma was accepted here, refused by cpsat.
        assertThatThrownBy(() -> SatOptions.parseSpec("sat:encoding=minimal,"))
                .hasMessageStartingWith("sat spec 'sat:encoding=minimal,' has an empty option");
        assertThatThrownBy(() -> SatOptions.parseSpec("sat:encoding=minimal,encoding=extended"))
                .hasMessage("sat option 'encoding' is given twice in 'sat:encoding=minimal,encoding=extended'");
    }
}
