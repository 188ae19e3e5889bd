package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code fuzz} end to end, seeded, with fixed case budgets: planted bugs in a real plug-in jar and
 * in real python3 programs are found and shrunk, the reproducer's command fails while the bug is
 * there, a flaky program is called flaky, and correct solvers report nothing.
 */
class FuzzCommandTest {

    /**
     * The time limit where every call is expected to answer: only a hang reaches it. At load 35 a
     * dfs call on one case outlasted the default 10 s and its grace and was abandoned (an ERROR,
     * "found" as a failure of the planted solver instead of its planted bug).
     */

    @TempDir
    Path tmp;

    /** Correct (dfs) except with givens at r1c1 and r9c9 both present, where one cell of the answer is changed. */
    private static final String PLANTED = """
            package p;

            import dev.sudokucompare.core.Grid;
            import dev.sudokucompare.core.dfs.DfsSolvers;
            import dev.sudokucompare.core.plugin.PluginApi;
            import dev.sudokucompare.core.plugin.SolverPlugin;
            import dev.sudokucompare.core.solve.SolveRequest;
            import dev.sudokucompare.core.solve.SolveResult;
            import dev.sudokucompare.core.solve.Status;
            import dev.sudokucompare.core.solve.SudokuSolver;
            import java.util.Map;
            import java.util.Optional;

            public final class Planted implements SolverPlugin {
                public String apiVersion() {
                    return PluginApi.VERSION;
                }

                public Map<String, String> describe() {
                    return Map.of("planted", "dfs, wrong when r1c1 and r9c9 are both given");
                }

                public Optional<SudokuSolver> create(String spec) {
                    if (!spec.equals("planted")) {
                        return Optional.empty();
                    }
                    SudokuSolver dfs = DfsSolvers.fromSpec("dfs").orElseThrow();
                    return Optional.of(new SudokuSolver() {
                        public String name() {
                            return "planted";
                        }

                        public SolveResult solve(Grid puzzle, SolveRequest request) {
                            SolveResult r = dfs.solve(puzzle, request);
                            boolean bug = puzzle.shape().size() == 9 && puzzle.get(0) != 0 && puzzle.get(80) != 0;
                            if (!bug || r.status() != Status.SOLVED) {
                                return r;
                            }
                            int cell = puzzle.get(40) == 0 ? 40 : 41;
                            Grid wrong = r.solution().with(cell, r.solution().get(cell) % 9 + 1);
                            return SolveResult.solved(wrong, r.stats(), "planted");
                        }
                    });
                }
            }
            """;

    /** A backtracker over the line format (4x4 or 9x9) that tries values in the order given; prints nothing when none. */
    private static String python(String order, String flaw) {
        return """
                import sys, math
                line = sys.stdin.readline().strip()
                n = int(math.isqrt(len(line))); b = int(math.isqrt(n))
                g = [0 if ch in '.0' else int(ch, 36) for ch in line]
                def ok(i, v):
                    r, c = divmod(i, n)
                    for k in range(n):
                        if g[r*n+k] == v or g[k*n+c] == v: return False
                    br, bc = r - r % b, c - c % b
                    for rr in range(br, br+b):
                        for cc in range(bc, bc+b):
                            if g[rr*n+cc] == v: return False
                    return True
                def solve(i):
                    while i < n*n and g[i]: i += 1
                    if i == n*n: return True
                    for v in ORDER:
                        if ok(i, v):
                            g[i] = v
                            if solve(i+1): return True
                            g[i] = 0
                    return False
                givens = [(i, v) for i, v in enumerate(g) if v]
                consistent = True
                for i, v in givens:
                    g[i] = 0
                    if not ok(i, v): consistent = False
                    g[i] = v
                if consistent and solve(0):
                    out = ''.join('123456789ABCDEFG'[v-1] for v in g)
                    FLAW
                    print(out)
                """.replace("ORDER", order).replace("FLAW", flaw);
    }

