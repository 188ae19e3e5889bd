package dev.sudokucompare.doctest;

import dev.sudokucompare.cli.Main;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs a doc's shell block as a reader would, from the repository root, the tool in-process: paths
 * into the repository are read there, and what a command writes ({@code --out DIR}, {@code --dir DIR}, {@code > FILE})
 * goes to a scratch directory. Returns what is wrong, one line each; nothing when the block holds.
 */
final class DocRunner {

    /** Lines of sample output that carry a timing or the machine's state: not compared. */
    private static final Pattern UNSTABLE = Pattern.compile(
            "\\d\\s?(ns|µs|ms|s)\\b|\\d(\\.\\d+)?x\\b|%|MiB|KiB|MHz|load|wall|/s\\b|^(sudoku-compare |Note:|Environment:|"
                    + "warning:|note:|More:|   \\S)|^\\s*\\.\\.\\.|…");
    private static final Pattern REPO_PATH = Pattern.compile("(^|[\\s:=,])((?:datasets|examples|docs|scripts|bench)/)");

    private final Path root;
    private final Path scratch;
    private final Map<String, Path> written = new HashMap<>();

    DocRunner(Path root, Path scratch) {
        this.root = root;
        this.scratch = scratch;
    }

    List<String> problems(DocBlock block) throws IOException {
        List<String> problems = new ArrayList<>();
        StringBuilder shown = new StringBuilder();
        int expected = expectedStatus(block.mark());
        for (String command : ShellLine.commands(block.lines())) {
            if (!ShellLine.runsTheTool(command)) {
                continue;
            }
            Optional<ShellLine> parsed = ShellLine.parse(command);
            if (parsed.isEmpty()) {
                problems.add(block.where() + ": a command this test cannot run (mark the block "
                        + "'<!-- doc-test: skip (why) -->' if it needs what a test does not have): " + command);
                continue;
            }
            Run run = run(parsed.get());
            shown.append(run.out).append(run.err);
            if (run.status != expected) {
                problems.add(block.where() + ": exit status " + run.status + ", not " + expected + ": " + command
                        + "\n" + lastLines(run.err + run.out, 8));
            }
        }
        if (block.output() != null && problems.isEmpty()) {
            // Compared word by word: a table's padding follows the widest cell, which may be a timing.
            List<String> printed = shown.toString().lines().map(DocRunner::words).toList();
            for (String line : block.output().lines()) {
                if (line.isBlank() || UNSTABLE.matcher(line).find()) {
                    continue;
                }
                String want = line.stripTrailing();
                if (!printed.contains(words(line))) {
                    problems.add(block.output().where() + ": the sample output's line is not in what the command "
                            + "printed: '" + want + "'");
                }
            }
        }
        return problems;
    }

    private static String words(String line) {
        return line.strip().replaceAll("\\s+", " ");
    }

    private static int expectedStatus(String mark) {
        Matcher m = Pattern.compile("exit (\\d+)").matcher(mark);
        return m.find() ? Integer.parseInt(m.group(1)) : 0;
    }

    private record Run(int status, String out, String err) {
    }

    /**
     * An outside program's answers are awaited under a 10-minute hang guard, not the default 10 s:
     * a loaded machine's Python start-up and search can pass 10 s, and this test checks what the
     * docs' commands do and print, not the machine's speed. A command that sets --timeout keeps it.
     */
    private static void hangGuard(List<String> args) {
        boolean programs = args.stream().anyMatch(a -> a.contains("external:") || a.contains("stream:"));
        boolean timed = args.stream().anyMatch(a -> a.equals("--timeout") || a.startsWith("--timeout="));
        boolean measures = !args.isEmpty() && (args.get(0).startsWith("-")
                || List.of("compare", "solve", "fuzz").contains(args.get(0)));
        if (programs && !timed && measures) {
            args.addAll(List.of("--timeout", "10m"));
        }
    }

    private Run run(ShellLine line) throws IOException {
        List<String> args = new ArrayList<>();
        for (int i = 0; i < line.args().size(); i++) {
            String a = line.args().get(i);
            if ((a.equals("--out") || a.equals("--answer-out") || a.equals("--dir")) && i + 1 < line.args().size()) {
                args.add(a);
                args.add(scratchFor(line.args().get(++i)).toString());
            } else if (a.startsWith("--out=")) {
                args.add("--out=" + scratchFor(a.substring(6)));
            } else {
                args.add(resolve(a));
            }
        }
        hangGuard(args);
        String stdin = null;
        if (line.stdinText() != null) {
            stdin = line.stdinText();
        } else if (line.stdinFile() != null) {
            List<String> lines = Files.readAllLines(Path.of(resolve(line.stdinFile())));
            stdin = String.join("\n", line.headLines() >= 0 ? lines.subList(0, Math.min(line.headLines(), lines.size()))
                    : lines) + "\n";
        }
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = withStdin(stdin, () -> Main.run(args.toArray(String[]::new), new PrintWriter(out),
                new PrintWriter(err)));
        if (line.stdoutFile() != null) {
            Files.writeString(scratchFor(line.stdoutFile()), out.toString());
        }
        return new Run(status, line.stdoutFile() != null ? "" : out.toString(), err.toString());
    }

    /** A name the docs write to, in the scratch directory; the same name maps to the same place. */
    private Path scratchFor(String name) {
        return written.computeIfAbsent(name, n -> scratch.resolve(n.replace('/', '_')));
    }

    private String resolve(String arg) {
        if (written.containsKey(arg)) {
            return written.get(arg).toString();
        }
        Matcher m = REPO_PATH.matcher(arg);
        return m.replaceAll(r -> Matcher.quoteReplacement(r.group(1) + root.resolve(r.group(2)) + "/"));
    }

    private interface Call {
        int run();
    }

    private static synchronized int withStdin(String stdin, Call call) {
        if (stdin == null) {
            return call.run();
        }
        InputStream saved = System.in;
        System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
        try {
            return call.run();
        } finally {
            System.setIn(saved);
        }
    }

    private static String lastLines(String text, int n) {
        List<String> lines = text.lines().toList();
        return String.join("\n", lines.subList(Math.max(0, lines.size() - n), lines.size()));
    }
}
