package dev.sudokucompare.solvers.programs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.cnf.Encoding;
import dev.sudokucompare.core.cnf.Givens;
import dev.sudokucompare.core.cnf.SudokuCnf;
import dev.sudokucompare.core.cnf.Variables;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sat4j.core.VecInt;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.TimeoutException;

/**
 * The added clauses judged by Sat4j, apart from any outside program: every completion of small
 * puzzles is enumerated, and the order constraint must admit exactly those below a solution, the
 * blocking clause exactly all but it.
 */
class AddedClausesTest {

    /** 4x4 puzzles with 288, 72, and a few dozen completions. */
    private static final List<Grid> PUZZLES = List.of(Grid.empty(Shape.of(2, 2)), Grid.parse("3..............."),
            Grid.parse("..2.......3....1"), Grid.parse("1..4............"));

    /** Every completion the formula plus {@code added} allows, distinct as grids, sorted. */
    private static List<Grid> completions(SudokuCnf cnf, List<int[]> added) throws TimeoutException {
        Variables vars = cnf.variables();
        Grid puzzle = cnf.puzzle();
        int highest = vars.count();
        for (int[] clause : added) {
            for (int literal : clause) {
                highest = Math.max(highest, Math.abs(literal));
            }
        }
        ISolver solver = SolverFactory.newDefault();
        solver.newVar(highest);
        List<Grid> found = new ArrayList<>();
        try {
            List<int[]> clauses = new ArrayList<>(added);
            cnf.emit(clauses::add, true);
            for (int[] clause : clauses) {
                solver.addClause(new VecInt(clause));
            }
            while (solver.isSatisfiable()) {
                int[] values = puzzle.toArray();
                for (int x = 1; x <= vars.count(); x++) {
                    if (solver.model(x)) {
                        values[vars.cell(x)] = vars.value(x);
                    }
                }
                Grid grid = Grid.of(puzzle.shape(), values);
                found.add(grid);
                // Block the grid over the cell variables only: the auxiliary ones may take any value.
                int[] block = AddedClauses.blocking(vars, puzzle, grid);
                if (block == null) {
                    break;
                }
                solver.addClause(new VecInt(block));
            }
        } catch (ContradictionException e) {
            // unsatisfiable from the start, or after the last blocking clause
        }
        return found.stream().sorted().toList();
    }

    @Test
    void theOrderConstraintAdmitsExactlyTheSmallerCompletions() throws TimeoutException {
        for (Grid puzzle : PUZZLES) {
            for (Givens givens : List.of(Givens.REDUCE, Givens.UNITS)) {
                SudokuCnf cnf = SudokuCnf.of(puzzle, Encoding.EXTENDED, givens);
                List<Grid> all = completions(cnf, List.of());
                assertThat(all).as("%s has several completions", puzzle).hasSizeGreaterThan(1);
                for (int i = 0; i < all.size(); i += 1 + all.size() / 40) {
                    Grid solution = all.get(i);
                    List<int[]> smaller = AddedClauses.smallerThan(cnf.variables(), puzzle, solution,
                            cnf.variables().count() + 1);
                    List<Grid> below = smaller.isEmpty() ? List.of() : completions(cnf, smaller);
                    assertThat(below).as("completions of %s (givens %s) below %s", puzzle, givens, solution)
                            .isEqualTo(all.subList(0, i));
                }
            }
        }
    }

    @Test
    void aBlockingClauseForbidsExactlyItsSolution() throws TimeoutException {
        for (Grid puzzle : PUZZLES) {
            SudokuCnf cnf = SudokuCnf.of(puzzle, Encoding.MINIMAL, Givens.REDUCE);
            List<Grid> all = completions(cnf, List.of());
            Grid blocked = all.get(all.size() / 2);
            List<Grid> rest = new ArrayList<>(all);
            rest.remove(blocked);
            assertThat(completions(cnf, List.of(AddedClauses.blocking(cnf.variables(), puzzle, blocked)))).isEqualTo(rest);
        }
    }

    @Test
    void aCompleteGridHasNothingToBlockOrToBeSmallerThan() {
        Grid done = Grid.parse("1234341221434321");
        SudokuCnf cnf = SudokuCnf.of(done, Encoding.EXTENDED, Givens.REDUCE);
        assertThat(AddedClauses.blocking(cnf.variables(), done, done)).isNull();
        assertThat(AddedClauses.smallerThan(cnf.variables(), done, done, cnf.variables().count() + 1)).isEmpty();
    }
}
