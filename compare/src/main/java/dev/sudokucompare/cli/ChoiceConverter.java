package dev.sudokucompare.cli;

import dev.sudokucompare.core.cnf.Encoding;
import dev.sudokucompare.core.cnf.Givens;
import dev.sudokucompare.core.solve.frame.Choice;
import dev.sudokucompare.input.InputFormat;
import picocli.CommandLine;

/**
 * An option's value as one of a {@link Choice} enum's names, case-insensitive, with
 * {@link Choice#find}'s message (the valid names) when it is none of them. Registered on the
 * command line for every choice type an option takes, so an option only declares its type.
 */
final class ChoiceConverter<E extends Enum<E> & Choice> implements CommandLine.ITypeConverter<E> {

    private final Class<E> type;
    private final String what;

    private ChoiceConverter(Class<E> type, String what) {
        this.type = type;
        this.what = what;
    }

    /** Registers a converter for each choice type the commands' options take ({@code --format}, export's {@code --encoding}, {@code --givens}). */
    static CommandLine registerAll(CommandLine cli) {
        return cli.registerConverter(InputFormat.class, new ChoiceConverter<>(InputFormat.class, "format"))
                .registerConverter(Encoding.class, new ChoiceConverter<>(Encoding.class, "encoding"))
                .registerConverter(Givens.class, new ChoiceConverter<>(Givens.class, "givens"));
    }

    @Override
    public E convert(String value) {
        try {
            return Choice.find(type, what, value);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.TypeConversionException(e.getMessage());
        }
    }
}
