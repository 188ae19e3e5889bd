package dev.sudokucompare.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.solve.Mode;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Test plans: the default ones, a teacher's, and every mistake as one line naming the file and line. */
class PlanReaderTest {

    @TempDir
    Path dir;

    @Test
    void theDefaultPlansAreSmallAndCoverTheSampleEasyHardSeveralSolutionsAnd17Clues() {
        for (PuzzleFormat problem : List.of(PuzzleFormat.BOJ2580, PuzzleFormat.BOJ2239)) {
            TestPlan plan = PlanReader.defaultPlan(problem);
            assertEquals(List.of("sample", "easy", "several-solutions", "hard", "clue17"),
                    plan.groups().stream().map(TestPlan.Group::name).toList());
            assertEquals(13, plan.testCount());
            assertEquals(new BigDecimal("100"), plan.maxScore());
            Mode mode = problem == PuzzleFormat.BOJ2239 ? Mode.LEXMIN : Mode.FIRST;
            assertTrue(plan.groups().stream().allMatch(g -> g.mode() == mode));
            assertTrue(plan.groups().get(0).visible());
            assertFalse(plan.groups().get(3).visible());
            assertEquals(TestPlan.Scoring.TEST, plan.groups().get(1).scoring());
            assertEquals(TestPlan.Scoring.GROUP, plan.groups().get(3).scoring());
            assertEquals(Duration.ofSeconds(2), plan.groups().get(3).cpu());
            assertEquals(17, plan.groups().get(4).tests().get(0).puzzle().givenCount());
        }
        // The sample is the problem's own: its first row as BOJ gives it.
        assertEquals(0, PlanReader.defaultPlan(PuzzleFormat.BOJ2580).groups().get(0).tests().get(0).puzzle().get(0));
        assertEquals(1, PlanReader.defaultPlan(PuzzleFormat.BOJ2239).groups().get(0).tests().get(0).puzzle().get(0));
    }

