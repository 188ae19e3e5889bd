package dev.sudokucompare.it;

import static dev.sudokucompare.it.ClassFixture.column;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * BOJ 2239 graded: the smallest completion in C and Java, the largest (a valid completion, not the
 * smallest) in C++, the smallest with spaces in Python. The gradebook must be
 * {@code grade/class-boj2239/expected-gradebook.csv} cell for cell (machine figures and the SHA-256
 * aside, checked as {@link ClassGradingIT} checks them), and the larger answers must be refused for
 * being larger, as the reference proves, not for anything else.
 */
class LexminClassIT {

    @Test
    void theLargestCompletionIsWrongAndTheGradebookIsTheExpectedOne() throws Exception {
        ClassFixture.requireTools();
        ClassFixture fixture = ClassFixture.plant("class-boj2239");
        JarProcess run = JarProcess.start(fixture.console(), false, Map.of(), List.of(), "grade", "--submissions",
                fixture.submissions().toString(), "--problem", "boj2239", "--tests", fixture.plan().toString(),
                "--out", fixture.out().toString(), "--threads", "2");
        assertThat(run.waitFor(3600)).as(run.err()).isZero();

        Map<String, Map<String, String>> gradebook = ClassFixture.read(fixture.out().resolve("gradebook.csv"));
        Map<String, Map<String, String>> expected = ClassFixture.read(fixture.expectedGradebook());
        assertThat(ClassFixture.header(fixture.out().resolve("gradebook.csv")))
                .containsExactlyElementsOf(ClassFixture.header(fixture.expectedGradebook()));
        assertThat(gradebook.keySet()).containsExactlyElementsOf(expected.keySet());
        for (String student : expected.keySet()) {
            for (String col : expected.get(student).keySet()) {
                if (!List.of("max_cpu_ms", "max_memory_kib", "sha256").contains(col)) {
                    assertThat(column(gradebook, student, col)).as("%s, column %s", student, col)
                            .isEqualTo(expected.get(student).get(col));
                }
            }
            assertThat(column(gradebook, student, "sha256")).as(student)
                    .isEqualTo(ClassFixture.sha256(fixture.submissions(), student));
        }
        List<String> bensWrong = Files.readAllLines(fixture.out().resolve("judgements.csv")).stream()
                .filter(l -> l.contains(",ben-largest,") && l.contains(",WA,")).toList();
        assertThat(bensWrong).hasSize(3).allMatch(l -> l.contains("not the smallest completion"));
    }
}
