package dev.sudokucompare.solvers;

import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.sat.SatOptions;
import dev.sudokucompare.sat.SatSolver;
import dev.sudokucompare.sat.cnf.Encoding;
import dev.sudokucompare.sat.cnf.Givens;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** The SAT model from sat-model (Sat4j), with its encoding and givens options. */
public final class SatProvider implements SolverProvider {

    @Override
    public Optional<SudokuSolver> create(String spec) {
        return SatSolver.fromSpec(spec);
    }

    @Override
    public Map<String, String> describe() {
        SatOptions d = SatOptions.DEFAULT;
        Map<String, String> lines = new LinkedHashMap<>();
        lines.put("sat", "Sat4j on a CNF: a variable per (cell, value), pairwise at-most-one clauses"
                + " (default encoding=" + d.encoding().specName() + ", givens=" + d.givens().specName() + ")");
        for (Encoding e : Encoding.values()) {
            lines.put("sat:encoding=" + e.specName(), e.description());
        }
        for (Givens g : Givens.values()) {
            lines.put("sat:givens=" + g.specName(), g.description());
        }
        return lines;
    }
}
