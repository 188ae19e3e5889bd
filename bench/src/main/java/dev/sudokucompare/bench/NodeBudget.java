package dev.sudokucompare.bench;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.solvers.SolverCatalog;
import dev.sudokucompare.solvers.SolverOptions;
import java.time.Duration;
import java.util.Arrays;

/**
 * How many hard puzzles a search finishes within a fixed number of nodes: the measure behind the
 * search choices for big grids in BENCHMARKS.md. Nodes (decisions, for {@code cdcl}) do not
 * depend on the machine, so two variants can run side by side, one per core, and a run can be
 * repeated anywhere with the same counts. Each puzzle is solved in FIRST mode under the node
 * limit; a solution is checked. One line per puzzle (dataset, line, status, nodes, seconds), then
 * a summary.
 *
 * <p>{@code java -cp bench/target/benchmarks.jar dev.sudokucompare.bench.NodeBudget solver
 * nodeLimit dataset...}, e.g. {@code dfs 1500000 sudoku25-frisch.txt sudoku25-frisch-images.txt}.
 */
public final class NodeBudget {

    /** Only a guard against a search that stops counting nodes; the node limit is the measure. */
    private static final Duration GUARD = Duration.ofMinutes(30);

    private NodeBudget() {
    }

    public static void main(String[] args) {
        if (args.length < 3) {
            System.err.println("usage: NodeBudget solver nodeLimit dataset...");
            System.exit(2);
        }
        SudokuSolver solver = SolverCatalog.builtIn().resolve(args[0], SolverOptions.DEFAULT);
        long limit = Long.parseLong(args[1]);
        SolveRequest request = SolveRequest.of(Mode.FIRST).withNodeLimit(limit).withTimeLimit(GUARD);
        int finished = 0;
        int puzzles = 0;
        long nodes = 0;
        double seconds = 0;
        for (String file : Arrays.copyOfRange(args, 2, args.length)) {
            Grid[] grids = PuzzleSlice.everyKth(file, 1);
            for (int i = 0; i < grids.length; i++) {
                long start = System.nanoTime();
                SolveResult result = solver.solve(grids[i], request);
                double took = (System.nanoTime() - start) / 1e9;
                if (result.status() == Status.SOLVED && !Checker.check(grids[i], result.solution()).isEmpty()) {
                    throw new IllegalStateException(file + ":" + (i + 1) + ": " + solver.name() + " gave a wrong solution");
                }
                puzzles++;
                finished += result.status() == Status.SOLVED ? 1 : 0;
                nodes += result.stats().nodes();
                seconds += took;
                System.out.printf("%s %d %s %d %.2f%n", file, i + 1, result.status(), result.stats().nodes(), took);
            }
        }
        System.out.printf("%s: finished %d of %d within %,d nodes each; %,d nodes, %.1f s in all%n",
                solver.name(), finished, puzzles, limit, nodes, seconds);
    }
}
