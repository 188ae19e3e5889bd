package dev.sudokucompare.cli;

import dev.sudokucompare.input.Builtins;
import dev.sudokucompare.stats.GroupSummary;
import dev.sudokucompare.engine.RecordVerdict;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * An input that cannot hold puzzles, said in one line before a run starts (so no empty report is
 * printed): a file that is missing, a directory, empty, or binary. And after a run, an input whose
 * records are mostly not puzzles, said once.
 */
final class InputCheck {

    /** How much of a file is looked at for a NUL byte: text never has one. */
    private static final int SNIFF = 64 * 1024;

    private InputCheck() {
    }

    /** "FILE: no such file", or empty when the input may be read (built-ins and '-' always may). */
    static Optional<String> problem(String name) {
        if (name.equals("-") || name.startsWith(Builtins.PREFIX)) {
            return Optional.empty();
        }
        Path p = Path.of(name);
        if (Files.isDirectory(p)) {
            return Optional.of(name + ": is a directory, not a file of puzzles");
        }
        if (!Files.exists(p)) {
            return Optional.of(name + ": no such file");
        }
        if (!Files.isReadable(p)) {
            return Optional.of(name + ": not readable");
        }
        try {
            if (Files.isRegularFile(p) && Files.size(p) == 0) {
                return Optional.of(name + ": empty file: no puzzles in it");
            }
            if (Files.isRegularFile(p)) {
                try (InputStream in = Files.newInputStream(p)) {
                    byte[] head = in.readNBytes(SNIFF);
                    for (int i = 0; i < head.length; i++) {
                        if (head[i] == 0) {
                            return Optional.of(name + ": a binary file (a NUL byte at offset " + i + "), not puzzles");
                        }
                    }
                }
            }
        } catch (IOException e) {
            return Optional.of(name + ": cannot be read: " + e.getMessage());
        }
        return Optional.empty();
    }

    /** "FILE: 6 of 7 records are not puzzles ...", when more than half of an input's records are MALFORMED. */
    static Optional<String> mostlyNotPuzzles(GroupSummary input) {
        long malformed = input.count(RecordVerdict.MALFORMED);
        if (input.records() == 0 || malformed * 2 <= input.records()) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "%s: %,d of %,d records are not puzzles (MALFORMED; the first "
                + "reasons are in the report): is it the file meant, in the format and shape meant (--format, --shape)?",
                input.name(), malformed, input.records()));
    }
}
