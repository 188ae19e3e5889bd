package dev.sudokucompare.solvers.external;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.process.ProcessOutcome;
import dev.sudokucompare.process.ProcessRunner;
import dev.sudokucompare.process.ProgramLimits;
import dev.sudokucompare.process.Sandbox;
import dev.sudokucompare.process.SandboxRequired;
import dev.sudokucompare.solvers.programs.InstalledPrograms;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real compilers and runtimes in the sandbox: a compile step (gcc, g++, javac) writes into its
 * directory, the run reads it read-only; C++, Java and Python answers are judged as they are
 * outside the sandbox; a 1 GB print is cut by the output limit.
 */
class SandboxedProgramsTest {

    private static final Grid EASY = Grid.parse(
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");

    @TempDir
    Path dir;

    @BeforeEach
    void bubblewrap() {
        SandboxRequired.require();
    }

    private static ProgramLimits sandboxed(Path dir) {
        return new ProgramLimits(Duration.ZERO, 0).withSandbox(Sandbox.around(dir));
    }

    /** The program's answer to EASY, in the sandbox and outside: the same, and solved. */
    private static void answersAsOutside(String command, Path dir) {
        answersAsOutside(command, command, dir);
    }

    /** As above, {@code inside} naming the program as the sandbox sees it (./main), {@code outside} from here. */
    private static void answersAsOutside(String inside, String outside, Path dir) {
        SolveResult boxedAnswer;
        SolveResult openAnswer;
        try (ExternalSolver boxed = new ExternalSolver(inside, PuzzleFormat.BOJ2580, sandboxed(dir));
                ExternalSolver open = new ExternalSolver(outside, PuzzleFormat.BOJ2580)) {
            boxedAnswer = boxed.solve(EASY, HangGuard.first());
            openAnswer = open.solve(EASY, HangGuard.first());
            assertThat(boxed.runNotes()).contains("sandboxed by bubblewrap", "visible directory " + dir + ", read-only");
        }
        assertThat(boxedAnswer.status()).as(boxedAnswer.describe()).isEqualTo(Status.SOLVED);
        assertThat(openAnswer.status()).as(openAnswer.describe()).isEqualTo(Status.SOLVED);
        assertThat(boxedAnswer.solution()).isEqualTo(openAnswer.solution());
        assertThat(boxedAnswer.solution().isComplete()).isTrue();
    }

    @Test
    void cPlusPlusCompiledInTheSandboxAnswersAsItDoesOutside() {
        InstalledPrograms.require("g++");
        ProcessOutcome compiled = CompiledPrograms.compile(dir, "main.cpp", CompiledPrograms.BOJ2580_CPP,
                "g++", "-O2", "-o", "main", "main.cpp");
        assertThat(compiled.exitCode()).as(compiled.stderr()).isZero();
        answersAsOutside("./main", dir.resolve("main").toString(), dir);
    }

    @Test
    void aCompileIntoTheReadOnlyDirectoryFails() throws IOException {
        InstalledPrograms.require("gcc");
        Files.writeString(dir.resolve("hello.c"), "#include <stdio.h>\nint main(void) { puts(\"hi\"); return 0; }\n");
        ProcessOutcome readOnly = ProcessRunner.run(List.of("gcc", "-o", "hello", "hello.c"), "", HangGuard.LIMIT,
                new Cancellation(), sandboxed(dir));
        assertThat(readOnly.exitCode()).isNotZero();
        assertThat(dir.resolve("hello")).doesNotExist();
        ProcessOutcome writable = CompiledPrograms.compile(dir, "hello.c", Files.readString(dir.resolve("hello.c")),
                "gcc", "-o", "hello", "hello.c");
        assertThat(writable.exitCode()).as(writable.stderr()).isZero();
        ProcessOutcome run = ProcessRunner.run(List.of("./hello"), "", HangGuard.LIMIT, new Cancellation(), sandboxed(dir));
        assertThat(run.stdout()).isEqualTo("hi\n");
    }

    @Test
    void javaCompiledAndStartedInTheSandboxAnswersAsItDoesOutside() {
        InstalledPrograms.require("javac");
        ProcessOutcome compiled = CompiledPrograms.compile(dir, "Main.java", CompiledPrograms.BOJ2580_JAVA,
                "javac", "Main.java");
        assertThat(compiled.exitCode()).as(compiled.stderr()).isZero();
        // No memory limit: a JVM's start-up needs room, and the sandbox takes none of it.
        answersAsOutside("java -cp " + dir + " Main", dir);
    }

    @Test
    void pythonAnswersAsItDoesOutside() {
        InstalledPrograms.require("python3");
        answersAsOutside(StudentPrograms.write(dir, "my.py", StudentPrograms.CORRECT_2580), dir);
    }

    @Test
    void aGigabyteOfOutputIsCutByTheOutputLimit() {
        String command = StudentPrograms.write(dir, "flood.py", """
                import sys
                block = b'1' * (1 << 20)
                for _ in range(1024):
                    sys.stdout.buffer.write(block)
                """);
        try (ExternalSolver solver = new ExternalSolver(command, PuzzleFormat.BOJ2580, sandboxed(dir))) {
            SolveResult r = solver.solve(EASY, HangGuard.first());
            assertThat(r.status()).as(r.describe()).isEqualTo(Status.BAD_OUTPUT);
            assertThat(r.message()).startsWith(SolveResult.OUTPUT_LIMIT);
        }
    }

    @Test
    void aStreamProgramThatForksWithoutBoundIsARuntimeError() {
        String command = StudentPrograms.write(dir, "bomb.py", """
                import os, sys, time
                for line in sys.stdin:
                    for _ in range(10000):
                        if os.fork() == 0:
                            time.sleep(600)
                            os._exit(0)
                """);
        try (StreamSolver solver = new StreamSolver(command, PuzzleFormat.LINE, sandboxed(dir))) {
            SolveResult r = solver.solve(EASY, HangGuard.first());
            assertThat(r.status()).as(r.describe()).isEqualTo(Status.ERROR);
            assertThat(r.message()).startsWith("killed: more than " + Sandbox.DEFAULT_PROCESSES + " processes");
        }
    }
}
