package dev.sudokucompare.core.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A record as a value: what it carries through {@code with...}, and how it names itself. */
class PuzzleRecordTest {

    private static final Grid PUZZLE = Grid.empty(Shape.of(2, 2));
    private static final Grid SOLUTION = Grid.parse("1234341221434321");

    @Test
    void aReadPuzzleCarriesItsSolutionAndExtras() {
        PuzzleRecord r = PuzzleRecord.of("in.txt", 3, 7, PUZZLE);
        assertThat(r.providedSolution()).isNull();
        assertThat(r.extras()).isEmpty();
        assertThat(r.raw()).isEqualTo(PUZZLE.toString());
        assertThat(r).hasToString("in.txt:7 " + PUZZLE);

        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("difficulty", "0.5");
        PuzzleRecord full = r.withSolution(SOLUTION).withExtras(fields);
        fields.put("later", "not kept");
        assertThat(full.providedSolution()).isEqualTo(SOLUTION);
        assertThat(full.extras()).containsExactly(Map.entry("difficulty", "0.5"));
        assertThat(full.puzzle()).isEqualTo(PUZZLE);
        assertThat(full.location()).isEqualTo("in.txt:7");
        assertThat(full.index()).isEqualTo(3);
        assertThat(full.isMalformed()).isFalse();
    }

    @Test
    void aRecordTurnedMalformedKeepsItsPlaceAndText() {
        PuzzleRecord r = PuzzleRecord.of("in.txt", 3, 7, PUZZLE).withExtras(Map.of("id", "x"));
        PuzzleRecord bad = r.asMalformed("solution column: 15 symbols");
        assertThat(bad.isMalformed()).isTrue();
        assertThat(bad.puzzle()).isNull();
        assertThat(bad.providedSolution()).isNull();
        assertThat(bad.error()).isEqualTo("solution column: 15 symbols");
        assertThat(bad.raw()).isEqualTo(r.raw());
        assertThat(bad.extras()).isEqualTo(Map.of("id", "x"));
        assertThat(bad).hasToString("in.txt:7 malformed: solution column: 15 symbols");
        assertThat(PuzzleRecord.malformed("in.txt", 1, 1, "why", null).raw()).isEmpty();
        assertThat(PuzzleRecord.malformed("in.txt", 1, 1, "why", "x".repeat(300)).raw())
                .isEqualTo("x".repeat(PuzzleRecord.MAX_RAW) + "...");
    }
}
