package dev.sudokucompare.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.solvers.programs.InstalledPrograms;
import dev.sudokucompare.process.SandboxRequired;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code show-shrunk}: a real C program, compiled and run in the real sandbox, that is wrong only
 * when the top-left cell is given. With the key off its feedback shows nothing of the hidden
 * puzzle; with it on, the smallest puzzle the shrinker finds (the top-left given alone), in the
 * program's format, which {@code solve} then judges WA again. The hidden puzzle never appears.
 * Limits are hang guards (10 s CPU).
 */
class GradeShrunkTest {

    /** norvig-easy50's first puzzle with its top-left cell given (4, as in its solution): still one solution. */
    static final String HIDDEN = "403020600900305001001806400008102900700000008006708200002609700800203009005010300";

    @TempDir
    static Path dir;

    static Path submissions;

    @BeforeAll
    static void programs() throws IOException {
        InstalledPrograms.require("gcc");
        SandboxRequired.require();
        submissions = Files.createDirectories(dir.resolve("class"));
        try (InputStream in = GradeShrunkTest.class.getResourceAsStream("/dev/sudokucompare/grade/shrunk/topleft.c")) {
            Files.write(submissions.resolve("tom.c"), in.readAllBytes());
        }
    }

    private static Path plan(String name, String shrinking) throws IOException {
        return Files.writeString(dir.resolve(name), """
                problem = "boj2580"
                cpu-limit = "10s"

                [[group]]
                name = "open"
                points = 50

                [[group.test]]
                set = "norvig-easy50"
                lines = [1]

                [[group]]
                name = "secret"
                points = 50
                visibility = "hidden"
                %s

                [[group.test]]
                grid = "%s"
                """.formatted(shrinking, HIDDEN));
    }

    private static String graded(String planName, String shrinking) throws IOException {
        Path out = dir.resolve("out-" + planName);
        CliRun run = CliRun.of("grade", "--submissions", submissions.toString(), "--problem", "boj2580", "--tests",
                plan(planName + ".toml", shrinking).toString(), "--out", out.toString());
        assertEquals(0, run.status(), run.err());
        List<String> rows = Files.readAllLines(out.resolve("gradebook.csv"));
        assertTrue(rows.get(1).startsWith("tom,C,graded,,50,100,50,0,1,1,"), rows.get(1));
        String all = Files.readString(out.resolve("feedback/tom.md")) + Files.readString(out.resolve("feedback/tom.html"))
                + Files.readString(out.resolve("report.html")) + Files.readString(out.resolve("gradebook.csv"));
        Grid hidden = Grid.parse(HIDDEN);
        for (String shown : List.of(HIDDEN, PuzzleFormat.LINE.write(hidden).strip(), PuzzleFormat.BOJ2580.write(hidden),
                PuzzleFormat.BOJ2580.write(hidden).lines().skip(1).findFirst().orElseThrow())) {
            assertFalse(all.contains(shown), "the hidden puzzle appears: " + shown);
        }
        return Files.readString(out.resolve("feedback/tom.md"));
    }

    @Test
    void offByDefaultAFailingHiddenTestShowsNothingOfAPuzzle() throws IOException {
        String md = graded("off", "");
        assertTrue(md.contains("| secret/1 | secret (hidden) | WA |  |  |  |"), md);
        assertFalse(md.contains("## secret/1"), md);
        assertFalse(md.contains("smallest puzzle"), md);
    }

    @Test
    void onAFailingHiddenTestShowsTheSmallestFailingPuzzleWhichFailsAgain() throws IOException {
        String md = graded("on", "show-shrunk = true\nshrink-steps = 200");
        assertTrue(md.contains("## secret/1: WA (hidden)"), md);
        Matcher shown = Pattern.compile("gets WA on \\((\\d+) givens\\), as your program reads it:\n\n```text\n"
                + "((?:[0-9 ]+\n){9})```").matcher(md);
        assertTrue(shown.find(), md);
        // The bug needs the top-left given and nothing else: ddmin removes every other given.
        assertEquals("1", shown.group(1), md);
        String puzzle = shown.group(2);
        assertEquals("4 0 0 0 0 0 0 0 0", puzzle.lines().findFirst().orElseThrow(), md);
        assertEquals(80, puzzle.chars().filter(c -> c == '0').count(), md);

        Matcher solver = Pattern.compile("--solver '(external:[^']+)'").matcher(md.substring(md.indexOf("## secret/1")));
        assertTrue(solver.find(), md);
        CliRun again = CliRun.withStdin(puzzle, "solve", "--format", "boj2580", "--external-format", "boj2580",
                "--cpu-limit", "10s", "--timeout", CliRun.HANG_GUARD, "--sandbox", "--solver", solver.group(1), "-");
        assertEquals(1, again.status(), again.out() + again.err());
        assertTrue(Stream.of(again.out(), again.err()).anyMatch(s -> s.contains("WA")), again.out() + again.err());
    }
}
