package dev.sudokucompare.core.plugin;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The version of the plug-in API, and the rule by which the tool accepts a plug-in.
 *
 * <p>The API is {@link SolverPlugin}, the solver contract in {@code dev.sudokucompare.core.solve}
 * and the puzzle model in {@code dev.sudokucompare.core} ({@code Grid}, {@code Shape},
 * {@code Conflict}, {@code Checker}). Its version is {@code MAJOR.MINOR}: a minor release only
 * adds (a new default method, a new factory), a major release may change or remove something.
 * A plug-in built for {@code M.n} runs on a tool whose API is {@code M.m} with {@code m >= n};
 * any other plug-in is refused before it is asked for a solver, with a message saying both
 * versions. The rest of {@code sudoku-core} (formats, the DFS and DLX solvers, the generator) may
 * be used by a plug-in but can change in any release.
 *
 * <p>1.1 added {@code SolveResult.error(Throwable, SearchStats)}; 1.2 added {@code Resources.wallNanos};
 * 1.3 added {@code SolverPlugin.tracing()} and {@code SolverPlugin.libraries()} ({@link Library}).
 */
public final class PluginApi {

    /** This API's version, {@code MAJOR.MINOR}; return it from {@link SolverPlugin#apiVersion()}. */
    public static final String VERSION = "1.3";

    private static final Pattern FORM = Pattern.compile("(\\d{1,4})\\.(\\d{1,4})");

    private PluginApi() {
    }

    /**
     * The solver name a spec starts with: its letters, digits, {@code -}, {@code _} and {@code .}
     * up to the first other character ({@code my-solver:depth=3} names {@code my-solver}); empty
     * when it starts with another character. Names are what must be unique among the tool's
     * solvers and every plug-in's.
     */
    public static String solverName(String spec) {
        String s = spec.strip();
        int end = 0;
        while (end < s.length() && (Character.isLetterOrDigit(s.charAt(end)) || "-_.".indexOf(s.charAt(end)) >= 0)) {
            end++;
        }
        return s.substring(0, end);
    }

    /**
     * Why a plug-in built for {@code declared} cannot run on this API, or empty when it can.
     * The reason is a sentence fragment such as "built for plug-in API 2.0; this tool speaks 1.0".
     */
    public static Optional<String> incompatibility(String declared) {
        Matcher ours = FORM.matcher(VERSION);
        if (!ours.matches()) {
            throw new IllegalStateException("plug-in API version " + VERSION + " is not MAJOR.MINOR");
        }
        if (declared == null) {
            return Optional.of("declares no plug-in API version (apiVersion() returned null)");
        }
        Matcher theirs = FORM.matcher(declared.strip());
        if (!theirs.matches()) {
            return Optional.of("declares plug-in API version '" + declared + "', which is not MAJOR.MINOR; "
                    + "return PluginApi.VERSION (this tool speaks " + VERSION + ")");
        }
        int major = Integer.parseInt(theirs.group(1));
        int minor = Integer.parseInt(theirs.group(2));
        int ourMajor = Integer.parseInt(ours.group(1));
        int ourMinor = Integer.parseInt(ours.group(2));
        if (major != ourMajor) {
            return Optional.of("built for plug-in API " + declared.strip() + "; this tool speaks " + VERSION
                    + " (the major versions must match: rebuild the plug-in against sudoku-core of this tool)");
        }
        if (minor > ourMinor) {
            return Optional.of("built for plug-in API " + declared.strip() + "; this tool speaks " + VERSION
                    + " (older than the plug-in needs: use a newer sudoku-compare)");
        }
        return Optional.empty();
    }
}
