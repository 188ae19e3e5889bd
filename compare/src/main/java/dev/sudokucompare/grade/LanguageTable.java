package dev.sudokucompare.grade;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The languages {@code grade} knows: the built-in table ({@code languages.toml}, shipped with the
 * tool and documented there) and a teacher's own file, whose {@code [language.KEY]} tables add
 * languages or replace the built-in ones of the same key as a whole.
 */
public final class LanguageTable {

    static final String RESOURCE = "languages.toml";
    private static final Set<String> KEYS = Set.of("name", "extensions", "entry-names", "entry-pattern", "compile",
            "run", "time-multiplier", "extra-memory", "compile-cpu", "compile-wall", "compile-memory", "compile-log");

    private final Map<String, Language> languages;

    private LanguageTable(Map<String, Language> languages) {
        this.languages = Map.copyOf(languages);
    }

    /** The built-in table. */
    public static LanguageTable builtIn() {
        try {
            return new LanguageTable(read(TomlFile.resource(RESOURCE), new LinkedHashMap<>()));
        } catch (GradeInputException e) {
            throw new IllegalStateException("the built-in " + RESOURCE + " is broken: " + e.getMessage(), e);
        }
    }

    /** The built-in table with {@code teacherFile}'s languages added or put in place of the built-in ones (null: none). */
    public static LanguageTable load(Path teacherFile) throws GradeInputException {
        LanguageTable base = builtIn();
        if (teacherFile == null) {
            return base;
        }
        Map<String, Language> all = new LinkedHashMap<>(base.languages);
        read(TomlFile.read(teacherFile), all);
        return new LanguageTable(all);
    }

    /** Every language, by key. */
    public List<Language> all() {
        return languages.values().stream().sorted((a, b) -> a.key().compareTo(b.key())).toList();
    }

    /** The language {@code key} names, or null. */
    public Language byKey(String key) {
        return languages.get(key);
    }

    /** The languages whose sources {@code fileName} could be (one, unless two tables claim an ending). */
    List<Language> forFile(String fileName) {
        return all().stream().filter(l -> l.isSource(fileName)).toList();
    }

    private static Map<String, Language> read(TomlFile file, Map<String, Language> into) throws GradeInputException {
        JsonNode table = file.root().get("language");
        if (table == null || !table.isObject()) {
            throw new GradeInputException(file.shown() + ": no [language.KEY] table; see the built-in " + RESOURCE);
        }
        for (Iterator<String> keys = file.root().fieldNames(); keys.hasNext(); ) {
            String top = keys.next();
            if (!top.equals("language")) {
                throw new GradeInputException(file.shown() + ": unknown key '" + top + "' (only [language.KEY] tables)");
            }
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = table.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String at = file.at("language." + e.getKey());
            into.put(e.getKey(), language(e.getKey(), e.getValue(), at));
        }
        return into;
    }

    private static Language language(String key, JsonNode node, String at) throws GradeInputException {
        if (!node.isObject()) {
            throw new GradeInputException(at + "language." + key + " must be a table");
        }
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!KEYS.contains(name)) {
                throw new GradeInputException(at + "language." + key + ": unknown key '" + name + "' (known: "
                        + String.join(", ", KEYS.stream().sorted().toList()) + ")");
            }
        }
        try {
            List<String> extensions = words(node, "extensions", true).stream()
                    .map(x -> x.toLowerCase(Locale.ROOT)).toList();
            if (extensions.isEmpty() || extensions.stream().anyMatch(x -> !x.matches("\\.[a-z0-9+_]+"))) {
                throw new IllegalArgumentException("extensions must be endings such as \".cpp\"");
            }
            String pattern = node.hasNonNull("entry-pattern") ? text(node, "entry-pattern") : null;
            if (pattern != null) {
                Pattern.compile(pattern);
            }
            List<String> run = words(node, "run", true);
            if (run.isEmpty()) {
                throw new IllegalArgumentException("run must name a command");
            }
            double multiplier = node.has("time-multiplier") ? number(node, "time-multiplier") : 1.0;
            if (!(multiplier > 0) || multiplier > 100) {
                throw new IllegalArgumentException("time-multiplier must be above 0 and at most 100, not " + multiplier);
            }
            var limits = new Language.CompileLimits(duration(node, "compile-cpu", "60s"),
                    duration(node, "compile-wall", "180s"), size(node, "compile-memory", "1g"),
                    node.has("compile-log") ? (int) number(node, "compile-log") : 2000);
            if (limits.logChars() < 0) {
                throw new IllegalArgumentException("compile-log must not be negative");
            }
            return new Language(key, node.has("name") ? text(node, "name") : key, extensions,
                    words(node, "entry-names", false), pattern, words(node, "compile", false), run, multiplier,
                    size(node, "extra-memory", "0"), limits);
        } catch (IllegalArgumentException e) {
            throw new GradeInputException(at + "language." + key + ": " + e.getMessage().lines().findFirst().orElse(""));
        }
    }

    private static String text(JsonNode node, String name) {
        JsonNode v = node.get(name);
        if (!v.isTextual()) {
            throw new IllegalArgumentException(name + " must be a string");
        }
        return v.asText();
    }

    private static double number(JsonNode node, String name) {
        JsonNode v = node.get(name);
        if (!v.isNumber()) {
            throw new IllegalArgumentException(name + " must be a number");
        }
        return v.asDouble();
    }

    private static List<String> words(JsonNode node, String name, boolean required) {
        JsonNode v = node.get(name);
        if (v == null) {
            if (required) {
                throw new IllegalArgumentException(name + " is missing");
            }
            return List.of();
        }
        if (!v.isArray()) {
            throw new IllegalArgumentException(name + " must be an array of strings");
        }
        List<String> out = new ArrayList<>();
        for (JsonNode w : v) {
            if (!w.isTextual()) {
                throw new IllegalArgumentException(name + " must be an array of strings");
            }
            out.add(w.asText());
        }
        return out;
    }

    private static Duration duration(JsonNode node, String name, String otherwise) {
        Duration d = Quantities.duration(node.has(name) ? text(node, name) : otherwise);
        if (d.isZero()) {
            throw new IllegalArgumentException(name + " must be above zero");
        }
        return d;
    }

    private static long size(JsonNode node, String name, String otherwise) {
        return Quantities.bytes(node.has(name) ? text(node, name) : otherwise);
    }
}
