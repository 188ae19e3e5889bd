package dev.sudokucompare.cli;

import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.input.Builtins;
import dev.sudokucompare.solvers.SolverSpecs;
import java.io.PrintWriter;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** What the tool knows: solvers and formats. */
@Command(name = "list", mixinStandardHelpOptions = true, description = "List solvers, formats and built-in datasets.")
final class ListCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        out.println("Solvers:");
        for (Map.Entry<String, String> e : SolverSpecs.known().entrySet()) {
            out.printf("  %-32s %s%n", e.getKey(), e.getValue());
        }
        out.println();
        out.println("Formats:");
        for (PuzzleFormat f : PuzzleFormat.known()) {
            out.printf("  %-14s %s%n", f.name(), FORMAT_NOTES.get(f.name()));
        }
        out.printf("  %-14s %s%n", "kaggle", "CSV with a quizzes/puzzle column and optional solutions/solution column");
        out.println();
        out.println("Built-in datasets (INPUT builtin:NAME):");
        out.printf("  %-32s %s%n", "builtin:default", "these as separate inputs: " + String.join(", ", Builtins.DEFAULT));
        for (Map.Entry<String, String> e : Builtins.descriptions().entrySet()) {
            out.printf("  %-32s %s%n", Builtins.PREFIX + e.getKey(), e.getValue());
        }
    }

    private static final Map<String, String> FORMAT_NOTES = Map.of(
            "line", "one puzzle per line; '.' or '0' blank; 1-9 then A-Z for 10.. (16x16, 25x25)",
            "boj2580", "9 lines of 9 space-separated numbers, 0 blank (BOJ 2580)",
            "boj2239", "9 lines of 9 digits, 0 blank; 'Grid NN' headers skipped (BOJ 2239, Project Euler 96)",
            "tokens", "N lines of N whitespace-separated numbers, any N; blank line between puzzles");
}
