package dev.sudokucompare.solvers.programs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.solvers.external.StudentPrograms;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A "SAT solver" is an outside program, and nothing it prints is believed: small Python programs
 * that answer wrongly in each way are ERROR (or LIMIT when they give up or hang), never a solution.
 */
class DimacsUntrustedOutputTest {

    private static final Grid PUZZLE = Grid.parse(
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
    private static final String SOLUTION =
            "483921657967345821251876493548132976729564138136798245372689514814253769695417382";

    /** Reads the CNF, and prints the model of SOLUTION from its "c var k = r1c1=5" comments. */
    private static final String ANSWERS_ONE_SOLUTION = """
            import sys, re
            solution = 'SOLUTION'
            lits = []
            for line in sys.stdin:
                m = re.match(r'c var (\\d+) = r(\\d+)c(\\d+)=(\\d+)', line)
                if m:
                    k, r, c, v = map(int, m.groups())
                    lits.append(k if int(solution[(r - 1) * 9 + c - 1]) == v else -k)
            print('s SATISFIABLE')
            print('v ' + ' '.join(map(str, lits)) + ' 0')
            sys.exit(10)
            """.replace("SOLUTION", SOLUTION);

    @TempDir
    Path dir;

    private SolveResult run(String source, SolveRequest request) {
        String command = StudentPrograms.write(dir, "sat.py", source);
        return DimacsSolver.fromSpec("dimacs:" + command).orElseThrow().solve(PUZZLE, request);
    }

    private SolveResult first(String source) {
        return run(source, HangGuard.first()); // a Python start-up on a busy machine is no limit
    }

    @Test
    void aRightModelIsDecoded() {
        // The faithful fake first: so the failures below are the answers' fault, not the reading's.
        SolveResult r = first(ANSWERS_ONE_SOLUTION);
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.SOLVED);
        assertThat(r.solution()).isEqualTo(Grid.parse(SOLUTION));
    }

    @Test
    void aModelThatIgnoresTheBlockingClauseIsAnError() {
        SolveResult r = run(ANSWERS_ONE_SOLUTION, SolveRequest.count(2));
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.ERROR);
        assertThat(r.message()).contains("model breaks an added clause");
    }

    @Test
    void aModelThatIsNoSolutionIsAnError() {
        String allTrue = ANSWERS_ONE_SOLUTION.replace("k if int(solution[(r - 1) * 9 + c - 1]) == v else -k", "k");
        SolveResult r = first(allTrue);
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.ERROR);
        assertThat(r.message()).contains("model gives r1c1 two values");
    }

    @Test
    void anAnswerAndAnExitStatusThatDisagreeAreAnError() {
        SolveResult r = first(ANSWERS_ONE_SOLUTION.replace("sys.exit(10)", "sys.exit(20)"));
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.ERROR);
        assertThat(r.message()).contains("exited with status 20 but answered SATISFIABLE");
    }

    @Test
    void outputWithoutAStatusLineIsAnError() {
        SolveResult r = first(StudentPrograms.GARBAGE);
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.ERROR);
        assertThat(r.message()).contains("no status line");
    }

    @Test
    void aCrashIsAnErrorWithTheEndOfItsStderr() {
        SolveResult r = first(StudentPrograms.CRASH);
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.ERROR);
        assertThat(r.message()).contains("exited with status 1").contains("index out of range in row 7");
    }

    @Test
    void aSolverKilledByASignalIsSaidSoAsAtEveryDoor() {
        SolveResult r = first("import os, signal, sys\nsys.stdin.read()\nos.kill(os.getpid(), signal.SIGSEGV)\n");
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.ERROR);
        assertThat(r.message()).contains("killed by SIGSEGV (exit status 139)");
    }

    @Test
    void unknownIsALimitNotNoSolution() {
        SolveResult r = first("import sys\nsys.stdin.read()\nprint('s UNKNOWN')\n");
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).contains("answered UNKNOWN");
    }

    @Test
    void unsatisfiableIsNoSolutionAndAHangIsKilled() {
        SolveResult unsat = first("import sys\nsys.stdin.read()\nprint('s UNSATISFIABLE')\nsys.exit(20)\n");
        assertThat(unsat.status()).as(unsat.describe()).isEqualTo(Status.NO_SOLUTION);
        SolveResult hang = run("import sys, time\nsys.stdin.read()\ntime.sleep(60)\n",
                SolveRequest.first().withTimeLimit(Duration.ofMillis(500)));
        assertThat(hang.status()).as(hang.describe()).isEqualTo(Status.LIMIT);
        assertThat(hang.message()).contains("killed at the time limit");
    }

    @Test
    void aMissingProgramCannotStart() {
        SolveResult r = DimacsSolver.fromSpec("dimacs:no-such-sat-solver").orElseThrow().solve(PUZZLE, SolveRequest.first());
        assertThat(r.status()).isEqualTo(Status.ERROR);
        assertThat(r.message()).isEqualTo("cannot start 'no-such-sat-solver': no such program on the PATH");
    }
}
