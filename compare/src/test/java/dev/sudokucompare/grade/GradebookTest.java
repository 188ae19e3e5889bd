package dev.sudokucompare.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.solve.Mode;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** gradebook.csv: its columns, all-or-nothing and per-test points, verdict counts, and every cell guarded. */
class GradebookTest {

    private static final Grid PUZZLE = Grid.parse(
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");

    private static TestPlan plan() {
        List<TestPlan.PlanTest> three = List.of(new TestPlan.PlanTest("a/1", "x", PUZZLE),
                new TestPlan.PlanTest("a/2", "x", PUZZLE), new TestPlan.PlanTest("a/3", "x", PUZZLE));
        List<TestPlan.PlanTest> two = List.of(new TestPlan.PlanTest("b/1", "x", PUZZLE),
                new TestPlan.PlanTest("b/2", "x", PUZZLE));
        return new TestPlan("plan", PuzzleFormat.BOJ2580, List.of(
                new TestPlan.Group("a", new BigDecimal("10"), true, Mode.FIRST, TestPlan.Scoring.TEST, Duration.ofSeconds(1),
                        256L << 20, three),
                new TestPlan.Group("b", new BigDecimal("20"), false, Mode.FIRST, TestPlan.Scoring.GROUP,
                        Duration.ofSeconds(1), 256L << 20, two)));
    }

    private static Judgement j(String test, String verdict, long cpu, long memory) {
        return new Judgement("0".repeat(64), test, verdict, "why", cpu, memory, "");
    }

    private static Submission submission(String student, Language language, String rejected) {
        return new Submission(student, SafeNames.of(student), Path.of(student), List.of("x"), language, "x",
                "ab".repeat(32), rejected);
    }

    @Test
    void rowsHoldPointsPerGroupVerdictCountsAndGuardedCells() throws Exception {
        Language cpp = LanguageTable.builtIn().byKey("cpp");
        List<StudentGrade> grades = List.of(
                new StudentGrade(submission("=cmd|' /C calc'!A0", null, "no recognisable language"),
                        StudentGrade.Status.REJECTED, "no recognisable language", "", List.of()),
                new StudentGrade(submission("ann", cpp, null), StudentGrade.Status.GRADED, "", "", List.of(
                        j("a/1", "AC", 3, 900), j("a/2", "WA", 4, 1000), j("a/3", "AC", 12, 800),
                        j("b/1", "AC", 1, 700), j("b/2", "TLE", 2000, 950))),
                new StudentGrade(submission("bo\u0007b", cpp, null), StudentGrade.Status.GRADED, "", "", List.of(
                        j("a/1", "AC", -1, -1), j("a/2", "AC", -1, -1), j("a/3", "AC", -1, -1),
                        j("b/1", "AC", -1, -1), j("b/2", "AC", -1, -1))),
                new StudentGrade(submission("cy", cpp, null), StudentGrade.Status.COMPILE_ERROR,
                        "-the compiler exited with status 1", "main.cpp:1: error", List.of()));
        String csv = Gradebook.text(plan(), grades);
        assertEquals(String.join("\n",
                "student,language,status,reason,score,max_score,group:a,group:b,AC,WA,PE,TLE,MLE,RE,OLE,CE,"
                        + "max_cpu_ms,max_memory_kib,sha256",
                "'=cmd|' /C calc'!A0,,rejected,no recognisable language,0,30,0,0,0,0,0,0,0,0,0,0,,," + "ab".repeat(32),
                "ann,C++,graded,,6.67,30,6.67,0,3,1,0,1,0,0,0,0,2000,1000," + "ab".repeat(32),
                "bo?b,C++,graded,,30,30,10,20,5,0,0,0,0,0,0,0,,," + "ab".repeat(32),
                "cy,C++,compile error,'-the compiler exited with status 1,0,30,0,0,0,0,0,0,0,0,0,1,,," + "ab".repeat(32),
                ""), csv);
    }
}
