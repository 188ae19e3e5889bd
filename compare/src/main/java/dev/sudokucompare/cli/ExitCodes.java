package dev.sudokucompare.cli;

/** Exit statuses, like diff's: 0 fine, 1 a finding, 2 trouble; 3 for solve's unanswered puzzles. */
final class ExitCodes {

    /** Everything agreed / every puzzle solved. */
    static final int OK = 0;
    /** compare: a disagreement or a wrong answer; solve: a puzzle has no solution. */
    static final int FOUND = 1;
    /** Bad usage, an unreadable input, a malformed record, a solver error. */
    static final int TROUBLE = 2;
    /** solve: a time or node limit stopped a puzzle before it was answered. */
    static final int LIMIT = 3;

    private ExitCodes() {
    }
}