    @Test
    void aPlanReadsSetsFilesAndGridsWithItsOwnLimitsAndScoring() throws Exception {
        Files.writeString(dir.resolve("mine.txt"), "# two puzzles\n"
                + "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n"
                + "2...8.3...6..7..84.3.5..2.9...1.54.8.........4.27.6...3.1..7.4.72..4..6...4.1...3\n");
        Path plan = write("""
                scoring = "test"
                cpu-limit = "500ms"
                memory-limit = "128m"
                [[group]]
                name = "own"
                points = 12.5
                visibility = "hidden"
                mode = "lexmin"
                [[group.test]]
                file = "mine.txt"
                [[group.test]]
                file = "mine.txt"
                lines = [3]
                [[group.test]]
                grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
                [[group]]
                name = "b"
                points = 0
                scoring = "group"
                cpu-limit = "3s"
                [[group.test]]
                set = "norvig-easy50"
                lines = [50]
                """);
        TestPlan p = PlanReader.read(plan, PuzzleFormat.BOJ2580);
        TestPlan.Group own = p.groups().get(0);
        assertEquals(List.of("own/1", "own/2", "own/3", "own/4"), own.tests().stream().map(TestPlan.PlanTest::id).toList());
        assertEquals(own.tests().get(1).puzzle(), own.tests().get(2).puzzle());
        assertEquals(own.tests().get(0).puzzle(), own.tests().get(3).puzzle());
        assertEquals(Mode.LEXMIN, own.mode());
        assertEquals(TestPlan.Scoring.TEST, own.scoring());
        assertEquals(Duration.ofMillis(500), own.cpu());
        assertEquals(128L << 20, own.memoryBytes());
        assertEquals(new BigDecimal("12.5"), p.maxScore());
        assertEquals(TestPlan.Scoring.GROUP, p.groups().get(1).scoring());
        assertEquals(Duration.ofSeconds(3), p.groups().get(1).cpu());
        assertEquals(Duration.ofSeconds(35), TestPlan.wallBackstop(Duration.ofSeconds(3)));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        // a missing set
        "[[group]]\\nname = 'a'\\npoints = 1\\n[[group.test]]\\nset = 'norvig-easy5000'|plan.toml:4: group 'a': no data set named 'norvig-easy5000'",
        // a line past the end
        "[[group]]\\nname = 'a'\\npoints = 1\\n[[group.test]]\\nset = 'norvig-easy50'\\nlines = [1, 51]|plan.toml:4: group 'a': builtin:norvig-easy50 has no puzzle starting at line 51 (its last puzzle starts at line 50)",
        // negative points
        "[[group]]\\nname = 'a'\\npoints = -3\\n[[group.test]]\\nset = 'norvig-easy50'|plan.toml:1: group 'a': points must not be negative (-3)",
        // an unknown mode
        "[[group]]\\nname = 'a'\\npoints = 1\\nmode = 'count'\\n[[group.test]]\\nset = 'norvig-easy50'|plan.toml:1: group 'a': unknown mode 'count'",
        "[[group]]\\nname = 'a'\\npoints = 1\\nvisibility = 'secret'\\n[[group.test]]\\nset = 'norvig-easy50'|plan.toml:1: group 'a': visibility must be visible or hidden",
        "[[group]]\\nname = 'a'\\npoints = 1\\nscoring = 'best'\\n[[group.test]]\\nset = 'norvig-easy50'|plan.toml:1: group 'a': scoring must be group (all or nothing) or test (per test)",
        "[[group]]\\nname = 'a'\\npoints = 1\\nweight = 2\\n[[group.test]]\\nset = 'norvig-easy50'|plan.toml:1: unknown key 'weight' in a group",
        "[[group]]\\nname = 'a'\\npoints = 1|plan.toml:1: group 'a': no [[group.test]] tables",
        "[[group]]\\nname = 'a'\\npoints = 1\\n[[group.test]]\\nfile = 'nowhere.txt'|plan.toml:4: group 'a': no puzzle file",
        "[[group]]\\nname = 'a'\\npoints = 1\\n[[group.test]]\\nset = 'norvig-easy50'\\ngrid = '1'|plan.toml:4: group 'a': a test names exactly one of set",
        "[[group]]\\nname = 'a'\\npoints = 1\\n[[group.test]]\\ngrid = '12'|plan.toml:4: group 'a': grid is not a puzzle",
        "[[group]]\\nname = 'a'\\npoints = 1\\n[[group.test]]\\nset = 'norvig-easy50'\\nlines = [0]|plan.toml:4: group 'a': lines must be line numbers from 1",
        "[[group]]\\nname = 'a'\\npoints = 1\\ncpu-limit = 'soon'\\n[[group.test]]\\nset = 'norvig-easy50'|plan.toml:1: group 'a': cpu-limit: not a duration: soon",
        "[[group]]\\nname = 'a'\\npoints = 1\\n[[group.test]]\\nset = 'norvig-easy50'\\n[[group]]\\nname = 'a'\\npoints = 1\\n[[group.test]]\\nset = 'norvig-easy50'|plan.toml:6: a second group named 'a'",
        "[[group]]\\nname = 'a b'\\npoints = 1|plan.toml:1: a group needs a name of 1-40 letters",
        "problem = 'boj2239'\\n[[group]]|plan.toml: the plan is for boj2239, not --problem boj2580",
        "scoring = 'group'|plan.toml: no [[group]] tables",
        "[[group]]\\nname = 'a'\\npoints = = 1|plan.toml:3: not valid TOML",
        // show-shrunk: only on a hidden group, a boolean, a bounded number of steps
        "[[group]]\\nname = 'a'\\npoints = 1\\nshow-shrunk = true\\n[[group.test]]\\nset = 'norvig-easy50'|plan.toml:1: group 'a': show-shrunk is for a hidden group",
        "[[group]]\\nname = 'a'\\npoints = 1\\nvisibility = 'hidden'\\nshow-shrunk = 'yes'\\n[[group.test]]\\nset = 'norvig-easy50'|plan.toml:1: group 'a': show-shrunk must be true or false",
        "[[group]]\\nname = 'a'\\npoints = 1\\nvisibility = 'hidden'\\nshrink-steps = 5\\n[[group.test]]\\nset = 'norvig-easy50'|plan.toml:1: group 'a': shrink-steps without show-shrunk = true",
        "[[group]]\\nname = 'a'\\npoints = 1\\nvisibility = 'hidden'\\nshow-shrunk = true\\nshrink-steps = 0\\n[[group.test]]\\nset = 'norvig-easy50'|plan.toml:1: group 'a': shrink-steps must be a whole number from 1 to 1000, not 0",
    })
    void aBrokenPlanIsOneLineWithItsFileAndLine(String text, String expected) throws IOException {
        Path plan = write(text.replace("\\n", "\n"));
        GradeInputException e = assertThrows(GradeInputException.class, () -> PlanReader.read(plan, PuzzleFormat.BOJ2580));
        String message = e.getMessage().replace(plan.toString(), "plan.toml");
        assertTrue(message.startsWith(expected), message);
        assertEquals(1, message.lines().count(), message);
    }

    @Test
    void showShrunkIsOffByDefaultAndBoundedBySteps() throws Exception {
        String group = "[[group]]\nname = 'h'\npoints = 1\nvisibility = 'hidden'\n%s\n[[group.test]]\nset = 'norvig-easy50'\nlines = [1]\n";
        assertEquals(0, PlanReader.read(write(group.formatted("")), PuzzleFormat.BOJ2580).groups().get(0).shrinkSteps());
        assertFalse(PlanReader.read(write(group.formatted("show-shrunk = false")), PuzzleFormat.BOJ2580).groups().get(0)
                .showsShrunk());
        TestPlan.Group on = PlanReader.read(write(group.formatted("show-shrunk = true")), PuzzleFormat.BOJ2580).groups().get(0);
        assertTrue(on.showsShrunk());
        assertEquals(PlanReader.DEFAULT_SHRINK_STEPS, on.shrinkSteps());
        assertEquals(7, PlanReader.read(write(group.formatted("show-shrunk = true\nshrink-steps = 7")), PuzzleFormat.BOJ2580)
                .groups().get(0).shrinkSteps());
    }

    private Path write(String text) throws IOException {
        Path plan = dir.resolve("plan.toml");
        Files.writeString(plan, text);
        return plan;
    }
}
