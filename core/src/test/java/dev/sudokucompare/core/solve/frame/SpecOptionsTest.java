package dev.sudokucompare.core.solve.frame;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The one grammar of {@code name[:key=value,...]} specs that every family with options reads. */
class SpecOptionsTest {

    @Test
    void theBareNameHasNoOptionsAndAnotherFamilysSpecIsNotOurs() {
        assertThat(SpecOptions.parse("fam", " FAM ", "k=v")).contains(List.of());
        assertThat(SpecOptions.parse("fam", "family", "k=v")).isEmpty();
        assertThat(SpecOptions.parse("fam", "other:fam=1", "k=v")).isEmpty();
        assertThat(SpecOptions.parse("fam", "", "k=v")).isEmpty();
    }

    @Test
    void keysAreLowerCasedAndPartsStrippedInTheirOrder() {
        assertThat(SpecOptions.parse("fam", "Fam: Alpha = One ,beta=2", "k=v").orElseThrow()).containsExactly(
                new SpecOptions.Option("alpha", "One"), new SpecOptions.Option("beta", "2"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"fam:", "fam:a=1,", "fam:,a=1", "fam:a=1,,b=2", "fam: , "})
    void anEmptyOptionIsRefused(String spec) {
        assertThatThrownBy(() -> SpecOptions.parse("fam", spec, "a=1"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("fam spec '" + spec.strip() + "' has an empty option: options are key=value, separated by"
                        + " commas, e.g. a=1");
    }

    @Test
    void anOptionWithoutAValueOrGivenTwiceIsRefused() {
        assertThatThrownBy(() -> SpecOptions.parse("fam", "fam:a", "a=1"))
                .hasMessage("fam option 'a' needs a value, e.g. a=1");
        assertThatThrownBy(() -> SpecOptions.parse("fam", "fam:A=1,a=2", "a=1"))
                .hasMessage("fam option 'a' is given twice in 'fam:A=1,a=2'");
    }

    @Test
    void anEmptyValueIsTheFamilysToJudge() {
        assertThat(SpecOptions.parse("fam", "fam:a=", "a=1").orElseThrow()).containsExactly(new SpecOptions.Option("a", ""));
    }
}
