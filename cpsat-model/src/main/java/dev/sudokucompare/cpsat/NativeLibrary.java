package dev.sudokucompare.cpsat;

import com.google.ortools.Loader;
import java.util.Locale;
import java.util.Optional;

/**
 * OR-Tools' native library, loaded once per JVM on first use. The holder class makes the load
 * thread-safe and lazy: nothing is unpacked until a CP-SAT solver is actually made or called.
 */
final class NativeLibrary {

    private NativeLibrary() {
    }

    /** Why CP-SAT cannot run here, or empty once the library is loaded. */
    static Optional<String> problem() {
        return Optional.ofNullable(Holder.PROBLEM);
    }

    private static final class Holder {
        static final String PROBLEM = load();
    }

    private static String load() {
        try {
            Loader.loadNativeLibraries();
            return null;
        } catch (RuntimeException | LinkageError e) {
            // Loader throws a bare NullPointerException when the platform's resources are missing.
            String message = e.getMessage() == null ? "" : e.getMessage();
            int noise = message.indexOf(" in ClassLoader");
            String cause = e.getClass().getSimpleName() + (message.isEmpty() ? "" : ": ")
                    + (noise < 0 ? message : message.substring(0, noise));
            return "cpsat cannot run here: OR-Tools' native library for " + platform()
                    + " could not be loaded (" + cause + "); the packaged jar carries it for Linux x86-64 only"
                    + " (elsewhere put com.google.ortools:ortools-<platform> on the class path)";
        }
    }

    private static String platform() {
        return System.getProperty("os.name", "?").toLowerCase(Locale.ROOT) + "/"
                + System.getProperty("os.arch", "?").toLowerCase(Locale.ROOT);
    }
}
