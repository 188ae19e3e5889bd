package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.report.SolverNames;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A student's programs in a deep directory (paths of over 200 characters): every console line of
 * compare, compare --brief, solve, diff and list keeps to 120 columns, each program goes by one short
 * name in every table and line, a legend gives its spec whole, and the reproducer of its failure,
 * run as a real process, fails the same way.
 */
class LongProgramPathsTest {

    @TempDir
    Path tmp;

    private Path deep;
    private String ok;
    private String bug;
    private String empty;

    private static final String SOLVER = """
            import sys
            g = [list(map(int, sys.stdin.readline().split())) for _ in range(9)]
            e = [(r, c) for r in range(9) for c in range(9) if g[r][c] == 0]
            def fits(r, c, v):
                return (v not in g[r] and all(g[i][c] != v for i in range(9))
                        and all(g[i][j] != v for i in range(r // 3 * 3, r // 3 * 3 + 3) for j in range(c // 3 * 3, c // 3 * 3 + 3)))
            def solve(k):
                if k == len(e):
                    return True
                r, c = e[k]
                for v in range(1, 10):
                    if fits(r, c, v):
                        g[r][c] = v
                        if solve(k + 1):
                            return True
                g[r][c] = 0
                return False
            solve(0)
            if len(sys.argv) > 1:
                g[0][0] = g[0][0] % 9 + 1  # the planted bug
            print("\\n".join(" ".join(map(str, row)) for row in g))
            """;

    @BeforeEach
    void programsInADeepDirectory() throws Exception {
        deep = tmp;
        while (deep.toString().length() < 200) {
            deep = deep.resolve("a-directory-of-coursework");
        }
        Files.createDirectories(deep);
        Path solver = Files.writeString(deep.resolve("student2580.py"), SOLVER);
        Files.writeString(deep.resolve("empty.py"), "import sys\nsys.stdin.read()\n");
        ok = "external:python3 " + solver;
        bug = "external:python3 " + solver + " bug";
        empty = "external:python3 " + deep.resolve("empty.py");
        assertThat(bug.length()).isGreaterThan(220);
    }

    /** The specs a legend spells out, each put together again from its pieces. */
    private static List<String> specs(List<String> legend) {
        int at = legend.get(0).indexOf(" = ") + 3;
        List<String> specs = new java.util.ArrayList<>();
        for (String line : legend) {
            if (line.substring(0, at).isBlank()) {
                specs.set(specs.size() - 1, specs.get(specs.size() - 1) + line.substring(at));
            } else {
                specs.add(line.substring(at));
            }
        }
        return specs;
    }

    private static void fits(CliRun run) {
        for (String text : List.of(run.out(), run.err())) {
            assertThat(text.lines()).as(text).allSatisfy(l -> assertThat(l.length()).as(l).isLessThanOrEqualTo(120));
        }
    }

