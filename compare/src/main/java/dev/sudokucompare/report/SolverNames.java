package dev.sudokucompare.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * One short name per solver for a whole console report, so a program in a deep directory is the
 * same few characters in every table and line, and every line keeps to {@link ConsoleView#WIDTH}
 * columns. A spec of at most {@link #MAX} characters is its own name. A longer one takes the first of
 * these that fits and no other solver of the run holds (as its spec or its short name): without
 * directories ({@code external:python3 ok.py}), then without the family, then without the
 * interpreter ({@code ok.py data.txt}), then the program alone ({@code ok.py …}), then cut in the
 * middle, then numbered. The names depend only on the run's specs and
 * their order; {@link #legend()} maps each short name back to its spec.
 */
public final class SolverNames {

    /** The longest short name: a finding's answer line (name, verdict, an 81-cell grid) then fits. */
    public static final int MAX = 22;

    /** The directories of a path in a spec: "/usr/bin/" of "cmd=/usr/bin/cadical". */
    private static final Pattern DIRECTORIES = Pattern.compile("(?<=^|[\\s=,:])[^\\s=,:]*/(?=[^\\s/])");

    private final Map<String, String> shortened;

    private SolverNames(Map<String, String> shortened) {
        this.shortened = shortened;
    }

    /** The short names of a run's solvers, in the run's order. */
    public static SolverNames of(List<String> specs) {
        Set<String> taken = new HashSet<>(specs);
        Map<String, String> shortened = new LinkedHashMap<>();
        for (String spec : specs) {
            if (spec.length() <= MAX || shortened.containsKey(spec)) {
                continue;
            }
            String name = candidates(spec).stream().filter(c -> c.length() <= MAX && !taken.contains(c)).findFirst()
                    .orElseGet(() -> numbered(spec, taken));
            taken.add(name);
            shortened.put(spec, name);
        }
        return new SolverNames(shortened);
    }

    private static List<String> candidates(String spec) {
        List<String> out = new ArrayList<>();
        String noDirectories = DIRECTORIES.matcher(spec).replaceAll("");
        out.add(noDirectories);
        int colon = noDirectories.indexOf(':');
        String noFamily = colon > 0 && noDirectories.substring(0, colon).matches("[a-z0-9-]+")
                ? noDirectories.substring(colon + 1).strip() : noDirectories;
        out.add(noFamily);
        String[] words = noFamily.split("\\s+", 2);
        String program = noFamily;
        if (words.length == 2 && !words[0].contains("=")) {
            program = words[1];
            out.add(program);
        }
        String[] programWords = program.split("\\s+", 2);
        if (programWords.length == 2) {
            out.add(programWords[0] + " …");
        }
        out.add(middleCut(program, MAX));
        return out;
    }

    private static String numbered(String spec, Set<String> taken) {
        String base = middleCut(DIRECTORIES.matcher(spec).replaceAll(""), MAX - 3);
        for (int i = 2;; i++) {
            String name = base + " #" + i;
            if (!taken.contains(name)) {
                return name;
            }
        }
    }

    /** "py…ent2580.py": {@code s} cut in the middle to {@code max} characters (names differ at their ends). */
    static String middleCut(String s, int max) {
        if (s.length() <= max) {
            return s;
        }
        int head = (max - 1) / 3;
        return s.substring(0, head) + "…" + s.substring(s.length() - (max - 1 - head));
    }

    /** The short name of {@code spec}: itself when it is short. */
    public String of(String spec) {
        return shortened.getOrDefault(spec, spec);
    }

    /** {@code text} with every shortened spec in it replaced by its short name (longest first). */
    public String apply(String text) {
        String out = text;
        for (String spec : shortened.keySet().stream().sorted(Comparator.comparingInt(String::length).reversed())
                .toList()) {
            out = out.replace(spec, shortened.get(spec));
        }
        return out;
    }

    /**
     * {@code out} with every shortened spec written to it replaced by its short name: for a report
     * that prints names in many places (its tables mapped before they are laid out).
     */
    public java.io.PrintWriter renaming(java.io.PrintWriter out) {
        if (!any()) {
            return out;
        }
        return new java.io.PrintWriter(new java.io.Writer() {
            @Override
            public void write(char[] chars, int off, int len) {
                out.write(apply(new String(chars, off, len)));
            }

            @Override
            public void write(String text, int off, int len) {
                out.write(apply(text.substring(off, off + len)));
            }

            @Override
            public void flush() {
                out.flush();
            }

            @Override
            public void close() {
                out.flush();
            }
        });
    }

    /** True when some name is shorter than its spec. */
    public boolean any() {
        return !shortened.isEmpty();
    }

    /**
     * "  ok.py = external:python3 /home/me/ok.py": one entry per shortened spec, a spec longer than
     * the line going on in indented pieces, so no line is wider than {@link ConsoleView#WIDTH}.
     */
    public List<String> legend() {
        List<String> lines = new ArrayList<>();
        int nameWidth = shortened.values().stream().mapToInt(String::length).max().orElse(0);
        shortened.forEach((spec, name) -> {
            String head = "  " + name + " ".repeat(nameWidth - name.length()) + " = ";
            int room = ConsoleView.WIDTH - head.length();
            String rest = spec;
            String prefix = head;
            while (!rest.isEmpty()) {
                int n = Math.min(room, rest.length());
                int soft = Math.max(rest.lastIndexOf('/', n - 1), rest.lastIndexOf(' ', n - 1)) + 1;
                n = n < rest.length() && soft > room / 2 ? soft : n;
                lines.add(prefix + rest.substring(0, n));
                rest = rest.substring(n);
                prefix = " ".repeat(head.length());
            }
        });
        return lines;
    }
}
