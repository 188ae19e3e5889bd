package dev.sudokucompare.it;

import static dev.sudokucompare.it.ClassFixture.column;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Six students of the class fixture (C, C++, Java, Python; correct, wrong, badly laid out, not
 * compiling) graded twice, one at a time and two at a time from a copy whose files were made in the
 * opposite order: the same gradebook. Then one student fixes the program and {@code --resume}
 * re-runs that student only.
 */
class ClassRegradeIT {

    private static final long HANG_SECONDS = 3600;
    private static final List<String> STUDENTS = List.of("bea-c.c", "dara-java", "eli-python.py", "finn-unchanged.py",
            "ines-nospace.cpp", "sam-typo.cpp");
    /** A memory figure no program here reaches: a judgement that still carries it was reused, not run again. */
    private static final String REUSED = "987654321";

    static ClassFixture fixture;
    static Path oneAtATime;
    static Path twoAtATime;
    /** Both gradebooks as first written (the resume test then writes over the first). */
    static Map<String, Map<String, String>> one;
    static Map<String, Map<String, String>> two;

    @BeforeAll
    static void gradeTwice() throws Exception {
        ClassFixture.requireTools();
        fixture = ClassFixture.plant("class-boj2580");
        Path forward = Files.createDirectories(fixture.root().resolve("forward"));
        Path backward = Files.createDirectories(fixture.root().resolve("backward"));
        for (String s : STUDENTS) {
            ClassFixture.copyTree(fixture.submissions().resolve(s), forward.resolve(s));
        }
        for (int i = STUDENTS.size() - 1; i >= 0; i--) {
            ClassFixture.copyTree(fixture.submissions().resolve(STUDENTS.get(i)), backward.resolve(STUDENTS.get(i)));
        }
        oneAtATime = fixture.root().resolve("out-1");
        twoAtATime = fixture.root().resolve("out-2");
        assertThat(grade(forward, oneAtATime, "1")).isZero();
        assertThat(grade(backward, twoAtATime, "2")).isZero();
        one = ClassFixture.read(oneAtATime.resolve("gradebook.csv"));
        two = ClassFixture.read(twoAtATime.resolve("gradebook.csv"));
    }

    private static int grade(Path submissions, Path out, String threads, String... more) throws Exception {
        Path console = Files.createDirectories(fixture.root().resolve("console-" + out.getFileName() + more.length));
        List<String> args = new ArrayList<>(List.of("grade", "--submissions", submissions.toString(), "--problem",
                "boj2580", "--tests", fixture.plan().toString(), "--out", out.toString(), "--threads", threads));
        args.addAll(List.of(more));
        JarProcess run = JarProcess.start(console, false, Map.of(), List.of(), args.toArray(String[]::new));
        int status = run.waitFor(HANG_SECONDS);
        assertThat(run.err()).as("the run's console").contains("graded 6 submissions (0 rejected)");
        return status;
    }

    @Test
    void theGradebookDoesNotDependOnTheOrderOfStudentsOrThreads() {
        assertThat(two.keySet()).containsExactlyElementsOf(one.keySet()).hasSize(6);
        for (String student : one.keySet()) {
            for (String col : one.get(student).keySet()) {
                if (!col.equals("max_cpu_ms") && !col.equals("max_memory_kib")) {
                    assertThat(column(two, student, col)).as("%s, column %s", student, col)
                            .isEqualTo(column(one, student, col));
                }
            }
        }
        assertThat(column(one, "bea-c", "score")).isEqualTo("100");
        assertThat(column(one, "ines-nospace", "PE")).isEqualTo("8");
    }

    @Test
    void resumeRunsOnlyTheStudentWhoseFileChanged() throws Exception {
        Path forward = fixture.root().resolve("forward");
        markEveryJudgementReused(oneAtATime.resolve("judgements.csv"));
        // finn hands in a fixed program, in C this time (bea's solver under finn's name).
        Files.delete(forward.resolve("finn-unchanged.py"));
        Files.copy(fixture.submissions().resolve("bea-c.c"), forward.resolve("finn-unchanged.c"));

        assertThat(grade(forward, oneAtATime, "2", "--resume")).isZero();

        Map<String, Map<String, String>> after = ClassFixture.read(oneAtATime.resolve("gradebook.csv"));
        assertThat(column(after, "finn-unchanged", "language")).isEqualTo("C");
        assertThat(column(after, "finn-unchanged", "AC")).isEqualTo("8");
        assertThat(column(after, "finn-unchanged", "max_memory_kib")).as("finn's tests ran again").isNotEqualTo(REUSED);
        for (String student : List.of("bea-c", "dara-java", "eli-python", "ines-nospace")) {
            assertThat(column(after, student, "max_memory_kib")).as("%s's judgements reused, none run again", student)
                    .isEqualTo(REUSED);
        }
        assertThat(column(after, "sam-typo", "status")).isEqualTo("compile error");
    }

    /** Every test judgement of the store gets the memory figure {@link #REUSED}, which no run measures. */
    private static void markEveryJudgementReused(Path judgements) throws IOException {
        StringWriter text = new StringWriter();
        try (Reader r = Files.newBufferedReader(judgements);
                CSVParser in = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get().parse(r);
                CSVPrinter out = new CSVPrinter(text, CSVFormat.RFC4180.builder().setRecordSeparator('\n').get())) {
            out.printRecord(in.getHeaderNames());
            for (CSVRecord row : in) {
                List<String> cells = new ArrayList<>(row.toList());
                if (!cells.get(6).equals("-1")) {
                    cells.set(6, REUSED);
                }
                out.printRecord(cells);
            }
        }
        Files.writeString(judgements, text.toString());
    }
}
