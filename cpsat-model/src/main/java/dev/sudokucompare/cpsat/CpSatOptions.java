package dev.sudokucompare.cpsat;

import dev.sudokucompare.core.solve.frame.Choice;
import dev.sudokucompare.core.solve.frame.OptionsFrame;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * How CP-SAT is run: its number of workers and how LEXMIN is found. Immutable. Spelled on the
 * command line as {@code cpsat}, {@code cpsat:workers=4} or {@code cpsat:lexmin=optimise}; only
 * options that differ from the defaults appear in {@link #spec()}.
 */
public final class CpSatOptions implements OptionsFrame.Options {

    /** The spec prefix that selects this solver. */
    public static final String NAME = "cpsat";

    /** The most workers a spec may ask for; CP-SAT's portfolio is tuned for far fewer. */
    public static final int MAX_WORKERS = 256;

    /** One worker (so comparisons are single-threaded like the other solvers), LEXMIN by fixed search. */
    public static final CpSatOptions DEFAULT = new CpSatOptions(1, LexminMethod.SEARCH);

    private final int workers;
    private final LexminMethod lexmin;

    private CpSatOptions(int workers, LexminMethod lexmin) {
        this.workers = workers;
        this.lexmin = lexmin;
    }

    /**
     * Reads a solver spec. Empty when the spec is not CP-SAT's at all.
     *
     * @throws IllegalArgumentException when it is CP-SAT's but an option is unknown or invalid
     */
    public static Optional<CpSatOptions> parseSpec(String spec) {
        String s = spec.strip();
        if (s.equalsIgnoreCase(NAME)) {
            return Optional.of(DEFAULT);
        }
        if (!s.toLowerCase(Locale.ROOT).startsWith(NAME + ":")) {
            return Optional.empty();
        }
        CpSatOptions options = DEFAULT;
        for (String part : s.substring(NAME.length() + 1).split(",", -1)) {
            int eq = part.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException("cpsat option '" + part.strip()
                        + "' needs a value, e.g. workers=4 or lexmin=optimise; valid: " + validOptions());
            }
            String key = part.substring(0, eq).strip().toLowerCase(Locale.ROOT);
            String value = part.substring(eq + 1).strip();
            options = switch (key) {
                case "workers" -> options.withWorkers(parseWorkers(value));
                case "lexmin" -> options.withLexmin(Choice.find(LexminMethod.class, "cpsat lexmin method", value));
                default -> throw new IllegalArgumentException("unknown cpsat option '" + key + "'; valid: "
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
        return new CpSatOptions(count, lexmin);
    }

    public CpSatOptions withLexmin(LexminMethod method) {
        return new CpSatOptions(workers, Objects.requireNonNull(method));
    }

    /** CP-SAT's {@code num_workers} for FIRST (COUNT and LEXMIN by search always run one worker). */
    public int workers() {
        return workers;
    }

    public LexminMethod lexmin() {
        return lexmin;
    }

    /** The spec naming these options: {@code cpsat}, plus each option that differs from the default. */
    @Override
    public String spec() {
        List<String> named = new ArrayList<>();
        if (workers != DEFAULT.workers) {
            named.add("workers=" + workers);
        }
        if (lexmin != DEFAULT.lexmin) {
            named.add("lexmin=" + lexmin.specName());
        }
        return named.isEmpty() ? NAME : NAME + ":" + String.join(",", named);
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
