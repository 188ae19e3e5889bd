package dev.sudokucompare.solvers.programs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.DatasetCase;
import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.time.Duration;
import java.util.List;

/**
 * A solver program against {@code dfs} on the shared datasets: what both answer must agree, and
 * where a file gives the answer (solutions, counts, smallest completions) both must match it.
 * Generous time limits: these runs check answers, not speed.
 */
final class AgreesWithDfs {

    private static final Duration PATIENCE = HangGuard.LIMIT;
    private static final SudokuSolver DFS = DfsSolvers.fromSpec("dfs").orElseThrow();

    private final SudokuSolver solver;

    AgreesWithDfs(SudokuSolver solver) {
        this.solver = solver;
    }

    private SolveResult solve(Grid puzzle, SolveRequest request) {
        return solver.solve(puzzle, request.withTimeLimit(PATIENCE));
    }

    /** FIRST on every {@code stride}-th puzzle of a file of unique puzzles: dfs's solution. */
    void firstOnUniquePuzzles(String file, int stride) {
        List<String> lines = Datasets.lines(file);
        for (int i = 0; i < lines.size(); i += stride) {
            Grid puzzle = Grid.parse(lines.get(i));
            SolveResult r = solve(puzzle, SolveRequest.first());
            String where = solver.name() + " on " + file + ":" + (i + 1);
            assertThat(r.status()).as("%s: %s", where, r.describe()).isEqualTo(Status.SOLVED);
            assertThat(r.solution()).as(where).isEqualTo(DFS.solve(puzzle, SolveRequest.first()).solution());
        }
    }

    /** FIRST on the first {@code limit} puzzles of a file with solutions beside it (janko's 16x16). */
    void firstFindsTheGivenSolutions(String name, int limit) {
        for (DatasetCase c : DatasetCase.withSolutions(name, limit)) {
            SolveResult r = solve(c.puzzle(), SolveRequest.first());
            assertThat(r.status()).as("%s on %s: %s", solver.name(), c, r.describe()).isEqualTo(Status.SOLVED);
            assertThat(r.solution()).as("%s on %s", solver.name(), c).isEqualTo(c.solution());
        }
    }

    /**
     * Exact counts of the multi-solution puzzles with at most {@code most} solutions (the file's
     * and dfs's), and a count limit of 2 stopping at 2 on every one.
     */
    void countsMultipleSolutions(long most) {
        List<Grid> puzzles = Datasets.grids("multi-solutions.txt");
        List<String> counts = Datasets.lines("multi-solutions.counts.txt");
        for (int i = 0; i < puzzles.size(); i++) {
            Grid puzzle = puzzles.get(i);
            long expected = Long.parseLong(counts.get(i).strip());
            String where = solver.name() + " on multi-solutions.txt:" + (i + 1);
            SolveResult two = solve(puzzle, SolveRequest.count(2));
            assertThat(two.status()).as("%s: %s", where, two.describe()).isEqualTo(Status.SOLVED);
            assertThat(two.solutionsFound()).as(where).isEqualTo(2);
            assertThat(two.countExact()).as("%s: stopped at the limit, not exact", where).isFalse();
            if (expected <= most) {
                SolveResult all = solve(puzzle, SolveRequest.count(10_000));
                assertThat(all.status()).as("%s: %s", where, all.describe()).isEqualTo(Status.SOLVED);
                assertThat(all.solutionsFound()).as(where).isEqualTo(expected)
                        .isEqualTo(DFS.solve(puzzle, SolveRequest.count(10_000)).solutionsFound());
                assertThat(all.countExact()).as(where).isTrue();
                assertThat(Checker.check(puzzle, all.solution())).as(where).isEmpty();
            }
        }
    }

    /** Unsolvable puzzles are NO_SOLUTION in {@code modes}, as for dfs; conflicting givens named as dfs names them. */
    void noSolution(Mode... modes) {
        for (Grid puzzle : Datasets.grids("no-solution.txt")) {
            for (Mode mode : modes) {
                SolveResult r = solve(puzzle, SolveRequest.of(mode));
                assertThat(r.status()).as("%s %s on %s: %s", solver.name(), mode, puzzle, r.describe())
                        .isEqualTo(Status.NO_SOLUTION).isEqualTo(DFS.solve(puzzle, SolveRequest.of(mode)).status());
                assertThat(r.countExact()).isTrue();
            }
        }
        for (Grid puzzle : Datasets.grids("conflicting-givens.txt")) {
            for (Mode mode : Mode.values()) {
                SolveResult r = solve(puzzle, SolveRequest.of(mode));
                assertThat(r.status()).as("%s on %s", solver.name(), puzzle).isEqualTo(Status.NO_SOLUTION);
                assertThat(r.message()).startsWith("conflicting givens: ")
                        .isEqualTo(DFS.solve(puzzle, SolveRequest.of(mode)).message());
            }
        }
    }

    /** LEXMIN equals the smallest completions the datasets give (and dfs finds), {@code files} by name. */
    void lexminMatchesTheFiles(String... names) {
        for (String name : names) {
            List<Grid> puzzles = Datasets.grids(name + ".txt");
            List<Grid> lexmins = Datasets.grids(name + ".lexmin.txt");
            for (int i = 0; i < puzzles.size(); i++) {
                String where = solver.name() + " on " + name + ".txt:" + (i + 1);
                SolveResult r = solve(puzzles.get(i), SolveRequest.lexmin());
                assertThat(r.status()).as("%s: %s", where, r.describe()).isEqualTo(Status.SOLVED);
                assertThat(r.solution()).as(where).isEqualTo(lexmins.get(i))
                        .isEqualTo(DFS.solve(puzzles.get(i), SolveRequest.lexmin()).solution());
            }
        }
    }
}
