package dev.sudokucompare.jacop;

import dev.sudokucompare.core.solve.frame.Choice;
import dev.sudokucompare.core.solve.frame.OptionsFrame;
import dev.sudokucompare.core.solve.frame.SpecOptions;
import java.util.List;
import java.util.Optional;

/**
 * How the JaCoP model is configured: today its all-different consistency ({@code named} when the
 * spec gave it). Read from a spec in
 * the project's one grammar ({@link SpecOptions}): {@code jacop} or {@code jacop:consistency=bounds}.
 */
record JacopOptions(Consistency consistency, boolean named) implements OptionsFrame.Options {

    static final String NAME = "jacop";
    static final JacopOptions DEFAULT = new JacopOptions(Consistency.DOMAIN, false);

    /**
     * The options a spec names, if it is JaCoP's.
     *
     * @throws IllegalArgumentException for an unknown option or value, naming the valid ones
     */
    static Optional<JacopOptions> parseSpec(String spec) {
        Optional<List<SpecOptions.Option>> given = SpecOptions.parse(NAME, spec, "consistency=bounds");
        if (given.isEmpty()) {
            return Optional.empty();
        }
        JacopOptions options = DEFAULT;
        for (SpecOptions.Option option : given.get()) {
            if (!option.key().equals("consistency")) {
                throw new IllegalArgumentException("unknown jacop option '" + option.key() + "'; valid: consistency="
                        + Choice.list(Consistency.class, "|"));
            }
            options = new JacopOptions(Choice.find(Consistency.class, "jacop consistency", option.value()), true);
        }
        return Optional.of(options);
    }

    /** The spec, normalised; an option named keeps its place even at its default, as Choco's and Sat4j's do. */
    @Override
    public String spec() {
        return named ? NAME + ":consistency=" + consistency.specName() : NAME;
    }
}
