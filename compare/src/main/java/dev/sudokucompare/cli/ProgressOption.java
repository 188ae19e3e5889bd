package dev.sudokucompare.cli;

import picocli.CommandLine.Option;

/** {@code --no-progress}; the bar shows only when stderr is a terminal anyway. */
final class ProgressOption {

    @Option(names = "--no-progress", description = "No progress bar (it only shows when stderr is a terminal).")
    boolean off;

    boolean wanted() {
        return !off;
    }
}
