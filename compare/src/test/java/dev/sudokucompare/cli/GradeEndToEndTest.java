package dev.sudokucompare.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sudokucompare.solvers.programs.InstalledPrograms;
import dev.sudokucompare.process.SandboxRequired;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code grade} end to end with real compilers and the real sandbox: a correct C++ program, a
 * wrong one, one that does not compile, a correct Python one, on a small plan (limits are hang
 * guards of 10 s CPU: nothing here depends on the machine's speed). Then a re-grade with
 * {@code --resume} that runs nothing again and writes the same gradebook.
 */
class GradeEndToEndTest {

    /** The example class of docs/commands.md: examples/grade. */
    private static final Path FILES = CliRun.datasets().getParent().resolve("examples/grade");

    @TempDir
    static Path dir;

    static Path submissions;
    static Path plan;

    @BeforeAll
    static void programs() throws IOException {
        InstalledPrograms.require("gcc");
        InstalledPrograms.require("g++");
        InstalledPrograms.require("python3");
        SandboxRequired.require();
        submissions = Files.createDirectories(dir.resolve("class"));
        for (String f : List.of("alice.cpp", "bob.cpp", "carol.c", "dave.py")) {
            copy("class/" + f, submissions.resolve(f));
        }
        Files.createDirectories(submissions.resolve("erin"));
        for (String f : List.of("Grid.java", "Solution.java")) {
            copy("class/erin/" + f, submissions.resolve("erin").resolve(f));
        }
        plan = dir.resolve("plan.toml");
        copy("plan.toml", plan);
        copy("sample.in", dir.resolve("sample.in"));
    }

    private static void copy(String file, Path to) throws IOException {
        Files.copy(FILES.resolve(file), to);
    }

    @Test
    void gradesAClassAndReGradesNothingThatDidNotChange() throws IOException {
        Path out = dir.resolve("out");
        CliRun run = CliRun.of("grade", "--submissions", submissions.toString(), "--problem", "boj2580",
                "--tests", plan.toString(), "--out", out.toString(), "--threads", "2");
        assertEquals(0, run.status(), run.err());
        String gradebook = Files.readString(out.resolve("gradebook.csv"), StandardCharsets.UTF_8);
        List<String> rows = gradebook.lines().toList();
        assertEquals("student,language,status,reason,score,max_score,group:sample,group:easy,group:secret,"
                + "AC,WA,PE,TLE,MLE,RE,OLE,CE,max_cpu_ms,max_memory_kib,sha256", rows.get(0));
        assertEquals(6, rows.size(), gradebook);
        assertTrue(rows.get(1).startsWith("alice,C++,graded,,100,100,10,40,50,4,0,0,0,0,0,0,0,"), rows.get(1));
        assertTrue(rows.get(2).startsWith("bob,C++,graded,,0,100,0,0,0,0,4,0,0,0,0,0,0,"), rows.get(2));
        assertTrue(rows.get(3).startsWith("carol,C,compile error,"), rows.get(3));
        assertTrue(rows.get(3).contains(",0,100,0,0,0,0,0,0,0,0,0,0,1,,,"), rows.get(3));
        assertTrue(rows.get(5).startsWith("erin,Java,graded,,100,100,10,40,50,4,0,0,0,0,0,0,0,"), rows.get(5));
        assertTrue(rows.get(4).startsWith("dave,Python 3,graded,,100,100,10,40,50,4,0,0,0,0,0,0,0,"), rows.get(4));

        String carol = Files.readString(out.resolve("feedback/carol.md"));
        assertTrue(rows.get(3).startsWith("carol,C,compile error,\"carol.c:5:5: error: expected "), rows.get(3));
        assertTrue(carol.contains("## Compiler output\n\n```text\nthe compiler exited with status 1\ncarol.c: In function"),
                carol);
        assertTrue(carol.contains("printf(\"%d\\n\", y);"), "the log as the compiler wrote it: " + carol);
        assertFalse(carol.contains(out.toString()), "no path of the build directory: " + carol);
        String bob = Files.readString(out.resolve("feedback/bob.md"));
        assertTrue(bob.contains("## sample/1: WA") && bob.contains("First difference: row 2, column 5 (expected 3, given 1)."), bob);
        assertTrue(bob.contains("--sandbox --solver 'external:"), bob);
        assertFalse(bob.contains("## secret/1"), "a hidden test shows no puzzle: " + bob);
        assertTrue(bob.contains("| secret/1 | secret (hidden) | WA |  |  |  |"), bob);
        String bobHtml = Files.readString(out.resolve("feedback/bob.html"));
        assertTrue(bobHtml.contains("<mark>[1]</mark>") && !bobHtml.contains("<script"), bobHtml);
        String report = Files.readString(out.resolve("report.html"));
        assertTrue(report.contains("5 submissions: 4 graded, 1 did not compile, 0 rejected"), report);

        // Nothing changed: a re-grade builds nothing (no build directory comes back) and writes the same gradebook.
        dev.sudokucompare.grade.GradeTestFiles.deleteTree(out.resolve("build"));
        CliRun again = CliRun.of("grade", "--submissions", submissions.toString(), "--problem", "boj2580",
                "--tests", plan.toString(), "--out", out.toString(), "--resume");
        assertEquals(0, again.status(), again.err());
        assertEquals(gradebook, Files.readString(out.resolve("gradebook.csv"), StandardCharsets.UTF_8));
        assertFalse(Files.exists(out.resolve("build")), "a re-grade with nothing changed built something");
    }

    @Test
    void shardsTogetherGradeAsOneRunAndAChangedSubmissionIsTheOnlyOneReGraded() throws IOException {
        Path whole = dir.resolve("whole");
        assertEquals(0, grade(submissions, whole).status());
        List<String> expected = judged(whole);
        List<String> shards = new java.util.ArrayList<>();
        for (String shard : List.of("1/2", "2/2")) {
            Path out = dir.resolve("shard" + shard.charAt(0));
            CliRun run = grade(submissions, out, "--shard", shard);
            assertEquals(0, run.status(), run.err());
            shards.addAll(judged(out));
        }
        assertEquals(expected, shards.stream().sorted().toList(), "the shards' rows are the whole run's");
        assertTrue(shards.size() == expected.size() && judged(dir.resolve("shard1")).size() < expected.size());

        // bob fixes his program: a re-grade builds and runs his alone.
        Path fixed = Files.createDirectories(dir.resolve("fixed"));
        try (var files = Files.walk(submissions)) {
            for (Path p : files.toList()) {
                Path to = fixed.resolve(submissions.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(p, to);
                }
            }
        }
        Files.copy(submissions.resolve("alice.cpp"), fixed.resolve("bob.cpp"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        dev.sudokucompare.grade.GradeTestFiles.deleteTree(whole.resolve("build"));
        CliRun again = grade(fixed, whole, "--resume");
        assertEquals(0, again.status(), again.err());
        try (var built = Files.list(whole.resolve("build"))) {
            assertEquals(List.of("bob"), built.map(p -> p.getFileName().toString()).toList());
        }
        List<String> now = judged(whole);
        assertTrue(now.get(1).startsWith("bob,C++,graded,,100,100,"), now.get(1));
        assertEquals(expected.get(0), now.get(0));
        assertEquals(expected.subList(2, expected.size()), now.subList(2, now.size()));
    }

    private CliRun grade(Path subs, Path out, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("grade", "--submissions", subs.toString(), "--problem",
                "boj2580", "--tests", plan.toString(), "--out", out.toString()));
        args.addAll(List.of(more));
        return CliRun.of(args.toArray(String[]::new));
    }

    /** The gradebook's rows without the header and the measured columns (CPU time and memory vary run to run). */
    private static List<String> judged(Path out) throws IOException {
        return Files.readAllLines(out.resolve("gradebook.csv")).stream().skip(1).map(row -> {
            String[] cells = row.split(",", -1);
            List<String> kept = new java.util.ArrayList<>(List.of(cells).subList(0, cells.length - 3));
            kept.add(cells[cells.length - 1]);
            return String.join(",", kept);
        }).sorted().toList();
    }

    @Test
    void boj2239AcceptsOnlyTheSmallestCompletionAndSaysWhereALargerOneDiffers() throws IOException {
        Path lexmin = Files.createDirectories(dir.resolve("lexmin"));
        Path subs = Files.createDirectories(lexmin.resolve("class"));
        for (String f : List.of("smallest.c", "largest.c", "plan.toml")) {
            try (var in = GradeEndToEndTest.class.getResourceAsStream("/dev/sudokucompare/grade/lexmin/" + f)) {
                Files.write((f.endsWith(".c") ? subs : lexmin).resolve(f), in.readAllBytes());
            }
        }
        Path out = lexmin.resolve("out");
        CliRun run = CliRun.of("grade", "--submissions", subs.toString(), "--problem", "boj2239", "--tests",
                lexmin.resolve("plan.toml").toString(), "--out", out.toString());
        assertEquals(0, run.status(), run.err());
        List<String> rows = Files.readAllLines(out.resolve("gradebook.csv"));
        assertTrue(rows.get(1).startsWith("largest,C,graded,,40,100,40,0,1,2,0,0,0,0,0,0,"), rows.get(1));
        assertTrue(rows.get(2).startsWith("smallest,C,graded,,100,100,40,60,3,0,0,0,0,0,0,0,"), rows.get(2));
        String largest = Files.readString(out.resolve("feedback/largest.md"));
        assertTrue(largest.contains("expected (the smallest)") && largest.contains("First difference: row 1"), largest);
        assertTrue(largest.contains("--external-format boj2239 --mode lexmin"), largest);
    }
}
