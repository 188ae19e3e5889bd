package dev.sudokucompare.core.solve.frame;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Which options a family's spec named, so that the spec spelled back names exactly those: an option
 * named at its default keeps its place, one left out stays out, in the order the key enum declares.
 * Every family with options spells its spec through this, so their names follow one rule. Immutable.
 *
 * @param <K> the family's option keys, in the order a spec names them
 */
public final class NamedOptions<K extends Enum<K>> {

    private final Class<K> keyType;
    private final Set<K> named;

    private NamedOptions(Class<K> keyType, Set<K> named) {
        this.keyType = keyType;
        this.named = Set.copyOf(named);
    }

    /** No option named: the bare family name. */
    public static <K extends Enum<K>> NamedOptions<K> none(Class<K> keyType) {
        return new NamedOptions<>(keyType, EnumSet.noneOf(keyType));
    }

    /** These, and {@code key} too. */
    public NamedOptions<K> with(K key) {
        EnumSet<K> keys = EnumSet.of(key);
        keys.addAll(named);
        return new NamedOptions<>(keyType, keys);
    }

    public boolean contains(K key) {
        return named.contains(key);
    }

    /**
     * {@code family} alone when nothing was named, otherwise {@code family:} and each named option
     * as {@code spelling} writes it ({@code key=value}), joined by commas.
     */
    public String spec(String family, Function<K, String> spelling) {
        String options = Arrays.stream(keyType.getEnumConstants()).filter(named::contains).map(spelling)
                .collect(Collectors.joining(","));
        return options.isEmpty() ? family : family + ":" + options;
    }
}
