package dev.sudokucompare.solvers;

import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.cpsat.CpSatOptions;
import dev.sudokucompare.cpsat.CpSatSolver;
import dev.sudokucompare.cpsat.LexminMethod;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** Google OR-Tools' CP-SAT from cpsat-model, with its worker count and LEXMIN method. */
public final class CpSatProvider implements SolverProvider {

    @Override
    public Optional<SudokuSolver> create(String spec) {
        return CpSatSolver.fromSpec(spec);
    }

    @Override
    public Map<String, String> describe() {
        Map<String, String> lines = new LinkedHashMap<>();
        lines.put("cpsat", "OR-Tools CP-SAT model: an IntVar per cell, AddAllDifferent per row, column, box"
                + " (default workers=" + CpSatOptions.DEFAULT.workers() + ", lexmin="
                + CpSatOptions.DEFAULT.lexmin().specName() + ")");
        lines.put("cpsat:workers=N", "CP-SAT's parallel portfolio for first mode, 1.." + CpSatOptions.MAX_WORKERS
                + " (count and lexmin=search always run one worker)");
        for (LexminMethod m : LexminMethod.values()) {
            lines.put("cpsat:lexmin=" + m.specName(), m.description());
        }
        return lines;
    }
}
