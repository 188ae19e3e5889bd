package dev.sudokucompare.core.cnf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The formula's size and shape, against counts worked out by hand from the encodings'
 * definitions for the empty 9x9 grid (pairs of box cells sharing a row or column are left to
 * the row's or column's clauses), and the reduced formula of a complete grid, which is empty.
 */
class SudokuCnfTest {

    private static List<int[]> clauses(SudokuCnf cnf) {
        List<int[]> all = new ArrayList<>();
        cnf.emit(all::add);
        return all;
    }

    @Test
    void theMinimalFormulaOfTheEmptyGrid() {
        SudokuCnf cnf = SudokuCnf.of(Grid.empty(Shape.CLASSIC), Encoding.MINIMAL, Givens.UNITS);
        List<int[]> clauses = clauses(cnf);
        assertThat(cnf.variables().count()).isEqualTo(729);
        // 81 cells at least one value; rows and columns 2 * 9 units * 9 values * 36 pairs;
        // boxes 9 * 9 values * (36 - 9 same-row - 9 same-column) pairs.
        assertThat(clauses).hasSize(81 + 2 * 9 * 9 * 36 + 9 * 9 * 18);
        assertThat(clauses.stream().filter(c -> c.length == 9)).hasSize(81);
        assertThat(clauses.stream().filter(c -> c.length == 2)).allMatch(c -> c[0] < 0 && c[1] < 0);
        assertThat(cnf.clauseBound()).isGreaterThanOrEqualTo(clauses.size());
    }

    @Test
    void theExtendedFormulaAddsCellAtMostOneAndUnitAtLeastOne() {
        SudokuCnf cnf = SudokuCnf.of(Grid.empty(Shape.CLASSIC), Encoding.EXTENDED, Givens.UNITS);
        // minimal + 81 cells * 36 value pairs + 27 units * 9 values at least once.
        assertThat(clauses(cnf)).hasSize(7371 + 81 * 36 + 27 * 9);
        assertThat(cnf.clauseBound()).isGreaterThanOrEqualTo(7371 + 81 * 36 + 27 * 9);
    }

    @Test
    void givensAreUnitClausesOrAssumptionsOrNoVariablesAtAll() {
        Grid puzzle = Datasets.grids("norvig-top95.txt").get(0);
        int givens = puzzle.givenCount();
        SudokuCnf units = SudokuCnf.of(puzzle, Encoding.MINIMAL, Givens.UNITS);
        assertThat(clauses(units)).hasSize(7371 + givens);
        assertThat(units.assumptions()).isEmpty();
        SudokuCnf assumed = SudokuCnf.of(puzzle, Encoding.MINIMAL, Givens.ASSUMPTIONS);
        assertThat(clauses(assumed)).hasSize(7371);
        assertThat(assumed.assumptions()).hasSize(givens);
        for (int x : assumed.assumptions()) {
            assertThat(assumed.variables().value(x)).isEqualTo(puzzle.get(assumed.variables().cell(x)));
        }
        SudokuCnf reduced = SudokuCnf.of(puzzle, Encoding.MINIMAL, Givens.REDUCE);
        for (int x = 1; x <= reduced.variables().count(); x++) {
            int cell = reduced.variables().cell(x);
            assertThat(puzzle.get(cell)).as("a variable of a given cell").isZero();
            assertThat(puzzle.with(cell, reduced.variables().value(x)).conflicts()).as("a candidate").isEmpty();
        }
        assertThat(reduced.variables().count()).isLessThan(9 * (81 - givens));
    }

    @Test
    void theReducedFormulaOfACompleteGridIsEmpty() {
        Grid complete = Datasets.grids("special-unique.solutions.txt").get(0);
        for (Encoding encoding : Encoding.values()) {
            SudokuCnf cnf = SudokuCnf.of(complete, encoding, Givens.REDUCE);
            assertThat(cnf.variables().count()).isZero();
            assertThat(clauses(cnf)).isEmpty();
        }
    }

    @Test
    void aCellWithoutCandidatesIsAnEmptyClause() {
        // Sudopedia "Unsolvable Square": r5c1 has no candidate left.
        Grid puzzle = Datasets.grids("no-solution.txt").get(0);
        assertThat(clauses(SudokuCnf.of(puzzle, Encoding.MINIMAL, Givens.REDUCE))).anyMatch(c -> c.length == 0);
    }

    @Test
    void variablesAreNamedByCellAndValue() {
        Variables vars = SudokuCnf.of(Grid.empty(Shape.of(2, 3)), Encoding.MINIMAL, Givens.UNITS).variables();
        assertThat(vars.count()).isEqualTo(216);
        assertThat(vars.describe(1)).isEqualTo("r1c1=1");
        assertThat(vars.describe(8)).isEqualTo("r1c2=2");
        assertThat(vars.of(35, 6)).isEqualTo(216);
    }
}
