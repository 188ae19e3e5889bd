package dev.sudokucompare.cli;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The suite's corpus: cases built from the datasets, their answers computed by {@code dfs} (never
 * written down by hand), in groups that share a format, a mode and the exit status every door
 * owes them (all correct, all wrong, all errors, all limits, all unverified).
 */
final class DoorCorpus {

    private static final SudokuSolver DFS = DfsSolvers.fromSpec("dfs").orElseThrow();
    private static final String PE = "WRONG (PE)";
    private static final String WA = "WRONG (WA)";
    private static final String AC = "CORRECT (AC)";
    private static final String LAYOUT = "the right grid in a wrong layout";
    private static final String NOT_AN_ANSWER = "output is not an answer";

    /**
     * A group of cases run through every door together. {@code solveExit} and {@code compareExit}:
     * the status each door owes the group ({@code check} owes each case the solve status).
     */
    /** {@code besideDfs}: false where dfs beside the program would need a time limit a busy machine can hit. */
    record Group(String name, PuzzleFormat format, List<String> options, int solveExit, int compareExit,
            List<DoorCase> cases, boolean besideDfs) {

        Group(String name, PuzzleFormat format, List<String> options, int solveExit, int compareExit,
                List<DoorCase> cases) {
            this(name, format, options, solveExit, compareExit, cases, true);
        }
    }

    private DoorCorpus() {
    }

