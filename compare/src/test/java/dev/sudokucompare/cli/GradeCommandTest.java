package dev.sudokucompare.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sudokucompare.process.Sandbox;
import dev.sudokucompare.report.ConsoleView;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code grade}'s doors that run no program: rejected submissions (each a row, a line on stderr, exit
 * 2 at the end), --no-sandbox said by every output, and a teacher's mistakes (a broken plan, an
 * --out inside the submissions, a used --out) as one line with nothing graded.
 */
class GradeCommandTest {

    @TempDir
    Path dir;

    private Path badClass() throws IOException {
        Path subs = Files.createDirectories(dir.resolve("class"));
        Files.createDirectories(subs.resolve("empty"));
        Files.writeString(subs.resolve("<b>notes.txt"), "not code");
        Files.createDirectories(subs.resolve("twice"));
        Files.writeString(subs.resolve("twice/a.c"), "int main(void) { return 0; }\n");
        Files.writeString(subs.resolve("twice/b.c"), "int main(void) { return 1; }\n");
        Files.createSymbolicLink(subs.resolve("sly.py"), Files.writeString(dir.resolve("secret.txt"), "s3cr3t"));
        Files.createDirectories(subs.resolve("huge"));
        Files.write(subs.resolve("huge/main.cpp"), new byte[2 << 20]);
        Files.writeString(subs.resolve("bell\u0007.txt"), "not code");
        return subs;
    }

    @Test
    void withoutBubblewrapGradeRefusesUntrustedCodeInOneLineAndGradesNothing() {
        System.setProperty(Sandbox.SWITCH, "off");
        try {
            Path out = dir.resolve("out");
            CliRun run = CliRun.of("grade", "--submissions", CliRun.datasets().getParent().resolve("examples/grade/class")
                    .toString(), "--problem", "boj2580", "--out", out.toString());
            assertEquals(2, run.status(), run.err());
            assertEquals(List.of("error: no sandbox for untrusted programs here (bubblewrap switched off (-D" + Sandbox.SWITCH
                    + "=off)); install bubblewrap, or give --no-sandbox to run them with your rights"),
                    run.errBesidesMachineWarnings().lines().toList());
            assertFalse(Files.exists(out), "nothing graded, nothing written");
        } finally {
            System.clearProperty(Sandbox.SWITCH);
        }
    }

    @Test
    void rejectedSubmissionsAreRowsAndLinesAndEveryOutputSaysItRanUnsandboxed() throws IOException {
        Path subs = badClass();
        Path out = dir.resolve("out");
        CliRun run = CliRun.of("grade", "--submissions", subs.toString(), "--problem", "boj2580", "--out",
                out.toString(), "--no-sandbox");
        assertEquals(2, run.status(), run.err());
        List<String> rejections = run.err().lines().filter(l -> l.startsWith("grade: ")).toList();
        assertEquals(List.of("grade: <b>notes: rejected: no recognisable language (no source file among: <b>notes.txt)",
                "grade: bell?: rejected: no recognisable language (no source file among: bell?.txt)",
                "grade: empty: rejected: empty folder",
                "grade: huge: rejected: a file over the size bound: main.cpp (2097152 bytes > 1048576)",
                "grade: sly: rejected: a symbolic link out of the submissions folder",
                "grade: twice: rejected: two entry points: a.c, b.c"), rejections.stream().sorted().toList());
        assertTrue(run.err().contains("UNSANDBOXED"), run.err());
        assertFalse(run.err().contains("\tat "), "no stack trace: " + run.err());
        // The warning was one 143-character line; every line fits the console.
        run.err().lines().forEach(l -> assertTrue(l.length() <= ConsoleView.WIDTH, l));

        List<String> rows = Files.readAllLines(out.resolve("gradebook.csv"));
        assertEquals(7, rows.size());
        for (String row : rows.subList(1, rows.size())) {
            assertTrue(row.contains(",rejected,") && row.contains(",0,100,0,0,0,0,0,"), row);
        }
        String report = Files.readString(out.resolve("report.html"));
        assertTrue(report.contains("UNSANDBOXED") && report.contains("6 submissions: 0 graded, 0 did not compile, 6 rejected"),
                report);
        assertTrue(report.contains("&lt;b&gt;notes") && !report.contains("<b>notes"), report);
        try (Stream<Path> files = Files.list(out.resolve("feedback"))) {
            List<Path> pages = files.toList();
            assertEquals(12, pages.size(), pages.toString());
            for (Path page : pages) {
                String text = Files.readString(page);
                assertTrue(text.contains("UNSANDBOXED"), page + ": " + text);
                assertFalse(text.contains("s3cr3t"), page.toString());
                assertFalse(text.contains("\u0007"), page.toString());
            }
        }
        assertTrue(Files.exists(out.resolve("feedback/bell_-" + hashOf("bell\u0007").substring(0, 8) + ".html")),
                "a control character is no part of a file name");
    }

