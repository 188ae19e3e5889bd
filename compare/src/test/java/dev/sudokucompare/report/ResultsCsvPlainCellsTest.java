package dev.sudokucompare.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.RecordVerdict;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * results.csv and repetitions.csv append their plain cells (numbers, flags, enum names, one-line grids) without the
 * format's per-character check. That is only right if the format would print each of them
 * unchanged anyway, wherever it stands in a row: checked here on seeded values of every kind, and
 * the cells that are not plain (a grid too large for one-line symbols, an enum spelled otherwise
 * than by its name) are not taken for plain. Whole rows, with the text cells it reuses from the row
 * before, are what the format's own printRecord writes.
 */
class ResultsCsvPlainCellsTest {

    @Test
    void theFormatPrintsEveryPlainCellAsItIs() throws IOException {
        Random random = new Random(20_261_124L);
        List<Object> cells = new ArrayList<>(List.of(Long.MIN_VALUE, Long.MAX_VALUE, -1L, 0L, Integer.MIN_VALUE,
                Integer.MAX_VALUE, -1, 0, true, false));
        for (int i = 0; i < 2_000; i++) {
            cells.add(random.nextLong());
            cells.add(random.nextLong() >> random.nextInt(64));
            cells.add(random.nextInt());
        }
        // Up to 35 values (5x7 boxes), the last one-line symbol, Z.
        int[][] boxes = {{1, 1}, {2, 2}, {2, 3}, {3, 3}, {3, 4}, {4, 4}, {5, 5}, {5, 7}};
        for (int[] b : boxes) {
            Shape shape = Shape.of(b[0], b[1]);
            for (int i = 0; i < 20; i++) {
                cells.add(randomGrid(shape, random));
            }
            cells.add(Grid.empty(shape));
        }
        // The enums a row holds.
        cells.addAll(List.of(Status.values()));
        cells.addAll(List.of(AnswerVerdict.values()));
        cells.addAll(List.of(RecordVerdict.values()));
        for (Object cell : cells) {
            assertThat(CsvRowWriter.plain(cell)).as("%s", cell).isTrue();
            for (boolean first : new boolean[] {true, false}) {
                StringBuilder out = new StringBuilder();
                ResultsCsv.FORMAT.print(cell, out, first);
                assertThat(out.toString()).as("%s", cell).isEqualTo((first ? "" : ",") + cell);
            }
        }
    }

    @Test
    void aGridBeyondTheOneLineSymbolsIsNotPlainAndIsQuoted() throws IOException {
        Grid big = randomGrid(Shape.of(6, 6), new Random(3));
        assertThat(CsvRowWriter.plain(big)).isFalse();
        StringBuilder out = new StringBuilder();
        ResultsCsv.FORMAT.print(big, out, false);
        assertThat(out.toString()).startsWith(",\"").endsWith("\"");
        assertThat(CsvRowWriter.plain("text")).isFalse();
        assertThat(CsvRowWriter.plain(Spelled.COMMA)).as("an enum spelled otherwise than by its name").isFalse();
        assertThat(CsvRowWriter.plain(null)).isFalse();
    }

    @Test
    void rowsAreWhatTheFormatsPrintRecordWritesWithRepeatedAndChangingCells() throws IOException {
        // Text cells that repeat as the same string, change, need quotes, look like formulas or
        // are empty (quoted only first on a line) or are not ASCII, mixed with plain cells of every kind, 27 to a
        // row as in the file.
        Random random = new Random(11);
        String[] texts = {"", "kaggle-10000.txt", "a, b", "say \"hi\"", "'=cmd", "line\nbreak", "#comment", " lead",
            "trail ", "dfs", "r\u00e9sum\u00e9, \u6570\u72ec \ud83d\ude00", "\u00e9"};
        List<Object> others = new ArrayList<>(List.of(Long.MIN_VALUE, Long.MAX_VALUE, Integer.MIN_VALUE, 0, -7, true));
        others.addAll(List.of(Status.values()));
        others.addAll(List.of(AnswerVerdict.values()));
        others.addAll(List.of(RecordVerdict.values()));
        others.add(Accented.CAF\u00c9); // an enum's name is an identifier, not always ASCII
        List<Object[]> rows = new ArrayList<>();
        for (int r = 0; r < 3_000; r++) {
            Object[] row = new Object[ResultsCsv.COLUMNS.size()];
            for (int c = 0; c < row.length; c++) {
                row[c] = switch (random.nextInt(6)) {
                    case 0 -> random.nextLong() >> random.nextInt(64);
                    case 5 -> others.get(random.nextInt(others.size()));
                    case 1 -> random.nextBoolean();
                    case 2 -> randomGrid(Shape.CLASSIC, random);
                    case 3 -> new String(texts[random.nextInt(texts.length)]); // equal text, another string
                    default -> texts[random.nextInt(texts.length)];
                };
            }
            rows.add(row);
        }
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (CsvRowWriter csv = new CsvRowWriter(bytes, ResultsCsv.COLUMNS, true)) {
            for (Object[] row : rows) {
                spell(csv, row);
            }
        }
        StringBuilder expected = new StringBuilder();
        ResultsCsv.FORMAT.printRecord(expected, ResultsCsv.COLUMNS.toArray());
        for (Object[] row : rows) {
            ResultsCsv.FORMAT.printRecord(expected, row);
        }
        assertThat(bytes.toString(java.nio.charset.StandardCharsets.UTF_8)).isEqualTo(expected.toString());
    }

    /** A row through the writer's cell of each value's kind, as the files' writers spell theirs. */
    private static void spell(CsvRowWriter csv, Object[] row) throws IOException {
        for (Object v : row) {
            if (v instanceof Long number) {
                csv.number(number);
            } else if (v instanceof Integer number) {
                csv.number(number);
            } else if (v instanceof Boolean b) {
                csv.flag(b);
            } else if (v instanceof Enum<?> e) {
                csv.name(e);
            } else if (v instanceof Grid grid) {
                csv.grid(grid);
            } else {
                csv.text((String) v);
            }
        }
        csv.endRow();
    }

    private enum Accented {
        CAF\u00c9
    }

    private enum Spelled {
        COMMA;

        @Override
        public String toString() {
            return "a, b";
        }
    }

    /** Values anywhere in 0..N, empty cells included: the symbols are what matters, not validity. */
    private static Grid randomGrid(Shape shape, Random random) {
        int[] values = new int[shape.cellCount()];
        for (int i = 0; i < values.length; i++) {
            values[i] = random.nextInt(shape.size() + 1);
        }
        return Grid.of(shape, values);
    }
}
