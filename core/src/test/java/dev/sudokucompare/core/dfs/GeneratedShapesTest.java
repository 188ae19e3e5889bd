package dev.sudokucompare.core.dfs;

import static dev.sudokucompare.core.dfs.SolveAssertions.assertSolved;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.SeededPuzzles;
import dev.sudokucompare.core.SeededPuzzles.Generated;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * dfs-mrv and dfs on shapes no dataset covers: 4x4, 6x6 (2x3 and 3x2 boxes), 8x8 (2x4) and
 * 12x12 (3x4), generated from fixed seeds (12x12 only down to 60 givens: going lower makes the
 * dfs-bitmask uniqueness oracle take minutes). Uniqueness during generation is judged by
 * dfs-bitmask (another algorithm than the one under test), so FIRST must give back the very
 * grid the puzzle was cut from, and COUNT(2) must agree it is unique.
 */
class GeneratedShapesTest {

    private static final SolveRequest FIRST = HangGuard.first();

    /** Box shape, how many puzzles, and the fewest givens generation may go down to. */
    private record Spec(Shape shape, int puzzles, int minGivens) {
    }

    private static final List<Spec> SPECS = List.of(
            new Spec(Shape.of(2, 2), 20, 0),
            new Spec(Shape.of(2, 3), 20, 0),
            new Spec(Shape.of(3, 2), 10, 0),
            new Spec(Shape.of(2, 4), 10, 0),
            new Spec(Shape.of(3, 4), 5, 60));

    private static final List<Generated> PUZZLES = generate();

    private static List<Generated> generate() {
        SudokuSolver oracle = Solvers.named("dfs-bitmask");
        List<Generated> all = new ArrayList<>();
        long seed = 1000;
        for (Spec spec : SPECS) {
            for (int i = 0; i < spec.puzzles(); i++) {
                all.add(SeededPuzzles.unique(spec.shape(), seed++, spec.minGivens(), oracle));
            }
        }
        return all;
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-mrv", "dfs"})
    void firstGivesBackTheGridEachPuzzleWasCutFrom(String name) {
        SudokuSolver solver = Solvers.named(name);
        for (Generated g : PUZZLES) {
            assertSolved(name + " on " + g, g.puzzle(), solver.solve(g.puzzle(), FIRST), g.solution());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-mrv", "dfs"})
    void countTwoAgreesEveryGeneratedPuzzleIsUnique(String name) {
        SudokuSolver solver = Solvers.named(name);
        for (Generated g : PUZZLES) {
            SolveResult r = solver.solve(g.puzzle(), HangGuard.count(2));
            assertThat(r.solutionsFound()).as("%s count on %s", name, g).isEqualTo(1);
            assertThat(r.countExact()).as("%s count exact on %s", name, g).isTrue();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask"})
    void rowMajorVariantsAlsoSolveTheSmallShapes(String name) {
        // Their box arithmetic (scan's box corners especially) must hold for rectangular boxes too.
        SudokuSolver solver = Solvers.named(name);
        for (Generated g : PUZZLES) {
            if (g.shape().size() <= 8) {
                assertSolved(name + " on " + g, g.puzzle(), solver.solve(g.puzzle(), FIRST), g.solution());
            }
        }
    }

    @Test
    void generationReallyRemovedGivens() {
        // Guards the test itself: a puzzle that is already complete would prove nothing.
        for (Generated g : PUZZLES) {
            assertThat(g.puzzle().givenCount()).as("givens of %s", g).isLessThan(g.shape().cellCount() * 3 / 4);
        }
    }
}
