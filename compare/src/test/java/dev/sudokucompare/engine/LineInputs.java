package dev.sudokucompare.engine;

import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.format.PuzzleReader;
import java.io.StringReader;

/** Inputs of puzzles held in memory, one per line, for the engine's tests. */
final class LineInputs {

    private LineInputs() {
    }

    /** An input named {@code name} holding {@code lines}, read like a pipe (on a thread of its own). */
    static Input of(String name, String lines) {
        return of(name, lines, false);
    }

    /** The same read like a file: on the caller's thread, never waiting. */
    static Input file(String name, String lines) {
        return of(name, lines, true);
    }

    private static Input of(String name, String lines, boolean neverWaits) {
        return new Input() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public PuzzleReader open() {
                return PuzzleFormat.LINE.reader(new StringReader(lines), name);
            }

            @Override
            public boolean neverWaits() {
                return neverWaits;
            }
        };
    }
}
