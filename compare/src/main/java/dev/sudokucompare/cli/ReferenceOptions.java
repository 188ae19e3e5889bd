package dev.sudokucompare.cli;

import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.engine.Reference;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.solvers.worker.WorkerSolver;
import java.time.Duration;
import java.util.function.Function;
import picocli.CommandLine.Option;

/**
 * {@code --reference} and {@code --reference-timeout}, for every command that judges answers: the
 * in-process solver that proves what an answer claims (the smallest completion, a count, that no
 * completion exists) whether or not another solver runs, and its own time limit per record.
 */
final class ReferenceOptions {

    @Option(names = "--reference", paramLabel = "SOLVER", defaultValue = Settings.DEFAULT_REFERENCE,
            description = "The in-process solver that proves what answers claim: the smallest completion (lexmin), "
                    + "the count up to --count-limit (count), that there is no completion (a 'no solution' answer). "
                    + "An answer it cannot prove in --reference-timeout is UNVERIFIED, never accepted. "
                    + "'none' turns it off: claims are then checked against the other answers only, and every reason "
                    + "says 'not proved (reference off)' (default: ${DEFAULT-VALUE}).")
    String spec;

    @Option(names = "--reference-timeout", paramLabel = "DUR", defaultValue = SolveRequest.DEFAULT_TIME_LIMIT_SECONDS + "s",
            converter = Durations.class,
            description = "The reference's time limit per record (default: ${DEFAULT-VALUE}).")
    Duration timeout;

    String spec() {
        return spec;
    }

    Duration timeout() {
        return timeout;
    }

    /** The reference these options name, for answers in {@code mode}; solvers come from {@code plugins}. */
    Reference resolve(PluginOption plugins, Mode mode) {
        return resolve(spec, timeout, mode, s -> plugins.referenceSolver(s));
    }

    /**
     * The reference {@code spec} names ({@link Settings#NO_REFERENCE}: none), stopped at {@code limit}.
     *
     * @throws IllegalArgumentException when it is not an in-process solver that answers in {@code mode}
     */
    static Reference resolve(String spec, Duration limit, Mode mode, Function<String, SudokuSolver> solvers) {
        if (Settings.NO_REFERENCE.equalsIgnoreCase(spec.strip())) {
            return Reference.OFF;
        }
        SudokuSolver solver = solvers.apply(spec.strip());
        if (!solver.capabilities().inProcess() && !(solver instanceof WorkerSolver)) {
            throw new IllegalArgumentException("--reference " + spec + ": the reference is a Java solver (dfs, dlx, "
                    + "cdcl, choco, cpsat, sat or a plug-in), not an outside program");
        }
        if (!solver.capabilities().supports(mode)) {
            throw new IllegalArgumentException("--reference " + spec + " does not answer in " + mode.name().toLowerCase()
                    + " mode; give another, or --reference none");
        }
        return Reference.of(solver, limit);
    }
}
