package dev.sudokucompare.core.solve.frame;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The one grammar of a family's spec with options, for every family that takes them: the bare
 * name ({@code choco}), or the name, a colon and {@code key=value} options separated by commas
 * ({@code choco:consistency=BC,search=minDom}). Names and keys are case-insensitive, spaces
 * around a part are ignored; an empty option (a stray comma), an option without a value and a
 * key given twice are refused, each in one line.
 */
public final class SpecOptions {

    /** One option of a spec: its key (lower case) and its value (stripped). */
    public record Option(String key, String value) {
    }

    private SpecOptions() {
    }

    /**
     * The options {@code spec} gives family {@code name}: none for the bare name; empty when the
     * spec is another family's.
     *
     * @param example what a valid option looks like, for the messages ({@code workers=4})
     * @throws IllegalArgumentException for an empty option, one without a value or a key given twice
     */
    public static Optional<List<Option>> parse(String name, String spec, String example) {
        String s = spec.strip();
        if (s.equalsIgnoreCase(name)) {
            return Optional.of(List.of());
        }
        if (!s.toLowerCase(Locale.ROOT).startsWith(name.toLowerCase(Locale.ROOT) + ":")) {
            return Optional.empty();
        }
        List<Option> options = new ArrayList<>();
        Set<String> keys = new HashSet<>();
        for (String raw : s.substring(name.length() + 1).split(",", -1)) {
            String part = raw.strip();
            if (part.isEmpty()) {
                throw new IllegalArgumentException(name + " spec '" + s + "' has an empty option: options are key=value,"
                        + " separated by commas, e.g. " + example);
            }
            int eq = part.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException(name + " option '" + part + "' needs a value, e.g. " + example);
            }
            String key = part.substring(0, eq).strip().toLowerCase(Locale.ROOT);
            if (!keys.add(key)) {
                throw new IllegalArgumentException(name + " option '" + key + "' is given twice in '" + s + "'");
            }
            options.add(new Option(key, part.substring(eq + 1).strip()));
        }
        return Optional.of(options);
    }
}
