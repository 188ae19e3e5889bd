package dev.sudokucompare.grade;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.solve.Mode;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;

/**
 * What a submission is graded on: groups of tests (subtasks) with points, each visible or hidden,
 * in mode first (any completion, BOJ 2580) or lexmin (the smallest, BOJ 2239), scored all or
 * nothing (IOI style) or per test, with CPU and memory limits per group.
 *
 * @param shown   what messages call the plan (its file, or the built-in's name)
 * @param problem the format programs read and print: boj2580 or boj2239
 * @param groups  the groups, in the plan's order
 */
public record TestPlan(String shown, PuzzleFormat problem, List<Group> groups) {

    /** How a group's points are earned. */
    public enum Scoring {
        /** All or nothing: the points only when every test passes. */
        GROUP,
        /** Each passed test earns its share of the group's points. */
        TEST
    }

    /**
     * One group of tests.
     *
     * @param cpu    the CPU time limit per test (before a language's multiplier)
     * @param memoryBytes the memory limit per test (before a language's extra memory)
     * @param shrinkSteps 0 (the default): a failing hidden test shows nothing of its puzzle; above 0
     *                    ({@code show-shrunk = true}): a WA or RE on a hidden test shows the smallest
     *                    failing puzzle the shrinker finds in at most this many runs, never the test itself
     */
    public record Group(String name, BigDecimal points, boolean visible, Mode mode, Scoring scoring, Duration cpu,
            long memoryBytes, List<PlanTest> tests, int shrinkSteps) {

        public Group {
            tests = List.copyOf(tests);
            if (shrinkSteps < 0) {
                throw new IllegalArgumentException("shrinkSteps < 0");
            }
        }

        /** A group whose failing hidden tests show nothing of their puzzles. */
        public Group(String name, BigDecimal points, boolean visible, Mode mode, Scoring scoring, Duration cpu,
                long memoryBytes, List<PlanTest> tests) {
            this(name, points, visible, mode, scoring, cpu, memoryBytes, tests, 0);
        }

        /** True when a WA or RE on a hidden test of this group is shrunk and the smaller puzzle shown. */
        public boolean showsShrunk() {
            return !visible && shrinkSteps > 0;
        }
    }

    /**
     * One test: a puzzle, where it came from.
     *
     * @param id     "group/k", k from 1, unique in the plan
     * @param origin "builtin:norvig-easy50 line 3", "plan.toml line 12", a file and line
     * @param puzzle the puzzle
     */
    public record PlanTest(String id, String origin, Grid puzzle) {
    }

    public TestPlan {
        groups = List.copyOf(groups);
    }

    /** The points of all the groups. */
    public BigDecimal maxScore() {
        return groups.stream().map(Group::points).reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    /** How many tests in all. */
    public int testCount() {
        return groups.stream().mapToInt(g -> g.tests().size()).sum();
    }

    /**
     * The wall-clock backstop of a run with CPU limit {@code cpu}: far above it, and only for a program
     * that waits (one that runs or waits for a CPU is left to its CPU limit: {@code ProcessRunner}).
     */
    public static Duration wallBackstop(Duration cpu) {
        return cpu.multipliedBy(10).plusSeconds(5);
    }
}
