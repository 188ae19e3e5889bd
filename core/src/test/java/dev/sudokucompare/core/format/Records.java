package dev.sudokucompare.core.format;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/** Reads every record of a text with a format, as a list (test inputs are small). */
final class Records {

    private Records() {
    }

    static List<PuzzleRecord> read(PuzzleFormat format, String text, String source) {
        List<PuzzleRecord> records = new ArrayList<>();
        try (PuzzleReader reader = format.reader(new StringReader(text), source)) {
            for (PuzzleRecord r = reader.next(); r != null; r = reader.next()) {
                records.add(r);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return records;
    }
}
