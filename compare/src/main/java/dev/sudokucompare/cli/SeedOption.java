package dev.sudokucompare.cli;

import picocli.CommandLine.Option;

/** {@code --seed}: what a command that makes its own puzzles (generate, fuzz) draws them from. */
final class SeedOption {

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "Random seed (default: ${DEFAULT-VALUE}).")
    long seed;
}
