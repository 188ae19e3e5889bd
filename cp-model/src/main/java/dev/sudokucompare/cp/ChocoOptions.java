package dev.sudokucompare.cp;

import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.Collectors;
import org.chocosolver.solver.constraints.nary.alldifferent.AllDifferent;

/**
 * How the Choco model is configured: the {@code allDifferent} consistency and the search
 * strategy. Immutable. Spelled on the command line as {@code choco}, {@code choco:consistency=BC}
 * or {@code choco:consistency=AC_TUNED,search=minDom}.
 */
public final class ChocoOptions {

    /** The spec prefix that selects this model. */
    public static final String NAME = "choco";

    /** The fastest sound configuration measured for FIRST (see the README's benchmark notes). */
    public static final ChocoOptions DEFAULT = new ChocoOptions("AC", Strategy.MIN_DOM, false, false);

    private final String consistency;
    private final Strategy strategy;
    private final boolean consistencyGiven;
    private final boolean strategyGiven;

    private ChocoOptions(String consistency, Strategy strategy, boolean consistencyGiven, boolean strategyGiven) {
        this.consistency = consistency;
        this.strategy = strategy;
        this.consistencyGiven = consistencyGiven;
        this.strategyGiven = strategyGiven;
    }

    /**
     * Reads a solver spec. Empty when the spec is not Choco's at all.
     *
     * @throws IllegalArgumentException when it is Choco's but an option is unknown or invalid
     */
    public static java.util.Optional<ChocoOptions> parseSpec(String spec) {
        String s = spec.strip();
        if (s.equalsIgnoreCase(NAME)) {
            return java.util.Optional.of(DEFAULT);
        }
        if (!s.toLowerCase(Locale.ROOT).startsWith(NAME + ":")) {
            return java.util.Optional.empty();
        }
        ChocoOptions options = DEFAULT;
        for (String part : s.substring(NAME.length() + 1).split(",")) {
            int eq = part.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException("choco option '" + part.strip()
                        + "' needs a value, e.g. consistency=BC or search=minDom");
            }
            String key = part.substring(0, eq).strip().toLowerCase(Locale.ROOT);
            String value = part.substring(eq + 1).strip();
            options = switch (key) {
                case "consistency" -> options.withConsistency(value);
                case "search" -> options.withStrategy(Strategy.bySpecName(value));
                default -> throw new IllegalArgumentException("unknown choco option '" + key
                        + "'; valid: consistency=" + String.join("|", consistencies())
                        + ", search=" + Strategy.specNames().replace(", ", "|"));
            };
        }
        return java.util.Optional.of(options);
    }

    /** Every allDifferent consistency Choco 5 accepts, in its own order. */
    public static java.util.List<String> consistencies() {
        return Arrays.stream(AllDifferent.Consistency.values()).map(Enum::name).toList();
    }

    /** These options with another consistency (one of {@link #consistencies()}, case-insensitive). */
    public ChocoOptions withConsistency(String name) {
        String wanted = Objects.requireNonNull(name).strip().toUpperCase(Locale.ROOT);
        if (!consistencies().contains(wanted)) {
            throw new IllegalArgumentException("unknown consistency '" + name + "'; valid: "
                    + String.join(", ", consistencies()));
        }
        return new ChocoOptions(wanted, strategy, true, strategyGiven);
    }

    public ChocoOptions withStrategy(Strategy newStrategy) {
        return new ChocoOptions(consistency, Objects.requireNonNull(newStrategy), consistencyGiven, true);
    }

    /** The allDifferent consistency passed to Choco, e.g. {@code AC}. */
    public String consistency() {
        return consistency;
    }

    public Strategy strategy() {
        return strategy;
    }

    /** The spec naming these options: {@code choco}, plus each option that was set explicitly. */
    public String spec() {
        String options = java.util.stream.Stream.of(
                        consistencyGiven ? "consistency=" + consistency : null,
                        strategyGiven ? "search=" + strategy.specName() : null)
                .filter(Objects::nonNull).collect(Collectors.joining(","));
        return options.isEmpty() ? NAME : NAME + ":" + options;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ChocoOptions other && other.consistency.equals(consistency)
                && other.strategy == strategy;
    }

    @Override
    public int hashCode() {
        return Objects.hash(consistency, strategy);
    }

    @Override
    public String toString() {
        return spec() + " (consistency=" + consistency + ", search=" + strategy.specName() + ")";
    }
}
