package dev.sudokucompare.cli;

import dev.sudokucompare.report.ConsoleView;
import picocli.CommandLine.Option;

/** {@code --brief}, {@code --explain} and {@code --wide}: how much of the report the console shows. */
final class ConsoleOptions {

    @Option(names = "--explain", description = "Say under each table what its figures mean and how they are computed.")
    boolean explain;

    @Option(names = "--wide", description = "Every table in full (all timing columns, solved within t, RMST, per "
            + "input and solver); lines may pass 120 columns.")
    boolean wide;

    @Option(names = "--brief", description = "Only the scoreboard, the judge's verdicts and the findings: what a "
            + "student needs to read (the other tables stay in the files written with --out). Overrides --wide and --explain.")
    boolean brief;

    ConsoleView view() {
        return brief ? new ConsoleView(false, false, true) : new ConsoleView(explain, wide, false);
    }
}
