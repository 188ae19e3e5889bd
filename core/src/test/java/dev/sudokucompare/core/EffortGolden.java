package dev.sudokucompare.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Golden effort files: the exact search effort (nodes, backtracks, fails) of solvers on the fixed
 * puzzles of {@code golden/effort-puzzles.txt}, in every mode, checked in next to the tests. A
 * change in propagation or branching changes these counts even when every answer stays right, so
 * it cannot pass silently. The files are rewritten only on purpose, with
 * {@code -Dgolden.rewrite=true} (see the README, "Golden effort files").
 */
public final class EffortGolden {

    /** COUNT rows count up to this many solutions (more than the multi-solution puzzles' smallest counts). */
    public static final int COUNT_LIMIT = 10;
    /** Guards against a hang only; no golden row may stop at a limit. */
    private static final Duration HANG_GUARD = HangGuard.LIMIT;
    private static final String HEADER = "puzzle,solver,mode,nodeLimit,status,solutions,exact,nodes,backtracks,fails";

    private EffortGolden() {
    }

    /** A puzzle of the fixed set; {@code forAll} false when the row-major rungs skip it. */
    public record Puzzle(String name, boolean forAll, Grid grid) {
    }

    /** One solve call's outcome and effort; {@code nodeLimit} 0 when the call had none. */
    public record Row(String puzzle, String solver, Mode mode, long nodeLimit, Status status, long solutions,
            boolean exact, long nodes, long backtracks, long fails) {

        String key() {
            return puzzle + "," + solver + "," + mode + "," + (nodeLimit == 0 ? "-" : nodeLimit);
        }

        public String csv() {
            return key() + "," + status + "," + solutions + "," + exact + "," + nodes + "," + backtracks + "," + fails;
        }

        static Row parse(String line) {
            String[] f = line.split(",");
            if (f.length != 10) {
                throw new IllegalArgumentException("golden row needs 10 fields: " + line);
            }
            return new Row(f[0], f[1], Mode.valueOf(f[2]), f[3].equals("-") ? 0 : Long.parseLong(f[3]),
                    Status.valueOf(f[4]), Long.parseLong(f[5]), Boolean.parseBoolean(f[6]), Long.parseLong(f[7]),
                    Long.parseLong(f[8]), Long.parseLong(f[9]));
        }
    }

    /** The fixed puzzles, in file order. */
    public static List<Puzzle> puzzles() {
        List<Puzzle> puzzles = new ArrayList<>();
        for (String line : resourceLines("/golden/effort-puzzles.txt")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split(" ");
            if (f.length != 3 || !(f[1].equals("all") || f[1].equals("fast"))) {
                throw new IllegalStateException("effort-puzzles.txt: bad line " + line);
            }
            puzzles.add(new Puzzle(f[0], f[1].equals("all"), Grid.parse(f[2])));
        }
        return puzzles;
    }

    /** The request a golden row is measured with. */
    public static SolveRequest request(Mode mode) {
        SolveRequest request = mode == Mode.COUNT ? SolveRequest.count(COUNT_LIMIT) : SolveRequest.of(mode);
        return request.withTimeLimit(HANG_GUARD);
    }

    /** Solves {@code puzzle} in {@code mode} and records the effort; a LIMIT fails the test. */
    public static Row measure(SudokuSolver solver, Puzzle puzzle, Mode mode) {
        return measure(solver, puzzle, mode, 0);
    }

    /**
     * The same under a node limit ({@code nodeLimit} 0 for none): the call must stop by that limit,
     * having searched exactly that many nodes, or answer within it.
     */
    public static Row measure(SudokuSolver solver, Puzzle puzzle, Mode mode, long nodeLimit) {
        SolveRequest request = nodeLimit == 0 ? request(mode) : request(mode).withNodeLimit(nodeLimit);
        SolveResult r = solver.solve(puzzle.grid(), request);
        String where = solver.name() + " " + puzzle.name() + " " + request + ": " + r.describe();
        if (r.status() == Status.LIMIT) {
            assertThat(nodeLimit).as(where).isPositive();
            assertThat(r.message()).as(where).isEqualTo("node limit " + nodeLimit + " reached");
            assertThat(r.stats().nodes()).as(where).isEqualTo(nodeLimit);
        } else {
            assertThat(r.status()).as(where).isIn(Status.SOLVED, Status.NO_SOLUTION);
        }
        if (r.solution() != null) {
            assertThat(Checker.check(puzzle.grid(), r.solution())).as("%s %s %s", solver.name(), puzzle.name(), mode)
                    .isEmpty();
        }
        return new Row(puzzle.name(), solver.name(), mode, nodeLimit, r.status(), r.solutionsFound(), r.countExact(),
                r.stats().nodes(), r.stats().backtracks(), r.stats().fails());
    }

    /**
     * Compares {@code actual} with the golden file {@code name} (a test resource under
     * {@code golden/}), or rewrites that file in {@code src/test/resources} when the system property
     * {@code golden.rewrite} is true.
     */
    public static void assertMatches(String name, List<Row> actual) {
        if (Boolean.getBoolean("golden.rewrite")) {
            rewrite(name, actual);
            return;
        }
        Map<String, Row> expected = new LinkedHashMap<>();
        for (String line : resourceLines("/golden/" + name)) {
            if (!line.isBlank() && !line.startsWith("#") && !line.equals(HEADER)) {
                Row row = Row.parse(line);
                expected.put(row.key(), row);
            }
        }
        List<String> differences = new ArrayList<>();
        for (Row row : actual) {
            Row golden = expected.remove(row.key());
            if (!row.equals(golden)) {
                differences.add("  expected " + (golden == null ? "(no row)" : golden.csv()) + "\n  actual   " + row.csv());
            }
        }
        expected.values().forEach(row -> differences.add("  expected " + row.csv() + "\n  actual   (not measured)"));
        if (!differences.isEmpty()) {
            fail(differences.size() + " of " + actual.size() + " rows differ from golden/" + name
                    + " (if the change in effort is intended, rewrite it with -Dgolden.rewrite=true"
                    + " and say why in the commit):\n"
                    + String.join("\n", differences.subList(0, Math.min(30, differences.size()))));
        }
    }

    private static void rewrite(String name, List<Row> rows) {
        Path file = Path.of(System.getProperty("basedir", "."), "src", "test", "resources", "golden", name);
        List<String> lines = new ArrayList<>();
        lines.add("# Exact search effort on golden/effort-puzzles.txt (COUNT up to " + COUNT_LIMIT + " solutions).");
        lines.add("# Written by the code itself: rewrite only on purpose (-Dgolden.rewrite=true), never by hand.");
        lines.add(HEADER);
        rows.forEach(row -> lines.add(row.csv()));
        try {
            Files.createDirectories(file.getParent());
            Files.write(file, lines, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        System.out.println("golden file rewritten: " + file.toAbsolutePath() + " (" + rows.size() + " rows)");
    }

    private static List<String> resourceLines(String resource) {
        try (InputStream in = Objects.requireNonNull(EffortGolden.class.getResourceAsStream(resource),
                () -> "test resource " + resource + " is missing")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
