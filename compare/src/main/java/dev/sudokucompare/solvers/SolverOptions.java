package dev.sudokucompare.solvers;

import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.process.ProgramLimits;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Settings from the command line that the outside-program families need: the format a program
 * started per puzzle speaks ({@code external:}), the one a long-lived program speaks
 * ({@code stream:}, one puzzle per line unless told), and their CPU and memory limits.
 */
public record SolverOptions(PuzzleFormat externalFormat, PuzzleFormat streamFormat, ProgramLimits limits) {

    public static final SolverOptions DEFAULT = new SolverOptions(PuzzleFormat.BOJ2580);

    public SolverOptions {
        Objects.requireNonNull(externalFormat);
        Objects.requireNonNull(streamFormat);
        Objects.requireNonNull(limits);
    }

    /** Both families speaking {@code format}, no limits. */
    public SolverOptions(PuzzleFormat format) {
        this(format, format.equals(PuzzleFormat.BOJ2580) ? PuzzleFormat.LINE : format, ProgramLimits.NONE);
    }

    /** The formats an outside program can be asked to speak, on its input and its output. */
    public static final List<PuzzleFormat> PROGRAM_FORMATS = List.of(PuzzleFormat.BOJ2580, PuzzleFormat.BOJ2239,
            PuzzleFormat.LINE);

    /** From {@code --external-format}; a usage error names the valid formats. */
    public static SolverOptions forExternalFormat(String name) {
        PuzzleFormat format = PuzzleFormat.byName(name);
        if (!speaks(format)) {
            throw new IllegalArgumentException("--external-format must be boj2580, boj2239 or line, not " + name);
        }
        return new SolverOptions(format, format, ProgramLimits.NONE);
    }

    public SolverOptions withLimits(ProgramLimits newLimits) {
        return new SolverOptions(externalFormat, streamFormat, newLimits);
    }

    /** True when an outside program can be asked to speak {@code format}. */
    public static boolean speaks(PuzzleFormat format) {
        return PROGRAM_FORMATS.contains(format);
    }

    /** BOJ 2239 asks for the smallest completion, so programs speaking it are judged in lexmin mode. */
    public Mode impliedMode() {
        return externalFormat.equals(PuzzleFormat.BOJ2239) ? Mode.LEXMIN : Mode.FIRST;
    }

    /** Every solver must answer the mode (external programs print one answer: they cannot count). */
    public static void checkModeFits(Mode mode, List<SudokuSolver> solvers) {
        for (SudokuSolver s : solvers) {
            if (!s.capabilities().supports(mode)) {
                throw new IllegalArgumentException(s.name() + " cannot answer --mode " + mode.name().toLowerCase(Locale.ROOT)
                        + (mode == Mode.COUNT ? " (it prints one answer and cannot count)" : "")
                        + "; it answers " + s.capabilities().modes().stream().sorted()
                                .map(m -> m.name().toLowerCase(Locale.ROOT)).toList());
            }
        }
    }
}
