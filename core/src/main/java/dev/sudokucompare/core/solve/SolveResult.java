package dev.sudokucompare.core.solve;

import dev.sudokucompare.core.Conflict;
import dev.sudokucompare.core.Grid;
import java.util.List;
import java.util.Objects;

/**
 * The outcome of one solve call. {@code solution} is set when at least one was found (the
 * smallest for LEXMIN; the first found for FIRST and COUNT). {@code solutionsFound} with
 * {@code countExact} says whether the count is the true number of solutions or only a lower
 * bound (capped by the count limit, or cut short by a limit). {@code resources} is what the call
 * used when the solver measured it itself (an outside program's process tree), else unmeasured.
 */
public record SolveResult(Status status, Grid solution, long solutionsFound, boolean countExact,
        SearchStats stats, String message, Resources resources) {

    public SolveResult {
        Objects.requireNonNull(status);
        Objects.requireNonNull(stats);
        message = message == null ? "" : message;
        resources = resources == null ? Resources.UNMEASURED : resources;
    }

    /** A result whose resources were not measured by the solver (every in-process solver's). */
    public SolveResult(Status status, Grid solution, long solutionsFound, boolean countExact, SearchStats stats,
            String message) {
        this(status, solution, solutionsFound, countExact, stats, message, Resources.UNMEASURED);
    }

    /**
     * Solved: {@code solution} (the smallest for LEXMIN, the first found otherwise) and the
     * {@code found} solutions counted, {@code countExact} when that is all there are.
     */
    public static SolveResult solved(Grid solution, long found, boolean countExact, SearchStats stats, String message) {
        return new SolveResult(Status.SOLVED, Objects.requireNonNull(solution), found, countExact, stats, message);
    }

    /** Solved, one solution, nothing claimed about others: FIRST and LEXMIN answers. */
    public static SolveResult solved(Grid solution, SearchStats stats, String message) {
        return solved(solution, 1, false, stats, message);
    }

    /** A limit or a cancellation stopped the search before any solution; {@code why} names it. */
    public static SolveResult limit(String why, SearchStats stats) {
        return new SolveResult(Status.LIMIT, null, 0, false, stats, why);
    }

    /** A limit stopped the search after {@code found} solutions, the first of them {@code first}: a lower bound. */
    public static SolveResult limit(Grid first, long found, String why, SearchStats stats) {
        return new SolveResult(Status.LIMIT, first, found, false, stats, why);
    }

    /**
     * How every search ends, written once for all families: stopped early by a limit or a
     * cancellation ({@code stopped} says why) is LIMIT, with the first solution if there is one;
     * otherwise nothing found is NO_SOLUTION ({@code whyNone}) and a find is SOLVED.
     *
     * @param first the solution to report (the first found, the smallest for LEXMIN), null when none
     * @param found how many solutions the search found
     * @param countExact whether {@code found} is all there are (the search ran to its end)
     * @param stopped why the search stopped early, null when it ran to its end or found what it was asked for
     * @param whyNone the reason of a search that ran to its end and found nothing
     * @param note the message of a solved result
     */
    public static SolveResult afterSearch(Grid first, long found, boolean countExact, String stopped, String whyNone,
            SearchStats stats, String note) {
        if (stopped != null) {
            return limit(first, found, stopped, stats);
        }
        return found == 0 ? noSolution(whyNone, stats) : solved(first, found, countExact, stats, note);
    }

    /** The same result with other statistics (a solver adding the time it spent after the search). */
    public SolveResult withStats(SearchStats newStats) {
        return new SolveResult(status, solution, solutionsFound, countExact, newStats, message, resources);
    }

    /** The same result with what the call used, as the solver measured it. */
    public SolveResult withResources(Resources used) {
        return new SolveResult(status, solution, solutionsFound, countExact, stats, message, used);
    }

    public static SolveResult noSolution(String why, SearchStats stats) {
        return new SolveResult(Status.NO_SOLUTION, null, 0, true, stats, why);
    }

    /**
     * NO_SOLUTION for givens that already break a rule ({@link Grid#conflicts()}, not empty), in
     * the words every solver uses, so that answers compare alike: "conflicting givens: " and the first.
     */
    public static SolveResult conflictingGivens(List<Conflict> conflicts, SearchStats stats) {
        return noSolution("conflicting givens: " + conflicts.get(0).describe(), stats);
    }

    public static SolveResult error(String why, SearchStats stats) {
        return new SolveResult(Status.ERROR, null, 0, false, stats, why);
    }

    /**
     * ERROR for a failure inside the solver, named by its type and message
     * ("IllegalStateException: ..."), in the words every solver uses.
     */
    public static SolveResult error(Throwable failure, SearchStats stats) {
        return error(failure.getClass().getSimpleName() + ": " + failure.getMessage(), stats);
    }

    /**
     * A puzzle a solver's format cannot carry (a 4x4 to a program speaking BOJ 2580): it was never
     * given to the program, so it is no error of the program's; the judge counts it apart, as not run.
     */
    public static SolveResult notCarried(String format, String shapeSpoken, SearchStats stats) {
        return error(NOT_CARRIED_PREFIX + format + " speaks " + shapeSpoken + " only", stats);
    }

    /** True for a result of {@link #notCarried}. */
    public boolean notCarried() {
        return status == Status.ERROR && message.startsWith(NOT_CARRIED_PREFIX) && message.endsWith(" only")
                && message.contains(" speaks ");
    }

    private static final String NOT_CARRIED_PREFIX = "not run: ";

    /**
     * The reason of a LIMIT stopped by a memory limit starts so, to tell it from a time limit (a
     * judge's MLE): the kind travels in the reason, as results cross a worker's pipe and a run's
     * files as text. Made by {@link #memoryLimit}, read by {@link #memoryLimited}.
     */
    public static final String MEMORY_LIMIT = "memory limit";
    /** The reason of an unreadable answer cut for its size starts so (a judge's OLE): {@link #outputLimit}, {@link #outputLimited}. */
    public static final String OUTPUT_LIMIT = "output limit";

    /** LIMIT: the call passed its memory limit; {@code how} follows "memory limit exceeded" (": killed"). */
    public static SolveResult memoryLimit(String how, SearchStats stats) {
        return limit(MEMORY_LIMIT + " exceeded" + how, stats);
    }

    /** BAD_OUTPUT: the answer was cut at the output limit; {@code how} follows "output limit exceeded". */
    public static SolveResult outputLimit(String how, SearchStats stats) {
        return badOutput(OUTPUT_LIMIT + " exceeded" + how, stats);
    }

    /** True for a LIMIT that a memory limit stopped ({@link #memoryLimit}), not the clock or a node limit. */
    public boolean memoryLimited() {
        return status == Status.LIMIT && message.startsWith(MEMORY_LIMIT);
    }

    /** True for an answer cut at the output limit ({@link #outputLimit}). */
    public boolean outputLimited() {
        return status == Status.BAD_OUTPUT && message.startsWith(OUTPUT_LIMIT);
    }

    /**
     * An answer whose layout is wrong but whose values could still be read as a grid, {@code asRead}:
     * still unreadable, but a judge can tell a presentation error from a wrong answer.
     */
    public static SolveResult badOutput(String why, Grid asRead, SearchStats stats) {
        return new SolveResult(Status.BAD_OUTPUT, asRead, 0, false, stats, why);
    }

    /** An answer that could not be read as a grid; {@code why} says what was wrong with it. */
    public static SolveResult badOutput(String why, SearchStats stats) {
        return new SolveResult(Status.BAD_OUTPUT, null, 0, false, stats, why);
    }

    /** A clear one-line account, e.g. for the command line. */
    public String describe() {
        return switch (status) {
            case SOLVED -> "solved" + (solutionsFound > 1 || !countExact
                    ? ", " + solutionsFound + (countExact ? "" : "+") + " solutions" : "");
            case NO_SOLUTION -> "no solution" + (message.isEmpty() ? "" : ": " + message);
            case LIMIT -> "stopped by a limit" + (message.isEmpty() ? "" : ": " + message);
            case ERROR -> "solver error" + (message.isEmpty() ? "" : ": " + message);
            case BAD_OUTPUT -> "unreadable answer" + (message.isEmpty() ? "" : ": " + message);
        };
    }
}
