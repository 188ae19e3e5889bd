package dev.sudokucompare.solvers;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.core.solve.Capabilities;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;

/**
 * A plug-in's solver as the tool calls it: whatever the plug-in's code does wrong costs one
 * answer or one line, never the run. Its name and capabilities are asked once, when it is made
 * (a failure there refuses the plug-in in one line, naming the jar); a call that throws anything
 * (a StackOverflowError included) or returns null is an ERROR answer for that record saying so;
 * notes and a close that throw say so in one line. Its name, messages and notes are made printable.
 * Made by {@link #of}, which asks the name and capabilities.
 */
record PluginSolver(SudokuSolver inner, String name, Capabilities capabilities) implements SudokuSolver {

    /**
     * {@code solver} guarded; {@code origin} ("plug-in x.jar: p.Plugin") starts the one line that
     * refuses it when its name or capabilities cannot be had.
     *
     * @throws PluginException when they cannot
     */
    static SudokuSolver of(SudokuSolver solver, String origin, String spec) {
        String name;
        Capabilities capabilities;
        try {
            name = solver.name();
            capabilities = solver.capabilities();
        } catch (Throwable e) {
            throw new PluginException(origin + ": the solver it made for '" + OneLine.printable(spec)
                    + "' cannot say its name or capabilities: " + PluginException.describe(e), e);
        }
        if (name == null || name.isBlank() || capabilities == null) {
            throw new PluginException(origin + ": the solver it made for '" + OneLine.printable(spec) + "' has "
                    + (capabilities == null ? "null capabilities" : "no name"));
        }
        return new PluginSolver(solver, OneLine.printable(name.strip()), capabilities);
    }

    @Override
    public SolveResult solve(Grid puzzle, SolveRequest request) {
        SolveResult result;
        try {
            result = inner.solve(puzzle, request);
        } catch (Throwable e) {
            return SolveResult.error("the plug-in's solve() threw " + PluginException.describe(e), SearchStats.NONE);
        }
        if (result == null) {
            return SolveResult.error("the plug-in's solve() returned null instead of a result", SearchStats.NONE);
        }
        String shown = OneLine.printable(result.message());
        return shown.equals(result.message()) ? result : new SolveResult(result.status(), result.solution(),
                result.solutionsFound(), result.countExact(), result.stats(), shown, result.resources());
    }

    @Override
    public String runNotes() {
        try {
            String notes = inner.runNotes();
            return notes == null ? "" : OneLine.printable(notes);
        } catch (Throwable e) {
            return name + ": the plug-in's runNotes() threw " + PluginException.describe(e);
        }
    }

    @Override
    public void close() {
        try {
            inner.close();
        } catch (Throwable e) {
            throw new IllegalStateException("the plug-in's close() threw " + PluginException.describe(e), e);
        }
    }

    @Override
    public String toString() {
        return name;
    }
}
