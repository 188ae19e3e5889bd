package dev.sudokucompare.cp;

import dev.sudokucompare.core.solve.frame.Choice;
import dev.sudokucompare.core.solve.frame.NamedOptions;
import dev.sudokucompare.core.solve.frame.OptionsFrame;
import dev.sudokucompare.core.solve.frame.SpecOptions;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.chocosolver.solver.constraints.nary.alldifferent.AllDifferent;

/**
 * How the Choco model is configured: the {@code allDifferent} consistency, the search strategy
 * and whether the model is built per call or reused. Immutable. Spelled on the command line as
 * {@code choco}, {@code choco:consistency=BC} or {@code choco:consistency=AC,search=minDom,model=fresh}.
 */
public final class ChocoOptions implements OptionsFrame.Options {

    /** The spec prefix that selects this model. */
    public static final String NAME = "choco";

    /** The fastest sound configuration measured for FIRST on norvig-top95 (see the README, "Solvers"). */
    public static final ChocoOptions DEFAULT = new ChocoOptions("AC", Strategy.MIN_DOM, ModelPolicy.REUSE,
            NamedOptions.none(Key.class));

    /** The options a spec can name, in the order {@link #spec()} names them. */
    private enum Key { CONSISTENCY, SEARCH, MODEL }

    private final String consistency;
    private final Strategy strategy;
    /** The policy asked for; {@link #modelPolicy()} is the one a call gets. */
    private final ModelPolicy modelPolicy;
    /** The options set explicitly; only these appear in {@link #spec()}. */
    private final NamedOptions<Key> named;

    private ChocoOptions(String consistency, Strategy strategy, ModelPolicy modelPolicy, NamedOptions<Key> named) {
        if (modelPolicy == ModelPolicy.REUSE && named.contains(Key.MODEL) && !strategy.leavesReusedModelClean()) {
            throw new IllegalArgumentException("model=reuse needs search=" + Strategy.MIN_DOM.specName() + " or "
                    + Strategy.INPUT_ORDER.specName() + ": " + strategy.specName()
                    + " leaves variable monitors behind that no reset removes, so it needs model=fresh");
        }
        this.consistency = consistency;
        this.strategy = strategy;
        this.modelPolicy = modelPolicy;
        this.named = named;
    }

    /**
     * Reads a solver spec. Empty when the spec is not Choco's at all.
     *
     * @throws IllegalArgumentException when it is Choco's but an option is unknown or invalid
     */
    public static Optional<ChocoOptions> parseSpec(String spec) {
        Optional<List<SpecOptions.Option>> given = SpecOptions.parse(NAME, spec,
                "consistency=BC, search=minDom or model=reuse");
        if (given.isEmpty()) {
            return Optional.empty();
        }
        ChocoOptions options = DEFAULT;
        for (SpecOptions.Option option : given.get()) {
            String value = option.value();
            options = switch (option.key()) {
                case "consistency" -> options.withConsistency(value);
                case "search" -> options.withStrategy(Choice.find(Strategy.class, "search", value));
                case "model" -> options.withModelPolicy(Choice.find(ModelPolicy.class, "model", value));
                default -> throw new IllegalArgumentException("unknown choco option '" + option.key()
                        + "'; valid: consistency=" + String.join("|", consistencies())
                        + ", search=" + Choice.list(Strategy.class, "|")
                        + ", model=" + Choice.list(ModelPolicy.class, "|"));
            };
        }
        return Optional.of(options);
    }

    /** Every allDifferent consistency Choco 5 accepts, in its own order. */
    public static List<String> consistencies() {
        return Arrays.stream(AllDifferent.Consistency.values()).map(Enum::name).toList();
    }

    /** These options with another consistency (one of {@link #consistencies()}, case-insensitive). */
    public ChocoOptions withConsistency(String name) {
        String wanted = Objects.requireNonNull(name).strip().toUpperCase(Locale.ROOT);
        if (!consistencies().contains(wanted)) {
            throw new IllegalArgumentException("unknown consistency '" + name + "'; valid: "
                    + String.join(", ", consistencies()));
        }
        return new ChocoOptions(wanted, strategy, modelPolicy, named.with(Key.CONSISTENCY));
    }

    public ChocoOptions withStrategy(Strategy newStrategy) {
        return new ChocoOptions(consistency, Objects.requireNonNull(newStrategy), modelPolicy, named.with(Key.SEARCH));
    }

    public ChocoOptions withModelPolicy(ModelPolicy newPolicy) {
        return new ChocoOptions(consistency, strategy, Objects.requireNonNull(newPolicy), named.with(Key.MODEL));
    }

    /** The allDifferent consistency passed to Choco, e.g. {@code AC}. */
    public String consistency() {
        return consistency;
    }

    public Strategy strategy() {
        return strategy;
    }

    /** The model policy calls get: the one asked for, but always fresh for a search that cannot reuse a model. */
    public ModelPolicy modelPolicy() {
        return strategy.leavesReusedModelClean() ? modelPolicy : ModelPolicy.FRESH;
    }

    /** The spec naming these options: {@code choco}, plus each option that was set explicitly. */
    @Override
    public String spec() {
        return named.spec(NAME, key -> switch (key) {
            case CONSISTENCY -> "consistency=" + consistency;
            case SEARCH -> "search=" + strategy.specName();
            case MODEL -> "model=" + modelPolicy().specName();
        });
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ChocoOptions other && other.consistency.equals(consistency)
                && other.strategy == strategy && other.modelPolicy() == modelPolicy();
    }

    @Override
    public int hashCode() {
        return Objects.hash(consistency, strategy, modelPolicy());
    }

    @Override
    public String toString() {
        return spec() + " (consistency=" + consistency + ", search=" + strategy.specName()
                + ", model=" + modelPolicy().specName() + ")";
    }
}
