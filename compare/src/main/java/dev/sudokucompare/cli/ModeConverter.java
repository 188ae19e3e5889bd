package dev.sudokucompare.cli;

import dev.sudokucompare.core.solve.Mode;
import java.util.Locale;
import picocli.CommandLine;

/** Accepts first / lexmin / count in any case. */
final class ModeConverter implements CommandLine.ITypeConverter<Mode> {
    @Override
    public Mode convert(String value) {
        try {
            return Mode.valueOf(value.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new CommandLine.TypeConversionException("'" + value + "' is not a mode (first, lexmin, count)");
        }
    }
}
