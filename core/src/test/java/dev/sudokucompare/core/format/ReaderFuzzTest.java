package dev.sudokucompare.core.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.generate.PuzzleGenerator;
import dev.sudokucompare.core.generate.RandomSolutions;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Seeded fuzzing of every reader: random bytes, and random typos in valid files. No exception may
 * escape, every record is numbered in order, a typo costs only the record it is in, and no
 * control or line-break character of the input reaches a message.
 */
class ReaderFuzzTest {

    /** Rounds per test; raise with -Dfuzz.rounds=N for a longer hunt. */
    private static final int ROUNDS = Integer.getInteger("fuzz.rounds", 300);
    /** What a typo may put in: digits, blanks, letters, punctuation, control characters, non-ASCII. */
    private static final Pattern UNPRINTABLE = Pattern.compile("[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}]");
    private static final String TYPOS = "0123456789.ABCXYZabc xyz-_*,;:!?\t\u0000\u0007\u00e9\u4e00\ufffd";

    @ParameterizedTest
    @ValueSource(strings = {"line", "boj2580", "boj2239", "tokens"})
    void randomBytesNeverThrowAndRecordsAreNumberedInOrder(String name) throws IOException {
        PuzzleFormat format = PuzzleFormat.byName(name);
        Random random = new Random(name.hashCode());
        for (int round = 0; round < ROUNDS; round++) {
            byte[] bytes = new byte[random.nextInt(4096)];
            random.nextBytes(bytes);
            // As the command line reads files: UTF-8, undecodable bytes replaced.
            List<PuzzleRecord> records = readAll(format, new String(bytes, StandardCharsets.UTF_8));
            assertWellFormed(records, name + " round " + round);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"line", "boj2580", "boj2239", "tokens"})
    void typosCostOnlyTheRecordTheyAreIn(String name) throws IOException {
        PuzzleFormat format = PuzzleFormat.byName(name);
        Random random = new Random(31 * name.hashCode() + 1);
        for (int round = 0; round < ROUNDS; round++) {
            List<Grid> grids = randomGrids(format, random);
            RecordWriter writer = format.recordWriter();
            List<Boolean> touched = new ArrayList<>();
            StringBuilder file = new StringBuilder();
            for (Grid grid : grids) {
                String record = writer.next(grid).strip() + "\n";
                // A line stating a 6x6 or 12x12 grid's boxes is left alone: typos go into the grid.
                int body = record.startsWith("#") ? record.indexOf('\n') + 1 : 0;
                boolean typo = random.nextInt(3) == 0;
                touched.add(typo);
                file.append(record, 0, body).append(typo ? withTypos(record.substring(body), random) : record.substring(body))
                        .append(name.equals("line") ? "" : "\n");
            }
            String where = name + " round " + round;
            List<PuzzleRecord> records = readAll(format, file.toString());
            assertWellFormed(records, where);
            assertThat(records).as(where).hasSize(grids.size());
            for (int i = 0; i < grids.size(); i++) {
                if (!touched.get(i)) {
                    assertThat(records.get(i).puzzle()).as(where + " record " + (i + 1)).isEqualTo(grids.get(i));
                }
            }
        }
    }

    private static List<Grid> randomGrids(PuzzleFormat format, Random random) {
        List<Grid> grids = new ArrayList<>();
        int count = 1 + random.nextInt(6);
        for (int i = 0; i < count; i++) {
            Shape shape = format.shape() != null ? format.shape()
                    : List.of(Shape.of(2, 2), Shape.of(2, 3), Shape.CLASSIC, Shape.of(3, 4)).get(random.nextInt(4));
            Grid solution = RandomSolutions.of(shape, random);
            grids.add(PuzzleGenerator.keepRandomGivens(solution, random.nextInt(shape.cellCount() + 1), random));
        }
        return grids;
    }

    /** Replaces one to three characters that are not line breaks. */
    private static String withTypos(String text, Random random) {
        char[] chars = text.toCharArray();
        for (int k = 1 + random.nextInt(3); k > 0; k--) {
            int at = random.nextInt(chars.length);
            if (chars[at] != '\n') {
                char c = TYPOS.charAt(random.nextInt(TYPOS.length()));
                chars[at] = c;
            }
        }
        return new String(chars);
    }

    private static List<PuzzleRecord> readAll(PuzzleFormat format, String text) throws IOException {
        List<PuzzleRecord> all = new ArrayList<>();
        PuzzleReader reader = format.reader(new StringReader(text), "fuzz");
        for (PuzzleRecord r = reader.next(); r != null; r = reader.next()) {
            all.add(r);
        }
        return all;
    }

    private static void assertWellFormed(List<PuzzleRecord> records, String where) {
        long lastLine = 0;
        for (int i = 0; i < records.size(); i++) {
            PuzzleRecord r = records.get(i);
            assertThat(r.index()).as(where).isEqualTo(i + 1);
            assertThat(r.line()).as(where).isGreaterThan(lastLine);
            assertThat(r.source()).isEqualTo("fuzz");
            assertThat(r.isMalformed() ? r.error() : r.puzzle()).as(where).isNotNull();
            assertThat(r.isMalformed() && r.puzzle() != null).isFalse();
            if (r.isMalformed()) {
                // The typos and random bytes include control characters: none may reach a message.
                assertThat(UNPRINTABLE.matcher(r.error()).find()).as("%s: printable error of record %d", where, i + 1).isFalse();
                assertThat(UNPRINTABLE.matcher(r.raw()).find()).as("%s: printable raw text of record %d", where, i + 1).isFalse();
            }
            lastLine = r.line();
        }
    }
}
