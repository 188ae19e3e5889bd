package dev.sudokucompare.solvers;

import dev.sudokucompare.core.OneLine;

/**
 * A plug-in that cannot be used: not a jar, a class that will not load, a provider that throws,
 * an incompatible API version, a name already taken. The message is one line naming the jar.
 */
public final class PluginException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    PluginException(String message) {
        super(OneLine.printable(message));
    }

    PluginException(String message, Throwable cause) {
        super(OneLine.printable(message), cause);
    }

    /** What went wrong inside plug-in code, on one line: the root exception's class and message. */
    static String describe(Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String text;
        if (root instanceof NoClassDefFoundError || root instanceof ClassNotFoundException) {
            text = "a class it needs is missing: " + String.valueOf(root.getMessage()).replace('/', '.');
        } else {
            text = root.getClass().getSimpleName() + (root.getMessage() == null ? "" : ": " + root.getMessage());
        }
        return OneLine.printable(text.lines().findFirst().orElse(text).strip());
    }
}
