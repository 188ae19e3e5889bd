package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudokucompare.process.ProcessOutcome;
import dev.sudokucompare.process.Sandbox;
import dev.sudokucompare.process.SandboxRequired;
import dev.sudokucompare.solvers.external.CompiledPrograms;
import dev.sudokucompare.solvers.programs.InstalledPrograms;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --sandbox} on the command line: a student's C++ BOJ 2580 program judged by {@code solve}
 * gets the same verdicts inside the sandbox as outside, {@code compare} says in its report that
 * programs ran sandboxed, and a fork bomb is a runtime error with one clear line.
 */
class SandboxOptionTest {

    @TempDir
    Path tmp;

    @BeforeEach
    void bubblewrap() {
        SandboxRequired.require();
        InstalledPrograms.require("g++");
    }

    private String compiledSolver() {
        ProcessOutcome compiled = CompiledPrograms.compile(tmp, "main.cpp", CompiledPrograms.BOJ2580_CPP,
                "g++", "-O2", "-o", "main", "main.cpp");
        assertThat(compiled.exitCode()).as(compiled.stderr()).isZero();
        return "external:" + tmp.resolve("main");
    }

    @Test
    void solveJudgesASandboxedProgramAsItJudgesItOutside() {
        String solver = compiledSolver();
        String sample = CliRun.dataset("boj2580-sample.in");
        CliRun open = CliRun.of("solve", "--solver", solver, "--timeout", CliRun.HANG_GUARD, sample);
        CliRun boxed = CliRun.of("solve", "--solver", solver, "--timeout", CliRun.HANG_GUARD, "--sandbox", sample);
        assertThat(open.status()).as(open.err()).isZero();
        assertThat(boxed.status()).as(boxed.err()).isZero();
        assertThat(boxed.out()).isEqualTo(open.out()).isNotEmpty();
        assertThat(boxed.err()).contains("sandboxed by bubblewrap");
    }

    /** The judge table of a compare run of {@code solvers} on a few BOJ 2580 puzzles, by solver. */
    private JsonNode judged(String solvers, String... more) throws IOException {
        Path out = tmp.resolve("out" + System.nanoTime());
        List<String> args = new ArrayList<>(List.of("compare", "--warmup", "0", "--no-progress", "--timeout", CliRun.HANG_GUARD,
                
                "--external-format", "boj2580", "--out", out.toString(), "--solvers", solvers,
                CliRun.dataset("boj2580-sample.in"), CliRun.dataset("norvig-easy50.txt"), "--limit", "5"));
        args.addAll(List.of(more));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertThat(out.resolve("report.json")).as(run.err()).exists();
        return new ObjectMapper().readTree(out.resolve("report.json").toFile());
    }

    @Test
    void compareGivesTheSameVerdictsInTheSandbox() throws IOException {
        String solver = compiledSolver();
        JsonNode open = judged(solver);
        JsonNode boxed = judged(solver, "--sandbox");
        assertThat(boxed.path("judge")).isEqualTo(open.path("judge"));
        assertThat(boxed.path("judge").get(0).path("counts").path("AC").asLong()).isPositive();
        List<String> notices = new ArrayList<>();
        boxed.path("notices").forEach(n -> notices.add(n.asText()));
        assertThat(notices).anyMatch(n -> n.startsWith(solver + ": ") && n.contains("sandboxed by bubblewrap"));
    }

    @Test
    void aForkBombIsARuntimeErrorWithOneClearLine() throws IOException {
        Path bomb = Files.writeString(tmp.resolve("bomb.py"), """
                import os, sys, time
                sys.stdin.read()
                for _ in range(10000):
                    if os.fork() == 0:
                        time.sleep(600)
                        os._exit(0)
                """);
        JsonNode report = judged("external:python3 " + bomb, "--sandbox");
        JsonNode row = report.path("judge").get(0);
        assertThat(row.path("counts").path("RE").asLong()).as(row.toString()).isPositive();
        assertThat(row.path("counts").path("AC").asLong()).isZero();
        assertThat(row.path("firstFailure").asText()).contains("RE killed: more than 512 processes");
    }

    @Test
    void withoutBubblewrapSandboxIsOneClearLineAndExitTwo() {
        System.setProperty(Sandbox.SWITCH, "off");
        try {
            CliRun run = CliRun.of("solve", "--solver", "external:/bin/true", "--sandbox", CliRun.dataset("boj2580-sample.in"));
            assertThat(run.status()).isEqualTo(2);
            assertThat(run.err().lines().filter(l -> l.contains("--sandbox")).toList())
                    .containsExactly("error: --sandbox: bubblewrap switched off (-D" + Sandbox.SWITCH + "=off)");
            assertThat(run.out()).isEmpty();
        } finally {
            System.clearProperty(Sandbox.SWITCH);
        }
    }
}
