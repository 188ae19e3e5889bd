package dev.sudokucompare.solvers.programs;

import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.solvers.ProgramCommand;
import dev.sudokucompare.solvers.ProgramFamily;
import dev.sudokucompare.solvers.SolverOptions;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A MiniZinc solver through the {@code minizinc} driver: {@code mzn:gecode}. */
public final class MiniZincFamily implements ProgramFamily {

    @Override
    public Optional<SudokuSolver> create(String spec, SolverOptions options) {
        return MiniZincSolver.fromSpec(spec);
    }

    @Override
    public Map<String, String> describe() {
        return Map.of("mzn:SOLVER", "minizinc --solver SOLVER on a MiniZinc model (all-different per unit, domain"
                + " consistency); first and count = 1 run, lexmin = input_order search + 1 lex_less run proving it;"
                + " about 0.2 s a run to start and flatten");
    }

    /** The driver runs: its solver id is an argument, not a file. */
    @Override
    public ProgramCommand command(String spec) {
        return new ProgramCommand("minizinc --solver " + spec.substring(spec.indexOf(':') + 1).strip(), List.of("minizinc"));
    }
}
