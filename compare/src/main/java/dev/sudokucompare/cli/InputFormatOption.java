package dev.sudokucompare.cli;

import dev.sudokucompare.input.InputFormat;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** {@code --format}: how the puzzles given are written, for every command that reads them. */
final class InputFormatOption {

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "auto", converter = Converter.class,
            description = "How the puzzles are written: auto, line, boj2580, boj2239, tokens or kaggle "
                    + "(default: ${DEFAULT-VALUE}: from the file name and first lines); see 'list'.")
    InputFormat format;

    InputFormat format() {
        return format;
    }

    /** Names as {@link InputFormat#byName} takes them, with its message when wrong. */
    static final class Converter implements CommandLine.ITypeConverter<InputFormat> {
        @Override
        public InputFormat convert(String value) {
            try {
                return InputFormat.byName(value.strip());
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }
}
