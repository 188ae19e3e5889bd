package dev.sudokucompare.core;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker.Problem;
import org.junit.jupiter.api.Test;

/**
 * The Checker on hand-made answers built from a dataset solution, each with exactly one kind of
 * defect, so the problem it reports (kind, cell, unit) is known in advance.
 */
class CheckerTest {

    private static final DatasetCase INKALA = DatasetCase.withSolutions("special-unique", 1).get(0);
    private static final Grid PUZZLE = INKALA.puzzle();
    private static final Grid SOLUTION = INKALA.solution();
    private static final Shape S = Shape.CLASSIC;

    @Test
    void acceptsTheDatasetSolution() {
        assertThat(Checker.check(PUZZLE, SOLUTION)).isEmpty();
        assertThat(Checker.isSolution(PUZZLE, SOLUTION)).isTrue();
    }

    @Test
    void reportsAChangedGivenAtItsCell() {
        int given = firstCell(true);
        Grid answer = SOLUTION.with(given, SOLUTION.get(given) % 9 + 1);
        Problem p = Checker.check(PUZZLE, answer).orElseThrow();
        assertThat(p.kind()).isEqualTo(Problem.Kind.GIVEN_CHANGED);
        assertThat(p.cell()).isEqualTo(given);
        assertThat(p.unit()).isEqualTo(-1);
        assertThat(p.message()).contains(S.describeCell(given));
        assertThat(Checker.isSolution(PUZZLE, answer)).isFalse();
    }

    @Test
    void reportsAnEmptyCell() {
        int free = firstCell(false);
        Problem p = Checker.check(PUZZLE, SOLUTION.with(free, 0)).orElseThrow();
        assertThat(p.kind()).isEqualTo(Problem.Kind.EMPTY_CELL);
        assertThat(p.cell()).isEqualTo(free);
        assertThat(p.message()).contains(S.describeCell(free));
    }

    @Test
    void reportsARowRepeatWhenTwoCellsOfAColumnSwapInsideABox() {
        // r1c1 <-> r2c1: column 1 and box 1 keep their values, rows 1 and 2 each repeat one.
        Grid answer = swap(SOLUTION, S.cell(0, 0), S.cell(1, 0));
        Problem p = Checker.check(Grid.empty(S), answer).orElseThrow();
        assertThat(p.kind()).isEqualTo(Problem.Kind.REPEATED_VALUE);
        assertThat(p.unit()).isEqualTo(0); // row 1
        assertThat(p.message()).startsWith("row 1 repeats " + SOLUTION.get(1, 0));
        assertThat(S.unitsOf(p.cell())).contains(p.unit());
    }

    @Test
    void reportsAColumnRepeatWhenTwoCellsOfARowSwapInsideABox() {
        // r1c1 <-> r1c2: rows and boxes keep their values, columns 1 and 2 each repeat one.
        Grid answer = swap(SOLUTION, S.cell(0, 0), S.cell(0, 1));
        Problem p = Checker.check(Grid.empty(S), answer).orElseThrow();
        assertThat(p.kind()).isEqualTo(Problem.Kind.REPEATED_VALUE);
        assertThat(p.unit()).isEqualTo(S.size()); // column 1
        assertThat(p.message()).startsWith("column 1 repeats " + SOLUTION.get(0, 1));
    }

    @Test
    void reportsABoxRepeatInALatinSquareThatIsNoSudoku() {
        // value (r + c) mod 9 + 1: every row and column is a permutation, the boxes are not.
        int[] values = new int[81];
        for (int cell = 0; cell < 81; cell++) {
            values[cell] = (S.row(cell) + S.col(cell)) % 9 + 1;
        }
        Problem p = Checker.check(Grid.empty(S), Grid.of(S, values)).orElseThrow();
        assertThat(p.kind()).isEqualTo(Problem.Kind.REPEATED_VALUE);
        assertThat(S.unitKind(p.unit())).isEqualTo(UnitKind.BOX);
        assertThat(p.unit()).isEqualTo(2 * S.size()); // box 1: r1c2 (value 2) and r2c1 (value 2)
        assertThat(p.cell()).isEqualTo(S.cell(1, 0));
        assertThat(p.message()).isEqualTo("box 1 repeats 2 (r1c2, r2c1)");
        assertThat(p).hasToString("box 1 repeats 2 (r1c2, r2c1)");
        assertThat(Grid.of(S, values).conflicts().get(0)).hasToString("box 1 repeats 2 (r1c2, r2c1)");
    }

    @Test
    void aChangedFreeCellIsARepeatInItsRowFirst() {
        int free = firstCell(false);
        Problem p = Checker.check(PUZZLE, SOLUTION.with(free, SOLUTION.get(free) % 9 + 1)).orElseThrow();
        assertThat(p.kind()).isEqualTo(Problem.Kind.REPEATED_VALUE);
        assertThat(p.unit()).isEqualTo(S.row(free));
    }

    @Test
    void reportsAShapeMismatch() {
        Grid sixBySix = Grid.empty(Shape.of(2, 3));
        Problem p = Checker.check(PUZZLE, sixBySix).orElseThrow();
        assertThat(p.kind()).isEqualTo(Problem.Kind.SHAPE);
        assertThat(p.cell()).isEqualTo(-1);
        // Same side, other boxes: still a different puzzle.
        Problem boxes = Checker.check(Grid.empty(Shape.of(2, 3)), Grid.empty(Shape.of(3, 2))).orElseThrow();
        assertThat(boxes.kind()).isEqualTo(Problem.Kind.SHAPE);
    }

    @Test
    void acceptsValidSolutionsOfOtherShapes() {
        for (DatasetCase c : DatasetCase.withSolutions("sudoku16-janko-55", 3)) {
            assertThat(Checker.check(c.puzzle(), c.solution())).as(c.where()).isEmpty();
        }
        SeededPuzzles.Generated g = SeededPuzzles.withGivens(Shape.of(3, 4), 5, 50);
        assertThat(Checker.check(g.puzzle(), g.solution())).isEmpty();
    }

    private static int firstCell(boolean given) {
        for (int cell = 0; cell < 81; cell++) {
            if ((PUZZLE.get(cell) != 0) == given) {
                return cell;
            }
        }
        throw new IllegalStateException();
    }

    private static Grid swap(Grid grid, int a, int b) {
        return grid.with(a, grid.get(b)).with(b, grid.get(a));
    }
}