    static List<Group> groups() {
        List<Grid> unique = Datasets.grids("norvig-top95.txt", 40);
        List<Grid> multi = Datasets.grids("multi-solutions.txt");
        List<Grid> unsolvable = Datasets.grids("no-solution.txt", 3);
        List<Grid> clashing = Datasets.grids("conflicting-givens.txt", 1);
        Grid sixteen = Datasets.grids("sudoku16-janko-55.txt", 1).get(0);
        Grid frischHard = Datasets.grids("sudoku25-frisch.txt").get(3);
        Grid frischSolution = Datasets.grids("sudoku25-frisch.solutions.txt").get(3);
        // Wall limits only a hang reaches, wherever an answer is expected and dfs beside the program
        // answers at once: a busy machine's slow start-up of a program is no TLE. The limit groups'
        // programs sleep far past their 2 s.
        List<String> normal = List.of("--timeout", CliRun.HANG_GUARD);
        PuzzleFormat boj = PuzzleFormat.BOJ2580;
        PuzzleFormat line = PuzzleFormat.LINE;
        Grid six = tall();

        List<Group> groups = new ArrayList<>();
        int u = 0;
        groups.add(new Group("boj2580 correct", boj, normal, 0, 0, List.of(
                text("correct", unique.get(u), boj.write(solve(unique.get(u++))), grid(solve(unique.get(u - 1))), AC, ""),
                withStderr("correct, with noise on stderr", unique.get(u), boj.write(solve(unique.get(u++)))))));
        Grid p;
        groups.add(new Group("boj2580 wrong", boj, normal, 1, 1, List.of(
                wrongGrid("a wrong digit", p = unique.get(u++), freeCellDuplicated(p, solve(p)), boj),
                wrongGrid("a given changed", p = unique.get(u++), givenChanged(p, solve(p)), boj),
                wrongGrid("a cell left blank", p = unique.get(u++), solve(p).with(firstFree(p), 0), boj),
                text("a false 'no solution'", p = unique.get(u++), "", "none\t", WA, "says no solution"),
                text("digits run together", p = unique.get(u++), boj.write(solve(p)).replace(" ", ""), null, PE, LAYOUT),
                text("all on one line", p = unique.get(u++), boj.write(solve(p)).replace('\n', ' ').strip() + "\n", null,
                        PE, LAYOUT),
                text("a blank line inside", p = unique.get(u++), boj.write(solve(p)).replaceFirst("\n", "\n\n"), null,
                        PE, LAYOUT),
                text("wrong and run together", p = unique.get(u++), boj.write(freeCellDuplicated(p, solve(p)))
                        .replace(" ", ""), null, WA, NOT_AN_ANSWER),
                text("garbage", p = unique.get(u++), "I think it is\nsolved\n", null, WA, NOT_AN_ANSWER),
                text("binary", p = unique.get(u++), DoorCase.HEX + "7f454c460201010000000000", null, WA, NOT_AN_ANSWER),
                text("extra output after the grid", p = unique.get(u++), boj.write(solve(p)) + "done\n", null, WA,
                        NOT_AN_ANSWER),
                text("the grid cut short", p = unique.get(u++), String.join("\n",
                        boj.write(solve(p)).lines().limit(8).toList()) + "\n", null, WA, NOT_AN_ANSWER))));
        groups.add(new Group("boj2580 errors", boj, normal, 2, 2, List.of(
                behaving("a crash", p = unique.get(u++), "", Map.of("err", "Traceback: IndexError\n", "exit", 1),
                        "error\tIndexError", "ERROR (RE)"),
                behaving("the right grid, then exit 3", p = unique.get(u++), boj.write(solve(p)), Map.of("exit", 3),
                        "error\texited with status 3", "ERROR (RE)"),
                behaving("killed by SIGSEGV", p = unique.get(u++), "", Map.of("signal", 11), "error\tSIGSEGV",
                        "ERROR (RE)"))));
        groups.add(new Group("boj2580 limits", boj, List.of("--timeout", "2s", "--memory-limit", "200M"), 3, 0, List.of(
                behaving("a hang", p = unique.get(u++), boj.write(solve(p)), Map.of("sleep", 30), "limit\ttime limit",
                        "LIMIT (TLE)"))));
        // The memory hog gets a wall limit no loaded machine reaches: touching 200 MB of fresh pages
        // took more than 2 s on a busy CI machine, and the hog was then judged TLE, not MLE.
        groups.add(new Group("boj2580 memory", boj, List.of("--timeout", CliRun.HANG_GUARD,
                "--memory-limit", "200M"), 3, 0,
                List.of(behaving("a memory hog", p = unique.get(u++), boj.write(solve(p)), Map.of("hog", 600), null,
                        "LIMIT (MLE)"))));

        PuzzleFormat boj2239 = PuzzleFormat.BOJ2239;
        List<String> lexmin = List.of("--timeout", CliRun.HANG_GUARD, "--mode", "lexmin");
        groups.add(new Group("boj2239 correct", boj2239, lexmin, 0, 0, List.of(
                text("the smallest", p = multi.get(0), boj2239.write(smallest(p)), grid(smallest(p)), AC,
                        "the smallest completion"),
                text("the smallest of a unique puzzle", p = unique.get(u++), boj2239.write(smallest(p)), grid(smallest(p)),
                        AC, "the smallest completion"))));
        groups.add(new Group("boj2239 wrong", boj2239, lexmin, 1, 1, List.of(
                text("not the smallest", p = multi.get(1), boj2239.write(largest(p)), grid(largest(p)), WA,
                        "not the smallest completion"),
                text("the smallest with spaces", p = multi.get(2), boj.write(smallest(p)), null, PE, LAYOUT),
                text("not the smallest, with spaces", p = multi.get(3), boj.write(largest(p)), null, WA, NOT_AN_ANSWER),
                text("a false 'no solution' in lexmin", p = multi.get(4), "", "none\t", WA, "says no solution"),
                wrongGrid("a wrong digit in lexmin", p = multi.get(5), freeCellDuplicated(p, smallest(p)), boj2239))));

        groups.add(new Group("line correct", line, normal, 0, 0, List.of(
                text("correct in line", p = unique.get(u++), line.write(solve(p)), grid(solve(p)), AC, ""),
                text("no solution, said right", p = unsolvable.get(0), "", "none\t", AC, "no solution"),
                text("conflicting givens, said right", p = clashing.get(0), "", "none\t", AC, "proved"),
                text("a 16x16 answer", sixteen, line.write(solve(sixteen)), grid(solve(sixteen)), AC, ""),
                text("a 6x6 grid with 3x2 boxes", six, line.write(solve(six)), grid(solve(six)), AC, ""))));
        // Not beside dfs, which does not solve this 25x25 puzzle in minutes: its row is not judged,
        // and a limit that stopped it would be one a busy machine's start-up of the program can hit.
        groups.add(new Group("line 25x25", line, normal, 0, 0, List.of(
                text("a 25x25 answer in first mode", frischHard, line.write(frischSolution), grid(frischSolution), AC,
                        "")), false));
        groups.add(new Group("line wrong", line, normal, 1, 1, List.of(
                wrongGrid("a wrong digit in line", p = unique.get(u++), freeCellDuplicated(p, solve(p)), line),
                text("9 rows for a line", p = unique.get(u++), boj2239.write(solve(p)), null, PE, LAYOUT),
                wrongGrid("a grid for an unsolvable puzzle", p = unsolvable.get(1), unsolvable.get(1).with(
                        firstFree(unsolvable.get(1)), 1), line),
                wrongGrid("a given changed on an unsolvable puzzle", p = unsolvable.get(2),
                        givenChanged(unsolvable.get(2), unsolvable.get(2)), line),
                wrongGrid("a wrong 16x16 digit", p = Datasets.grids("sudoku16-janko-55.txt", 2).get(1),
                        freeCellDuplicated(p, solve(p)), line),
                text("a line too short", p = unique.get(u++), line.write(solve(p)).substring(1), null, WA,
                        NOT_AN_ANSWER))));

        groups.add(new Group("line errors", line, normal, 2, 2, List.of(
                behaving("a crash in line", p = unique.get(u++), "", Map.of("err", "Traceback: KeyError\n", "exit", 1),
                        "error\tKeyError", "ERROR (RE)"))));
        groups.add(new Group("line limits", line, List.of("--timeout", "2s"), 3, 0, List.of(
                behaving("a hang in line", p = unique.get(u++), line.write(solve(p)), Map.of("sleep", 30),
                        "limit\ttime limit", "LIMIT (TLE)"))));

        List<String> count = List.of("--timeout", CliRun.HANG_GUARD, "--mode", "count", "--count-limit", "1000");
        List<Grid> two = Datasets.grids("two-solutions.txt", 3);
        groups.add(new Group("count correct", line, count, 0, 0, List.of(
                counted("an exact count", p = multi.get(6), countOf(p), true, AC, ""),
                counted("a count of a unique puzzle", p = unique.get(u++), 1, true, AC, ""),
                counted("a lower bound that holds", p = two.get(0), 1, false, AC, ""))));
        groups.add(new Group("count wrong", line, count, 1, 1, List.of(
                counted("a count too low", p = multi.get(7), countOf(p) - 1, true, WA, "counts exactly"),
                counted("a count too high", p = two.get(1), 3, true, WA, "counts exactly"),
                text("a false 'no solution' in count mode", p = two.get(2), null, "none\t", WA, "counts exactly 0"))));

        // Not beside dfs, whose lexmin search of this 25x25 puzzle runs for minutes; the reference's
        // 200 ms is far below what its proof needs on any machine, so the answer stays unverified.
        groups.add(new Group("unverified", line, List.of("--timeout", CliRun.HANG_GUARD,
                "--mode", "lexmin", "--reference-timeout",
                "200ms"), 3, 3, List.of(
                text("a 25x25 lexmin answer the reference cannot prove in time", frischHard, line.write(frischSolution),
                        grid(frischSolution), "UNVERIFIED", "a valid completion")), false));
        return groups;
    }

