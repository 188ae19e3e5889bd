package dev.sudokucompare.input;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.sudokucompare.core.format.PuzzleRecord;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Seeded fuzzing of the Kaggle CSV reader: random bytes after a valid or a random header, and
 * typos in valid files. No exception but a clear IOException (naming source:line) may escape, and
 * a typo that leaves the CSV structure intact costs only its own row.
 */
class KaggleReaderFuzzTest {

    private static final int ROUNDS = Integer.getInteger("fuzz.rounds", 300);
    private static final String QUIZ = "004300209005009001070060043006002087190007400050083000600000105003508690042910300";
    private static final String SOLUTION = "864371259325849761971265843436192587198657432257483916689734125713528694542916378";
    private static final String TYPOS = "0123456789.ABCxyz \t-_;\u0000\u00e9\ufffd";

    @Test
    void randomBytesEndInRecordsOrAClearInputFailure() {
        Random random = new Random(2024);
        for (int round = 0; round < ROUNDS; round++) {
            byte[] bytes = new byte[random.nextInt(2048)];
            random.nextBytes(bytes);
            String header = random.nextBoolean() ? "quizzes,solutions\n" : "";
            readChecked(header + new String(bytes, StandardCharsets.UTF_8), "round " + round);
        }
    }

    @Test
    void typosInsideFieldsCostOnlyTheirRow() {
        Random random = new Random(7);
        for (int round = 0; round < ROUNDS; round++) {
            int rows = 1 + random.nextInt(8);
            List<Boolean> touched = new ArrayList<>();
            StringBuilder csv = new StringBuilder("quizzes,solutions,difficulty\n");
            for (int i = 0; i < rows; i++) {
                String row = QUIZ + "," + SOLUTION + ",easy";
                boolean typo = random.nextInt(3) == 0;
                touched.add(typo);
                csv.append(typo ? withTypo(row, random) : row).append('\n');
            }
            List<PuzzleRecord> records = readChecked(csv.toString(), "round " + round);
            assertThat(records).as("round " + round).hasSize(rows);
            for (int i = 0; i < rows; i++) {
                if (!touched.get(i)) {
                    assertThat(records.get(i).isMalformed()).isFalse();
                    assertThat(records.get(i).providedSolution().toString()).isEqualTo(SOLUTION);
                    assertThat(records.get(i).extras()).containsEntry("difficulty", "easy");
                }
                assertThat(records.get(i).line()).isEqualTo(i + 2);
            }
        }
    }

    /** A typo that keeps the CSV's structure: no comma, quote or line break goes in or out. */
    private static String withTypo(String row, Random random) {
        char[] chars = row.toCharArray();
        for (int k = 1 + random.nextInt(3); k > 0; k--) {
            int at = random.nextInt(chars.length);
            if (chars[at] != ',') {
                chars[at] = TYPOS.charAt(random.nextInt(TYPOS.length()));
            }
        }
        return new String(chars);
    }

    private static List<PuzzleRecord> readChecked(String text, String where) {
        List<PuzzleRecord> all = new ArrayList<>();
        try (KaggleReader reader = new KaggleReader(new StringReader(text), "fuzz.csv", null)) {
            for (PuzzleRecord r = reader.next(); r != null; r = reader.next()) {
                assertThat(r.index()).as(where).isEqualTo(all.size() + 1);
                assertThat(r.isMalformed() ? r.error() : r.puzzle()).as(where).isNotNull();
                all.add(r);
            }
        } catch (IOException e) {
            // One line, naming the place, with no raw bytes of the file in it.
            assertThat(e.getMessage()).as(where).matches("fuzz\\.csv:\\d+: .+").doesNotContainPattern("[\\p{Cc}\\p{Zl}\\p{Zp}]")
                    .hasSizeLessThan(400);
        } catch (RuntimeException e) {
            fail(where + ": " + e + " escaped the reader");
        }
        return all;
    }
}
