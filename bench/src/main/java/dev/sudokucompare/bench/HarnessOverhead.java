package dev.sudokucompare.bench;

import com.sun.management.OperatingSystemMXBean;
import dev.sudokucompare.cli.Main;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.format.PuzzleReader;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.Comparison;
import dev.sudokucompare.engine.Input;
import dev.sudokucompare.engine.Reference;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.solvers.SolverCatalog;
import dev.sudokucompare.solvers.SolverOptions;
import dev.sudokucompare.stats.StatsCollector;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * How much the compare engine adds to what it measures: the same solver over the same puzzles,
 * in a bare loop, through {@link Comparison} (reading, worker thread, checker, judge,
 * statistics), and through the whole {@code compare} command line in this JVM (also findings,
 * the console report, and with {@code --out} results.csv and the report files), alternated after
 * a warm-up; and {@code compare} and {@code compare --out} on the first record alone, which is
 * what a run costs whatever its size, so the rest is the cost per record that a large input
 * converges to. Reports per record, medians over the trials: wall time, and the whole process's
 * CPU time (steadier on a shared machine; the engine's threads all count), each also as a ratio
 * to the bare loop; and the solver time the engine records.
 *
 * <p>{@code java -cp bench/target/benchmarks.jar dev.sudokucompare.bench.HarnessOverhead [dataset] [solver] [trials] [warm-up rounds]}
 */
public final class HarnessOverhead {

    private HarnessOverhead() {
    }

    public static void main(String[] args) throws Exception {
        String dataset = args.length > 0 ? args[0] : "kaggle-10000.txt";
        String spec = args.length > 1 ? args[1] : "dfs";
        int trials = args.length > 2 ? Integer.parseInt(args[2]) : 9;
        // Warm-up rounds: with few, the compilers are still at the code a run goes through once
        // (command line, reports) during the trials, on the same two cores: after 3 rounds they
        // took 1.4 µs a record of compare's trials, after 40 rounds 0.2 µs (the CPU table below),
        // and the fixed cost of a run was still 1.6-3.2 ms; after 100 rounds 1.5-1.8 ms.
        int warmups = args.length > 3 ? Integer.parseInt(args[3]) : 100;
        String text = Files.readString(Path.of(PuzzleSlice.DATASETS_DIR, dataset));
        Grid[] puzzles = text.lines().map(Grid::parse).toArray(Grid[]::new);
        int n = puzzles.length;
        SudokuSolver solver = SolverCatalog.builtIn().resolve(spec, SolverOptions.DEFAULT);
        Path out = Files.createTempDirectory("harness-overhead");
        String file = Path.of(PuzzleSlice.DATASETS_DIR, dataset).toString();
        String[] cli = {"--solvers", spec, "--warmup", "0", "--no-progress", file};
        // --force: every run after the first writes over the last one's reports.
        String[] cliOut = {"--solvers", spec, "--warmup", "0", "--no-progress", "--force", "--out", out.toString(), file};
        // The same command on the first record alone (with its provided solution, if any): what a
        // run costs whatever its size (command line, report, statistics, threads).
        Path oneDir = Files.createTempDirectory("harness-overhead-one");
        Path one = oneDir.resolve("first-record.txt");
        Files.writeString(one, text.lines().findFirst().orElseThrow() + "\n");
        Path solutions = Path.of(file.replaceFirst("\\.txt$", ".solutions.txt"));
        if (Files.exists(solutions)) {
            try (var lines = Files.lines(solutions)) {
                Files.writeString(oneDir.resolve("first-record.solutions.txt"), lines.findFirst().orElseThrow() + "\n");
            }
        }
        String[] cliOne = {"--solvers", spec, "--warmup", "0", "--no-progress", one.toString()};
        Path outOne = Files.createTempDirectory("harness-overhead-out-one");
        String[] cliOneOut = {"--solvers", spec, "--warmup", "0", "--no-progress", "--force", "--out", outOne.toString(),
                one.toString()};
        List<Variant> variants = List.of(
                new Variant("bare loop", () -> bare(solver, puzzles)),
                new Variant("engine (Comparison)", () -> engine(solver, spec, text, n)),
                new Variant("compare", () -> cli(cli)),
                new Variant("compare --out DIR", () -> cli(cliOut)),
                new Variant("compare, 1st record only", () -> cli(cliOne)),
                new Variant("--out, 1st record only", () -> cli(cliOneOut)));
        for (int i = 0; i < warmups; i++) {
            for (Variant v : variants) {
                v.measure(n);
            }
        }
        double[][] wall = new double[variants.size()][trials];
        double[][] cpu = new double[variants.size()][trials];
        double[] recorded = new double[trials];
        boolean byThread = ThreadCpu.available();
        long[][] threadCpu = new long[variants.size()][ThreadCpu.Kind.values().length];
        for (int t = 0; t < trials; t++) {
            for (int k = 0; k < variants.size(); k++) {
                ThreadCpu.Reading before = byThread ? ThreadCpu.read() : null;
                long process0 = OS.getProcessCpuTime();
                double[] m = variants.get(k).measure(n);
                if (byThread) {
                    long[] spent = ThreadCpu.read().since(before, OS.getProcessCpuTime() - process0);
                    for (int i = 0; i < spent.length; i++) {
                        threadCpu[k][i] += spent[i];
                    }
                }
                wall[k][t] = m[0];
                cpu[k][t] = m[1];
                if (k == 1) {
                    recorded[t] = m[2];
                }
            }
        }
        double bareWall = median(wall[0]);
        double bareCpu = median(cpu[0]);
        System.out.printf("%s, %s, %d puzzles, %d trials after %d warm-up rounds (medians, ns per record; CPU = the whole process's)%n",
                dataset, spec, n, trials, warmups);
        System.out.printf("  %-22s %10s %8s %10s %8s%n", "", "wall", "ratio", "CPU", "ratio");
        for (int k = 0; k < variants.size(); k++) {
            double w = median(wall[k]);
            double c = median(cpu[k]);
            System.out.printf("  %-22s %10.0f %7.2fx %10.0f %7.2fx%n", variants.get(k).name(), w, w / bareWall, c,
                    c / bareCpu);
        }
        // The first-record runs' times are per run, not per record: their rows above divide by n.
        printFixedAndMarginal("compare", median(wall[4]) * n, median(wall[2]), n, bareWall);
        printFixedAndMarginal("compare --out", median(wall[5]) * n, median(wall[3]), n, bareWall);
        double r = median(recorded);
        System.out.printf("  solver time the engine records: %.0f (%.3fx the bare loop's wall)%n", r, r / bareWall);
        if (byThread) {
            printThreadCpu(variants, threadCpu, (double) n * ROUNDS * trials);
        }
        deleteAll(out);
        deleteAll(oneDir);
        deleteAll(outOne);
    }

    private static void printFixedAndMarginal(String name, double fixedNanos, double perRecord, int n, double bareWall) {
        double marginal = perRecord - fixedNanos / n;
        System.out.printf("  %s's cost per run, whatever its size: %.2f ms; per record beyond it: %.0f ns (%.2fx the bare loop)%n",
                name, fixedNanos / 1e6, marginal, marginal / bareWall);
    }

    private static void deleteAll(Path dir) throws IOException {
        try (var files = Files.list(dir)) {
            for (Path f : files.toList()) {
                Files.delete(f);
            }
        }
        Files.delete(dir);
    }

    /**
     * CPU time by kind of thread, ns per record over all the trials: what else shares the two
     * cores with the worker (the coordinator on the main thread, the compilers, the collector).
     */
    private static void printThreadCpu(List<Variant> variants, long[][] threadCpu, double records) {
        System.out.printf("  CPU by thread, ns per record over all trials (worker+reader: the process less the rest):%n");
        System.out.printf("  %-26s", "");
        for (ThreadCpu.Kind kind : ThreadCpu.Kind.values()) {
            System.out.printf(" %13s", kind.label);
        }
        System.out.println();
        // Not the last two, the runs on one record: their time is per run, not per record.
        for (int k = 0; k < variants.size() - 2; k++) {
            System.out.printf("  %-26s", variants.get(k).name());
            for (long nanos : threadCpu[k]) {
                System.out.printf(" %13.0f", nanos / records);
            }
            System.out.println();
        }
    }

    /** One way of running the puzzles; {@code run} returns the solver time it recorded, or 0. */
    private record Variant(String name, Run run) {
        /**
         * {wall ns, process CPU ns, recorded solver ns} per record, over {@link #ROUNDS} runs (the
         * process CPU clock ticks in milliseconds on some systems).
         */
        double[] measure(int records) throws Exception {
            long c0 = OS.getProcessCpuTime();
            long t0 = System.nanoTime();
            double recorded = 0;
            for (int i = 0; i < ROUNDS; i++) {
                recorded += run.run();
            }
            long wall = System.nanoTime() - t0;
            long cpu = OS.getProcessCpuTime() - c0;
            double calls = (double) records * ROUNDS;
            return new double[] {wall / calls, cpu / calls, recorded / calls};
        }
    }

    private interface Run {
        double run() throws Exception;
    }

    private static final int ROUNDS = 5;
    private static final OperatingSystemMXBean OS =
            (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    /** The whole command line (its console report thrown away). */
    private static double cli(String[] args) {
        PrintWriter discard = new PrintWriter(Writer.nullWriter());
        int status = Main.run(args, discard, discard);
        if (status != 0) {
            throw new IllegalStateException("compare " + String.join(" ", args) + " exited with " + status);
        }
        return 0;
    }

    /** A plain loop over the parsed puzzles. */
    private static double bare(SudokuSolver solver, Grid[] puzzles) {
        SolveRequest request = SolveRequest.of(Mode.FIRST);
        for (Grid g : puzzles) {
            if (solver.solve(g, request).solution() == null) {
                throw new IllegalStateException("not solved: " + g);
            }
        }
        return 0;
    }

    /** One engine run; returns the solver time it recorded in all. */
    private static double engine(SudokuSolver solver, String spec, String text, int records)
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

            @Override
            public boolean neverWaits() {
                return true;
            }
        };
        // The judge as compare has it: dfs proves what needs proof (in first mode, only "no solution" claims).
        SudokuSolver referenceSolver = SolverCatalog.builtIn().resolve(settings.reference(), SolverOptions.DEFAULT);
        Reference reference = Reference.of(referenceSolver, settings.referenceTimeout());
        new Comparison(settings, List.of(solver), reference, stats).run(List.of(input));
        var s = stats.summaries(settings.timeout()).get(0).solvers().get(0);
        if (s.count(AnswerVerdict.CORRECT) != records) {
            throw new IllegalStateException("engine answered " + s.count(AnswerVerdict.CORRECT) + " of " + records
                    + " correctly");
        }
        return s.totalNanos();
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
