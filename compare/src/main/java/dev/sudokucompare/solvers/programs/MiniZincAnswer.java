package dev.sudokucompare.solvers.programs;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@code minizinc} printed for a satisfaction problem: each solution (as {@link MiniZincModel}
 * prints it) ended by {@code ----------}; then {@code ==========} when the search finished, or
 * {@code =====UNSATISFIABLE=====}, {@code =====UNKNOWN=====} or {@code =====ERROR=====}; nothing
 * after the solutions when it stopped early (a solution limit, its time limit). With
 * {@code --statistics}, {@code %%%mzn-stat: key=value} lines, of which the search's nodes and
 * failures and the flattening and solving times are kept.
 */
record MiniZincAnswer(List<Grid> solutions, Ending ending, long nodes, long failures, double flatSeconds,
        double solveSeconds) {

    enum Ending { COMPLETE, UNSATISFIABLE, UNKNOWN, ERROR, STOPPED }

    /** Output that is not what the model prints; the message says what is wrong. */
    static final class Unreadable extends Exception {
        private static final long serialVersionUID = 1L;

        Unreadable(String why) {
            super(why, null, false, false);
        }
    }

    static MiniZincAnswer read(String stdout, Shape shape) throws Unreadable {
        List<Grid> solutions = new ArrayList<>();
        Ending ending = Ending.STOPPED;
        long nodes = 0;
        long failures = 0;
        double flat = 0;
        double solve = 0;
        StringBuilder block = new StringBuilder();
        for (String raw : stdout.split("\r?\n|\r")) {
            String line = raw.strip();
            if (line.startsWith("%%%mzn-stat:")) {
                String stat = line.substring("%%%mzn-stat:".length()).strip();
                nodes += number(stat, "nodes=");
                failures += number(stat, "failures=");
                flat += seconds(stat, "flatTime=");
                solve += seconds(stat, "solveTime=");
            } else if (line.startsWith("%")) {
                continue; // comments
            } else if (line.equals("----------")) {
                solutions.add(grid(block.toString(), shape, solutions.size() + 1));
                block.setLength(0);
            } else if (line.startsWith("=====")) {
                ending = switch (line) {
                    case "==========" -> Ending.COMPLETE;
                    case "=====UNSATISFIABLE=====" -> Ending.UNSATISFIABLE;
                    case "=====UNKNOWN=====" -> Ending.UNKNOWN;
                    default -> Ending.ERROR; // =====ERROR=====, or an answer a satisfaction problem cannot have
                };
            } else {
                block.append(line).append('\n');
            }
        }
        if (ending == Ending.UNSATISFIABLE && !solutions.isEmpty()) {
            throw new Unreadable("solutions, then UNSATISFIABLE");
        }
        return new MiniZincAnswer(List.copyOf(solutions), ending, nodes, failures, flat, solve);
    }

    private static Grid grid(String text, Shape shape, int which) throws Unreadable {
        String[] tokens = text.strip().split("\\s+");
        int cells = shape.cellCount();
        if (tokens.length != cells) {
            throw new Unreadable("solution " + which + " has " + (text.isBlank() ? 0 : tokens.length) + " values, not "
                    + cells);
        }
        int[] values = new int[cells];
        for (int i = 0; i < cells; i++) {
            try {
                values[i] = Integer.parseInt(tokens[i]);
            } catch (NumberFormatException e) {
                throw new Unreadable("solution " + which + ": '" + tokens[i] + "' is not a number");
            }
            if (values[i] < 1 || values[i] > shape.size()) {
                throw new Unreadable("solution " + which + ": " + values[i] + " is not a value of a " + shape + " grid");
            }
        }
        return Grid.of(shape, values);
    }

    private static long number(String stat, String key) {
        if (!stat.startsWith(key)) {
            return 0;
        }
        try {
            return Long.parseLong(stat.substring(key.length()).strip());
        } catch (NumberFormatException e) {
            return 0; // a statistic is a note, never a reason to reject an answer
        }
    }

    private static double seconds(String stat, String key) {
        if (!stat.startsWith(key)) {
            return 0;
        }
        try {
            return Double.parseDouble(stat.substring(key.length()).strip());
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
