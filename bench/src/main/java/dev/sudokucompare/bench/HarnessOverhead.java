package dev.sudokucompare.bench;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.format.PuzzleReader;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.Comparison;
import dev.sudokucompare.engine.Input;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.solvers.SolverSpecs;
import dev.sudokucompare.stats.StatsCollector;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * How much the compare engine adds to what it measures: the same solver over the same puzzles,
 * once in a bare loop and once through {@link Comparison} (reading, worker thread, checker,
 * judge, statistics), alternated after a warm-up. Reports per puzzle: the bare loop's time, the
 * solver time the engine records, and the engine's wall time; medians over the trials.
 *
 * <p>{@code java -cp bench/target/benchmarks.jar dev.sudokucompare.bench.HarnessOverhead [dataset] [solver] [trials]}
 */
public final class HarnessOverhead {

    private HarnessOverhead() {
    }

    public static void main(String[] args) throws Exception {
        String dataset = args.length > 0 ? args[0] : "kaggle-10000.txt";
        String spec = args.length > 1 ? args[1] : "dfs";
        int trials = args.length > 2 ? Integer.parseInt(args[2]) : 9;
        String text = Files.readString(Path.of(PuzzleSlice.DATASETS_DIR, dataset));
        Grid[] puzzles = text.lines().map(Grid::parse).toArray(Grid[]::new);
        SudokuSolver solver = SolverSpecs.resolve(spec);
        for (int i = 0; i < 3; i++) {
            bare(solver, puzzles);
            engine(solver, spec, text, puzzles.length);
        }
        double[][] perPuzzle = new double[3][trials];
        for (int t = 0; t < trials; t++) {
            perPuzzle[0][t] = bare(solver, puzzles);
            double[] e = engine(solver, spec, text, puzzles.length);
            perPuzzle[1][t] = e[0];
            perPuzzle[2][t] = e[1];
        }
        double bare = median(perPuzzle[0]);
        double measured = median(perPuzzle[1]);
        double wall = median(perPuzzle[2]);
        System.out.printf("%s, %s, %d puzzles, %d trials (medians, ns per puzzle)%n", dataset, spec, puzzles.length, trials);
        System.out.printf("  bare loop                    %10.0f%n", bare);
        System.out.printf("  engine: recorded solver time %10.0f   %.3fx the bare loop (%+.1f%%)%n",
                measured, measured / bare, 100 * (measured / bare - 1));
        System.out.printf("  engine: wall per record      %10.0f   %.3fx the bare loop%n", wall, wall / bare);
    }

    /** ns per puzzle of a plain loop over the parsed puzzles. */
    private static double bare(SudokuSolver solver, Grid[] puzzles) {
        SolveRequest request = SolveRequest.of(Mode.FIRST);
        long t0 = System.nanoTime();
        for (Grid g : puzzles) {
            if (solver.solve(g, request).solution() == null) {
                throw new IllegalStateException("not solved: " + g);
            }
        }
        return (System.nanoTime() - t0) / (double) puzzles.length;
    }

    /** {recorded solver ns per puzzle, wall ns per record} of one engine run. */
    private static double[] engine(SudokuSolver solver, String spec, String text, int records)
            throws InterruptedException {
        Settings settings = Settings.builder(List.of(spec)).seed(1).build();
        StatsCollector stats = new StatsCollector(List.of(solver.name()), List.of(true), 0);
        Input input = new Input() {
            @Override
            public String name() {
                return "mem";
            }

            @Override
            public PuzzleReader open() throws IOException {
                return PuzzleFormat.LINE.reader(new StringReader(text), "mem");
            }
        };
        long t0 = System.nanoTime();
        new Comparison(settings, List.of(solver), stats).run(List.of(input));
        long wall = System.nanoTime() - t0;
        var s = stats.summaries(settings.timeout()).get(0).solvers().get(0);
        if (s.count(AnswerVerdict.CORRECT) != records) {
            throw new IllegalStateException("engine answered " + s.count(AnswerVerdict.CORRECT) + " of " + records
                    + " correctly");
        }
        return new double[] {s.totalNanos() / records, wall / (double) records};
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
