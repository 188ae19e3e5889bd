package dev.sudokucompare.solvers.programs;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.process.ExitStatus;
import dev.sudokucompare.process.ProcessOutcome;
import dev.sudokucompare.process.ProgramRuns;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One run of {@code minizinc --solver SOLVER} on the model and a puzzle's data, in a scratch
 * directory of its own, read into checked solutions. What a run cannot answer is said here: a
 * stop at the time limit is {@link ProgramCall.Stop}, anything else unexpected a
 * {@link ProgramCall.Failure}.
 */
final class MiniZincRun {

    /** How long MiniZinc may take past its own --time-limit to print and exit before it is killed. */
    private static final Duration GRACE = Duration.ofSeconds(1);

    /** Room kept in a run's output for MiniZinc's statistics and separators. */
    private static final int OUTPUT_SLACK = 64 * 1024;

    private final String solver;

    MiniZincRun(String solver) {
        this.solver = solver;
    }

    /** The most solutions of a grid of {@code shape} one run's output can hold (each is about two characters a cell). */
    static int mostSolutionsPerRun(Shape shape) {
        return Math.max(1, (ProgramRuns.MAX_STDOUT - OUTPUT_SLACK) / (2 * shape.cellCount() + 11));
    }

    /** The solver's own effort over a call's runs, as its statistics report it. */
    static final class Effort {
        private long nodes;
        private long failures;
        private double flatSeconds;
        private double solveSeconds;

        void add(MiniZincAnswer a) {
            nodes += a.nodes();
            failures += a.failures();
            flatSeconds += a.flatSeconds();
            solveSeconds += a.solveSeconds();
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "its statistics: %,d nodes, %,d failures; flattening %.3f s, search %.3f s",
                    nodes, failures, flatSeconds, solveSeconds);
        }
    }

    /**
     * Up to {@code wanted} solutions of {@code puzzle} with {@code search}, only those smaller than
     * {@code below} when it is given. Fewer than wanted with an ending other than COMPLETE or
     * UNSATISFIABLE happens only at the time limit (the caller reports a partial count).
     */
    MiniZincAnswer run(Grid puzzle, MiniZincModel.Search search, Grid below, int wanted, ProgramCall call, Effort effort)
            throws ProgramCall.Stop, ProgramCall.Failure {
        Duration left = call.remaining();
        long start = System.nanoTime();
        try (ScratchDir dir = new ScratchDir("sudoku-compare-mzn")) {
            List<String> command = new ArrayList<>(List.of("minizinc", "--solver", solver, "--statistics",
                    "--time-limit", Long.toString(Math.max(1, left.toMillis()))));
            if (wanted > 1) {
                command.addAll(List.of("--num-solutions", Integer.toString(wanted)));
            }
            command.add(write(dir, "sudoku.mzn", MiniZincModel.model(search)));
            command.add(write(dir, "puzzle.dzn", MiniZincModel.data(puzzle)));
            if (below != null) {
                command.add(write(dir, "smaller.mzn", MiniZincModel.smallerThan(below)));
            }
            call.built(System.nanoTime() - start);
            ProgramRuns.Run run = call.run(command, "", left.plus(GRACE));
            boolean timeUp = run.wallNanos() >= left.toNanos();
            return checked(puzzle, below, wanted, run, timeUp, effort);
        } catch (IOException e) {
            throw new ProgramCall.Failure("cannot write the model for minizinc: " + e.getMessage());
        }
    }

    private MiniZincAnswer checked(Grid puzzle, Grid below, int wanted, ProgramRuns.Run run, boolean timeUp, Effort effort)
            throws ProgramCall.Stop, ProgramCall.Failure {
        if (run.exitCode() != 0) {
            throw new ProgramCall.Failure("minizinc " + ExitStatus.describe(run.exitCode())
                    + ProcessOutcome.stderrTail(run.stderr()));
        }
        if (run.stdoutCut()) {
            throw new ProgramCall.Failure("minizinc printed more than " + ProgramRuns.MAX_STDOUT + " bytes (about "
                    + ProgramRuns.MAX_STDOUT / (2 * puzzle.shape().cellCount() + 11) + " solutions of this grid);"
                    + " count with a lower count limit");
        }
        MiniZincAnswer a;
        try {
            a = MiniZincAnswer.read(run.stdout(), puzzle.shape());
        } catch (MiniZincAnswer.Unreadable e) {
            throw new ProgramCall.Failure("minizinc's output: " + e.getMessage());
        }
        effort.add(a);
        for (Grid solution : a.solutions()) {
            Checker.Problem problem = Checker.check(puzzle, solution).orElse(null);
            if (problem != null) {
                throw new ProgramCall.Failure("minizinc gave an invalid solution: " + problem.message());
            }
            if (below != null && solution.compareTo(below) >= 0) {
                throw new ProgramCall.Failure("asked for a completion smaller than " + below + ", minizinc gave " + solution);
            }
        }
        if (a.solutions().size() > wanted || a.solutions().stream().distinct().count() < a.solutions().size()) {
            throw new ProgramCall.Failure("minizinc gave " + a.solutions().size() + " solutions (" + wanted
                    + " asked for), some of them twice");
        }
        boolean finished = a.ending() == MiniZincAnswer.Ending.COMPLETE || a.ending() == MiniZincAnswer.Ending.UNSATISFIABLE;
        if (a.ending() == MiniZincAnswer.Ending.ERROR) {
            throw new ProgramCall.Failure("minizinc reported an error" + ProcessOutcome.stderrTail(run.stderr()));
        }
        if (finished || a.solutions().size() == wanted) {
            return a;
        }
        if (!timeUp) {
            throw new ProgramCall.Failure("minizinc stopped before its time limit without finishing (" + a.ending()
                    + ", " + a.solutions().size() + " solutions)" + ProcessOutcome.stderrTail(run.stderr()));
        }
        if (a.solutions().isEmpty()) {
            throw new ProgramCall.Stop("stopped at the time limit (" + a.ending() + ")");
        }
        return a;
    }

    private static String write(ScratchDir dir, String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8).toString();
    }
}