    private Path program(String name, String text) throws IOException {
        Path file = tmp.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    private static Path onlyDirectory(Path out) throws IOException {
        try (Stream<Path> dirs = Files.list(out)) {
            List<Path> all = dirs.filter(Files::isDirectory).toList();
            assertThat(all).hasSize(1);
            return all.get(0);
        }
    }

    @Test
    void aPlantedBugInAPluginIsFoundAndShrunkToExactlyItsTwoGivensAndTheReproducerFailsWhileItIsThere()
            throws Exception {
        Path jar = PluginJar.of().source("p.Planted", PLANTED).service("p.Planted").build(tmp.resolve("planted.jar"));
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of("fuzz", "--plugin", jar.toString(), "--solvers", "dfs,planted", "--seed", "3",
                "--cases", "60", "--timeout", CliRun.HANG_GUARD, "--out", out.toString(), "--no-progress");
        assertThat(run.status()).as(run.out() + run.err()).isEqualTo(1);
        assertThat(run.out()).contains("FOUND planted: invalid-grid");
        Path dir = onlyDirectory(out);
        List<String> shrunk = Files.readAllLines(dir.resolve("shrunk.txt"));
        assertThat(shrunk).hasSize(1);
        String line = shrunk.get(0);
        assertThat(line).hasSize(81);
        for (int cell = 0; cell < 81; cell++) {
            assertThat(line.charAt(cell) != '.').as("cell %d of %s", cell, line).isEqualTo(cell == 0 || cell == 80);
        }
        assertThat(Files.readString(dir.resolve("original.txt")).lines().findFirst().orElseThrow())
                .isNotEqualTo(line);
        assertThat(Files.readString(dir.resolve("answers.txt"))).contains("planted: SOLVED").contains("WRONG (WA)");
        assertThat(Files.readString(dir.resolve("README.md"))).contains("seed 3").contains("invalid solution")
                .contains("--replay");

        // The reproducer's own command, run as a real process: it fails (1) while the bug is there.
        ProcessBuilder pb = new ProcessBuilder("sh", dir.resolve("reproduce.sh").toString()).redirectErrorStream(true);
        pb.environment().put("SUDOKU_COMPARE", javaCommand());
        Process real = pb.start();
        real.getOutputStream().close();
        String said = new String(real.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(real.waitFor(300, TimeUnit.SECONDS)).isTrue();
        assertThat(real.exitValue()).as(said).isEqualTo(1);
        assertThat(said).contains("STILL FAILS: planted: invalid-grid");

        // The same command without the planted solver: the failure is gone, exit 0.
        List<String> words = reproduceWords(dir);
        words.set(words.indexOf("dfs,planted"), "dfs,dfs-mrv");
        CliRun gone = CliRun.of(words.toArray(String[]::new));
        assertThat(gone.status()).as(gone.out() + gone.err()).isZero();
        assertThat(gone.out()).contains("gone: planted: invalid-grid");
    }

    @Test
    void keepGoingFindsEachSolversFailureOnceAndWritesAReproducerForEach() throws Exception {
        // Two planted bugs in two solvers: the first as above, the second when r1c9 and r9c1 are given.
        String corner = PLANTED.replace("Planted", "Corner").replace("\"planted\"", "\"corner\"")
                .replace("puzzle.get(0) != 0 && puzzle.get(80) != 0", "puzzle.get(8) != 0 && puzzle.get(72) != 0");
        Path jar = PluginJar.of().source("p.Planted", PLANTED).service("p.Planted").source("p.Corner", corner)
                .service("p.Corner").build(tmp.resolve("two.jar"));
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of("fuzz", "--plugin", jar.toString(), "--solvers", "dfs,planted,corner", "--seed", "3",
                "--cases", "120", "--keep-going", "--timeout", CliRun.HANG_GUARD,
                "--out", out.toString(), "--no-progress");
        assertThat(run.status()).as(run.out() + run.err()).isEqualTo(1);
        assertThat(run.out()).contains("fuzz: 120 cases").contains("FOUND planted: invalid-grid")
                .contains("FOUND corner: invalid-grid").containsPattern("2 distinct failures \\(a solver and a kind each\\); "
                        + "[1-9]\\d* more cases showed only those");
        List<Path> dirs;
        try (Stream<Path> listed = Files.list(out)) {
            dirs = listed.filter(Files::isDirectory).sorted().toList();
        }
        assertThat(dirs).hasSize(2);
        Map<String, Set<Integer>> causes = Map.of("planted", Set.of(0, 80), "corner", Set.of(8, 72));
        for (Path dir : dirs) {
            String solver = dir.getFileName().toString().contains("planted") ? "planted" : "corner";
            String line = Files.readAllLines(dir.resolve("shrunk.txt")).get(0);
            for (int cell = 0; cell < 81; cell++) {
                assertThat(line.charAt(cell) != '.').as("%s: cell %d of %s", solver, cell, line)
                        .isEqualTo(causes.get(solver).contains(cell));
            }
        }
    }

    @Test
    void withTheReferenceOffAMetamorphicRelationCatchesWhatNoVerdictCan() throws Exception {
        // Counts a unique puzzle with r1c1 given 9 as two solutions: with the reference off nothing
        // refutes that count, but the same puzzle transformed is counted once.
        String source = PLANTED.replace("Planted", "NineTwice").replace("\"planted\"", "\"nine-twice\"")
                .replace("puzzle.shape().size() == 9 && puzzle.get(0) != 0 && puzzle.get(80) != 0",
                        "puzzle.get(0) == 9 && r.status() == Status.SOLVED && r.solutionsFound() == 1 && r.countExact()")
                .replace("if (!bug || r.status() != Status.SOLVED) {", "if (bug) {\n return SolveResult.solved("
                        + "r.solution(), 2, true, r.stats(), \"twice\");\n }\n if (true) {");
        Path jar = PluginJar.of().source("p.NineTwice", source).service("p.NineTwice").build(tmp.resolve("twice.jar"));
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of("fuzz", "--plugin", jar.toString(), "--solvers", "nine-twice", "--reference", "none",
                "--mode", "count", "--count-limit", "3", "--seed", "2", "--cases", "400", "--out", out.toString(),
                "--no-progress");
        assertThat(run.status()).as(run.out() + run.err()).isEqualTo(1);
        assertThat(run.out()).contains("FOUND nine-twice: metamorphic").contains("exactly 2");
        // The puzzle and its variant, shrunk: one of them still holds the 9 at r1c1.
        Path dir = onlyDirectory(out);
        assertThat(Files.readAllLines(dir.resolve("shrunk.txt"))).hasSize(2).anyMatch(l -> l.startsWith("9"));
        assertThat(Files.readString(dir.resolve("case.txt"))).containsPattern("relation: (transform|add|remove):");
    }

    @Test
    void aProgramWrongOnEveryMultiSolutionLexminPuzzleIsFoundAtOnce() throws Exception {
        // Values tried from the largest: the largest completion, right only where there is one.
        Path largest = program("largest.py", python("range(n, 0, -1)", ""));
        CliRun run = CliRun.of("fuzz", "--solvers", "dfs,external:python3 " + largest, "--mode", "lexmin",
                "--external-format", "line", "--shape", "2x2", "--seed", "1", "--cases", "2", "--reruns", "1",
                "--timeout", CliRun.HANG_GUARD, "--no-progress");
        assertThat(run.status()).as(run.out() + run.err()).isEqualTo(1);
        assertThat(run.out()).contains(": not-smallest: WRONG (WA)").contains("after ");
    }

    @Test
    void aFlakyProgramIsReportedAsFlakyWithItsRate() throws Exception {
        // Right, but wrong on every third call (a counter in a file): the failure does not repeat every time.
        Path counter = tmp.resolve("calls");
        Files.writeString(counter, "0");
        Path flaky = program("flaky.py", python("range(1, n + 1)", """
                f = open(%s); k = int(f.read() or 0) + 1; f.close()
                    open(%s, 'w').write(str(k))
                    if k %% 3 == 0: out = ('2' if out[0] == '1' else '1') + out[1:]
                """.formatted("'" + counter + "'", "'" + counter + "'").strip()));
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of("fuzz", "--solvers", "dfs,external:python3 " + flaky, "--external-format", "line",
                "--shape", "2x2", "--seed", "1", "--cases", "40", "--reruns", "5", "--out", out.toString(),
                "--timeout", CliRun.HANG_GUARD, "--no-progress");
        assertThat(run.status()).as(run.out() + run.err()).isEqualTo(1);
        assertThat(run.out()).contains("flaky: shown in ").contains("of 6 runs").doesNotContain("of 6 runs (100%)");
        assertThat(Files.readString(onlyDirectory(out).resolve("README.md"))).contains("FLAKY");
    }

    @Test
    void correctSolversFuzzedForAFixedBudgetReportNothing() {
        for (String[] shapeAndMode : new String[][] {{"3x3", "first"}, {"3x3", "lexmin"}, {"3x3", "count"},
                {"2x3", "count"}, {"2x2", "lexmin"}}) {
            CliRun run = CliRun.of("fuzz", "--solvers", "dfs,dlx,cdcl", "--shape", shapeAndMode[0], "--mode",
                    shapeAndMode[1], "--seed", "7", "--cases", "60", "--timeout", CliRun.HANG_GUARD, "--no-progress");
            assertThat(run.status()).as(String.join(" ", shapeAndMode) + run.out() + run.err()).isZero();
            assertThat(run.out()).contains("60 cases").contains("nothing found");
        }
    }

    @Test
    void aBoj2580ProgramCannotBeFuzzedOnAnotherShape() {
        CliRun run = CliRun.of("fuzz", "--solvers", "dfs,external:python3 x.py", "--external-format", "boj2580",
                "--shape", "2x2", "--cases", "1", "--no-progress");
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("give --external-format line");
    }

    /** The words of reproduce.sh's command after the tool's name. */
    private static List<String> reproduceWords(Path dir) throws IOException {
        String exec = Files.readAllLines(dir.resolve("reproduce.sh")).stream().filter(l -> l.startsWith("exec "))
                .findFirst().orElseThrow();
        List<String> words = new ArrayList<>();
        for (String w : exec.substring(exec.indexOf('}') + 1).strip().split(" ")) {
            words.add(w.startsWith("'") && w.endsWith("'") ? w.substring(1, w.length() - 1) : w);
        }
        return words;
    }

    /** This JVM with the test class path: the tool as a real process. */
    private static String javaCommand() {
        return Path.of(System.getProperty("java.home"), "bin", "java") + " -Ddatasets.dir="
                + System.getProperty("datasets.dir") + " -cp " + System.getProperty("java.class.path")
                + " dev.sudokucompare.cli.Main";
    }
}
