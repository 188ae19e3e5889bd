/**
 * The solver adapters: the service interface a solver family implements ({@link
 * dev.sudokucompare.solvers.SolverProvider}), the providers of the families in this project, and
 * the registry that turns a spec from the command line into a solver ({@link
 * dev.sudokucompare.solvers.SolverCatalog}), with the plug-ins given by {@code --plugin} loaded
 * into it. Outside programs are in {@code solvers.external}.
 */
package dev.sudokucompare.solvers;
