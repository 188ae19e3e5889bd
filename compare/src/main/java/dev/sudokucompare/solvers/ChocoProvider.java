package dev.sudokucompare.solvers;

import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.cp.ChocoOptions;
import dev.sudokucompare.cp.ChocoSolver;
import dev.sudokucompare.cp.ModelPolicy;
import dev.sudokucompare.cp.Strategy;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** The Choco model from cp-model, with its consistency, search and model options. */
public final class ChocoProvider implements SolverProvider {

    @Override
    public Optional<SudokuSolver> create(String spec) {
        return ChocoSolver.fromSpec(spec);
    }

    @Override
    public Map<String, String> describe() {
        ChocoOptions d = ChocoOptions.DEFAULT;
        Map<String, String> lines = new LinkedHashMap<>();
        lines.put("choco", "choco-solver model: an IntVar per cell, allDifferent per row, column, box"
                + " (default consistency=" + d.consistency() + ", search=" + d.strategy().specName()
                + ", model=" + d.modelPolicy().specName() + ")");
        lines.put("choco:consistency=C", "allDifferent consistency, one of " + String.join(", ", ChocoOptions.consistencies()));
        for (Strategy s : Strategy.values()) {
            lines.put("choco:search=" + s.specName(), s.description());
        }
        for (ModelPolicy m : ModelPolicy.values()) {
            lines.put("choco:model=" + m.specName(), m.description());
        }
        return lines;
    }
}
