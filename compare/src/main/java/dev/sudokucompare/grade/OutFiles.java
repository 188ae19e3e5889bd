package dev.sudokucompare.grade;

import java.io.IOException;

/**
 * Where {@code grade} writes its files: the {@code --out} directory as the command opened it
 * (locked, every file written to a temporary file and renamed, never through a link).
 */
public interface OutFiles {

    /** Writes {@code content} as {@code name}, a file of the directory or of its {@code feedback/} folder. */
    void write(String name, String content) throws IOException;
}
