package dev.sudokucompare.solvers.external;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.process.Cgroups;
import dev.sudokucompare.process.ProgramLimits;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * Limits hold on a program's whole process tree, in control groups and where only /proc can be
 * followed ({@code -Dsudokucompare.cgroups=off}): grandchildren orphaned at once (double-forked),
 * and children that leave their session and clear their environment, are measured, limited and
 * killed with the program. Real processes; the bounds are the limits under test, not timings.
 */
class ProcessTreeLimitsTest {

    private static final Grid EASY = Grid.parse(
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");

    @TempDir
    Path dir;

    private ExternalSolver solver;

    @AfterEach
    void groupsAgain() {
        System.clearProperty(Cgroups.SWITCH);
    }

    private SolveResult run(String cgroups, String source, ProgramLimits limits) {
        System.setProperty(Cgroups.SWITCH, cgroups);
        String command = HostilePrograms.write(dir, "p.py", source) + " " + dir.resolve("pids");
        solver = new ExternalSolver(command, PuzzleFormat.BOJ2580, limits);
        // Only a hang reaches the wall limit: the limits under test end their calls first, however
        // busy the machine (their programs run until killed), and a call the wall limit ended fails.
        return solver.solve(EASY, HangGuard.first());
    }

    /** Reads the puzzle, then forks a child that forks {@code body} as a grandchild and exits at once. */
    private static String orphans(int count, String body, double thenSleep) {
        return """
                import os, sys, time
                sys.stdin.read()
                for _ in range(%d):
                    middle = os.fork()
                    if middle == 0:
                        if os.fork() == 0:
                            with open(sys.argv[1], 'a') as f:
                                f.write('%%d\\n' %% os.getpid())
                            %s
                            os._exit(0)
                        os._exit(0)
                    os.waitpid(middle, 0)
                time.sleep(%s)
                """.formatted(count, body, thenSleep);
    }

    @ParameterizedTest(name = "cgroups {0}")
    @ValueSource(strings = {"on", "off"})
    void memoryHeldByAnOrphanedGrandchildCountsAgainstTheLimit(String cgroups) throws Exception {
        // Before, without groups: judged as if the program had stayed within 150 MB.
        SolveResult r = run(cgroups, orphans(1, "hog = b'x' * (400 << 20); time.sleep(600)", 600),
                new ProgramLimits(Duration.ZERO, 150L << 20));
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).startsWith(SolveResult.MEMORY_LIMIT);
        HostilePrograms.assertAllEnded(dir.resolve("pids"), 120);
        // The run's notes name what enforced the limit.
        assertThat(solver.runNotes()).startsWith(solver.name() + ": --memory-limit enforced by ")
                .contains(Cgroups.available().isPresent() ? "cgroup v" : "samples of each program's whole process tree");
    }

    @ParameterizedTest(name = "cgroups {0}")
    @ValueSource(strings = {"on", "off"})
    void cpuBurnedByOrphanedGrandchildrenCountsAgainstTheLimit(String cgroups) throws Exception {
        // Two orphans burn CPU until killed while the program sleeps; before, none of it was counted.
        SolveResult r = run(cgroups, orphans(2, "while True: pass", 600),
                new ProgramLimits(Duration.ofSeconds(1), 0));
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).isEqualTo("killed at the CPU time limit");
        HostilePrograms.assertAllEnded(dir.resolve("pids"), 120);
    }

    @ParameterizedTest(name = "cgroups {0}")
    @ValueSource(strings = {"on", "off"})
    void aChildThatLeftItsSessionAndClearedItsEnvironmentDiesWithTheCall(String cgroups) throws Exception {
        // Started beside the answer, it outlives its parent: before, without groups, it survived the run.
        SolveResult r = run(cgroups, """
                import os, subprocess, sys, time
                sys.stdin.read()
                child = subprocess.Popen(['setsid', 'env', '-i', 'sleep', '300'])
                with open(sys.argv[1], 'a') as f:
                    f.write('%d\\n' % child.pid)
                time.sleep(0.5)
                """, ProgramLimits.NONE);
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.NO_SOLUTION);
        assertThat(r.message()).contains("left 1 process running, killed");
        HostilePrograms.assertAllEnded(dir.resolve("pids"), 120);
    }
}
