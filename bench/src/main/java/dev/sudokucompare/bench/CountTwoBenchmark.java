package dev.sudokucompare.bench;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.solvers.SolverCatalog;
import dev.sudokucompare.solvers.SolverOptions;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Mean time to solve one puzzle and prove it unique (COUNT with limit 2), per solver and
 * dataset. One operation is one puzzle; the puzzles are taken in file order, round and round, so
 * an iteration averages over many of them. The two big sets (49,158 and 48,766 puzzles) are cut
 * to every {@code bigSetStride}-th line; the others are used whole.
 *
 * <p>Each fork's heap is fixed and touched before the first iteration ({@code -XX:+AlwaysPreTouch}).
 * A call allocates its result (about 450 bytes for {@code dfs}), and on a virtual machine whose
 * memory is backed on first touch a page first touched costs microseconds (here 2.3 s a GiB): while
 * the young generation grew into new memory, an easy puzzle took three times as long, and the
 * first iterations of a fork on a hard set 20% longer. Touched once at the start, that cost stays
 * out of every iteration, as it is out of a C++ harness that allocates nothing per puzzle. A command
 * line's {@code -jvmArgsAppend} replaces these flags; add options with {@code -jvmArgsPrepend}, as
 * {@code bench/vs-tdoku.sh} does.
 */
@State(Scope.Benchmark)
@Fork(jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch"})
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class CountTwoBenchmark {

    /** Any solver spec the command line knows, e.g. {@code -p solver=choco,dfs-mrv,dfs}. */
    @Param({"dfs", "dfs-mrv"})
    public String solver;

    @Param({"sudoku17-49158.txt", "magictour-top1465.txt", "forum-hardest-1905-11plus.txt",
            "kaggle-10000.txt", "norvig-top95.txt"})
    public String dataset;

    /** Every k-th puzzle of the two big sets (100 gives 492 and 488 puzzles). */
    @Param("100")
    public int bigSetStride;

    private SudokuSolver instance;
    private Grid[] puzzles;
    private int next;
    private final SolveRequest request = SolveRequest.count(2).withTimeLimit(Duration.ofMinutes(10));

    @Setup
    public void load() {
        instance = SolverCatalog.builtIn().resolve(solver, SolverOptions.DEFAULT);
        boolean big = dataset.startsWith("sudoku17") || dataset.startsWith("forum-hardest-1905");
        puzzles = PuzzleSlice.everyKth(dataset, big ? bigSetStride : 1);
        for (Grid puzzle : puzzles) {
            SolveResult result = instance.solve(puzzle, request);
            if (result.status() != Status.SOLVED || result.solutionsFound() != 1) {
                throw new IllegalStateException(solver + " did not prove " + puzzle + " unique: " + result.describe());
            }
        }
    }

    @Benchmark
    public SolveResult solveNext() {
        Grid puzzle = puzzles[next];
        next = next + 1 == puzzles.length ? 0 : next + 1;
        return instance.solve(puzzle, request);
    }
}
