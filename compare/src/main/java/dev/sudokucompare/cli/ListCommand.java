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

    @Override
    public void run() {
        SolverCatalog catalog = plugins.catalog();
        PrintWriter out = spec.commandLine().getOut();
        out.println("Solvers:");
        Map<String, String> jars = catalog.pluginJars();
        for (Map.Entry<String, String> e : catalog.known().entrySet()) {
            String jar = jars.get(e.getKey());
            out.printf("  %-32s %s%s%n", e.getKey(), e.getValue(), jar == null ? "" : " [plug-in " + jar + "]");
        }
        out.println();
        out.println("Formats:");
        for (InputFormat f : InputFormat.values()) {
            out.printf("  %-14s %s%n", f.specName(), f.description());
        }
        out.println();
        out.println("Built-in datasets (INPUT builtin:NAME):");
        out.printf("  %-32s %s%n", "builtin:default", "these as separate inputs: " + String.join(", ", Builtins.DEFAULT));
        for (Map.Entry<String, String> e : Builtins.descriptions().entrySet()) {
            out.printf("  %-32s %s%n", Builtins.PREFIX + e.getKey(), e.getValue());
        }
    }
}
