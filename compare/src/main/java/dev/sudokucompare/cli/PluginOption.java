package dev.sudokucompare.cli;

import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.process.ProgramLimits;
import dev.sudokucompare.process.Sandbox;
import dev.sudokucompare.report.ConsoleReport;
import dev.sudokucompare.report.Printable;
import dev.sudokucompare.solvers.SolverCatalog;
import dev.sudokucompare.solvers.SolverOptions;
import dev.sudokucompare.solvers.worker.Workers;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Option;

/**
 * {@code --plugin PATH}: solvers from jars of one's own, for every command that names solvers;
 * where such a command gets its solvers; and in which JVM each runs. A plug-in's solvers run in
 * worker JVMs of their own unless {@code --in-process}; the tool's own Java solvers run in its
 * JVM unless {@code --isolate} or {@code --forks}; {@code SPEC@JAR} runs a solver of another build.
 * The plug-ins load when the command first asks for its catalog, before any input is read. When
 * the command has ended, {@link Main} closes every solver made here, once each, then the plug-ins'
 * class loaders.
 */
final class PluginOption {

    /** {@code dfs@old/sudoku-compare.jar}: a solver name (with options) of the tool's own, then a jar. */
    private static final Pattern FROM_JAR = Pattern.compile("([A-Za-z0-9][A-Za-z0-9._-]*(?::[^@\\s]*)?)@(.+\\.jar)");

    @Option(names = "--plugin", paramLabel = "PATH",
            description = "A solver plug-in: a jar, or a directory of jars loaded together (repeatable); "
                    + "its solvers join the tool's (see 'list' and docs/guide-authors.md, Write your own solver), each in "
                    + "worker JVMs of its own unless --in-process.")
    List<Path> paths = new ArrayList<>();

    @Option(names = "--in-process",
            description = "Run the plug-ins' solvers inside the tool's JVM (faster to start; a plug-in that "
                    + "exits, hangs or prints then reaches the tool). The report says so.")
    boolean inProcess;

    @Option(names = "--isolate",
            description = "Run the tool's own Java solvers in worker JVMs of their own too (as --forks 1).")
    boolean isolate;

    @Option(names = "--forks", paramLabel = "N",
            description = "Spread each Java solver's calls over N worker JVMs (1-" + Workers.MAX_FORKS + "), "
                    + "each puzzle always in the same one; the report shows the spread between them.")
    Integer forks;

    private SolverCatalog catalog;
    private final List<SudokuSolver> made = new ArrayList<>();

    /** The tool's solvers and the plug-ins'; a broken plug-in is a {@code PluginException} or {@code WorkerException}. */
    SolverCatalog catalog() {
        if (catalog == null) {
            checkChoices();
            catalog = paths.isEmpty() ? SolverCatalog.builtIn()
                    : inProcess ? SolverCatalog.withPlugins(paths)
                    : SolverCatalog.withIsolatedPlugins(paths, workers(ProgramLimits.NONE));
        }
        return catalog;
    }

    /** True when the plug-ins' solvers run in the tool's JVM (the report says so). */
    boolean pluginsInProcess() {
        return inProcess && !paths.isEmpty();
    }

    /** The solver {@code spec} names (see {@link SolverCatalog#resolve}), closed when the command ends. */
    SudokuSolver solver(String spec, SolverOptions options) {
        SudokuSolver solver = made(spec.strip(), options);
        made.add(solver);
        return solver;
    }

    /**
     * The reference {@code spec} names: the tool's own solvers in its JVM whatever {@code --isolate}
     * says (the judge's proofs are not measured), a plug-in's as its solvers run.
     */
    SudokuSolver referenceSolver(String spec) {
        SudokuSolver solver = catalog().resolve(spec.strip(), SolverOptions.DEFAULT);
        made.add(solver);
        return solver;
    }

    private SudokuSolver made(String spec, SolverOptions options) {
        Matcher fromJar = FROM_JAR.matcher(spec);
        if (fromJar.matches()) {
            String label = fromJar.group(2);
            return workers(options.limits()).startFromJar(Path.of(label), fromJar.group(1), label);
        }
        SudokuSolver solver = catalog().resolve(spec, options);
        if ((isolate || forks != null) && solver.capabilities().inProcess()) {
            solver.close();
            return workers(options.limits()).start(List.of(), spec);
        }
        return solver;
    }

    private Workers workers(ProgramLimits limits) {
        checkChoices();
        // --sandbox is for outside programs: a worker JVM needs the tool's class path and the jars.
        return Workers.ofThisJvm(forks == null ? 1 : forks, limits.withSandbox(Sandbox.OFF));
    }

    private void checkChoices() {
        if (inProcess && (isolate || forks != null)) {
            throw new IllegalArgumentException("--in-process runs plug-ins in the tool's JVM; --isolate and --forks "
                    + "run solvers in JVMs of their own: choose one");
        }
        if (forks != null && (forks < 1 || forks > Workers.MAX_FORKS)) {
            throw new IllegalArgumentException("--forks must be between 1 and " + Workers.MAX_FORKS + ", not " + forks);
        }
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
                // One notice whatever the plug-in's message holds, wrapped to the console's width.
                ConsoleReport.fit("warning: closing solver " + Printable.line(solver.name()) + " failed: "
                        + Printable.line(String.valueOf(e)), err);
            }
        }
        made.clear();
        if (catalog != null) {
            catalog.close();
        }
    }
}
