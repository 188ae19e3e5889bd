package dev.sudokucompare.core.solve.frame;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * One of a fixed set of choices that a solver spec or an option names: an enum whose constants
 * each carry a {@link Name} (the name a user types and a one-line description). The accessors,
 * the lookup by name (case-insensitive, with an error that lists the valid names) and the
 * listing are written here once, for every such enum; the enum itself holds only its constants
 * and its own logic.
 */
public interface Choice {

    /** A constant's words: the name in a spec or on the command line, and what it does. */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.FIELD)
    @interface Name {
        /** The name in a spec or on the command line, e.g. {@code minDom}. */
        String value();

        /** One line on what the choice does, for {@code list} and help. */
        String description();
    }

    /** The name in a solver spec or on the command line, e.g. {@code minDom}. */
    default String specName() {
        return ChoiceNames.of(this).value();
    }

    default String description() {
        return ChoiceNames.of(this).description();
    }

    /**
     * The constant of {@code type} whose spec name is {@code name}, case-insensitive.
     *
     * @param what what the name is of, for the error ({@code search}, {@code sat encoding} ...)
     * @throws IllegalArgumentException naming {@code what}, the name and the valid names
     */
    static <E extends Enum<E> & Choice> E find(Class<E> type, String what, String name) {
        String wanted = name.strip().toLowerCase(Locale.ROOT);
        return Arrays.stream(type.getEnumConstants()).filter(c -> c.specName().toLowerCase(Locale.ROOT).equals(wanted))
                .findFirst().orElseThrow(() -> new IllegalArgumentException("unknown " + what + " '" + name
                        + "'; valid: " + list(type, ", ")));
    }

    /** The spec names of {@code type}, in declaration order. */
    static <E extends Enum<E> & Choice> List<String> names(Class<E> type) {
        return Arrays.stream(type.getEnumConstants()).map(Choice::specName).toList();
    }

    /** The spec names of {@code type}, in declaration order, joined by {@code separator}. */
    static <E extends Enum<E> & Choice> String list(Class<E> type, String separator) {
        return names(type).stream().collect(Collectors.joining(separator));
    }
}
