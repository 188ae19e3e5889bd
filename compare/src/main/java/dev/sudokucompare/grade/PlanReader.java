package dev.sudokucompare.grade;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.input.Builtins;
import dev.sudokucompare.input.InputFormat;
import dev.sudokucompare.input.Inputs;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Reads a test plan (TOML) and checks it whole: every mistake (a missing set, a line past the
 * end, negative points, an unknown mode or key) is one {@link GradeInputException} naming the file
 * and the line of the table it is in. The default plans ({@code plan-boj2580.toml},
 * {@code plan-boj2239.toml}) are resources beside this class.
 */
public final class PlanReader {

    private static final Set<String> TOP = Set.of("problem", "scoring", "cpu-limit", "memory-limit", "group");
    private static final Set<String> GROUP = Set.of("name", "points", "visibility", "mode", "scoring", "cpu-limit",
            "memory-limit", "show-shrunk", "shrink-steps", "test");
    private static final Set<String> TEST = Set.of("set", "file", "lines", "grid");
    /** The most tests a plan may hold: a class times the plan must stay a few minutes' work. */
    static final int MAX_TESTS = 1000;
    /** How many runs shrinking a failing hidden test may take when the plan says no other number. */
    static final int DEFAULT_SHRINK_STEPS = 100;
    /** The most a plan may allow: each step is one sandboxed run of the program. */
    static final int MAX_SHRINK_STEPS = 1000;

    private PlanReader() {
    }

    /** The built-in plan for {@code problem} (boj2580 or boj2239). */
    public static TestPlan defaultPlan(PuzzleFormat problem) {
        try {
            return read(TomlFile.resource("plan-" + problem.name() + ".toml"), null, problem);
        } catch (GradeInputException e) {
            throw new IllegalStateException("the built-in plan is broken: " + e.getMessage(), e);
        }
    }

    /** The plan in {@code file}, for programs of {@code problem}. */
    public static TestPlan read(Path file, PuzzleFormat problem) throws GradeInputException {
        Path dir = file.toAbsolutePath().getParent();
        return read(TomlFile.read(file), dir, problem);
    }

    static TestPlan read(TomlFile toml, Path dir, PuzzleFormat problem) throws GradeInputException {
        JsonNode root = toml.root();
        unknownKeys(root, TOP, toml.shown() + ": ", "the plan");
        if (root.has("problem") && !root.get("problem").asText().equals(problem.name())) {
            throw new GradeInputException(toml.shown() + ": the plan is for " + root.get("problem").asText()
                    + ", not --problem " + problem.name());
        }
        String at = toml.shown() + ": ";
        TestPlan.Scoring scoring = scoring(root, TestPlan.Scoring.GROUP, at);
        Duration cpu = duration(root, "cpu-limit", Duration.ofSeconds(1), at);
        long memory = size(root, "memory-limit", 256L << 20, at);
        JsonNode groups = root.get("group");
        if (groups == null || !groups.isArray() || groups.isEmpty()) {
            throw new GradeInputException(at + "no [[group]] tables: a plan needs at least one group of tests");
        }
        List<TestPlan.Group> read = new ArrayList<>();
        Set<String> names = new HashSet<>();
        int tests = 0;
        for (int g = 0; g < groups.size(); g++) {
            TestPlan.Group group = group(toml, dir, g, groups.get(g), scoring, cpu, memory);
            if (!names.add(group.name())) {
                throw new GradeInputException(toml.atArray("group", g) + "a second group named '" + group.name() + "'");
            }
            tests += group.tests().size();
            if (tests > MAX_TESTS) {
                throw new GradeInputException(toml.atArray("group", g) + "more than " + MAX_TESTS + " tests in the plan");
            }
            read.add(group);
        }
        return new TestPlan(toml.shown(), problem, read);
    }

