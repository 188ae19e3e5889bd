package dev.sudokucompare.grade;

import java.nio.file.Path;
import java.util.List;

/**
 * One student's submission as found in the submissions folder: a folder {@code <student>/} or a
 * file {@code <student>.<ext>}. Either it can be graded (a language, an entry point, its files) or
 * it is rejected with the reason, and still gets its gradebook row.
 *
 * @param student  the student's id: the folder's name or the file's stem, as it is (any characters)
 * @param fileName the student's id as a file name ({@link SafeNames})
 * @param source   where it is, in the teacher's folder (never written)
 * @param files    its files, paths relative to {@code source} with '/' (for a single file: its name), in order
 * @param language its language, null when rejected before one was found
 * @param entry    the entry point's relative path, null when rejected
 * @param sha256   SHA-256 over every file's relative path and bytes, in path order ("" when unreadable)
 * @param rejected why it cannot be graded, null when it can
 */
record Submission(String student, String fileName, Path source, List<String> files, Language language,
        String entry, String sha256, String rejected) {

    public Submission {
        files = List.copyOf(files);
    }

    public boolean isRejected() {
        return rejected != null;
    }

    /** True when it is a single file rather than a folder. */
    public boolean single() {
        return files.size() == 1 && !source.toFile().isDirectory();
    }

    /** The same submission, rejected for {@code why}. */
    Submission rejectedFor(String why) {
        return new Submission(student, fileName, source, files, language, entry, sha256, why);
    }
}
