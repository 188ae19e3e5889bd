package dev.sudokucompare.solvers;

import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.Map;
import java.util.Optional;

/** The hand-written DFS ladder from core. */
public final class DfsProvider implements SolverProvider {

    @Override
    public Optional<SudokuSolver> create(String spec) {
        return DfsSolvers.byName(spec);
    }

    @Override
    public Map<String, String> describe() {
        return DfsSolvers.descriptions();
    }
}