    private static DoorCase text(String name, Grid puzzle, String output, String plugin, String shown, String reason) {
        return new DoorCase(name, puzzle, output, "", plugin, shown, reason);
    }

    private static DoorCase withStderr(String name, Grid puzzle, String output) {
        return new DoorCase(name, puzzle, output, DoorCase.behaviour(Map.of("err", "debug: solving\n")), null, AC, "");
    }

    private static DoorCase wrongGrid(String name, Grid puzzle, Grid answer, PuzzleFormat format) {
        return text(name, puzzle, format.write(answer), grid(answer), WA, "invalid solution");
    }

    private static DoorCase behaving(String name, Grid puzzle, String output, Map<String, Object> behaviour,
            String plugin, String shown) {
        return new DoorCase(name, puzzle, output, DoorCase.behaviour(behaviour), plugin, shown, "");
    }

    private static DoorCase counted(String name, Grid puzzle, long count, boolean exact, String shown, String reason) {
        return new DoorCase(name, puzzle, null, "", "count\t" + count + (exact ? " exact " : " atleast ")
                + solve(puzzle), shown, reason);
    }

    private static String grid(Grid answer) {
        return "grid\t" + answer;
    }

    private static Grid solve(Grid puzzle) {
        return DFS.solve(puzzle, SolveRequest.first()).solution();
    }

    private static Grid smallest(Grid puzzle) {
        return DFS.solve(puzzle, SolveRequest.lexmin()).solution();
    }

    /** The largest completion: the smallest of the puzzle with its values relabelled v -> N+1-v, relabelled back. */
    private static Grid largest(Grid puzzle) {
        return flipped(smallest(flipped(puzzle)));
    }

    private static Grid flipped(Grid g) {
        int n = g.size();
        int[] values = new int[g.shape().cellCount()];
        for (int cell = 0; cell < values.length; cell++) {
            values[cell] = g.get(cell) == 0 ? 0 : n + 1 - g.get(cell);
        }
        return Grid.of(g.shape(), values);
    }

    private static long countOf(Grid puzzle) {
        SolveResult r = DFS.solve(puzzle, SolveRequest.count(1000));
        return r.solutionsFound();
    }

    private static int firstFree(Grid puzzle) {
        for (int cell = 0; ; cell++) {
            if (puzzle.get(cell) == 0) {
                return cell;
            }
        }
    }

    /** The solution with its first free cell given the value of another free cell of its row: a repeat. */
    private static Grid freeCellDuplicated(Grid puzzle, Grid solution) {
        int cell = firstFree(puzzle);
        int n = puzzle.size();
        int row = cell / n;
        for (int other = row * n; other < row * n + n; other++) {
            if (other != cell && puzzle.get(other) == 0) {
                return solution.with(cell, solution.get(other));
            }
        }
        throw new IllegalStateException("a row with one free cell: " + puzzle);
    }

    /** The grid with its first given changed to the next value. */
    private static Grid givenChanged(Grid puzzle, Grid grid) {
        for (int cell = 0; ; cell++) {
            if (puzzle.get(cell) != 0) {
                return grid.with(cell, puzzle.get(cell) % puzzle.size() + 1);
            }
        }
    }

    /** A 6x6 puzzle with 3x2 boxes, made from a seeded solution: a shape the input must state. */
    private static Grid tall() {
        Shape shape = Shape.of(3, 2);
        Grid solution = dev.sudokucompare.core.generate.RandomSolutions.of(shape, new java.util.Random(5));
        int[] values = new int[shape.cellCount()];
        for (int cell = 0; cell < values.length; cell++) {
            values[cell] = cell % 3 == 0 ? solution.get(cell) : 0;
        }
        return Grid.of(shape, values);
    }
}
