package dev.sudokucompare.cpsat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.DatasetCase;
import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.solve.SolveResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The collections of the repository: hard 9x9 sets, 17-clue proofs of uniqueness, Kaggle, 16x16. */
class CpSatDatasetsTest {

    @Test
    void hardSetsGetVerifiedSolutions() {
        for (String set : List.of("norvig-top95.txt", "norvig-hardest.txt", "norvig-easy50.txt")) {
            List<Grid> puzzles = Datasets.grids(set);
            for (int i = 0; i < puzzles.size(); i++) {
                Solving.solveVerified(Solving.CPSAT, puzzles.get(i), HangGuard.first(), set + ":" + (i + 1));
            }
        }
    }

    @Test
    void specialCasesMatchTheirPublishedSolutions() {
        for (DatasetCase c : DatasetCase.withSolutions("special-unique", Integer.MAX_VALUE)) {
            Grid found = Solving.solveVerified(Solving.CPSAT, c.puzzle(), HangGuard.count(2), c.where());
            assertThat(found).as(c.where()).isEqualTo(c.solution());
        }
    }

    /** Every 100th of the 49,158 17-clue puzzles: each is proved unique by counting to 2. */
    @Test
    void theSeventeenClueSampleIsProvedUnique() {
        List<String> all = Datasets.lines("sudoku17-49158.txt");
        int checked = 0;
        for (int i = 0; i < all.size(); i += 100) {
            Grid puzzle = Grid.parse(all.get(i));
            SolveResult r = Solving.CPSAT.solve(puzzle, HangGuard.count(2));
            assertThat(r.solutionsFound()).as("sudoku17:%d %s", i + 1, r.describe()).isEqualTo(1);
            assertThat(r.countExact()).isTrue();
            assertThat(Checker.check(puzzle, r.solution())).as("sudoku17:%d", i + 1).isEmpty();
            checked++;
        }
        assertThat(checked).isEqualTo(492);
    }

    @Test
    void kaggleMatchesItsSolutionColumn() {
        for (DatasetCase c : DatasetCase.withSolutions("kaggle-10000", 1000)) {
            Grid found = Solving.solveVerified(Solving.CPSAT, c.puzzle(), HangGuard.first(), c.where());
            assertThat(found).as(c.where()).isEqualTo(c.solution());
        }
    }

    @Test
    void allOfJanko16AreUniqueAndMatchTheirSolutions() {
        for (DatasetCase c : DatasetCase.withSolutions("sudoku16-janko-55", Integer.MAX_VALUE)) {
            SolveResult r = Solving.CPSAT.solve(c.puzzle(), HangGuard.count(2));
            assertThat(r.solutionsFound()).as("%s %s", c.where(), r.describe()).isEqualTo(1);
            assertThat(r.countExact()).isTrue();
            assertThat(r.solution()).as(c.where()).isEqualTo(c.solution());
        }
    }
}
