package dev.sudokucompare.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.solvers.programs.InstalledPrograms;
import dev.sudokucompare.process.SandboxRequired;
import java.io.IOException;
import java.io.Reader;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * A class fixture of {@code src/test/resources/grade/} laid out as a teacher has it, with a fresh
 * random secret planted wherever a hostile submission would look: beside the submissions folder
 * (the tool's --out is there too), in the tests folder and the plan, in the teacher's home (HOME),
 * in the environment, and inside another student's submission. The layout lives under the module's
 * {@code target/}, not {@code /tmp}: the sandbox gives programs a private {@code /tmp}, and a class
 * kept there would be hidden by it rather than by the sandbox's own rules.
 *
 * @param root the folder holding everything (submissions/, tests/, home/, out/, console/)
 */
record ClassFixture(Path root, Path expectedGradebook, Map<String, String> secrets) {

    /** The submission whose file gets a secret comment, for vic-peek to find. */
    static final String VICTIM = "another submission";

    static void requireTools() {
        for (String tool : List.of("gcc", "g++", "javac", "python3", "bwrap")) {
            InstalledPrograms.require(tool);
        }
        SandboxRequired.require();
    }

    /** A copy of fixture {@code name} (submissions/, tests/) with the secrets planted. */
    static ClassFixture plant(String name) throws IOException, URISyntaxException {
        Path source = Path.of(ClassFixture.class.getResource("/grade/" + name).toURI());
        Path root = Files.createTempDirectory(Files.createDirectories(Path.of("target", "class-grading")).toAbsolutePath(),
                name + "-");
        copyTree(source.resolve("submissions"), root.resolve("submissions"));
        copyTree(source.resolve("tests"), root.resolve("tests"));
        Files.createDirectories(root.resolve("home"));
        Files.createDirectories(root.resolve("console"));
        Map<String, String> secrets = new LinkedHashMap<>();
        for (String where : List.of("beside the class", "the tests folder", "the plan", "the home folder", "the environment",
                VICTIM)) {
            secrets.put(where, secret());
        }
        Files.writeString(root.resolve("secret.txt"), secrets.get("beside the class") + "\n");
        Files.writeString(root.resolve("tests/secret.txt"), secrets.get("the tests folder") + "\n");
        Files.writeString(root.resolve("tests/plan.toml"), "# " + secrets.get("the plan") + "\n", StandardOpenOption.APPEND);
        Files.writeString(root.resolve("home/secret.txt"), secrets.get("the home folder") + "\n");
        Path victim = root.resolve("submissions/eli-python.py");
        if (Files.exists(victim)) {
            Files.writeString(victim, "# " + secrets.get(VICTIM) + "\n", StandardOpenOption.APPEND);
        }
        return new ClassFixture(root, source.resolve("expected-gradebook.csv"), Map.copyOf(secrets));
    }

    /** Where tests look: a run's environment gets HOME and a token, as a teacher's shell has. */
    Map<String, String> environment() {
        return Map.of("HOME", root.resolve("home").toString(), "SUDOKU_TEACHER_TOKEN", secrets.get("the environment"));
    }

    Path submissions() {
        return root.resolve("submissions");
    }

    Path plan() {
        return root.resolve("tests/plan.toml");
    }

    Path out() {
        return root.resolve("out");
    }

    /** Where the run's stdout.txt and stderr.txt go. */
    Path console() {
        return root.resolve("console");
    }

    private static String secret() {
        byte[] bytes = new byte[16];
        new SecureRandom().nextBytes(bytes);
        return "SECRET-" + HexFormat.of().formatHex(bytes);
    }

    static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> all = Files.walk(from)) {
            for (Path p : (Iterable<Path>) all::iterator) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }

    static List<String> header(Path csv) throws IOException {
        try (Reader r = Files.newBufferedReader(csv); CSVParser p = format().parse(r)) {
            return p.getHeaderNames();
        }
    }

    /** A gradebook's rows by student, in the file's order. */
    static Map<String, Map<String, String>> read(Path csv) throws IOException {
        Map<String, Map<String, String>> rows = new LinkedHashMap<>();
        try (Reader r = Files.newBufferedReader(csv); CSVParser p = format().parse(r)) {
            for (CSVRecord row : p) {
                assertThat(row.isConsistent()).as("%s line %d", csv, p.getCurrentLineNumber()).isTrue();
                rows.put(row.get("student"), row.toMap());
            }
        }
        return rows;
    }

    static String column(Map<String, Map<String, String>> gradebook, String student, String column) {
        assertThat(gradebook).as("the gradebook's students").containsKey(student);
        return gradebook.get(student).get(column);
    }

    private static CSVFormat format() {
        return CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get();
    }

    /**
     * The submission's SHA-256 as the guide defines it, computed here from the files: for each file
     * in order of its path relative to the submission (a single-file submission: its name), the
     * path, a NUL, its size in decimal, a NUL, its bytes.
     */
    static String sha256(Path submissions, String student) throws IOException {
        Path folder = submissions.resolve(student);
        TreeMap<String, Path> files = new TreeMap<>();
        if (Files.isDirectory(folder)) {
            try (Stream<Path> all = Files.walk(folder)) {
                all.filter(Files::isRegularFile).forEach(p -> files.put(folder.relativize(p).toString(), p));
            }
        } else {
            try (Stream<Path> all = Files.list(submissions)) {
                all.filter(p -> p.getFileName().toString().startsWith(student + "."))
                        .forEach(p -> files.put(p.getFileName().toString(), p));
            }
        }
        assertThat(files).as("the files of %s", student).isNotEmpty();
        try {
            MessageDigest d = MessageDigest.getInstance("SHA-256");
            for (Map.Entry<String, Path> f : files.entrySet()) {
                byte[] bytes = Files.readAllBytes(f.getValue());
                d.update(f.getKey().getBytes(StandardCharsets.UTF_8));
                d.update((byte) 0);
                d.update(Integer.toString(bytes.length).getBytes(StandardCharsets.US_ASCII));
                d.update((byte) 0);
                d.update(bytes);
            }
            return HexFormat.of().formatHex(d.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    static long bytesUnder(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            long sum = 0;
            for (Path p : (Iterable<Path>) all::iterator) {
                sum += Files.isRegularFile(p) ? Files.size(p) : 0;
            }
            return sum;
        }
    }

}
