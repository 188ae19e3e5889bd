package dev.sudokucompare.cli;

import dev.sudokucompare.solvers.SolverCatalog;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * {@code --plugin PATH}: solvers from jars of one's own, for every command that names solvers.
 * The plug-ins load when the command first asks for its catalog, before any input is read, and
 * their class loaders close when the command has ended ({@link Main} closes this).
 */
final class PluginOption implements AutoCloseable {

    @Option(names = "--plugin", paramLabel = "PATH",
            description = "A solver plug-in: a jar, or a directory of jars loaded together (repeatable); "
                    + "its solvers join the tool's (see 'list' and the README, Write your own solver).")
    List<Path> paths = new ArrayList<>();

    private SolverCatalog catalog;

    /** The tool's solvers and the plug-ins'; a broken plug-in is a {@code PluginException}. */
    SolverCatalog catalog() {
        if (catalog == null) {
            catalog = paths.isEmpty() ? SolverCatalog.builtIn() : SolverCatalog.withPlugins(paths);
        }
        return catalog;
    }

    @Override
    public void close() {
        if (catalog != null) {
            catalog.close();
        }
    }
}
