package dev.sudokucompare.solvers.worker;

import dev.sudokucompare.core.OneLine;

/** A worker JVM that cannot be used (no hello, refused, another protocol): one printable line saying why. */
public final class WorkerException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    WorkerException(String message) {
        super(OneLine.printable(message));
    }
}
