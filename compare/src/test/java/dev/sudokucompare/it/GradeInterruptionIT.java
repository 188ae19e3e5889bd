package dev.sudokucompare.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Ctrl-C, SIGTERM or a hang-up during {@code grade}, with a real {@code java -jar} process, real
 * sandboxed programs and a real signal: ann's correct program is graded, then bob's, which never
 * answers (it sleeps). The signal is sent once bob's program is seen running (its process, found
 * in /proc: an event, not a time). The run exits with the signal's status, every program is gone,
 * one line says how to resume, and judgements.csv holds ann's judgements and nothing of bob's run.
 * Then bob fixes his program and {@code --resume} grades him alone: ann's judgements are reused.
 */
class GradeInterruptionIT {

    /** Only a hang waits this long for an event, on a machine however busy. */
    private static final long HANG_SECONDS = 300;

    @TempDir
    Path dir;

    @ParameterizedTest(name = "SIG{0}")
    @CsvSource({"INT, 130", "TERM, 143", "HUP, 129"})
    void aSignalKillsEveryProgramKeepsWhatWasJudgedAndSaysHowToResume(String signal, int expectedStatus) throws Exception {
        ClassFixture.requireTools();
        Path subs = Files.createDirectories(dir.resolve("class"));
        try (InputStream correct = GradeInterruptionIT.class.getResourceAsStream(
                "/grade/class-boj2580/submissions/eli-python.py")) {
            Files.write(subs.resolve("ann.py"), correct.readAllBytes());
        }
        Files.writeString(subs.resolve("bob.py"), "import time\ntime.sleep(10 ** 6)  # never answers\n");
        Path plan = Files.writeString(dir.resolve("plan.toml"), """
                problem = "boj2580"
                cpu-limit = "60s"

                [[group]]
                name = "easy"
                points = 10

                [[group.test]]
                set = "norvig-easy50"
                lines = [1, 2]
                """);
        Path out = dir.resolve("out");
        List<String> args = List.of("grade", "--submissions", subs.toString(), "--problem", "boj2580", "--tests",
                plan.toString(), "--out", out.toString(), "--threads", "1");
        Path console = Files.createDirectories(dir.resolve("console"));
        JarProcess run = JarProcess.start(console, false, Map.of(), List.of(), args.toArray(String[]::new));
        Path bobScript = out.resolve("build/bob/bob.py").toAbsolutePath();
        long bob = awaitProgram(run, bobScript);
        run.signal(signal);
        int status = run.waitFor(HANG_SECONDS);

        assertThat(status).as(run.err()).isEqualTo(expectedStatus);
        assertThat(Path.of("/proc", Long.toString(bob))).as("bob's program was killed").doesNotExist();
        assertThat(programsOf(out)).as("no program of the run is left").isEmpty();
        List<String> said = run.err().lines().filter(l -> l.contains("--resume")).toList();
        assertThat(said).containsExactly("grade: interrupted (SIG" + signal + ") after 1 of 2 submissions; the rest "
                + "were not run; the judgements made are kept in " + out.resolve("judgements.csv")
                + ": give the same command with --resume to go on");
        List<String> judged = Files.readAllLines(out.resolve("judgements.csv"));
        assertThat(judged.get(0)).isEqualTo("key,student,test,verdict,reason,cpu_ms,memory_kib,given,shrunk");
        assertThat(judged.stream().filter(l -> l.contains(",ann,easy/")).toList()).hasSize(2).allMatch(l -> l.contains(",AC,"));
        assertThat(judged.stream().filter(l -> l.contains(",bob,easy/")).toList()).as("nothing of bob's killed run").isEmpty();
        assertThat(judged.stream().filter(l -> l.contains(",bob,")).toList()).allMatch(l -> l.contains(",bob,\"#compile\",OK,"));
        assertThat(out.resolve("gradebook.csv")).as("no gradebook of half a class").doesNotExist();

        // Bob fixes his program: the re-grade goes on, runs bob alone and reuses ann's judgements.
        Files.copy(subs.resolve("ann.py"), subs.resolve("bob.py"), StandardCopyOption.REPLACE_EXISTING);
        deleteTree(out.resolve("build"));
        List<String> resume = new ArrayList<>(args);
        resume.add("--resume");
        JarProcess again = JarProcess.start(console, false, Map.of(), List.of(), resume.toArray(String[]::new));
        assertThat(again.waitFor(HANG_SECONDS)).as(again.err()).isZero();
        try (Stream<Path> built = Files.list(out.resolve("build"))) {
            assertThat(built.map(p -> p.getFileName().toString()).toList()).containsExactly("bob");
        }
        List<String> rows = Files.readAllLines(out.resolve("gradebook.csv"), StandardCharsets.UTF_8);
        assertThat(rows).hasSize(3);
        assertThat(rows.get(1)).startsWith("ann,Python 3,graded,,10,10,10,2,0,");
        assertThat(rows.get(2)).startsWith("bob,Python 3,graded,,10,10,10,2,0,");
    }

    /** Waits until a process runs {@code script} (the program, not its compile); its pid. */
    private static long awaitProgram(JarProcess run, Path script) throws Exception {
        long deadline = System.nanoTime() + HANG_SECONDS * 1_000_000_000L;
        while (true) {
            Optional<Long> pid = running(script);
            if (pid.isPresent()) {
                return pid.get();
            }
            assertThat(run.isAlive()).as("the run is alive while bob's program should start: %s", run.err()).isTrue();
            assertThat(System.nanoTime() - deadline).as("hung: bob's program never ran").isNegative();
            Thread.sleep(20);
        }
    }

    /** The process whose command line is {@code python3 SCRIPT}, if one runs. */
    private static Optional<Long> running(Path script) throws IOException {
        try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
            return procs.filter(p -> p.getFileName().toString().matches("\\d+"))
                    .filter(p -> cmdline(p).equals(List.of("python3", script.toString())))
                    .map(p -> Long.parseLong(p.getFileName().toString())).findFirst();
        }
    }

    /** Every process whose command line names a path under {@code out} (a program, its sandbox, its compiler). */
    private static List<Long> programsOf(Path out) throws IOException {
        String under = out.toAbsolutePath().toString();
        try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
            return procs.filter(p -> p.getFileName().toString().matches("\\d+"))
                    .filter(p -> cmdline(p).stream().anyMatch(w -> w.startsWith(under)))
                    .map(p -> Long.parseLong(p.getFileName().toString())).toList();
        }
    }

    private static List<String> cmdline(Path proc) {
        try {
            String line = Files.readString(proc.resolve("cmdline"), StandardCharsets.UTF_8);
            return line.isEmpty() ? List.of() : List.of(line.split("\0"));
        } catch (NoSuchFileException e) {
            return List.of(); // ended while listed
        } catch (IOException | RuntimeException e) {
            return List.of(); // another user's, or gone
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> all = Files.walk(root)) {
            for (Path p : all.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
