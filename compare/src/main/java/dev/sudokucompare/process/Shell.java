package dev.sudokucompare.process;

import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** Words for a bash line, quoted only when they need it (job scripts, reproducers, the commands a report prints). */
public final class Shell {

    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_@%+=:,./-]+");

    private Shell() {
    }

    public static String quote(String word) {
        return PLAIN.matcher(word).matches() ? word : "'" + word.replace("'", "'\\''") + "'";
    }

    public static String join(List<String> words) {
        return words.stream().map(Shell::quote).collect(Collectors.joining(" "));
    }
}
