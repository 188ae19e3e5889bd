package dev.sudokucompare.recheck;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.core.solve.Resources;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.Attempt;
import dev.sudokucompare.engine.Comparison;
import dev.sudokucompare.engine.Outcome;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.report.CsvText;
import java.util.Arrays;
import org.apache.commons.csv.CSVRecord;

/**
 * One results.csv row read back as the answer it records, every cell checked: a status and a
 * verdict the tool knows, grids it can read, and numbers in their range. Times can be no longer
 * than the run lets a call run before it abandons it (with room for a loaded machine), never
 * negative; effort is never negative (the solver contract). The solution goes through the checker
 * again; the recorded verdict comes along for the judge, as a floor.
 */
final class RecordedRows {

    /** 4 PiB in KiB: no process has had more. */
    private static final long MAX_RSS_KIB = 1L << 42;
    /** Room beyond the watchdog's limit for a machine so loaded that the watchdog itself ran late. */
    private static final double SLACK_NANOS = 600e9;

    private final long maxCallNanos;
    private final long maxCpuNanos;

    /** Bounds for a run with {@code settings} and {@code solvers} on {@code cores} cores. */
    RecordedRows(Settings settings, int solvers, int cores) {
        double call = 2 * Comparison.longestCallNanos(settings, solvers) + SLACK_NANOS;
        this.maxCallNanos = saturated(call);
        this.maxCpuNanos = saturated(call * Math.max(1, Math.min(cores, 1 << 16)));
    }

    private static long saturated(double nanos) {
        return nanos >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) nanos;
    }

    /** The answer a row records, for {@code puzzle}. @throws IllegalArgumentException naming the cell */
    Outcome outcome(CSVRecord r, Grid puzzle) {
        Status status = known(Status.class, r, "status");
        AnswerVerdict verdict = known(AnswerVerdict.class, r, "answer_verdict");
        long time = number(r, "time_ns", 0, maxCallNanos);
        long cpu = number(r, "cpu_ns", -1, maxCpuNanos);
        long rss = number(r, "peak_rss_kib", -1, MAX_RSS_KIB);
        SearchStats stats = new SearchStats(number(r, "nodes", 0, Long.MAX_VALUE),
                number(r, "backtracks", 0, Long.MAX_VALUE), number(r, "fails", 0, Long.MAX_VALUE),
                number(r, "build_ns", 0, maxCallNanos), number(r, "search_ns", 0, maxCallNanos));
        String solution = r.get("solution");
        Grid grid = solution.isEmpty() ? null : grid(solution, "solution", puzzle.shape());
        SolveResult result = new SolveResult(status, grid, number(r, "solutions_found", 0, Long.MAX_VALUE),
                flag(r, "count_exact"), stats, text(r, "message"), new Resources(rss >= 0 ? cpu : -1, rss));
        String problem = grid == null ? null : Checker.check(puzzle, grid).map(Checker.Problem::message).orElse(null);
        long cpuWall = number(r, "cpu_wall_ns", -1, maxCallNanos);
        return new Outcome(text(r, "solver"), java.util.List.of(new Attempt(result, time, cpu, problem, cpuWall)), 0, verdict,
                text(r, "answer_reason"));
    }

    /** A text cell as written: the spreadsheet guard undone, and made printable again (the file may be forged). */
    static String text(CSVRecord r, String column) {
        return OneLine.printable(CsvText.original(r.get(column)));
    }

    /** A whole number within [min, max]. */
    static long number(CSVRecord r, String column, long min, long max) {
        String cell = r.get(column);
        try {
            long n = Long.parseLong(cell);
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException(column + " " + OneLine.of(cell, 30) + " is not a whole number from " + min
                + " to " + max);
    }

    static boolean flag(CSVRecord r, String column) {
        String cell = r.get(column);
        if (cell.equals("true") || cell.equals("false")) {
            return cell.equals("true");
        }
        throw new IllegalArgumentException(column + " " + OneLine.of(cell, 30) + " is not true or false");
    }

    static <E extends Enum<E>> E known(Class<E> type, CSVRecord r, String column) {
        String cell = r.get(column);
        try {
            return Enum.valueOf(type, cell);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(column + " " + OneLine.of(cell, 30) + " is not one of "
                    + Arrays.toString(type.getEnumConstants()));
        }
    }

    /**
     * A grid of the puzzle's {@code shape} as {@code Grid.toString()} wrote it: symbols, or
     * comma-separated numbers past 35x35. The shape is the puzzle's, never guessed from the length
     * (a 6x6 grid may have 2x3 or 3x2 boxes).
     */
    static Grid grid(String text, String column, Shape shape) {
        try {
            if (!text.contains(",")) {
                return Grid.parse(text, shape);
            }
            int[] values = Arrays.stream(text.split(",")).mapToInt(Integer::parseInt).toArray();
            return Grid.of(shape, values);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException(column + " is not a grid: " + OneLine.of(String.valueOf(e.getMessage()), 80));
        }
    }

}
