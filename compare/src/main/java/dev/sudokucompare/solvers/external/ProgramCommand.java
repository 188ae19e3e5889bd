package dev.sudokucompare.solvers.external;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.process.CommandWords;
import dev.sudokucompare.process.Container;
import dev.sudokucompare.process.ProgramLimits;
import dev.sudokucompare.solvers.SolverOptions;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An outside program as both adapters take it, one run per puzzle or one process for many: its
 * solver name, its command's words, the format it speaks and its limits; and the calls no program
 * can take.
 */
record ProgramCommand(String name, List<String> words, PuzzleFormat format, ProgramLimits limits) {

    /** {@code command} as a shell would split it; the name is {@code prefix} and the command. */
    static ProgramCommand of(String prefix, String command, PuzzleFormat format, ProgramLimits limits) {
        if (!SolverOptions.speaks(Objects.requireNonNull(format))) {
            throw new IllegalArgumentException("a program speaks boj2580, boj2239 or line, not " + format);
        }
        if ((limits.limitsCpu() || limits.limitsMemory()) && !Container.limitsEnforceable()) {
            throw new IllegalArgumentException("--cpu-limit and --memory-limit need control groups or Linux's /proc "
                    + "to be enforced, and this machine offers neither; run without them");
        }
        // The name is shown everywhere (reports, terminal): nothing in it may steer a terminal.
        return new ProgramCommand(OneLine.printable(prefix + command.strip()), CommandWords.split(command), format,
                Objects.requireNonNull(limits));
    }

    /** How its limits were enforced, for the run's notes; empty when it has none. */
    String limitsNote() {
        List<String> set = new java.util.ArrayList<>();
        if (limits.limitsCpu()) {
            set.add("--cpu-limit");
        }
        if (limits.limitsMemory()) {
            set.add("--memory-limit");
        }
        if (limits.sandbox().on()) {
            return (set.isEmpty() ? "measured by " : String.join(" and ", set) + " enforced by ")
                    + Container.accounting(limits);
        }
        return set.isEmpty() ? "" : String.join(" and ", set) + " enforced by " + Container.accounting();
    }

    /** The ERROR for a call this program cannot take (a count, a grid its format cannot hold), if it is one. */
    Optional<SolveResult> refusal(Grid puzzle, SolveRequest request, long start) {
        if (request.mode() == Mode.COUNT) {
            return Optional.of(SolveResult.error("a program gives one answer per puzzle; it cannot count",
                    stats(start)));
        }
        if (format.shape() != null && !format.shape().equals(puzzle.shape())) {
            return Optional.of(SolveResult.notCarried(format.name(), format.shape().size() + "x"
                    + format.shape().size(), stats(start)));
        }
        return Optional.empty();
    }

    /** The ERROR for a program that could not be started. */
    SolveResult notStarted(Exception e, long start) {
        return SolveResult.error("cannot start '" + words.get(0) + "': " + e.getMessage(), stats(start));
    }

    private static SearchStats stats(long start) {
        return new SearchStats(0, 0, 0, 0, System.nanoTime() - start);
    }
}
