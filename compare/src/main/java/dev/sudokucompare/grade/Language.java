package dev.sudokucompare.grade;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * One language of the {@link LanguageTable}: how its sources are recognised, compiled and run, and
 * how its limits differ from a test group's (a time multiplier, extra memory for a runtime's
 * start-up). Commands are words with placeholders, never a shell line: {@code {dir}} the build
 * directory, {@code {entry}} the entry file, {@code {class}} its name without the extension, and
 * a word {@code {sources}} alone for every source file.
 *
 * @param key           the table's key ({@code cpp}), what a teacher's file overrides
 * @param name          what the gradebook shows ({@code C++})
 * @param extensions    the source files' endings, lower case, with the dot
 * @param entryNames    a source of one of these names is the entry point when there are several
 * @param entryPattern  the regular expression an entry point's text matches (null: none given)
 * @param compile       the compile command (empty: nothing to compile)
 * @param run           the run command
 * @param timeMultiplier a group's CPU limit times this
 * @param extraMemory   bytes added to a group's memory limit
 * @param compileLimits the compile step's limits
 */
record Language(String key, String name, List<String> extensions, List<String> entryNames, String entryPattern,
        List<String> compile, List<String> run, double timeMultiplier, long extraMemory, CompileLimits compileLimits) {

    /** The compile step's CPU limit, wall-clock backstop, memory limit, and the most of its log kept (characters). */
    public record CompileLimits(Duration cpu, Duration wall, long memoryBytes, int logChars) {
    }

    public Language {
        extensions = List.copyOf(extensions);
        entryNames = List.copyOf(entryNames);
        compile = List.copyOf(compile);
        run = List.copyOf(run);
    }

    /** True when {@code fileName} is one of this language's sources. */
    boolean isSource(String fileName) {
        String lower = fileName.toLowerCase(Locale.ROOT);
        return extensions.stream().anyMatch(lower::endsWith);
    }

    /** True when {@code text} looks like an entry point ({@link #entryPattern}). */
    boolean looksLikeEntry(String text) {
        return entryPattern != null && Pattern.compile(entryPattern).matcher(text).find();
    }

    /** The compile command for a build in {@code dir} with these sources and entry point. */
    List<String> compileCommand(Path dir, List<Path> sources, Path entry) {
        return expand(compile, dir, sources, entry);
    }

    /** The run command for a build in {@code dir}. */
    List<String> runCommand(Path dir, List<Path> sources, Path entry) {
        return expand(run, dir, sources, entry);
    }

    /**
     * The entry's canonical text: every field that changes how a program is built or run. A
     * judgement is reused only under the same digest.
     */
    String canonical() {
        return String.join("\u0000", key, name, String.join(",", extensions), String.join(",", entryNames),
                String.valueOf(entryPattern), String.join("\u0001", compile), String.join("\u0001", run),
                Double.toString(timeMultiplier), Long.toString(extraMemory), compileLimits.toString());
    }

    private static List<String> expand(List<String> words, Path dir, List<Path> sources, Path entry) {
        List<String> out = new ArrayList<>();
        String entryFile = entry.getFileName().toString();
        String entryClass = entryFile.contains(".") ? entryFile.substring(0, entryFile.lastIndexOf('.')) : entryFile;
        for (String w : words) {
            if (w.equals("{sources}")) {
                sources.forEach(s -> out.add(s.toString()));
                continue;
            }
            out.add(w.replace("{dir}", dir.toString()).replace("{entry}", entry.toString())
                    .replace("{class}", entryClass));
        }
        return out;
    }
}
