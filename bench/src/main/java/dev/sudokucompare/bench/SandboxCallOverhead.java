package dev.sudokucompare.bench;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.process.ProgramLimits;
import dev.sudokucompare.process.Sandbox;
import dev.sudokucompare.solvers.external.ExternalSolver;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
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
 * What the sandbox adds to one call of a program started per puzzle ({@code external:}): a tiny C
 * program that reads the puzzle and prints its solution, compiled once with gcc, called through
 * {@link ExternalSolver} with and without {@link Sandbox#around} its directory. One operation is
 * one call, process start to judged answer; the difference of the two modes is the sandbox's
 * overhead per call (bubblewrap's namespaces and mounts). Measured, not asserted.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class SandboxCallOverhead {

    private static final Grid PUZZLE = Grid.parse(
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
    private static final String SOLUTION =
            "483921657967345821251876493548132976729564138136798245372689514814253769695417382";

    @Param({"off", "sandbox"})
    public String sandbox;

    private Path dir;
    private ExternalSolver solver;
    private final SolveRequest request = SolveRequest.first().withTimeLimit(Duration.ofMinutes(10));

    @Setup(Level.Trial)
    public void start() throws IOException, InterruptedException {
        dir = Files.createTempDirectory("sandbox-call-overhead");
        StringBuilder rows = new StringBuilder();
        for (int r = 0; r < 9; r++) {
            rows.append(String.join(" ", SOLUTION.substring(r * 9, r * 9 + 9).split(""))).append("\\n");
        }
        Files.writeString(dir.resolve("fixed.c"), """
                #include <stdio.h>
                int main(void) {
                    char buf[4096];
                    while (fread(buf, 1, sizeof buf, stdin) > 0) {
                    }
                    fputs("%s", stdout);
                    return 0;
                }
                """.formatted(rows));
        Process gcc = new ProcessBuilder("gcc", "-O2", "-o", "fixed", "fixed.c").directory(dir.toFile()).inheritIO().start();
        if (gcc.waitFor() != 0) {
            throw new IllegalStateException("gcc could not compile the benchmark's program");
        }
        ProgramLimits limits = sandbox.equals("sandbox")
                ? ProgramLimits.NONE.withSandbox(Sandbox.around(dir)) : ProgramLimits.NONE;
        solver = new ExternalSolver(dir.resolve("fixed").toString(), PuzzleFormat.BOJ2580, limits);
        SolveResult first = solver.solve(PUZZLE, request);
        if (first.status() != Status.SOLVED) {
            throw new IllegalStateException("the benchmark's program did not answer: " + first.describe());
        }
    }

    @TearDown(Level.Trial)
    public void stop() throws IOException {
        solver.close();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    @Benchmark
    public SolveResult call() {
        return solver.solve(PUZZLE, request);
    }
}
