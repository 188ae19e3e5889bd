package dev.sudokucompare.cli;

import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.input.InputFormat;
import dev.sudokucompare.input.Inputs;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * {@code --format} and {@code --shape}: how the puzzles given are written, and the box of grids
 * whose side allows two (a 6x6 grid: 2x3 or 3x2), for every command that reads them.
 */
final class InputFormatOption {

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "auto",
            description = "How the puzzles are written: auto, line, boj2580, boj2239, tokens or kaggle "
                    + "(default: ${DEFAULT-VALUE}: from the file name and first lines); see 'list'.")
    InputFormat format;

    @Option(names = "--shape", paramLabel = "RxC", converter = BoxConverter.class,
            description = "The box of the grids of its side, R rows by C columns (3x2: a 6x6 grid of boxes 3 high): "
                    + "needed where a side allows two box shapes (6x6, 8x8, 10x10, 12x12 ...) and the input has no "
                    + "'# shape RxC' line.")
    Shape shape;

    InputFormat format() {
        return format;
    }

    /** The box stated with {@code --shape}, or null. */
    Shape shape() {
        return shape;
    }

    /** The core format named, with {@code --shape} applied; null for auto and kaggle. */
    PuzzleFormat puzzleFormat() {
        PuzzleFormat named = format.puzzleFormat();
        if (named != null && named.shape() != null && shape != null && !named.shape().equals(shape)) {
            throw new IllegalArgumentException(named + " holds " + named.shape() + " grids only; --shape " + shape.boxSpec()
                    + " does not fit it");
        }
        return Inputs.withShape(named, shape);
    }

    /** A box as {@link Shape#parseBox} takes it, with its message when wrong. */
    static final class BoxConverter implements CommandLine.ITypeConverter<Shape> {
        @Override
        public Shape convert(String value) {
            try {
                return Shape.parseBox(value);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }
}
