package dev.sudokucompare.cli;

import dev.sudokucompare.report.ConsoleView;
import picocli.CommandLine.Option;

/** {@code --explain} and {@code --wide}: how much of the report the console shows. */
final class ConsoleOptions {

    @Option(names = "--explain", description = "Say under each table what its figures mean and how they are computed.")
    boolean explain;

    @Option(names = "--wide", description = "Every table in full (all timing columns, solved within t, RMST, per "
            + "input and solver); lines may pass 120 columns.")
    boolean wide;

    ConsoleView view() {
        return new ConsoleView(explain, wide);
    }
}
