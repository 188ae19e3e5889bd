package dev.sudokucompare.core.solve;

/** What a solver is asked for. */
public enum Mode {
    /** Any one solution (BOJ 2580). */
    FIRST,
    /** The lexicographically smallest solution, row-major (BOJ 2239). */
    LEXMIN,
    /** Count solutions up to a limit; a limit of 2 proves uniqueness. */
    COUNT
}
