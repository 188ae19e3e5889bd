package dev.sudokucompare.cli;

import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.solvers.SolverOptions;
import dev.sudokucompare.process.ProgramLimits;
import dev.sudokucompare.process.Sandbox;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * What every command that solves asks for: the mode, the count limit, the time limit, and what an
 * outside program speaks. It yields the request and the solver settings; the rule that a format
 * implies a mode (BOJ 2239: the smallest completion) is the format's own.
 */
final class SolveOptions {

    @Option(names = "--mode", paramLabel = "MODE", converter = ModeConverter.class,
            description = "first, lexmin or count (default: what the format asks for: lexmin for boj2239, else first).")
    Mode mode;

    @Option(names = "--count-limit", paramLabel = "K", defaultValue = "" + SolveRequest.DEFAULT_COUNT_LIMIT,
            description = "In count mode, count up to K solutions (default: ${DEFAULT-VALUE}: proves uniqueness).")
    int countLimit;

    @Option(names = "--timeout", paramLabel = "DUR", defaultValue = SolveRequest.DEFAULT_TIME_LIMIT_SECONDS + "s",
            converter = Durations.class,
            description = "Time limit per puzzle and solver, e.g. 500ms, 10s, 2m (default: ${DEFAULT-VALUE}).")
    Duration timeout;

    @Option(names = "--cpu-limit", paramLabel = "DUR", converter = Durations.class,
            description = "CPU time limit (user + system) per puzzle for outside programs, e.g. 2s: killed past it "
                    + "(a judge's TLE). Default: none beyond --timeout.")
    Duration cpuLimit;

    @Option(names = "--memory-limit", paramLabel = "SIZE",
            description = "Memory limit for outside programs and worker JVMs (heap and resident memory), "
                    + "e.g. 256m or 1g: killed past it (a judge's MLE). Default: none.")
    String memoryLimit;

    @Option(names = "--sandbox",
            description = "Run outside programs (external:, stream:) in a bubblewrap sandbox: no network, a "
                    + "read-only system, the current directory read-only, a private /tmp, nothing else; at most "
                    + Sandbox.DEFAULT_PROCESSES + " processes and threads each. Refused where bubblewrap cannot run.")
    boolean sandbox;

    @Option(names = "--external-format", paramLabel = "FORMAT",
            description = "What external:CMD programs read and print: boj2580, boj2239 or line (default: the "
                    + "puzzles' format when it is one of these, else boj2580 for external:, line for stream:).")
    String externalFormat;

    /** The mode asked for, or the one {@code format} implies (null format: nothing known, FIRST). */
    Mode mode(PuzzleFormat format) {
        if (mode != null) {
            return mode;
        }
        return format == null ? Mode.FIRST : format.impliedMode();
    }

    /** True when {@code --mode} was given. */
    boolean modeGiven() {
        return mode != null;
    }

    int countLimit() {
        if (countLimit < 1) {
            throw new IllegalArgumentException("--count-limit must be at least 1");
        }
        return countLimit;
    }

    Duration timeout() {
        return timeout;
    }

    /** A request in {@code mode} with the count and time limits. */
    SolveRequest request(Mode effective) {
        return SolveRequest.of(effective).withCountLimit(countLimit()).withTimeLimit(timeout);
    }

    /**
     * What outside programs speak: {@code --external-format}, else {@code puzzles} when a program can
     * speak it, else BOJ 2580.
     */
    SolverOptions solverOptions(PuzzleFormat puzzles) {
        SolverOptions formats;
        if (externalFormat != null) {
            formats = SolverOptions.forExternalFormat(externalFormat);
        } else if (puzzles != null && SolverOptions.speaks(puzzles)) {
            formats = new SolverOptions(puzzles, puzzles, ProgramLimits.NONE);
        } else {
            formats = new SolverOptions(PuzzleFormat.BOJ2580, PuzzleFormat.LINE, ProgramLimits.NONE);
        }
        return formats.withLimits(new ProgramLimits(cpuLimit == null ? Duration.ZERO : cpuLimit,
                memoryLimit == null ? 0 : Sizes.bytes(memoryLimit), sandbox()));
    }

    /**
     * The sandbox of {@code --sandbox}: the current directory, read-only (where {@code ./a.out} and
     * {@code python3 my.py} find their files); refused in one line where bubblewrap cannot run.
     */
    private Sandbox sandbox() {
        if (!sandbox) {
            return Sandbox.OFF;
        }
        String why = Sandbox.unavailable();
        if (why != null) {
            throw new IllegalArgumentException("--sandbox: " + why);
        }
        return Sandbox.around(Path.of("").toAbsolutePath());
    }

    /** The options that put outside programs under these limits again: --cpu-limit, --memory-limit, --sandbox. */
    List<String> programLimitOptions() {
        List<String> c = new ArrayList<>();
        if (cpuLimit != null) {
            c.addAll(List.of("--cpu-limit", cpuLimit.toMillis() + "ms"));
        }
        if (memoryLimit != null) {
            c.addAll(List.of("--memory-limit", memoryLimit));
        }
        if (sandbox) {
            c.add("--sandbox");
        }
        return c;
    }

    /** The format outside programs speak, when {@code --external-format} names one; else null. */
    PuzzleFormat externalFormatGiven() {
        return externalFormat == null ? null : SolverOptions.forExternalFormat(externalFormat).externalFormat();
    }
}
