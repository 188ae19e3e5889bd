package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A {@code stream:} program is started once and kept for the whole command: every command that
 * runs one ends it when it is done, even a program that does not end by itself when its input
 * closes (it would be left running after the tool has exited).
 */
class ProgramsEndWithTheCommandTest {

    /** Prints the answers it was given, in order, one per puzzle; then stays, whatever comes. */
    private static final String LINGERING = """
            import sys, time
            answers = open(sys.argv[1]).read().split()
            for k, line in enumerate(sys.stdin):
                print(answers[k], flush=True)
            while True:
                time.sleep(1)
            """;

    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"solve", "compare"})
    void aStreamProgramThatIgnoresTheEndOfItsInputIsEndedWithTheCommand(String command) throws IOException, InterruptedException {
        Path puzzles = tmp.resolve("three.txt");
        Path answers = tmp.resolve("three.answers.txt");
        List<String> lines = Files.readAllLines(Path.of(CliRun.dataset("special-unique.txt"))).subList(0, 3);
        List<String> solutions = Files.readAllLines(Path.of(CliRun.dataset("special-unique.solutions.txt"))).subList(0, 3);
        Files.write(puzzles, lines);
        Files.write(answers, solutions);
        Path program = Files.writeString(tmp.resolve("lingering_" + command + ".py"), LINGERING);
        String solver = "stream:python3 -u " + program + " " + answers;
        CliRun run = command.equals("solve")
                ? CliRun.of("solve", "--format", "line", "--timeout", CliRun.HANG_GUARD,
                        "--solver", solver, puzzles.toString())
                : CliRun.of("--solvers", "dfs," + solver, "--warmup", "0", "--timeout", CliRun.HANG_GUARD,
                        "--no-progress",
                        puzzles.toString());
        assertThat(run.status()).as(run.err()).isZero();
        if (command.equals("solve")) {
            assertThat(run.out().lines().toList()).isEqualTo(solutions);
        }
        assertThat(running(program)).as("the program's processes after '" + command + "' returned").isEmpty();
    }

    /**
     * This JVM's descendants running {@code program}, given time to end (killed, a process may
     * take a moment to go): minutes, so only a program left running is reported.
     */
    private static List<ProcessHandle> running(Path program) throws InterruptedException {
        long deadline = System.nanoTime() + 120_000_000_000L;
        List<ProcessHandle> alive;
        do {
            alive = ProcessHandle.current().descendants().filter(ProcessHandle::isAlive)
                    .filter(p -> p.info().commandLine().orElse("").contains(program.toString())).toList();
            if (alive.isEmpty()) {
                return alive;
            }
            Thread.sleep(20);
        } while (System.nanoTime() < deadline);
        alive.forEach(ProcessHandle::destroyForcibly);
        return alive;
    }
}
