package dev.sudokucompare.cli;

import dev.sudokucompare.core.cnf.Encoding;
import dev.sudokucompare.core.cnf.Givens;
import dev.sudokucompare.core.solve.frame.Choice;
import dev.sudokucompare.input.InputFormat;
import picocli.CommandLine;

/**
 * An option's value as one of a {@link Choice} enum's names, case-insensitive, with
 * {@link Choice#find}'s message (the valid names) when it is none of them. Picocli makes a
 * converter from its class, so each enum has its own small subclass.
 */
abstract class ChoiceConverter<E extends Enum<E> & Choice> implements CommandLine.ITypeConverter<E> {

    private final Class<E> type;
    private final String what;

    ChoiceConverter(Class<E> type, String what) {
        this.type = type;
        this.what = what;
    }

    @Override
    public E convert(String value) {
        try {
            return Choice.find(type, what, value);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.TypeConversionException(e.getMessage());
        }
    }

    /** {@code --format}. */
    static final class Format extends ChoiceConverter<InputFormat> {
        Format() {
            super(InputFormat.class, "format");
        }
    }

    /** Export's {@code --encoding}. */
    static final class SatEncoding extends ChoiceConverter<Encoding> {
        SatEncoding() {
            super(Encoding.class, "encoding");
        }
    }

    /** Export's {@code --givens}. */
    static final class SatGivens extends ChoiceConverter<Givens> {
        SatGivens() {
            super(Givens.class, "givens");
        }
    }
}