    private static TestPlan.Group group(TomlFile toml, Path dir, int index, JsonNode node, TestPlan.Scoring scoring,
            Duration cpu, long memory) throws GradeInputException {
        String at = toml.atArray("group", index);
        if (!node.isObject()) {
            throw new GradeInputException(at + "a group must be a table");
        }
        unknownKeys(node, GROUP, at, "a group");
        String name = node.path("name").asText("");
        if (!name.matches("[A-Za-z0-9_-]{1,40}")) {
            throw new GradeInputException(at + "a group needs a name of 1-40 letters, digits, '-' or '_' (got '"
                    + OneLine.of(name, 40) + "')");
        }
        String what = "group '" + name + "': ";
        BigDecimal points;
        try {
            points = new BigDecimal(node.path("points").asText("x"));
        } catch (NumberFormatException e) {
            throw new GradeInputException(at + what + "points must be a number");
        }
        if (points.signum() < 0) {
            throw new GradeInputException(at + what + "points must not be negative (" + points.toPlainString() + ")");
        }
        String visibility = node.path("visibility").asText("visible");
        if (!visibility.equals("visible") && !visibility.equals("hidden")) {
            throw new GradeInputException(at + what + "visibility must be visible or hidden, not '" + visibility + "'");
        }
        String modeName = node.path("mode").asText("first");
        Mode mode = switch (modeName) {
            case "first" -> Mode.FIRST;
            case "lexmin" -> Mode.LEXMIN;
            default -> throw new GradeInputException(at + what + "unknown mode '" + modeName
                    + "' (first: any completion, BOJ 2580; lexmin: the smallest, BOJ 2239)");
        };
        JsonNode tests = node.get("test");
        if (tests == null || !tests.isArray() || tests.isEmpty()) {
            throw new GradeInputException(at + what + "no [[group.test]] tables: a group needs tests");
        }
        List<TestPlan.PlanTest> read = new ArrayList<>();
        for (int t = 0; t < tests.size(); t++) {
            String tAt = toml.atNested("group", index, "test", t);
            for (Grid puzzle : puzzles(tests.get(t), dir, tAt + what)) {
                read.add(new TestPlan.PlanTest(name + "/" + (read.size() + 1), origin(tests.get(t), tAt), puzzle));
            }
        }
        return new TestPlan.Group(name, points, visibility.equals("visible"), mode, scoring(node, scoring, at + what),
                duration(node, "cpu-limit", cpu, at + what), size(node, "memory-limit", memory, at + what), read,
                shrinkSteps(node, visibility.equals("visible"), at + what));
    }

    /** 0 unless {@code show-shrunk = true}; then {@code shrink-steps}, or the default. */
    private static int shrinkSteps(JsonNode node, boolean visible, String at) throws GradeInputException {
        JsonNode show = node.get("show-shrunk");
        if (show != null && !show.isBoolean()) {
            throw new GradeInputException(at + "show-shrunk must be true or false, not " + OneLine.of(show.toString(), 40));
        }
        JsonNode steps = node.get("shrink-steps");
        if (steps != null && (show == null || !show.asBoolean())) {
            throw new GradeInputException(at + "shrink-steps without show-shrunk = true: nothing is shrunk");
        }
        if (show == null || !show.asBoolean()) {
            return 0;
        }
        if (visible) {
            throw new GradeInputException(at + "show-shrunk is for a hidden group (a visible test shows its puzzle already)");
        }
        if (steps == null) {
            return DEFAULT_SHRINK_STEPS;
        }
        if (!steps.isIntegralNumber() || !steps.canConvertToInt() || steps.asInt() < 1 || steps.asInt() > MAX_SHRINK_STEPS) {
            throw new GradeInputException(at + "shrink-steps must be a whole number from 1 to " + MAX_SHRINK_STEPS
                    + ", not " + OneLine.of(steps.toString(), 40));
        }
        return steps.asInt();
    }

    private static String origin(JsonNode test, String at) {
        if (test.has("set")) {
            return Builtins.PREFIX + test.get("set").asText();
        }
        if (test.has("file")) {
            return test.get("file").asText();
        }
        return at.substring(0, at.length() - 2);
    }

