package dev.sudokucompare.cli;

import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.solvers.SolverCatalog;
import dev.sudokucompare.solvers.SolverOptions;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * {@code --plugin PATH}: solvers from jars of one's own, for every command that names solvers;
 * and where such a command gets its solvers. The plug-ins load when the command first asks for
 * its catalog, before any input is read. When the command has ended, {@link Main} closes every
 * solver made here, once each, then the plug-ins' class loaders.
 */
final class PluginOption {

    @Option(names = "--plugin", paramLabel = "PATH",
            description = "A solver plug-in: a jar, or a directory of jars loaded together (repeatable); "
                    + "its solvers join the tool's (see 'list' and the README, Write your own solver).")
    List<Path> paths = new ArrayList<>();

    private SolverCatalog catalog;
    private final List<SudokuSolver> made = new ArrayList<>();

    /** The tool's solvers and the plug-ins'; a broken plug-in is a {@code PluginException}. */
    SolverCatalog catalog() {
        if (catalog == null) {
            catalog = paths.isEmpty() ? SolverCatalog.builtIn() : SolverCatalog.withPlugins(paths);
        }
        return catalog;
    }

    /** The solver {@code spec} names (see {@link SolverCatalog#resolve}), closed when the command ends. */
    SudokuSolver solver(String spec, SolverOptions options) {
        SudokuSolver solver = catalog().resolve(spec, options);
        made.add(solver);
        return solver;
    }

    /** The solvers {@code specs} name, in order, closed when the command ends. */
    List<SudokuSolver> solvers(List<String> specs, SolverOptions options) {
        return specs.stream().map(spec -> solver(spec, options)).toList();
    }

    /**
     * Closes every solver made here (a kept process ends with its solver), then the plug-ins'
     * class loaders. A solver whose {@code close} throws is named on {@code err}; the rest still close.
     */
    void closeAll(PrintWriter err) {
        for (SudokuSolver solver : made) {
            try {
                solver.close();
            } catch (RuntimeException | LinkageError e) {
                err.println("warning: closing solver " + solver.name() + " failed: " + e);
            }
        }
        made.clear();
        if (catalog != null) {
            catalog.close();
        }
    }
}
