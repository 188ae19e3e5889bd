package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every {@code fuzz} command shown in docs/fuzz.md and in the README's "Hunt bugs" runs, with a
 * small budget in place of a long one ({@code --time} becomes a few cases), {@code my.py} a
 * correct BOJ 2239 program, and {@code --out} a scratch directory: correct solvers, so exit 0.
 */
class FuzzDocsTest {

    private static final String TOOL = "java -jar compare/target/sudoku-compare.jar ";

    @TempDir
    Path tmp;

    /** Reads 9 lines of 9 digits, prints the smallest completion in the same layout (nothing when none). */
    private static final String BOJ2239 = """
            import sys
            rows = [l.strip() for l in sys.stdin.read().split() if l.strip()]
            g = [int(ch) for row in rows[:9] for ch in row]
            def ok(i, v):
                r, c = divmod(i, 9)
                for k in range(9):
                    if g[r*9+k] == v or g[k*9+c] == v: return False
                br, bc = r - r % 3, c - c % 3
                return all(g[rr*9+cc] != v for rr in range(br, br+3) for cc in range(bc, bc+3))
            def solve(i):
                while i < 81 and g[i]: i += 1
                if i == 81: return True
                for v in range(1, 10):
                    if ok(i, v):
                        g[i] = v
                        if solve(i+1): return True
                        g[i] = 0
                return False
            consistent = True
            for i in range(81):
                v = g[i]
                if v:
                    g[i] = 0
                    consistent = consistent and ok(i, v)
                    g[i] = v
            if consistent and solve(0):
                print('\\n'.join(''.join(map(str, g[r*9:r*9+9])) for r in range(9)))
            """;

    @Test
    void everyFuzzCommandInTheDocsRuns() throws IOException {
        Path root = CliRun.datasets().getParent();
        List<String> commands = new ArrayList<>(commands(Files.readString(root.resolve("docs/fuzz.md"))));
        String readme = Files.readString(root.resolve("README.md"));
        String hunt = readme.substring(readme.indexOf("## Hunt bugs"));
        commands.addAll(commands(hunt.substring(0, hunt.indexOf("\n## "))));
        assertThat(commands).hasSizeGreaterThanOrEqualTo(5);
        Path program = tmp.resolve("my.py");
        Files.writeString(program, BOJ2239);
        for (String command : commands) {
            List<String> args = new ArrayList<>();
            for (String word : words(command)) {
                args.add(word.replace("my.py", program.toString()));
            }
            int out = args.indexOf("--out");
            if (out >= 0) {
                args.set(out + 1, tmp.resolve("out-" + args.size()).toString());
            }
            int time = args.indexOf("--time");
            if (time >= 0) {
                args.set(time, "--cases");
                args.set(time + 1, "3");
            }
            args.add("--no-progress");
            CliRun run = CliRun.of(args.toArray(String[]::new));
            assertThat(run.status()).as(command + "\n" + run.out() + run.err()).isZero();
            assertThat(run.out()).as(command).contains("nothing found");
        }
    }

    private static List<String> commands(String markdown) {
        List<String> found = new ArrayList<>();
        Matcher m = Pattern.compile("```bash\\n(.*?)```", Pattern.DOTALL).matcher(markdown);
        while (m.find()) {
            for (String line : m.group(1).split("\n")) {
                if (line.startsWith(TOOL + "fuzz ")) {
                    found.add(line.substring(TOOL.length()));
                }
            }
        }
        return found;
    }

    /** Words split at spaces outside double quotes, the quotes dropped. */
    private static List<String> words(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean quoted = false;
        for (char ch : line.toCharArray()) {
            if (ch == '"') {
                quoted = !quoted;
            } else if (ch == ' ' && !quoted) {
                if (word.length() > 0) {
                    words.add(word.toString());
                    word.setLength(0);
                }
            } else {
                word.append(ch);
            }
        }
        if (word.length() > 0) {
            words.add(word.toString());
        }
        return words;
    }
}