    /** The puzzles one [[group.test]] names: {@code grid}, or {@code set}/{@code file} with optional {@code lines}. */
    private static List<Grid> puzzles(JsonNode test, Path dir, String at) throws GradeInputException {
        unknownKeys(test, TEST, at, "a test");
        int sources = (test.has("set") ? 1 : 0) + (test.has("file") ? 1 : 0) + (test.has("grid") ? 1 : 0);
        if (sources != 1) {
            throw new GradeInputException(at + "a test names exactly one of set (a built-in data set), file (a puzzle "
                    + "file, relative to the plan) or grid (a puzzle on one line)");
        }
        if (test.has("grid")) {
            try {
                return List.of(Grid.parse(test.get("grid").asText()));
            } catch (IllegalArgumentException e) {
                throw new GradeInputException(at + "grid is not a puzzle: " + e.getMessage());
            }
        }
        String name;
        if (test.has("set")) {
            String set = test.get("set").asText();
            if (!Builtins.descriptions().containsKey(set)) {
                throw new GradeInputException(at + "no data set named '" + OneLine.of(set, 60)
                        + "' (built-in sets: " + String.join(", ", Builtins.descriptions().keySet()) + ")");
            }
            name = Builtins.PREFIX + set;
        } else {
            if (dir == null) {
                throw new GradeInputException(at + "a built-in plan cannot name a file");
            }
            Path file = dir.resolve(test.get("file").asText());
            if (!file.toFile().isFile()) {
                throw new GradeInputException(at + "no puzzle file " + file);
            }
            name = file.toString();
        }
        Map<Long, PuzzleRecord> byLine = new TreeMap<>();
        try (Inputs.Opened opened = Inputs.open(name, InputFormat.AUTO)) {
            for (PuzzleRecord r = opened.records().next(); r != null; r = opened.records().next()) {
                byLine.put(r.line(), r);
            }
        } catch (IOException | RuntimeException e) {
            throw new GradeInputException(at + Inputs.shown(name) + ": cannot be read: " + e.getMessage());
        }
        List<Long> lines = lines(test, at);
        List<Grid> out = new ArrayList<>();
        for (long line : lines.isEmpty() ? List.copyOf(byLine.keySet()) : lines) {
            PuzzleRecord r = byLine.get(line);
            if (r == null) {
                long last = byLine.isEmpty() ? 0 : ((TreeMap<Long, PuzzleRecord>) byLine).lastKey();
                throw new GradeInputException(at + Inputs.shown(name) + " has no puzzle starting at line " + line
                        + " (its last puzzle starts at line " + last + ")");
            }
            if (r.isMalformed()) {
                throw new GradeInputException(at + r.location() + ": malformed: " + r.error());
            }
            out.add(r.puzzle());
        }
        if (out.isEmpty()) {
            throw new GradeInputException(at + Inputs.shown(name) + " holds no puzzles");
        }
        return out;
    }

    private static List<Long> lines(JsonNode test, String at) throws GradeInputException {
        if (!test.has("lines")) {
            return List.of();
        }
        JsonNode lines = test.get("lines");
        List<Long> out = new ArrayList<>();
        for (JsonNode l : lines.isArray() ? lines : List.of(lines)) {
            if (!l.canConvertToLong() || !l.isIntegralNumber() || l.asLong() < 1) {
                throw new GradeInputException(at + "lines must be line numbers from 1, not " + l);
            }
            out.add(l.asLong());
        }
        if (out.isEmpty()) {
            throw new GradeInputException(at + "lines is empty");
        }
        return out;
    }

    private static void unknownKeys(JsonNode node, Set<String> known, String at, String what) throws GradeInputException {
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String key = it.next();
            if (!known.contains(key)) {
                throw new GradeInputException(at + "unknown key '" + OneLine.of(key, 40)
                        + "' in " + what + " (known: " + String.join(", ", known.stream().sorted().toList()) + ")");
            }
        }
    }

    private static TestPlan.Scoring scoring(JsonNode node, TestPlan.Scoring otherwise, String at) throws GradeInputException {
        if (!node.has("scoring")) {
            return otherwise;
        }
        return switch (node.get("scoring").asText()) {
            case "group" -> TestPlan.Scoring.GROUP;
            case "test" -> TestPlan.Scoring.TEST;
            default -> throw new GradeInputException(at + "scoring must be group (all or nothing) or test (per test), not '"
                    + OneLine.of(node.get("scoring").asText(), 40) + "'");
        };
    }

    private static Duration duration(JsonNode node, String key, Duration otherwise, String at) throws GradeInputException {
        if (!node.has(key)) {
            return otherwise;
        }
        try {
            Duration d = Quantities.duration(node.get(key).asText());
            if (d.isZero()) {
                throw new IllegalArgumentException("must be above zero");
            }
            return d;
        } catch (IllegalArgumentException e) {
            throw new GradeInputException(at + key + ": " + e.getMessage());
        }
    }

    private static long size(JsonNode node, String key, long otherwise, String at) throws GradeInputException {
        if (!node.has(key)) {
            return otherwise;
        }
        try {
            long bytes = Quantities.bytes(node.get(key).asText());
            if (bytes < (1 << 20)) {
                throw new IllegalArgumentException("at least 1m, not " + node.get(key).asText());
            }
            return bytes;
        } catch (IllegalArgumentException e) {
            throw new GradeInputException(at + key + ": " + e.getMessage());
        }
    }
}
