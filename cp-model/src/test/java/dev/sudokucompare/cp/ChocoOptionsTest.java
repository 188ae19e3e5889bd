package dev.sudokucompare.cp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class ChocoOptionsTest {

    @Test
    void plainNameIsTheDefault() {
        assertThat(ChocoOptions.parseSpec("choco")).contains(ChocoOptions.DEFAULT);
        assertThat(ChocoOptions.parseSpec(" CHOCO ")).contains(ChocoOptions.DEFAULT);
        assertThat(ChocoOptions.DEFAULT.spec()).isEqualTo("choco");
        assertThat(ChocoOptions.DEFAULT.consistency()).isEqualTo("AC");
        assertThat(ChocoOptions.DEFAULT.strategy()).isEqualTo(Strategy.MIN_DOM);
        assertThat(ChocoOptions.DEFAULT.modelPolicy()).isEqualTo(ModelPolicy.REUSE);
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
    void specNamesOptionsInOneOrderWhateverOrderTheyCameIn() {
        ChocoOptions o = ChocoOptions.parseSpec("choco:Model=FRESH,search=inputorder,consistency=bc").orElseThrow();
        assertThat(o.modelPolicy()).isEqualTo(ModelPolicy.FRESH);
        assertThat(o.spec()).isEqualTo("choco:consistency=BC,search=inputOrder,model=fresh");
        assertThat(ChocoOptions.parseSpec(o.spec())).contains(o);
        assertThat(ChocoOptions.parseSpec("choco:model=reuse").orElseThrow().spec()).isEqualTo("choco:model=reuse");
        assertThat(ChocoOptions.parseSpec("choco:model=reuse")).contains(ChocoOptions.DEFAULT);
    }

    @Test
    void searchesThatCannotReuseAModelGetAFreshOne() {
        for (String search : new String[] {"domOverWDeg", "default"}) {
            ChocoOptions o = ChocoOptions.parseSpec("choco:search=" + search).orElseThrow();
            assertThat(o.modelPolicy()).as(search).isEqualTo(ModelPolicy.FRESH);
            assertThat(o.spec()).isEqualTo("choco:search=" + search);
            assertThatThrownBy(() -> ChocoOptions.parseSpec("choco:search=" + search + ",model=reuse"))
                    .hasMessageContaining("model=reuse needs search=minDom or inputOrder");
        }
        assertThat(ChocoOptions.parseSpec("choco:search=inputOrder").orElseThrow().modelPolicy())
                .isEqualTo(ModelPolicy.REUSE);
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
                .hasMessageContaining("unknown choco option 'restarts'").hasMessageContaining("model=fresh|reuse")
                .hasMessageContaining("search=default|minDom|domOverWDeg|inputOrder");
        assertThatThrownBy(() -> ChocoOptions.parseSpec("choco:model=cached"))
                .hasMessage("unknown model 'cached'; valid: fresh, reuse");
        assertThatThrownBy(() -> ChocoOptions.parseSpec("choco:BC"))
                .hasMessageContaining("needs a value");
        // The grammar every family shares (SpecOptions): a stray comma was accepted here, refused by cpsat.
        assertThatThrownBy(() -> ChocoOptions.parseSpec("choco:consistency=BC,"))
                .hasMessageStartingWith("choco spec 'choco:consistency=BC,' has an empty option");
        assertThatThrownBy(() -> ChocoOptions.parseSpec("choco:,search=minDom"))
                .hasMessageContaining("has an empty option");
    }

    /** Options are values: equal exactly when every option is, whatever spec spelled them. */
    @Test
    void optionsAreEqualWhenEveryOptionIs() {
        ChocoOptions base = ChocoOptions.parseSpec("choco:consistency=BC,search=inputOrder,model=fresh").orElseThrow();
        ChocoOptions same = ChocoOptions.parseSpec("choco:model=FRESH,search=inputorder,consistency=bc").orElseThrow();
        assertThat(base).isEqualTo(same).hasSameHashCodeAs(same).isNotSameAs(same);
        for (String other : new String[] {"choco:consistency=AC,search=inputOrder,model=fresh",
                "choco:consistency=BC,search=minDom,model=fresh", "choco:consistency=BC,search=inputOrder,model=reuse"}) {
            ChocoOptions o = ChocoOptions.parseSpec(other).orElseThrow();
            assertThat(o).as(other).isNotEqualTo(base);
            assertThat(o.hashCode()).as(other).isNotEqualTo(base.hashCode());
        }
        assertThat(base).isNotEqualTo("choco:consistency=BC,search=inputOrder,model=fresh");
        assertThat(base.toString()).isEqualTo("choco:consistency=BC,search=inputOrder,model=fresh"
                + " (consistency=BC, search=inputOrder, model=fresh)");
        assertThat(new ChocoSolver(base).toString()).isEqualTo(base.spec());
    }

    /** Help text lists every search and model policy with what it does: no two alike, none blank. */
    @Test
    void everySearchIsDescribed() {
        assertThat(Arrays.stream(Strategy.values()).map(Strategy::description).distinct())
                .hasSize(Strategy.values().length).noneMatch(String::isBlank);
        assertThat(Strategy.INPUT_ORDER.description()).contains("lexmin");
        assertThat(Arrays.stream(ModelPolicy.values()).map(ModelPolicy::description).distinct())
                .hasSize(ModelPolicy.values().length).noneMatch(String::isBlank);
    }
}