    private static String hashOf(String s) throws IOException {
        try {
            return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                    .digest(s.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IOException(e);
        }
    }

    @Test
    void aBrokenPlanIsOneLineAndNothingIsGraded() throws IOException {
        Path subs = badClass();
        Path plan = Files.writeString(dir.resolve("plan.toml"), "[[group]]\nname = 'a'\npoints = -1\n[[group.test]]\n"
                + "set = 'norvig-easy50'\n");
        Path out = dir.resolve("out");
        CliRun run = CliRun.of("grade", "--submissions", subs.toString(), "--problem", "boj2580", "--tests",
                plan.toString(), "--out", out.toString(), "--no-sandbox");
        assertEquals(2, run.status());
        assertEquals("error: " + plan + ":1: group 'a': points must not be negative (-1)\n", run.errBesidesMachineWarnings());
        assertFalse(Files.exists(out), "nothing written");
    }

    @Test
    void anOutInsideTheSubmissionsOrAlreadyUsedIsRefused() throws IOException {
        Path subs = badClass();
        CliRun inside = CliRun.of("grade", "--submissions", subs.toString(), "--problem", "boj2580", "--out",
                subs.resolve("results").toString(), "--no-sandbox");
        assertEquals(2, inside.status());
        assertTrue(inside.err().startsWith("error: --out ") && inside.err().contains("overlap"), inside.err());
        assertEquals(1, inside.err().lines().count(), inside.err());

        Path used = Files.createDirectories(dir.resolve("used"));
        Files.writeString(used.resolve("gradebook.csv"), "old");
        CliRun again = CliRun.of("grade", "--submissions", subs.toString(), "--problem", "boj2580", "--out",
                used.toString(), "--no-sandbox");
        assertEquals(2, again.status());
        assertTrue(again.err().contains("is not empty"), again.err());
        assertEquals("old", Files.readString(used.resolve("gradebook.csv")));

        CliRun problem = CliRun.of("grade", "--submissions", subs.toString(), "--problem", "boj1000", "--out",
                dir.resolve("o").toString());
        assertEquals(2, problem.status());
        assertTrue(problem.err().contains("--problem must be boj2580 or boj2239, not boj1000"), problem.err());
    }

    @Test
    void aChangedJudgementsFileStopsAReGradeInOneLine() throws IOException {
        Path subs = badClass();
        Path out = dir.resolve("out");
        assertEquals(2, CliRun.of("grade", "--submissions", subs.toString(), "--problem", "boj2580", "--out",
                out.toString(), "--no-sandbox").status());
        Path judgements = out.resolve("judgements.csv");
        assertEquals("key,student,test,verdict,reason,cpu_ms,memory_kib,given,shrunk\n", Files.readString(judgements));
        Files.writeString(judgements, "key,student,test,verdict,reason,cpu_ms,memory_kib,given,shrunk\n"
                + "0000000000000000000000000000000000000000000000000000000000000000,ann,easy/1,AC,=cmd(),1,2,,\n");
        CliRun again = CliRun.of("grade", "--submissions", subs.toString(), "--problem", "boj2580", "--out",
                out.toString(), "--no-sandbox", "--resume");
        assertEquals(2, again.status());
        List<String> said = again.errBesidesWarnings().lines().toList();
        assertEquals(List.of("error: " + judgements + ":2: column reason holds a cell this tool does not write (an "
                + "unguarded spreadsheet formula or a control character): it was changed since the run wrote it; delete "
                + "the file to grade everything again"), said);

        Files.writeString(judgements, "key,student,test,verdict,reason,cpu_ms,memory_kib,given,shrunk\n"
                + "0000000000000000000000000000000000000000000000000000000000000000,ann,easy/1,GREAT,fine,1,2,,\n");
        CliRun forged = CliRun.of("grade", "--submissions", subs.toString(), "--problem", "boj2580", "--out",
                out.toString(), "--no-sandbox", "--resume");
        assertEquals(2, forged.status());
        assertTrue(forged.err().contains(judgements + ":2: a row this tool does not write"), forged.err());
    }

    @Test
    void aCompilerThatCannotBeStartedRejectsItsSubmissionsAndTheRestGoOn() throws IOException {
        Path subs = Files.createDirectories(dir.resolve("class"));
        Files.writeString(subs.resolve("ann.zz"), "anything");
        Files.writeString(subs.resolve("cy.txt"), "no code");
        Path languages = Files.writeString(dir.resolve("languages.toml"), """
                [language.zz]
                name = "Zed"
                extensions = [".zz"]
                compile = ["no-such-compiler-here", "{entry}"]
                run = ["{dir}/a.out"]
                """);
        Path out = dir.resolve("out");
        CliRun run = CliRun.of("grade", "--submissions", subs.toString(), "--problem", "boj2580", "--languages",
                languages.toString(), "--out", out.toString(), "--no-sandbox");
        assertEquals(2, run.status(), run.err());
        assertTrue(run.err().contains("grade: ann: rejected: cannot be compiled here: "), run.err());
        assertTrue(run.err().contains("grade: cy: rejected: no recognisable language"), run.err());
        List<String> rows = Files.readAllLines(out.resolve("gradebook.csv"));
        assertEquals(3, rows.size());
        assertTrue(rows.get(1).startsWith("ann,Zed,rejected,cannot be compiled here: "), rows.get(1));
    }
}
