package dev.sudokucompare.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/sudoku-compare}, the launcher the README's start-up lines use: it runs the jar as
 * {@code java -jar} does, with a class-data sharing archive it makes on first use beside the jar
 * and makes again when the jar is newer. A copy of the shaded jar in a temporary directory is run,
 * so each test starts without an archive.
 */
class LauncherIT {

    private static final String PUZZLE = "..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..";

    @TempDir
    Path dir;

    private Path jar;
    private Path puzzle;

    @BeforeEach
    void copyTheJar() throws IOException {
        String built = System.getProperty("sudoku.jar");
        assertThat(built).as("system property sudoku.jar (set by the build)").isNotNull();
        jar = Files.copy(Path.of(built), dir.resolve("sudoku-compare.jar"));
        puzzle = Files.writeString(dir.resolve("puzzle.txt"), PUZZLE + "\n");
    }

    @Test
    void makesTheArchiveOnceThenRunsFromItWithTheSameOutput() throws Exception {
        Run plain = java("solve", "--solver", "dfs", puzzle.toString());
        assertThat(plain.status).as(plain.err).isZero();
        assertThat(plain.out).hasLineCount(1).doesNotContain(".");

        Run first = launcher(Map.of(), "solve", "--solver", "dfs", puzzle.toString());
        assertThat(first.status).as(first.err).isZero();
        assertThat(first.out).isEqualTo(plain.out);
        Path archive = onlyArchive();
        FileTime made = Files.getLastModifiedTime(archive);

        Path classes = dir.resolve("classes.log");
        Run second = launcher(Map.of("JAVA_TOOL_OPTIONS", "-Xlog:class+load:file=" + classes),
                "solve", "--solver", "dfs", puzzle.toString());
        assertThat(second.status).as(second.err).isZero();
        assertThat(second.out).isEqualTo(plain.out);
        assertThat(Files.getLastModifiedTime(archive)).as("the archive is reused, not made again").isEqualTo(made);
        List<String> loaded = Files.readAllLines(classes);
        assertThat(loaded).as("the tool's own classes come from the archive")
                .anyMatch(line -> line.contains("dev.sudokucompare.cli.Main source: shared objects file"));
        // picocli's classes are Java 5's: a dynamic archive (JDK 17) left all 180 out.
        assertThat(loaded).as("picocli's classes come from the archive too")
                .anyMatch(line -> line.contains("picocli.CommandLine source: shared objects file"))
                .anyMatch(line -> line.contains("picocli.CommandLine$Model$CommandSpec source: shared objects file"));
    }

    @Test
    void makesTheArchiveAgainWhenTheJarIsNewer() throws Exception {
        assertThat(launcher(Map.of(), "--version").status).isZero();
        Path archive = onlyArchive();
        Files.setLastModifiedTime(archive, FileTime.from(Instant.now().minusSeconds(3600)));
        Files.setLastModifiedTime(jar, FileTime.from(Instant.now().minusSeconds(60)));

        Run again = launcher(Map.of(), "solve", "--solver", "dfs", puzzle.toString());
        assertThat(again.status).as(again.err).isZero();
        assertThat(Files.getLastModifiedTime(onlyArchive()).toInstant()).isAfter(Files.getLastModifiedTime(jar).toInstant());
    }

    @Test
    void passesTheToolsStatusAndErrorsThroughUnchanged() throws Exception {
        Run plain = java("solve", "--no-such-option");
        Run launched = launcher(Map.of(), "solve", "--no-such-option");
        assertThat(plain.status).isEqualTo(2);
        assertThat(launched.status).isEqualTo(plain.status);
        assertThat(launched.err).isEqualTo(plain.err).contains("error:");
        assertThat(launched.out).isEqualTo(plain.out);
    }

    @Test
    void withoutTheArchiveWhenToldSoAndSaysWhenTheJarIsMissing() throws Exception {
        Run told = launcher(Map.of("SUDOKU_COMPARE_CDS", "0"), "solve", "--solver", "dfs", puzzle.toString());
        assertThat(told.status).as(told.err).isZero();
        assertThat(dir.resolve("cds")).doesNotExist();

        Files.delete(jar);
        Run missing = launcher(Map.of(), "--version");
        assertThat(missing.status).isEqualTo(2);
        assertThat(missing.err).contains("no jar at").contains("mvn -B -q package");
    }

    private Path onlyArchive() throws IOException {
        try (Stream<Path> files = Files.list(dir.resolve("cds"))) {
            List<Path> archives = files.filter(f -> f.toString().endsWith(".jsa")).toList();
            assertThat(archives).hasSize(1);
            return archives.get(0);
        }
    }

    private record Run(int status, String out, String err) {
    }

    private Run java(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(javaPath(), "-jar", jar.toString()));
        command.addAll(List.of(args));
        return run(command, Map.of());
    }

    private Run launcher(Map<String, String> env, String... args) throws Exception {
        Path repository = Path.of(System.getProperty("sudoku.jar")).toAbsolutePath().getParent().getParent().getParent();
        List<String> command = new ArrayList<>(List.of(repository.resolve("bin/sudoku-compare").toString()));
        command.addAll(List.of(args));
        Map<String, String> all = new java.util.HashMap<>(env);
        all.put("SUDOKU_COMPARE_JAR", jar.toString());
        all.put("JAVA", javaPath());
        return run(command, all);
    }

    private static String javaPath() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private Run run(List<String> command, Map<String, String> env) throws Exception {
        Path out = Files.createTempFile(dir, "out", ".txt");
        Path err = Files.createTempFile(dir, "err", ".txt");
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
        builder.environment().remove("JAVA_TOOL_OPTIONS");
        builder.environment().putAll(env);
        Process process = builder.start();
        if (!process.waitFor(300, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("hung: the run did not end within 300 s: " + command);
        }
        // What the JVM says of JAVA_TOOL_OPTIONS is its, not the tool's.
        String errors = Files.readString(err).replaceAll("Picked up JAVA_TOOL_OPTIONS: .*\\R", "");
        return new Run(process.exitValue(), Files.readString(out), errors);
    }
}
