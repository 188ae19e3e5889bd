package dev.sudokucompare.cpsat;

import dev.sudokucompare.core.solve.frame.Choice;
import dev.sudokucompare.core.solve.frame.NamedOptions;
import dev.sudokucompare.core.solve.frame.OptionsFrame;
import dev.sudokucompare.core.solve.frame.SpecOptions;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How CP-SAT is run: its number of workers and how LEXMIN is found. Immutable. Spelled on the
 * command line as {@code cpsat}, {@code cpsat:workers=4} or {@code cpsat:lexmin=optimise}; the
 * options set explicitly appear in {@link #spec()}, as every family's do.
 */
public final class CpSatOptions implements OptionsFrame.Options {

    /** The spec prefix that selects this solver. */
    public static final String NAME = "cpsat";

    /** The most workers a spec may ask for; CP-SAT's portfolio is tuned for far fewer. */
    public static final int MAX_WORKERS = 256;

    /** One worker (so comparisons are single-threaded like the other solvers), LEXMIN by fixed search. */
    public static final CpSatOptions DEFAULT = new CpSatOptions(1, LexminMethod.SEARCH, NamedOptions.none(Key.class));

    /** The options a spec can name, in the order {@link #spec()} names them. */
    private enum Key { WORKERS, LEXMIN }

    private final int workers;
    private final LexminMethod lexmin;
    /** The options set explicitly; only these appear in {@link #spec()}. */
    private final NamedOptions<Key> named;

    private CpSatOptions(int workers, LexminMethod lexmin, NamedOptions<Key> named) {
        this.workers = workers;
        this.lexmin = lexmin;
        this.named = named;
    }

    /**
     * Reads a solver spec. Empty when the spec is not CP-SAT's at all.
     *
     * @throws IllegalArgumentException when it is CP-SAT's but an option is unknown or invalid
     */
    public static Optional<CpSatOptions> parseSpec(String spec) {
        Optional<List<SpecOptions.Option>> given = SpecOptions.parse(NAME, spec,
                "workers=4 or lexmin=optimise; valid: " + validOptions());
        if (given.isEmpty()) {
            return Optional.empty();
        }
        CpSatOptions options = DEFAULT;
        for (SpecOptions.Option option : given.get()) {
            options = switch (option.key()) {
                case "workers" -> options.withWorkers(parseWorkers(option.value()));
                case "lexmin" -> options.withLexmin(Choice.find(LexminMethod.class, "cpsat lexmin method", option.value()));
                default -> throw new IllegalArgumentException("unknown cpsat option '" + option.key() + "'; valid: "
                        + validOptions());
            };
        }
        return Optional.of(options);
    }

    /** The options a spec can name, for error messages and {@code list}. */
    public static String validOptions() {
        return "workers=1.." + MAX_WORKERS + ", lexmin=" + Choice.list(LexminMethod.class, "|");
    }

    private static int parseWorkers(String value) {
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("cpsat workers must be a whole number 1.." + MAX_WORKERS
                    + ", not '" + value + "'");
        }
    }

    public CpSatOptions withWorkers(int count) {
        if (count < 1 || count > MAX_WORKERS) {
            throw new IllegalArgumentException("cpsat workers must be 1.." + MAX_WORKERS + ", not " + count);
        }
        return new CpSatOptions(count, lexmin, named.with(Key.WORKERS));
    }

    public CpSatOptions withLexmin(LexminMethod method) {
        return new CpSatOptions(workers, Objects.requireNonNull(method), named.with(Key.LEXMIN));
    }

    /** CP-SAT's {@code num_workers} for FIRST (COUNT and LEXMIN by search always run one worker). */
    public int workers() {
        return workers;
    }

    public LexminMethod lexmin() {
        return lexmin;
    }

    /** The spec naming these options: {@code cpsat}, plus each option that was set explicitly. */
    @Override
    public String spec() {
        return named.spec(NAME, key -> switch (key) {
            case WORKERS -> "workers=" + workers;
            case LEXMIN -> "lexmin=" + lexmin.specName();
        });
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CpSatOptions other && other.workers == workers && other.lexmin == lexmin;
    }

    @Override
    public int hashCode() {
        return Objects.hash(workers, lexmin);
    }

    @Override
    public String toString() {
        return spec() + " (workers=" + workers + ", lexmin=" + lexmin.specName() + ")";
    }
}
