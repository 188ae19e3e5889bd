package dev.sudokucompare.grade;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.toml.TomlMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A teacher's TOML file (a test plan, a language table), parsed by a real TOML parser, with what a
 * message needs to name a place in it: the line of a table's header ({@code [language.c]}, the
 * k-th {@code [[group]]}), so every mistake is one line with the file and line.
 *
 * @param shown what messages call the file
 * @param text  its text
 * @param root  its tree
 */
record TomlFile(String shown, String text, JsonNode root) {

    /** Larger than any plan or table is: a file past it is not one. */
    static final int MAX_BYTES = 1 << 20;

    private static final TomlMapper MAPPER = new TomlMapper();

    /** Reads and parses {@code file}. */
    static TomlFile read(Path file) throws GradeInputException {
        if (!Files.isRegularFile(file)) {
            throw new GradeInputException(file + ": no such file");
        }
        try {
            if (Files.size(file) > MAX_BYTES) {
                throw new GradeInputException(file + ": larger than " + MAX_BYTES + " bytes; not a plan or table");
            }
            return parse(file.toString(), Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new GradeInputException(file + ": cannot read: " + e.getMessage(), e);
        }
    }

    /** Reads and parses the resource {@code name} beside this class. */
    static TomlFile resource(String name) {
        try (InputStream in = TomlFile.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("resource " + name + " is missing from the build");
            }
            return parse("(built-in) " + name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException | GradeInputException e) {
            throw new IllegalStateException("built-in " + name + " cannot be read: " + e.getMessage(), e);
        }
    }

    static TomlFile parse(String shown, String text) throws GradeInputException {
        try {
            return new TomlFile(shown, text, MAPPER.readTree(text));
        } catch (JacksonException e) {
            int line = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
            String why = e.getOriginalMessage().lines().findFirst().orElse("not TOML");
            throw new GradeInputException(shown + (line > 0 ? ":" + line : "") + ": not valid TOML: " + why, e);
        }
    }

    /** "file:line: " of the header {@code [name]}, or "file: " when it is not found. */
    String at(String tableHeader) {
        Matcher m = Pattern.compile("(?m)^\\s*\\[\\s*" + Pattern.quote(tableHeader) + "\\s*\\]").matcher(text);
        return m.find() ? shown + ":" + lineOf(m.start()) + ": " : shown + ": ";
    }

    /** "file:line: " of the {@code index}-th (0-based) array-of-tables header {@code [[name]]}. */
    String atArray(String name, int index) {
        Matcher m = Pattern.compile("(?m)^\\s*\\[\\[\\s*" + Pattern.quote(name) + "\\s*\\]\\]").matcher(text);
        for (int i = 0; m.find(); i++) {
            if (i == index) {
                return shown + ":" + lineOf(m.start()) + ": ";
            }
        }
        return shown + ": ";
    }

    /** "file:line: " of the {@code k}-th (0-based) {@code [[group.test]]} inside the {@code group}-th {@code [[group]]}. */
    String atNested(String outer, int outerIndex, String inner, int innerIndex) {
        Matcher m = Pattern.compile("(?m)^\\s*\\[\\[\\s*(" + Pattern.quote(outer) + "|" + Pattern.quote(outer + "." + inner)
                + ")\\s*\\]\\]").matcher(text);
        int o = -1;
        int i = -1;
        while (m.find()) {
            if (m.group(1).equals(outer)) {
                o++;
                i = -1;
            } else if (o == outerIndex && ++i == innerIndex) {
                return shown + ":" + lineOf(m.start()) + ": ";
            }
        }
        return atArray(outer, outerIndex);
    }

    private int lineOf(int offset) {
        int line = 1;
        for (int i = 0; i < offset; i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }
}
