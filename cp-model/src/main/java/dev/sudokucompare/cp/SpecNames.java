package dev.sudokucompare.cp;

import java.util.Arrays;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Looks up the enum constant a spec names, case-insensitively, with an error that lists the valid names. */
final class SpecNames {

    private SpecNames() {
    }

    static <E extends Enum<E>> E find(E[] values, Function<E, String> specName, String what, String name) {
        String wanted = name.strip().toLowerCase(Locale.ROOT);
        return Arrays.stream(values).filter(v -> specName.apply(v).toLowerCase(Locale.ROOT).equals(wanted))
                .findFirst().orElseThrow(() -> new IllegalArgumentException("unknown " + what + " '" + name
                        + "'; valid: " + list(values, specName)));
    }

    static <E extends Enum<E>> String list(E[] values, Function<E, String> specName) {
        return Arrays.stream(values).map(specName).collect(Collectors.joining(", "));
    }
}
