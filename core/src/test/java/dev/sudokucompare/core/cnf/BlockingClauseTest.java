package dev.sudokucompare.core.cnf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import org.junit.jupiter.api.Test;

/** The clause that forbids a solution: one literal per open cell, in row-major order, none for a full grid. */
class BlockingClauseTest {

    private static final Grid SOLUTION = Grid.parse(
            "483921657967345821251876493548132976729564138136798245372689514814253769695417382");

    @Test
    void eachOpenCellSaysItDoesNotHoldTheSolutionsValue() {
        Grid puzzle = Grid.parse("." + SOLUTION.toString().substring(1, 40) + "." + SOLUTION.toString().substring(41));
        int[] clause = BlockingClause.of(puzzle, SOLUTION::get, (cell, value) -> -(cell * 10 + value));
        assertThat(clause).containsExactly(-(0 * 10 + 4), -(40 * 10 + 6));
    }

    @Test
    void aFullGridHasNothingToBlock() {
        assertThat(BlockingClause.of(SOLUTION, SOLUTION::get, (cell, value) -> -1)).isEmpty();
    }
}
