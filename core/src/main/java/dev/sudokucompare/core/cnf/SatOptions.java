package dev.sudokucompare.core.cnf;

import dev.sudokucompare.core.solve.frame.Choice;
import dev.sudokucompare.core.solve.frame.NamedOptions;
import dev.sudokucompare.core.solve.frame.OptionsFrame;
import dev.sudokucompare.core.solve.frame.SpecOptions;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How the SAT model is built: the {@link Encoding} and how the {@link Givens} enter it.
 * Immutable. Spelled {@code sat}, {@code sat:encoding=extended} or {@code sat:encoding=minimal,givens=units}.
 */
public final class SatOptions implements OptionsFrame.Options {

    /** The spec prefix that selects this model. */
    public static final String NAME = "sat";

    /** The fastest configuration measured for FIRST on norvig-top95 (see the README, "Solvers"). */
    public static final SatOptions DEFAULT = new SatOptions(Encoding.EXTENDED, Givens.REDUCE,
            NamedOptions.none(Key.class));

    private enum Key { ENCODING, GIVENS }

    private final Encoding encoding;
    private final Givens givens;
    /** The options set explicitly; only these appear in {@link #spec()}. */
    private final NamedOptions<Key> named;

    private SatOptions(Encoding encoding, Givens givens, NamedOptions<Key> named) {
        this.encoding = encoding;
        this.givens = givens;
        this.named = named;
    }

    /**
     * Reads a solver spec; empty when it is not this model's at all.
     *
     * @throws IllegalArgumentException when it is, but an option is unknown or has a bad value
     */
    public static Optional<SatOptions> parseSpec(String spec) {
        Optional<List<SpecOptions.Option>> given = SpecOptions.parse(NAME, spec, "encoding=minimal; valid: " + valid());
        if (given.isEmpty()) {
            return Optional.empty();
        }
        SatOptions options = DEFAULT;
        for (SpecOptions.Option option : given.get()) {
            options = switch (option.key()) {
                case "encoding" -> options.withEncoding(Choice.find(Encoding.class, "sat encoding", option.value()));
                case "givens" -> options.withGivens(Choice.find(Givens.class, "sat givens", option.value()));
                default -> throw new IllegalArgumentException("unknown sat option '" + option.key() + "'; valid: " + valid());
            };
        }
        return Optional.of(options);
    }

    private static String valid() {
        return "encoding=" + Choice.list(Encoding.class, "|") + ", givens=" + Choice.list(Givens.class, "|");
    }

    public SatOptions withEncoding(Encoding newEncoding) {
        return new SatOptions(Objects.requireNonNull(newEncoding), givens, named.with(Key.ENCODING));
    }

    public SatOptions withGivens(Givens newGivens) {
        return new SatOptions(encoding, Objects.requireNonNull(newGivens), named.with(Key.GIVENS));
    }

    public Encoding encoding() {
        return encoding;
    }

    public Givens givens() {
        return givens;
    }

    /** The spec naming these options: {@code sat}, plus each option that was set explicitly. */
    @Override
    public String spec() {
        return named.spec(NAME, key -> switch (key) {
            case ENCODING -> "encoding=" + encoding.specName();
            case GIVENS -> "givens=" + givens.specName();
        });
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SatOptions other && other.encoding == encoding && other.givens == givens;
    }

    @Override
    public int hashCode() {
        return Objects.hash(encoding, givens);
    }

    @Override
    public String toString() {
        return spec() + " (encoding=" + encoding.specName() + ", givens=" + givens.specName() + ")";
    }
}
