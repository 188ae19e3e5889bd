package dev.sudokucompare.input;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The datasets shipped inside the jar, each a slice of one public collection and named after
 * it (provenance in the README; cut by {@code scripts/make-builtins.sh}).
 * {@code builtin:default} is a discriminating mix of them, read as separate inputs so that the
 * report has figures per collection.
 */
public final class Builtins {

    public static final String PREFIX = "builtin:";

    private static final Map<String, String> DESCRIPTIONS = new LinkedHashMap<>();

    static {
        DESCRIPTIONS.put("norvig-top95", "95 hard 9x9 (magictour top95 via Norvig)");
        DESCRIPTIONS.put("norvig-hardest", "11 hard 9x9 (Norvig's hardest; AI Escargot)");
        DESCRIPTIONS.put("sudoku17-first50", "first 50 of the 49,158 17-clue puzzles");
        DESCRIPTIONS.put("top1465-every50th", "every 50th of magictour top1465 (30)");
        DESCRIPTIONS.put("forum-hardest-1106-first30", "first 30 of forum hardest 1106, hard for backtracking");
        DESCRIPTIONS.put("special-unique", "8 named cases: Inkala 2012, anti-brute-force, AI Escargot, Royle #1 ...");
        DESCRIPTIONS.put("multi-solutions", "19 puzzles with 3..847 solutions (counts known)");
        DESCRIPTIONS.put("two-solutions", "9 puzzles with exactly 2 solutions");
        DESCRIPTIONS.put("no-solution", "14 unsolvable puzzles with consistent givens");
        DESCRIPTIONS.put("conflicting-givens", "7 puzzles with two equal givens in a unit");
        DESCRIPTIONS.put("sudoku16-janko-first5", "first 5 of 55 16x16 puzzles (janko.at via Gecode)");
        DESCRIPTIONS.put("norvig-easy50", "50 easy 9x9 (Project Euler 96)");
        DESCRIPTIONS.put("kaggle-first100", "first 100 Kaggle puzzles (very easy), with solutions");
        DESCRIPTIONS.put("teaching", "12 puzzles from a 4x4 to anti-brute-force, ordered by row-major DFS nodes"
                + " (1 to 7e7): run the ladder on it");
        DESCRIPTIONS.put("sudoku25-frisch-easier", "2 25x25 puzzles (Frisch, extra givens); slow for most solvers");
    }

    /** What {@code builtin:default} reads: hard, unique, multi-solution and broken puzzles, some 16x16. */
    public static final List<String> DEFAULT = List.of("norvig-top95", "norvig-hardest", "sudoku17-first50",
            "top1465-every50th", "forum-hardest-1106-first30", "special-unique", "multi-solutions", "two-solutions",
            "no-solution", "conflicting-givens", "sudoku16-janko-first5");

    private Builtins() {
    }

    /** Name to description, in the order {@code list} shows them (default's members first). */
    public static Map<String, String> descriptions() {
        return Collections.unmodifiableMap(DESCRIPTIONS);
    }

    /** The resource path of a built-in's puzzles ({@code suffix} "" ) or solutions (".solutions"). */
    static String resource(String name, String suffix) {
        return "/builtin/" + name + suffix + ".txt";
    }

    static boolean exists(String name) {
        return DESCRIPTIONS.containsKey(name);
    }
}
