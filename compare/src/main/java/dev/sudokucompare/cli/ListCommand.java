package dev.sudokucompare.cli;

import dev.sudokucompare.input.InputFormat;
import dev.sudokucompare.input.Builtins;
import dev.sudokucompare.solvers.SolverCatalog;
import java.io.PrintWriter;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** What the tool knows: solvers and formats. */
@Command(name = "list", mixinStandardHelpOptions = true, description = "List solvers, formats and built-in datasets.")
final class ListCommand implements Runnable {

    @Mixin
    PluginOption plugins;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @CommandLine.Option(names = "--wide", description = "Each solver's technical description, whole (by default a "
            + "plain one, each line within 120 columns).")
    boolean wide;

    /** The built-in solvers in plain words, for a student; the technical descriptions are behind --wide. */
    private static final Map<String, String> PLAIN = Map.ofEntries(
            Map.entry("dfs-scan", "the simplest backtracking: fill cells in order, check each value by looking around"),
            Map.entry("dfs-sets", "backtracking that remembers the values used in each row, column and box"),
            Map.entry("dfs-table", "the same with true/false tables: faster look-ups"),
            Map.entry("dfs-bitmask", "the same with one number per row, column and box: faster still"),
            Map.entry("dfs-mrv", "backtracking that fills forced cells first and guesses where choices are fewest"),
            Map.entry("dfs", "the fastest backtracking here: much logic before each guess"),
            Map.entry("dlx", "Sudoku as exact cover, solved by Knuth's dancing links"),
            Map.entry("cdcl", "a SAT solver written here: learns a rule from every dead end"),
            Map.entry("choco", "constraint programming (Choco): every row, column and box all different"),
            Map.entry("cpsat", "Google OR-Tools' CP-SAT: constraint programming with SAT inside"),
            Map.entry("sat", "Sat4j, a SAT solver, on Sudoku written as true/false clauses"),
            Map.entry("dimacs:CMD", "any SAT solver program (cadical, minisat, ...) on the same clauses"),
            Map.entry("mzn:SOLVER", "a MiniZinc model run by a MiniZinc solver (gecode, ...)"),
            Map.entry("external:CMD", "your own program, run once per puzzle (BOJ 2580 input by default)"),
            Map.entry("stream:CMD", "your own program, run once for all puzzles: one per line in, one per line out"));

    @Override
    public void run() {
        SolverCatalog catalog = plugins.catalog();
        PrintWriter out = spec.commandLine().getOut();
        out.println("Solvers:");
        Map<String, String> jars = catalog.pluginJars();
        for (Map.Entry<String, String> e : catalog.known().entrySet()) {
            String jar = jars.get(e.getKey());
            String text = wide ? e.getValue() : PLAIN.getOrDefault(e.getKey(), e.getValue());
            String origin = jar == null ? "" : " [plug-in " + jar + "]";
            // The jar a plug-in came from is never cut: its description gives way.
            out.printf("  %-32s %s%n", e.getKey(), wide ? text + origin
                    : fitted(text, Math.max(24, 120 - 35 - origin.length())) + origin);
        }
        out.println();
        out.println("Formats:");
        for (InputFormat f : InputFormat.values()) {
            out.printf("  %-14s %s%n", f.specName(), wide ? f.description() : fitted(f.description(), 120 - 17));
        }
        out.println();
        out.println("Built-in datasets (INPUT builtin:NAME):");
        String all = "these as separate inputs: " + String.join(", ", Builtins.DEFAULT);
        out.printf("  %-32s %s%n", "builtin:default", wide ? all : fitted(all, 120 - 35));
        for (Map.Entry<String, String> e : Builtins.descriptions().entrySet()) {
            out.printf("  %-32s %s%n", Builtins.PREFIX + e.getKey(), wide ? e.getValue() : fitted(e.getValue(), 120 - 35));
        }
        if (!wide) {
            out.println();
            out.println("More: --wide: each solver's technical description, whole");
        }
    }

    /** {@code text} cut to {@code max} characters ("…" at the end when cut). */
    private static String fitted(String text, int max) {
        return text.length() <= max ? text : text.substring(0, max - 1) + "…";
    }
}
