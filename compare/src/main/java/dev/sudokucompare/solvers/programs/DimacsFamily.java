package dev.sudokucompare.solvers.programs;

import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.solvers.ProgramCommand;
import dev.sudokucompare.solvers.ProgramFamily;
import dev.sudokucompare.solvers.SolverOptions;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** Any DIMACS SAT solver program: {@code dimacs:cadical}, {@code dimacs:minisat}, {@code dimacs:picosat}. */
public final class DimacsFamily implements ProgramFamily {

    @Override
    public Optional<SudokuSolver> create(String spec, SolverOptions options) {
        return DimacsSolver.fromSpec(spec);
    }

    @Override
    public Map<String, String> describe() {
        Map<String, String> lines = new LinkedHashMap<>();
        lines.put("dimacs:CMD", "a DIMACS SAT solver program on sat's CNF (cadical, picosat, kissat: CNF on stdin,"
                + " 's'/'v' answer on stdout; minisat: CNF and result files); first = 1 run, count = 1 run per solution"
                + " + 1, lexmin = 1 run per improvement + 2; {cnf} and {model} in CMD name files instead");
        lines.put("dimacs:OPTIONS:CMD", "with sat's encoding and givens options, e.g. dimacs:encoding=minimal,givens=units:cadical");
        return lines;
    }

    @Override
    public ProgramCommand command(String spec) {
        return DimacsSolver.command(spec);
    }
}
