package dev.sudokucompare.solvers;

import dev.sudokucompare.process.ProgramRuns;
import java.util.List;

/**
 * What a program family's spec runs, as provenance names it: the command as shown and its words,
 * the program first (found on the PATH as a run finds it), then the words that may name files.
 */
public record ProgramCommand(String shown, List<String> words) {

    public ProgramCommand {
        words = List.copyOf(words);
    }

    /**
     * A command line as a shell would split it.
     *
     * @throws IllegalArgumentException when it cannot be split (an unclosed quote)
     */
    public static ProgramCommand of(String command) {
        return new ProgramCommand(command.strip(), ProgramRuns.words(command));
    }

    /** The command after a spec's family prefix ({@code external:python3 x.py}): the default of program families. */
    static ProgramCommand afterPrefix(String spec) {
        return of(spec.substring(spec.indexOf(':') + 1));
    }
}
