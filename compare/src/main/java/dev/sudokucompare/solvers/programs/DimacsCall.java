package dev.sudokucompare.solvers.programs;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.cnf.DimacsWriter;
import dev.sudokucompare.core.cnf.SudokuCnf;
import dev.sudokucompare.core.cnf.Variables;
import dev.sudokucompare.process.ExitStatus;
import dev.sudokucompare.process.ProcessOutcome;
import dev.sudokucompare.process.ProgramRuns;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Set;

/**
 * One solve call of a DIMACS program on one puzzle's formula: each {@link #ask} writes the formula
 * with the clauses added so far, runs the program once, and reads its answer. A model is never
 * trusted: it must satisfy the added clauses, give every open cell exactly one value, keep the
 * givens, and pass the {@link Checker}.
 */
final class DimacsCall {

    /** A result file bigger than this is no model of a formula written here. */
    private static final long MAX_RESULT_BYTES = 64L << 20;
    /** SAT solvers' exit statuses: 10 satisfiable, 20 unsatisfiable, 0 for some of them either way. */
    private static final Set<Integer> ANSWERING = Set.of(0, 10, 20);

    private final DimacsProgram program;
    private final SudokuCnf cnf;
    private final ProgramCall call;

    DimacsCall(DimacsProgram program, SudokuCnf cnf, ProgramCall call) {
        this.program = program;
        this.cnf = cnf;
        this.call = call;
    }

    Variables variables() {
        return cnf.variables();
    }

    Grid puzzle() {
        return cnf.puzzle();
    }

    /**
     * Runs the program on the formula and {@code added}: the decoded solution, or null when the
     * program proved it unsatisfiable.
     *
     * @throws ProgramCall.Stop at the time limit, on a cancellation, or when the program answered UNKNOWN
     * @throws ProgramCall.Failure when the run or its answer is wrong
     */
    Grid ask(List<int[]> added, String note) throws ProgramCall.Stop, ProgramCall.Failure {
        Duration left = call.remaining();
        long start = System.nanoTime();
        String text = DimacsWriter.toString(cnf, List.of(note), added);
        ScratchDir dir = null;
        try {
            Path cnfFile = Path.of("cnf");
            Path modelFile = Path.of("model");
            if (program.readsCnfFile() || program.writesModelFile()) {
                dir = new ScratchDir("sudoku-compare-dimacs");
                cnfFile = dir.resolve("puzzle.cnf");
                modelFile = dir.resolve("result.txt");
                if (program.readsCnfFile()) {
                    Files.writeString(cnfFile, text, StandardCharsets.US_ASCII);
                }
            }
            call.built(System.nanoTime() - start);
            ProgramRuns.Run run = call.run(program.command(cnfFile, modelFile), program.readsCnfFile() ? "" : text, left);
            DimacsAnswer answer = answer(run, modelFile);
            return switch (answer.verdict()) {
                case UNSATISFIABLE -> null;
                case UNKNOWN -> throw new ProgramCall.Stop(program.program() + " answered UNKNOWN (it gave up)");
                case SATISFIABLE -> decode(answer.trueVariables(), added);
            };
        } catch (IOException e) {
            throw new ProgramCall.Failure("cannot pass files to " + program.program() + ": " + e.getMessage());
        } finally {
            if (dir != null) {
                dir.close();
            }
        }
    }

    private DimacsAnswer answer(ProgramRuns.Run run, Path modelFile) throws ProgramCall.Failure, IOException {
        String name = program.program();
        if (!ANSWERING.contains(run.exitCode())) {
            throw new ProgramCall.Failure(name + " " + ExitStatus.describe(run.exitCode())
                    + ProcessOutcome.stderrTail(run.stderr()));
        }
        DimacsAnswer answer;
        try {
            if (program.writesModelFile()) {
                answer = DimacsAnswer.resultFile(readResult(modelFile));
            } else if (run.stdoutCut()) {
                throw new ProgramCall.Failure(name + " printed more than " + ProgramRuns.MAX_STDOUT + " bytes; let it"
                        + " write its answer to a file ({model}) or print less");
            } else {
                answer = DimacsAnswer.competition(run.stdout());
            }
        } catch (DimacsAnswer.Unreadable e) {
            throw new ProgramCall.Failure(name + ": " + e.getMessage() + ProcessOutcome.stderrTail(run.stderr()));
        }
        boolean agrees = run.exitCode() == 0
                || run.exitCode() == 10 && answer.verdict() == DimacsAnswer.Verdict.SATISFIABLE
                || run.exitCode() == 20 && answer.verdict() == DimacsAnswer.Verdict.UNSATISFIABLE;
        if (!agrees) {
            throw new ProgramCall.Failure(name + " " + ExitStatus.describe(run.exitCode()) + " but answered "
                    + answer.verdict());
        }
        return answer;
    }

    private String readResult(Path file) throws ProgramCall.Failure, IOException {
        try (InputStream in = Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS)) {
            byte[] bytes = in.readNBytes((int) MAX_RESULT_BYTES + 1);
            if (bytes.length > MAX_RESULT_BYTES) {
                throw new ProgramCall.Failure(program.program() + " wrote a result file of more than "
                        + (MAX_RESULT_BYTES >> 20) + " MiB");
            }
            return new String(bytes, StandardCharsets.US_ASCII);
        } catch (NoSuchFileException e) {
            throw new ProgramCall.Failure(program.program() + " wrote no result file");
        }
    }

    /** The model as a grid, checked against everything the formula and the added clauses say. */
    private Grid decode(BitSet model, List<int[]> added) throws ProgramCall.Failure {
        int[] broken = AddedClauses.violated(added, model);
        if (broken != null) {
            throw new ProgramCall.Failure(program.program() + "'s model breaks an added clause "
                    + Arrays.toString(broken));
        }
        Grid puzzle = cnf.puzzle();
        Variables vars = cnf.variables();
        int[] values = puzzle.toArray();
        boolean[] assigned = new boolean[values.length];
        for (int x = model.nextSetBit(1); x > 0 && x <= vars.count(); x = model.nextSetBit(x + 1)) {
            int cell = vars.cell(x);
            int value = vars.value(x);
            if (puzzle.get(cell) != 0) {
                if (value != puzzle.get(cell)) {
                    throw failure("puts " + value + " in the given cell " + puzzle.shape().describeCell(cell));
                }
                continue;
            }
            if (assigned[cell]) {
                throw failure("gives " + puzzle.shape().describeCell(cell) + " two values, " + values[cell] + " and " + value);
            }
            assigned[cell] = true;
            values[cell] = value;
        }
        for (int cell = 0; cell < values.length; cell++) {
            if (values[cell] == 0) {
                throw failure("leaves " + puzzle.shape().describeCell(cell) + " empty");
            }
        }
        Grid grid = Grid.of(puzzle.shape(), values);
        Checker.Problem problem = Checker.check(puzzle, grid).orElse(null);
        if (problem != null) {
            throw failure("decodes to an invalid grid: " + problem.message());
        }
        return grid;
    }

    private ProgramCall.Failure failure(String what) {
        return new ProgramCall.Failure(program.program() + "'s model " + what);
    }
}
