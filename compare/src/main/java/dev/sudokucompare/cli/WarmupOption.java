package dev.sudokucompare.cli;

import dev.sudokucompare.engine.Warmup;

/** Reads --warmup: a whole number of puzzles, or a duration such as 2s; 0 for none. */
final class WarmupOption {

    private WarmupOption() {
    }

    static Warmup parse(String value) {
        String v = value.strip();
        if (v.matches("\\d+")) {
            int n = Integer.parseInt(v);
            return n == 0 ? Warmup.NONE : Warmup.rounds(n);
        }
        try {
            return Warmup.of(Durations.parse(v));
        } catch (picocli.CommandLine.TypeConversionException e) {
            throw new IllegalArgumentException("--warmup takes a number of puzzles or a duration, not '" + value + "'");
        }
    }
}
