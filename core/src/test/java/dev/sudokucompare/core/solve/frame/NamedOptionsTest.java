package dev.sudokucompare.core.solve.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;

class NamedOptionsTest {

    private enum Key { FIRST, SECOND, THIRD }

    private static String spelling(Key key) {
        return key.name().toLowerCase(Locale.ROOT) + "=v";
    }

    @Test
    void nothingNamedSpellsTheBareFamily() {
        assertThat(NamedOptions.none(Key.class).spec("fam", NamedOptionsTest::spelling)).isEqualTo("fam");
    }

    @Test
    void namedOptionsAreSpelledInTheKeysOrderNotTheOrderNamed() {
        NamedOptions<Key> named = NamedOptions.none(Key.class).with(Key.THIRD).with(Key.FIRST);
        assertThat(named.spec("fam", NamedOptionsTest::spelling)).isEqualTo("fam:first=v,third=v");
        assertThat(named.contains(Key.SECOND)).isFalse();
    }

    @Test
    void namingAddsToACopyAndNamingTwiceIsOnce() {
        NamedOptions<Key> none = NamedOptions.none(Key.class);
        NamedOptions<Key> second = none.with(Key.SECOND).with(Key.SECOND);
        assertThat(none.contains(Key.SECOND)).isFalse();
        assertThat(second.spec("fam", NamedOptionsTest::spelling)).isEqualTo("fam:second=v");
    }
}
