package dev.sudokucompare.core.solve.frame;

import java.util.Arrays;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The one lookup of an enum constant by the name a solver spec or an option gives it,
 * case-insensitive, with an error that lists the valid names.
 */
public final class SpecNames {

    private SpecNames() {
    }

    /**
     * The constant whose spec name is {@code name}.
     *
     * @param what what the name is of, for the error ({@code search}, {@code sat encoding} ...)
     * @throws IllegalArgumentException naming {@code what}, the name and the valid names
     */
    public static <E extends Enum<E>> E find(E[] values, Function<E, String> specName, String what, String name) {
        String wanted = name.strip().toLowerCase(Locale.ROOT);
        return Arrays.stream(values).filter(v -> specName.apply(v).toLowerCase(Locale.ROOT).equals(wanted))
                .findFirst().orElseThrow(() -> new IllegalArgumentException("unknown " + what + " '" + name
                        + "'; valid: " + list(values, specName, ", ")));
    }

    /** The spec names of {@code values}, in declaration order, joined by {@code separator}. */
    public static <E extends Enum<E>> String list(E[] values, Function<E, String> specName, String separator) {
        return Arrays.stream(values).map(specName).collect(Collectors.joining(separator));
    }
}