    private CliRun compare(String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("compare", "--solvers", "dfs," + ok + "," + bug + ","
                + empty, "--external-format", "boj2580", "--limit", "3", "--no-progress", "--warmup", "0",
                // A hang guard only: a busy machine's slow Python is no finding.
                "--timeout", CliRun.HANG_GUARD));
        args.addAll(List.of(more));
        args.add("builtin:norvig-easy50");
        return CliRun.of(args.toArray(String[]::new));
    }

    @Test
    void everyLineFitsAndEachProgramHasOneName() throws Exception {
        CliRun run = compare("--out", tmp.resolve("A").toString());
        CliRun brief = compare("--brief");
        assertThat(run.status()).as(run.err()).isEqualTo(1);
        assertThat(brief.status()).as(brief.err()).isEqualTo(1);
        SolverNames names = SolverNames.of(List.of("dfs", ok, bug, empty));
        for (CliRun r : List.of(run, brief)) {
            fits(r);
            String shown = r.out() + r.err();
            // The legend gives each spec back whole; no other line shows a directory of it.
            List<String> lines = shown.lines().toList();
            int start = lines.indexOf("Solvers with long specs go by short names here:");
            assertThat(start).as(shown).isNotNegative();
            List<String> legend = lines.subList(start + 1, lines.size()).stream().takeWhile(l -> l.startsWith("  "))
                    .toList();
            assertThat(specs(legend)).containsExactlyInAnyOrder(ok, bug, empty);
            assertThat(lines.stream().filter(l -> l.contains("a-directory-of-coursework")).count())
                    .as("lines naming the directory: the legend's only").isEqualTo(
                            legend.stream().filter(l -> l.contains("a-directory-of-coursework")).count());
            assertThat(r.err().replace("\n   ", " ")).contains("finding: " + names.of(empty) + ": 3 of 3 answers WRONG; "
                    + "first at builtin:norvig-easy50:1: printed nothing (taken as 'no solution'), but");
            // One name per program, in the scoreboard, the judge's table and the findings alike.
            assertThat(r.out()).containsPattern("\\n  " + java.util.regex.Pattern.quote(names.of(bug))
                    + " +0 +3 +0 +0 +0 +3\\n");
            assertThat(r.out()).containsPattern("\\n  " + java.util.regex.Pattern.quote(names.of(bug))
                    + " +0 +3 +0 +0 +0 +0 +0 +");
            assertThat(r.out()).contains("WRONG builtin:norvig-easy50:1: " + names.of(bug) + " WRONG");
            assertThat(r.out()).containsPattern("wrong \\(" + java.util.regex.Pattern.quote(names.of(bug)) + "\\)");
        }
        assertThat(List.of(names.of(ok), names.of(bug), names.of(empty))).doesNotHaveDuplicates();

        // The input beside the test, not in a checkout's deep directory: it is the program's path that is long here.
        Path sample = Files.copy(Path.of(CliRun.dataset("boj2580-sample.in")), tmp.resolve("sample.in"));
        CliRun solve = CliRun.of("solve", "--solver", bug, "--external-format", "boj2580", "--timeout", CliRun.HANG_GUARD,
                
                sample.toString());
        assertThat(solve.status()).as(solve.err()).isEqualTo(1);
        fits(solve);

        CliRun again = compare("--out", tmp.resolve("B").toString());
        assertThat(again.status()).as(again.err()).isEqualTo(1);
        CliRun diff = CliRun.of("diff", tmp.resolve("A").toString(), tmp.resolve("B").toString());
        assertThat(diff.out()).contains(names.of(bug));
        fits(diff);
        fits(CliRun.of("list"));

        // The first reproducer judges the bug's first puzzle again, as a real process: WA, exit 1.
        Path script = tmp.resolve("A").resolve("reproduce").resolve("1.sh");
        assertThat(run.out()).contains("sh " + script + "   # " + names.of(bug) + ": WRONG at builtin:norvig-easy50:1");
        ProcessBuilder pb = new ProcessBuilder("sh", script.toString()).redirectErrorStream(true)
                .redirectOutput(tmp.resolve("reproduced.txt").toFile());
        pb.environment().put("SUDOKU_COMPARE", Path.of(System.getProperty("java.home"), "bin", "java")
                + " -Ddatasets.dir=" + System.getProperty("datasets.dir") + " -cp "
                + System.getProperty("java.class.path") + " dev.sudokucompare.cli.Main");
        Process p = pb.start();
        assertThat(p.waitFor(10, TimeUnit.MINUTES)).as("hang guard").isTrue();
        String reproduced = Files.readString(tmp.resolve("reproduced.txt"));
        assertThat(p.exitValue()).as(reproduced).isEqualTo(1);
        assertThat(reproduced).contains("1.in:1: WRONG (WA): invalid solution");
        assertThat(Files.readString(script.resolveSibling("1.in")).lines()).hasSize(9);
    }
}
