package dev.sudokucompare.solvers;

import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.external.ExternalSolver;
import java.util.List;

/** Settings from the command line that some solver families need, e.g. what external programs speak. */
public record SolverOptions(PuzzleFormat externalFormat) {

    public static final SolverOptions DEFAULT = new SolverOptions(PuzzleFormat.BOJ2580);

    /** From {@code --external-format}; a usage error names the valid formats. */
    public static SolverOptions forExternalFormat(String name) {
        PuzzleFormat format = PuzzleFormat.byName(name);
        if (!ExternalSolver.FORMATS.contains(format)) {
            throw new IllegalArgumentException("--external-format must be boj2580, boj2239 or line, not " + name);
        }
        return new SolverOptions(format);
    }

    /** BOJ 2239 asks for the smallest completion, so programs speaking it are judged in lexmin mode. */
    public Mode impliedMode() {
        return externalFormat.equals(PuzzleFormat.BOJ2239) ? Mode.LEXMIN : Mode.FIRST;
    }

    /** External programs print one answer: they cannot take part in count mode. */
    public static void checkModeFits(Mode mode, List<SudokuSolver> solvers) {
        if (mode == Mode.COUNT && solvers.stream().anyMatch(s -> s instanceof ExternalSolver)) {
            throw new IllegalArgumentException("external programs print one answer and cannot count; "
                    + "use --mode first or lexmin");
        }
    }
}
