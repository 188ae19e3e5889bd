package dev.sudokucompare.grade;

/**
 * A teacher's file (a test plan, a language table) or option that cannot be used: one line naming
 * the file and line, and nothing is graded (exit 2).
 */
public final class GradeInputException extends Exception {

    private static final long serialVersionUID = 1L;

    public GradeInputException(String message) {
        super(message);
    }

    GradeInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
