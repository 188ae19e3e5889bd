package dev.sudokucompare.core;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker.Problem;
import dev.sudokucompare.core.generate.PuzzleGenerator;
import dev.sudokucompare.core.generate.RandomSolutions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The checker's and {@link Grid#conflicts()}'s one-bit-per-value scans against the plain
 * per-unit search written out below (and the checker's one-pass test for a valid answer alone,
 * which must never leave a valid answer to the slow search nor pass an invalid one): the same first problem (kind, cell, unit, message) and the
 * same conflicts, on seeded random answers with a few cells changed, for shapes up to 64x64
 * (where value 64 takes the long's last bit).
 */
class CheckerAgainstReferenceTest {

    @ParameterizedTest
    @CsvSource({"2,2,400", "2,3,400", "3,3,400", "3,4,200", "4,4,200", "5,5,60", "8,8,12"})
    void sameFirstProblemAndConflictsAsThePlainSearch(int boxRows, int boxCols, int trials) {
        Shape shape = Shape.of(boxRows, boxCols);
        int n = shape.size();
        Random random = new Random(7919L * n + boxRows);
        int problems = 0;
        for (int t = 0; t < trials; t++) {
            Grid solution = relabelled(pattern(shape), random);
            Grid puzzle = PuzzleGenerator.keepRandomGivens(solution, random.nextInt(shape.cellCount()), random);
            Grid answer = solution;
            for (int k = random.nextInt(4); k > 0; k--) {
                answer = answer.with(random.nextInt(shape.cellCount()), random.nextInt(n + 1));
            }
            Optional<Problem> expected = referenceCheck(puzzle, answer);
            assertThat(Checker.check(puzzle, answer)).as("trial %d", t).isEqualTo(expected);
            // The one-pass check alone must say the same: a valid answer is never left to the slow search.
            assertThat(Checker.isValidCompletion(puzzle, answer)).as("trial %d", t).isEqualTo(expected.isEmpty());
            problems += expected.isPresent() ? 1 : 0;

            Grid givens = puzzle;
            for (int k = random.nextInt(4); k > 0; k--) {
                givens = givens.with(random.nextInt(shape.cellCount()), 1 + random.nextInt(n));
            }
            assertThat(givens.conflicts()).as("trial %d", t).isEqualTo(referenceConflicts(givens));
        }
        // Both kinds of answer were tried: valid ones and broken ones.
        assertThat(problems).isBetween(1, trials - 1);
    }

    /**
     * Answers wrong in one kind of unit only: two cells of a row swapped inside their box (only
     * columns break), two cells of a column swapped inside their box (only rows break), and a
     * Latin square that is no Sudoku (only boxes break). A check that skipped a kind of unit,
     * the written-out 9x9 one included, would pass one of them.
     */
    @ParameterizedTest
    @CsvSource({"2,2", "2,3", "3,2", "3,3", "3,4", "4,4", "5,5"})
    void answersWrongInOneKindOfUnitOnlyAreCaught(int boxRows, int boxCols) {
        Shape shape = Shape.of(boxRows, boxCols);
        int n = shape.size();
        Random random = new Random(104_729L * n + boxCols);
        for (int t = 0; t < 50; t++) {
            Grid solution = relabelled(pattern(shape), random);
            int boxRow = boxRows * random.nextInt(n / boxRows);
            int boxCol = boxCols * random.nextInt(n / boxCols);
            int r = boxRow + random.nextInt(boxRows);
            int c = boxCol + random.nextInt(boxCols);
            int otherCol = boxCol + (c - boxCol + 1 + random.nextInt(boxCols - 1)) % boxCols;
            int otherRow = boxRow + (r - boxRow + 1 + random.nextInt(boxRows - 1)) % boxRows;
            List<Grid> wrong = List.of(swapped(solution, shape.cell(r, c), shape.cell(r, otherCol)),
                    swapped(solution, shape.cell(r, c), shape.cell(otherRow, c)), relabelled(latinSquare(shape), random));
            for (Grid answer : wrong) {
                Optional<Problem> expected = referenceCheck(Grid.empty(shape), answer);
                assertThat(expected).as("trial %d", t).isPresent();
                assertThat(Checker.check(Grid.empty(shape), answer)).as("trial %d", t).isEqualTo(expected);
                assertThat(Checker.isValidCompletion(Grid.empty(shape), answer)).as("trial %d", t).isFalse();
            }
            assertThat(Checker.isValidCompletion(Grid.empty(shape), solution)).as("trial %d", t).isTrue();
        }
    }

    /**
     * A valid grid that breaks a single given: every unit holds every value, so only the check
     * of the givens can refuse it, and it must wherever the given stands (the 9x9 check reads the
     * givens eight cells at a time, and the last cell alone).
     */
    @ParameterizedTest
    @CsvSource({"2,2", "2,3", "3,3", "3,4", "4,4"})
    void aValidGridBreakingOneGivenIsRefusedWhereverTheGivenStands(int boxRows, int boxCols) {
        Shape shape = Shape.of(boxRows, boxCols);
        Grid solution = pattern(shape);
        // Every value one up (n back to 1): still valid, and no cell keeps its value.
        int[] shifted = solution.toArray();
        for (int i = 0; i < shifted.length; i++) {
            shifted[i] = shifted[i] % shape.size() + 1;
        }
        Grid other = Grid.of(shape, shifted);
        assertThat(referenceCheck(Grid.empty(shape), other)).isEmpty();
        for (int cell = 0; cell < shape.cellCount(); cell++) {
            Grid puzzle = Grid.empty(shape).with(cell, solution.get(cell));
            Optional<Problem> expected = referenceCheck(puzzle, other);
            assertThat(expected).as("cell %d", cell).isPresent();
            assertThat(Checker.check(puzzle, other)).as("cell %d", cell).isEqualTo(expected);
            assertThat(Checker.isValidCompletion(puzzle, other)).as("cell %d", cell).isFalse();
            assertThat(Checker.check(puzzle, solution)).as("cell %d", cell).isEmpty();
            assertThat(Checker.isValidCompletion(puzzle, solution)).as("cell %d", cell).isTrue();
        }
    }

    /**
     * Rows and columns valid, boxes not, each broken box missing one value and holding another
     * twice: a rectangle of two values (a b over b a) in two bands and two stacks, swapped. In
     * each of the two bands two boxes break and the third stays whole, and the two broken boxes
     * miss different values, so a check that combined the boxes' complaints with AND instead of
     * OR would pass the answer. (Random solutions: the shifted-rows pattern has no such rectangle.)
     */
    @ParameterizedTest
    @CsvSource({"2,2", "2,3", "3,2", "3,3", "3,4", "4,4"})
    void aRectangleSwappedAcrossBandsAndStacksBreaksOnlyBoxes(int boxRows, int boxCols) {
        Shape shape = Shape.of(boxRows, boxCols);
        Random random = new Random(7_777L * shape.size() + boxRows);
        int n = shape.size();
        int found = 0;
        for (int t = 0; t < 20; t++) {
            Grid solution = RandomSolutions.of(shape, random);
            int r1 = random.nextInt(n);
            int r2 = (r1 / boxRows * boxRows + boxRows + random.nextInt(n - boxRows)) % n; // another band
            for (int c1 = 0; c1 < n; c1++) {
                for (int c2 = 0; c2 < n; c2++) {
                    int a = solution.get(shape.cell(r1, c1));
                    int b = solution.get(shape.cell(r1, c2));
                    if (c1 / boxCols == c2 / boxCols || solution.get(shape.cell(r2, c1)) != b
                            || solution.get(shape.cell(r2, c2)) != a) {
                        continue;
                    }
                    Grid answer = solution.with(shape.cell(r1, c1), b).with(shape.cell(r1, c2), a)
                            .with(shape.cell(r2, c1), a).with(shape.cell(r2, c2), b);
                    Optional<Problem> expected = referenceCheck(Grid.empty(shape), answer);
                    assertThat(expected).isPresent();
                    assertThat(shape.unitKind(expected.get().unit())).as("a box, not a row or column").isEqualTo(UnitKind.BOX);
                    assertThat(Checker.check(Grid.empty(shape), answer)).isEqualTo(expected);
                    assertThat(Checker.isValidCompletion(Grid.empty(shape), answer)).isFalse();
                    found++;
                }
            }
        }
        assertThat(found).as("rectangles tried").isPositive();
    }

    private static Grid swapped(Grid grid, int a, int b) {
        return grid.with(a, grid.get(b)).with(b, grid.get(a));
    }

    /** Rows and columns each hold every value, boxes do not: row r is row 0 shifted by r. */
    private static Grid latinSquare(Shape shape) {
        int n = shape.size();
        int[] values = new int[shape.cellCount()];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                values[shape.cell(r, c)] = (r + c) % n + 1;
            }
        }
        return Grid.of(shape, values);
    }

    /** A valid solution of any shape: rows are shifts of one another. */
    private static Grid pattern(Shape shape) {
        int n = shape.size();
        int[] values = new int[shape.cellCount()];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int br = shape.boxCols() * (r % shape.boxRows()) + r / shape.boxRows();
                values[shape.cell(r, c)] = (br + c) % n + 1;
            }
        }
        Grid grid = Grid.of(shape, values);
        assertThat(referenceCheck(Grid.empty(shape), grid)).isEmpty();
        return grid;
    }

    private static Grid relabelled(Grid grid, Random random) {
        int n = grid.size();
        int[] label = new int[n + 1];
        List<Integer> values = new ArrayList<>();
        for (int v = 1; v <= n; v++) {
            values.add(v);
        }
        Collections.shuffle(values, random);
        for (int v = 1; v <= n; v++) {
            label[v] = values.get(v - 1);
        }
        int[] cells = grid.toArray();
        for (int i = 0; i < cells.length; i++) {
            cells[i] = label[cells[i]];
        }
        return Grid.of(grid.shape(), cells);
    }

    /** Cells first (givens kept, none empty), then each unit in order for its first repeat. */
    private static Optional<Problem> referenceCheck(Grid puzzle, Grid answer) {
        Shape shape = puzzle.shape();
        for (int cell = 0; cell < shape.cellCount(); cell++) {
            int given = puzzle.get(cell);
            int value = answer.get(cell);
            if (given != 0 && value != given) {
                return Optional.of(new Problem(Problem.Kind.GIVEN_CHANGED, cell, -1,
                        "given " + shape.describeCell(cell) + "=" + given + " changed to " + value));
            }
            if (value == 0) {
                return Optional.of(new Problem(Problem.Kind.EMPTY_CELL, cell, -1,
                        "cell " + shape.describeCell(cell) + " is empty"));
            }
        }
        for (int unit = 0; unit < shape.unitCount(); unit++) {
            int[] cellHolding = new int[shape.size() + 1];
            Arrays.fill(cellHolding, -1);
            for (int cell : shape.unitCells(unit)) {
                int value = answer.get(cell);
                if (cellHolding[value] >= 0) {
                    Conflict c = new Conflict(shape, unit, value, cellHolding[value], cell);
                    return Optional.of(new Problem(Problem.Kind.REPEATED_VALUE, cell, unit, c.describe()));
                }
                cellHolding[value] = cell;
            }
        }
        return Optional.empty();
    }

    /** Every repeated value of every unit, once, with its first two cells. */
    private static List<Conflict> referenceConflicts(Grid grid) {
        Shape shape = grid.shape();
        List<Conflict> found = new ArrayList<>();
        for (int u = 0; u < shape.unitCount(); u++) {
            int[] firstSeen = new int[shape.size() + 1];
            Arrays.fill(firstSeen, -1);
            boolean[] reported = new boolean[shape.size() + 1];
            for (int cell : shape.unitCells(u)) {
                int v = grid.get(cell);
                if (v == 0) {
                    continue;
                }
                if (firstSeen[v] < 0) {
                    firstSeen[v] = cell;
                } else if (!reported[v]) {
                    reported[v] = true;
                    found.add(new Conflict(shape, u, v, firstSeen[v], cell));
                }
            }
        }
        return found;
    }
}
