/**
 * The registry that turns a spec from the command line into a solver ({@link
 * dev.sudokucompare.solvers.SolverCatalog}): the tool's in-process families are {@link
 * dev.sudokucompare.core.plugin.SolverPlugin}s listed in their own modules' services, the
 * outside-program families implement {@link dev.sudokucompare.solvers.ProgramFamily} (in {@code
 * solvers.external} and {@code solvers.programs}), and the plug-ins given by {@code --plugin} are
 * loaded into it, each solver guarded. The settings programs get from the command line are
 * {@link dev.sudokucompare.solvers.SolverOptions}.
 */
package dev.sudokucompare.solvers;
