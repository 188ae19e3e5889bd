package dev.sudokucompare.doctest;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * One command of a doc's shell block that runs the tool, in the few shapes the docs use:
 * {@code [echo 'X' | | head -N FILE | | cat FILE |] java -jar compare/target/sudoku-compare.jar ARGS
 * [< FILE] [> FILE] [| tail ...]}, or the same with {@code bin/sudoku-compare} for the jar. Anything else that runs the tool is refused, so a doc cannot
 * hold a command no test runs unless it is marked {@code skip} with a reason.
 */
record ShellLine(String text, List<String> args, String stdinFile, String stdinText, int headLines, String stdoutFile) {

    static final String TOOL = "java -jar compare/target/sudoku-compare.jar";
    /** The launcher takes the jar's arguments as they are (LauncherIT: same output, same status). */
    static final String LAUNCHER = "bin/sudoku-compare";
    private static final Pattern RUNS_THE_TOOL = Pattern.compile(
            "java\\s+(-\\S+\\s+)*-jar\\s+\\S*sudoku-compare\\.jar|(^|[\\s|;&])\\S*bin/sudoku-compare\\b");

    static boolean runsTheTool(String line) {
        return RUNS_THE_TOOL.matcher(line).find();
    }

    /** The block's logical lines (continuations joined, comments dropped), split at {@code &&}. */
    static List<String> commands(List<String> lines) {
        List<String> logical = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        for (String l : lines) {
            String s = l.strip();
            if (cur.length() == 0 && (s.startsWith("#") || s.isEmpty())) {
                continue;
            }
            if (s.endsWith("\\")) {
                cur.append(s, 0, s.length() - 1).append(' ');
                continue;
            }
            cur.append(withoutComment(s));
            logical.add(cur.toString());
            cur.setLength(0);
        }
        List<String> commands = new ArrayList<>();
        for (String l : logical) {
            for (String part : l.split("\\s&&\\s")) {
                commands.add(part.strip());
            }
        }
        return commands;
    }

    /** The line without a trailing {@code # comment} (a '#' outside quotes after a blank). */
    static String withoutComment(String s) {
        char quote = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (quote == 0 && c == '#' && i > 0 && Character.isWhitespace(s.charAt(i - 1))) {
                return s.substring(0, i).strip();
            }
            if (quote == 0 && (c == '\'' || c == '"')) {
                quote = c;
            } else if (c == quote) {
                quote = 0;
            }
        }
        return s;
    }

    /** The command parsed, or empty when it is not in a shape this test runs. */
    static Optional<ShellLine> parse(String command) {
        List<String> stages = pipeline(command);
        String stdinFile = null;
        String stdinText = null;
        int head = -1;
        int at = 0;
        if (stages.size() > 1) {
            List<String> first = words(stages.get(0));
            if (first.size() == 2 && first.get(0).equals("echo")) {
                stdinText = first.get(1) + "\n";
                at = 1;
            } else if (first.size() == 3 && first.get(0).equals("head") && first.get(1).matches("-n?\\d+")) {
                head = Integer.parseInt(first.get(1).replaceAll("\\D", ""));
                stdinFile = first.get(2);
                at = 1;
            } else if (first.size() == 2 && first.get(0).equals("cat")) {
                stdinFile = first.get(1);
                at = 1;
            }
        }
        String tool = stages.get(at).strip();
        String spelled = tool.startsWith(TOOL) ? TOOL : tool.startsWith(LAUNCHER + " ") ? LAUNCHER : null;
        if (spelled == null) {
            return Optional.empty();
        }
        for (String rest : stages.subList(at + 1, stages.size())) {
            if (!rest.strip().matches("(tail|head)( -n)? -?\\d+")) {
                return Optional.empty();
            }
        }
        List<String> w = words(tool.substring(spelled.length()));
        List<String> args = new ArrayList<>();
        String stdout = null;
        for (int i = 0; i < w.size(); i++) {
            if (w.get(i).equals("<") && i + 1 < w.size() && stdinFile == null && stdinText == null) {
                stdinFile = w.get(++i);
            } else if (w.get(i).equals(">") && i + 1 < w.size()) {
                stdout = w.get(++i);
            } else if (w.get(i).matches("[<>|;&].*|.*[*?$`].*")) {
                return Optional.empty();
            } else {
                args.add(w.get(i));
            }
        }
        return Optional.of(new ShellLine(command, args, stdinFile, stdinText, head, stdout));
    }

    /** Splits at unquoted '|'. */
    private static List<String> pipeline(String s) {
        List<String> stages = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        char quote = 0;
        for (char c : s.toCharArray()) {
            if (quote == 0 && c == '|') {
                stages.add(cur.toString());
                cur.setLength(0);
                continue;
            }
            if (quote == 0 && (c == '\'' || c == '"')) {
                quote = c;
            } else if (c == quote) {
                quote = 0;
            }
            cur.append(c);
        }
        stages.add(cur.toString());
        return stages;
    }

    /** Words as a shell splits them (single and double quotes; no expansion: '*', '$' are refused above). */
    static List<String> words(String s) {
        List<String> words = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean in = false;
        char quote = 0;
        for (char c : s.toCharArray()) {
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    cur.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                in = true;
            } else if (Character.isWhitespace(c)) {
                if (in) {
                    words.add(cur.toString());
                    cur.setLength(0);
                    in = false;
                }
            } else {
                cur.append(c);
                in = true;
            }
        }
        if (in) {
            words.add(cur.toString());
        }
        return words;
    }
}
