package dev.sudokucompare.process;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a command such as {@code python3 "my solver.py" --fast} into words the way a shell
 * would for plain words and quotes, without running a shell: no variables, globs or pipes,
 * so the process started is the program itself and killing it kills the solver.
 */
public final class CommandWords {

    private CommandWords() {
    }

    public static List<String> split(String command) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < command.length(); i++) {
            char c = command.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else if (c == '\\' && quote == '"' && i + 1 < command.length()) {
                    word.append(command.charAt(++i));
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (c == '\\' && i + 1 < command.length()) {
                word.append(command.charAt(++i));
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (quote != 0) {
            throw new IllegalArgumentException("unclosed " + quote + " in command: " + command);
        }
        if (inWord) {
            words.add(word.toString());
        }
        if (words.isEmpty()) {
            throw new IllegalArgumentException("external: needs a command, e.g. external:python3 my2580.py");
        }
        return words;
    }
}
