package dev.sudokucompare.solvers.external;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.process.CommandWords;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each way a real external program can end, judged without an exception. */
class ExternalSolverTest {

    private static final Grid EASY = Grid.parse(
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");

    @TempDir
    Path dir;

    private SolveResult run(String source, PuzzleFormat format, Grid puzzle, Duration limit) {
        String command = StudentPrograms.write(dir, "p.py", source);
        return new ExternalSolver(command, format).solve(puzzle, SolveRequest.first().withTimeLimit(limit));
    }

    @Test
    void aCorrectProgramSolvesWithItsTimeAndMemoryNoted() {
        SolveResult r = run(StudentPrograms.CORRECT_2580, PuzzleFormat.BOJ2580, EASY, HangGuard.LIMIT);
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.SOLVED);
        assertThat(Checker.check(EASY, r.solution())).isEmpty();
        assertThat(r.message()).contains("wall time includes process start");
        assertThat(r.resources().peakRssKib()).as("a Python process is megabytes").isGreaterThan(1000);
        assertThat(r.resources().cpuNanos()).isPositive();
        assertThat(r.stats().searchNanos()).isPositive();
    }

    @Test
    void aProgramRunsInASessionAndProcessGroupOfItsOwn() throws IOException {
        Path ids = dir.resolve("ids");
        String source = "import os, sys\nsys.stdin.read()\nopen(" + python(ids) + ", 'w').write('%d %d %d' % "
                + "(os.getpid(), os.getpgid(0), os.getsid(0)))\n";
        SolveResult r = run(source, PuzzleFormat.BOJ2580, EASY, HangGuard.LIMIT);
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.NO_SOLUTION);
        String[] pidGroupSession = Files.readString(ids).split(" ");
        // Leader of its own group and session: a terminal's Ctrl-C to this tool's group misses it.
        assertThat(pidGroupSession[1]).isEqualTo(pidGroupSession[0]);
        assertThat(pidGroupSession[2]).isEqualTo(pidGroupSession[0]);
    }

    @Test
    void aMissingProgramCannotStartAndSaysWhy() {
        SolveResult r = new ExternalSolver("no-such-program-here --flag", PuzzleFormat.BOJ2580)
                .solve(EASY, SolveRequest.first());
        assertThat(r.status()).isEqualTo(Status.ERROR);
        assertThat(r.message()).startsWith("cannot start 'no-such-program-here': no such program on the PATH");
    }

    @Test
    void whateverAProgramLeavesRunningIsKilledAfterItsCall() throws Exception {
        Path pids = dir.resolve("pids");
        // A child left in the background, and a double-forked daemon in a session of its own.
        String source = StudentPrograms.CORRECT_2580 + """
                import os, subprocess
                bg = subprocess.Popen(['sleep', '300'])
                if os.fork() == 0:
                    os.setsid()
                    if os.fork() == 0:
                        os.execvp('sleep', ['sleep', '301'])
                    os._exit(0)
                os.wait()
                import time
                time.sleep(0.2)
                def cmdline(p):
                    try:
                        return open('/proc/%s/cmdline' % p, 'rb').read()
                    except OSError:  # a process of someone else's that ended while the list was read
                        return b''
                daemon = [p for p in os.listdir('/proc') if p.isdigit() and cmdline(p) == b'sleep\\x00301\\x00']
                open(PIDS_FILE, 'w').write('%d %s' % (bg.pid, daemon[0]))
                """.replace("PIDS_FILE", python(pids));
        SolveResult r = run(source, PuzzleFormat.BOJ2580, EASY, HangGuard.LIMIT);
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.SOLVED);
        assertThat(r.message()).contains("left 2 processes running, killed");
        for (String pid : Files.readString(pids).trim().split(" ")) {
            ProcessHandle p = ProcessHandle.of(Long.parseLong(pid)).orElse(null);
            if (p != null) {
                p.onExit().get(2, java.util.concurrent.TimeUnit.MINUTES); // killed, going: only one left running fails
            }
            assertThat(ProcessHandle.of(Long.parseLong(pid)).map(ProcessHandle::isAlive).orElse(false))
                    .as("process " + pid + " is gone").isFalse();
        }
    }

    @Test
    void aChildHoldingStdoutOpenDoesNotHoldTheCall() {
        // The answer is printed and the program exits, but a child keeps stdout open for 300 s, far
        // past the call's 20 s limit: a call that waited for the pipe to close would end as LIMIT.
        String source = StudentPrograms.CORRECT_2580 + """
                import subprocess, sys
                sys.stdout.flush()
                subprocess.Popen(['sleep', '300'])
                """;
        SolveResult r = run(source, PuzzleFormat.BOJ2580, EASY, HangGuard.LIMIT);
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.SOLVED);
        assertThat(Checker.check(EASY, r.solution())).isEmpty();
        // The child was still running when the call ended, so it was not waited for: it was killed.
        assertThat(r.message()).contains("left 1 process running, killed");
    }

    private static String python(Path p) {
        return "'" + p.toString().replace("\\", "\\\\").replace("'", "\\'") + "'";
    }

    @Test
    void anInvalidGridIsReturnedForTheCheckerToReject() {
        SolveResult r = run(StudentPrograms.WRONG_2580, PuzzleFormat.BOJ2580, EASY, HangGuard.LIMIT);
        assertThat(r.status()).isEqualTo(Status.SOLVED);
        assertThat(Checker.check(EASY, r.solution())).isPresent();
    }

    @Test
    void garbageAndExtraOutputAreBadOutputWithTheReason() {
        SolveResult garbage = run(StudentPrograms.GARBAGE, PuzzleFormat.BOJ2580, EASY, HangGuard.LIMIT);
        assertThat(garbage.status()).isEqualTo(Status.BAD_OUTPUT);
        // Garbage is named as garbage, by its first line and token, before any count of lines.
        assertThat(garbage.message()).startsWith("line 1 is no boj2580 row: ");
        SolveResult extra = run(StudentPrograms.EXTRA_OUTPUT_2580, PuzzleFormat.BOJ2580, EASY, HangGuard.LIMIT);
        assertThat(extra.status()).isEqualTo(Status.BAD_OUTPUT);
        assertThat(extra.message()).startsWith("extra output after the answer, line 10: 'solved!'");
    }

    @Test
    void aCrashIsAnErrorShowingTheEndOfStderr() {
        SolveResult r = run(StudentPrograms.CRASH, PuzzleFormat.BOJ2580, EASY, HangGuard.LIMIT);
        assertThat(r.status()).isEqualTo(Status.ERROR);
        assertThat(r.message()).startsWith("exited with status 1: ").contains("RuntimeError: index out of range in row 7");
    }

    @Test
    void aHangIsKilledWithItsChildrenAtTheTimeLimit() throws IOException, InterruptedException {
        Path pidFile = dir.resolve("child.pid");
        String command = StudentPrograms.write(dir, "hang.py", StudentPrograms.HANG_WITH_CHILD) + " " + pidFile;
        // The program would hang for ever: a call that returns at all was ended by its limit. A
        // limit that came before the program started its child (a slow start on a busy machine)
        // is tried again with twice the time, until the child was there to be killed.
        for (long millis = 1500; !Files.exists(pidFile) || Files.readString(pidFile).isBlank(); millis *= 2) {
            assertThat(millis).as("hung: the program did not start its child within %d ms", millis / 2)
                    .isLessThan(100_000);
            SolveResult r = new ExternalSolver(command, PuzzleFormat.BOJ2580)
                    .solve(EASY, SolveRequest.first().withTimeLimit(Duration.ofMillis(millis)));
            assertThat(r.status()).isEqualTo(Status.LIMIT);
            assertThat(r.message()).startsWith("killed at the time limit");
        }
        long childPid = Long.parseLong(Files.readString(pidFile).strip());
        Optional<ProcessHandle> child = ProcessHandle.of(childPid);
        // Killed is not yet gone: minutes for it to go, so only a child left running fails here.
        for (int i = 0; i < 6000 && child.map(ProcessHandle::isAlive).orElse(false); i++) {
            Thread.sleep(20);
        }
        assertThat(child.map(ProcessHandle::isAlive).orElse(false)).as("the hung program's child is gone").isFalse();
    }

    @Test
    void emptyOutputIsAClaimOfNoSolution() {
        SolveResult r = run("import sys\nsys.stdin.read()\n", PuzzleFormat.BOJ2580, EASY, HangGuard.LIMIT);
        assertThat(r.status()).isEqualTo(Status.NO_SOLUTION);
        assertThat(r.message()).startsWith("printed nothing");
    }

    @Test
    void aMissingProgramIsAnErrorNotAnException() {
        SolveResult r = new ExternalSolver("no-such-program-anywhere --x", PuzzleFormat.LINE)
                .solve(EASY, SolveRequest.first());
        assertThat(r.status()).isEqualTo(Status.ERROR);
        assertThat(r.message()).startsWith("cannot start 'no-such-program-anywhere'");
    }

    @Test
    void commandWordsHonourQuotes() {
        assertThat(CommandWords.split("python3 'my solver.py' --n \"a b\" c\\ d"))
                .containsExactly("python3", "my solver.py", "--n", "a b", "c d");
    }
}
