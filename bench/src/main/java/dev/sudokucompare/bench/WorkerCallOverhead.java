package dev.sudokucompare.bench;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.process.ProgramLimits;
import dev.sudokucompare.solvers.SolverCatalog;
import dev.sudokucompare.solvers.SolverOptions;
import dev.sudokucompare.solvers.worker.Workers;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * What a call costs the caller when the solver runs in a worker JVM of its own, against the same
 * solver in the caller's JVM: one operation is one puzzle (first solution), taken in file order,
 * round and round. The difference of the two modes is the pipe's round trip and the worker's
 * framing (the worker's own clock, which the report uses, does not see the pipe).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class WorkerCallOverhead {

    @Param({"in-process", "worker"})
    public String where;

    @Param("dfs")
    public String solver;

    @Param({"kaggle-10000.txt", "magictour-top1465.txt"})
    public String dataset;

    private SudokuSolver instance;
    private Grid[] puzzles;
    private int next;
    private final SolveRequest request = SolveRequest.first().withTimeLimit(Duration.ofMinutes(10));

    @Setup(Level.Trial)
    public void start() {
        instance = where.equals("worker") ? Workers.ofThisJvm(1, ProgramLimits.NONE).start(List.of(), solver)
                : SolverCatalog.builtIn().resolve(solver, SolverOptions.DEFAULT);
        puzzles = PuzzleSlice.everyKth(dataset, 1);
        for (Grid puzzle : puzzles) {
            SolveResult result = instance.solve(puzzle, request);
            if (result.status() != Status.SOLVED) {
                throw new IllegalStateException(solver + " did not solve " + puzzle + ": " + result.describe());
            }
        }
    }

    @TearDown(Level.Trial)
    public void stop() {
        instance.close();
    }

    @Benchmark
    public SolveResult solveNext() {
        Grid puzzle = puzzles[next];
        next = next + 1 == puzzles.length ? 0 : next + 1;
        return instance.solve(puzzle, request);
    }
}
