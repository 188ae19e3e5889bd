package dev.sudokucompare.grade;

import java.io.IOException;
import java.nio.file.Path;

/** File helpers the grade tests share. */
public final class GradeTestFiles {

    private GradeTestFiles() {
    }

    /** Deletes {@code dir} and everything in it, links not followed; nothing when it does not exist. */
    public static void deleteTree(Path dir) throws IOException {
        Build.deleteTree(dir);
    }
}
