package dev.sudokucompare.grade;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Byte-identical submissions share their judgements; judgements.csv names the first of their
 * students by id, whichever was graded last (it named the last, so the file depended on the threads).
 */
class JudgementStoreTest {

    private static final Judgement SHARED = new Judgement("k1", "sample-1", "AC", "", 12, 3400, "");

    private static String written(String... studentsInOrder) throws IOException, GradeInputException {
        JudgementStore store = JudgementStore.read(Path.of("no-such-judgements.csv"));
        for (String student : studentsInOrder) {
            store.put(student, SHARED);
        }
        return store.text();
    }

    @Test
    void identicalSubmissionsShareOneRowNamingTheFirstStudentById() throws Exception {
        String zoeLast = written("amy", "zoe");
        String amyLast = written("zoe", "amy");
        assertThat(zoeLast).isEqualTo(amyLast).contains("k1,amy,sample-1,AC").doesNotContain("zoe");
    }
}
