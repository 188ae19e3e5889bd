package dev.sudokucompare.cli;

import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.format.RecordWriter;
import dev.sudokucompare.input.InputFormat;
import dev.sudokucompare.input.Inputs;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.commons.csv.CSVRecord;

/**
 * The doors an answer can come through, each run for real: {@code solve} and {@code compare}
 * (alone and beside {@code dfs}) with the answering program as {@code external:} (a process per
 * puzzle), as {@code stream:} (one process for the input) and as a plug-in; and {@code check} with
 * the program's output as the answer file. What each door showed per case is read back from what
 * a user reads: solve's stderr, check's stdout, compare's results.csv.
 */
final class Doors {

    /** What a door showed for a case: the verdict as shown ({@code WRONG (WA)}) and the reason. */
    record Seen(String shown, String reason) {
    }

    /** One door's run over a group: what it showed per case, and its exit status. */
    record Run(Map<String, Seen> seen, int status) {
    }

    enum Door {
        SOLVE_EXTERNAL(DoorCase::textual), SOLVE_STREAM(DoorCase::textual), SOLVE_PLUGIN(c -> c.plugin() != null),
        COMPARE_EXTERNAL(DoorCase::textual), COMPARE_EXTERNAL_BESIDE_DFS(DoorCase::textual),
        COMPARE_STREAM(DoorCase::textual), COMPARE_PLUGIN(c -> c.plugin() != null),
        COMPARE_PLUGIN_BESIDE_DFS(c -> c.plugin() != null);

        final Predicate<DoorCase> takes;

        Door(Predicate<DoorCase> takes) {
            this.takes = takes;
        }
    }

    private static final Pattern VERDICT = Pattern.compile("(CORRECT|WRONG|UNVERIFIED|LIMIT|ERROR)(?: \\((\\w+)\\))?(?:: (.*))?");

    private final Path dir;
    private final Path replay;
    private final Path plugin;

    Doors(Path dir, Path plugin) throws IOException {
        this.dir = dir;
        this.plugin = plugin;
        this.replay = dir.resolve("replay.py");
        try (InputStream in = Objects.requireNonNull(Doors.class.getResourceAsStream("/doors/replay.py"))) {
            Files.write(replay, in.readAllBytes());
        }
    }

    /** {@code door} over the group's cases it takes; null when it takes none. */
    Run run(Door door, DoorCorpus.Group group) throws IOException {
        List<DoorCase> cases = group.cases().stream().filter(door.takes.and(c -> door != Door.SOLVE_STREAM
                && door != Door.COMPARE_STREAM || c.streamable(group.format()))).toList();
        if (cases.isEmpty() || !group.besideDfs() && door.name().endsWith("BESIDE_DFS")) {
            return null;
        }
        String tag = group.name().replace(' ', '-') + "-" + door.name().toLowerCase();
        Path puzzles = dir.resolve(tag + ".txt");
        RecordWriter writer = group.format().recordWriter();
        StringBuilder text = new StringBuilder();
        cases.forEach(c -> text.append(writer.next(c.puzzle())));
        Files.writeString(puzzles, text);
        Path cues = dir.resolve(tag + ".cases");
        Files.write(cues, cases.stream().map(door == Door.SOLVE_PLUGIN || door.name().startsWith("COMPARE_PLUGIN")
                ? DoorCase::pluginLine : DoorCase::replayLine).toList());
        String spec = switch (door) {
            case SOLVE_EXTERNAL, COMPARE_EXTERNAL, COMPARE_EXTERNAL_BESIDE_DFS -> "external:python3 " + replay + " " + cues;
            case SOLVE_STREAM, COMPARE_STREAM -> "stream:python3 " + replay + " " + cues + " --stream";
            default -> "replay:file=" + cues;
        };
        List<String> args = new ArrayList<>();
        boolean solve = door.name().startsWith("SOLVE");
        args.addAll(solve ? List.of("solve", "--solver", spec) : List.of("compare", "--warmup", "0", "--no-progress",
                "--solvers", door.name().endsWith("BESIDE_DFS") ? "dfs," + spec : spec, "--out",
                dir.resolve(tag).toString()));
        args.addAll(List.of("--format", group.format().name(), "--external-format", group.format().name(),
                "--plugin", plugin.toString()));
        args.addAll(group.options());
        args.add(puzzles.toString());
        CliRun run = CliRun.of(args.toArray(String[]::new));
        List<String> locations = locations(puzzles, group.format());
        Map<String, Seen> seen = new LinkedHashMap<>();
        if (solve) {
            Map<String, Seen> byLocation = fromSolve(run.err());
            for (int i = 0; i < cases.size(); i++) {
                seen.put(cases.get(i).name(), byLocation.getOrDefault(locations.get(i), new Seen("CORRECT (AC)", "")));
            }
        } else {
            if (!Files.exists(dir.resolve(tag).resolve("results.csv"))) {
                throw new AssertionError(tag + ": no results.csv; exit " + run.status() + ", stderr: " + run.err());
            }
            for (CSVRecord row : ResultsFile.rows(dir.resolve(tag))) {
                if (!row.get("solver").equals("dfs")) {
                    seen.put(cases.get(Integer.parseInt(row.get("record")) - 1).name(), fromRow(row));
                }
            }
        }
        return new Run(seen, run.status());
    }

    /** {@code check} on one case: its puzzle alone in a file, the program's output as the answer. */
    Run check(DoorCase c, DoorCorpus.Group group) throws IOException {
        String tag = "check-" + Math.abs(c.name().hashCode());
        Path puzzle = dir.resolve(tag + ".puzzle");
        Files.writeString(puzzle, group.format().recordWriter().next(c.puzzle()));
        Path answer = dir.resolve(tag + ".answer");
        Files.write(answer, c.answerBytes());
        List<String> args = new ArrayList<>(List.of("check", "--format", group.format().name(), "--puzzle",
                puzzle.toString(), "--answer", answer.toString()));
        int at = group.options().indexOf("--reference-timeout");
        if (at >= 0) {
            args.addAll(group.options().subList(at, at + 2));
        }
        if (group.options().contains("lexmin")) {
            args.add("--lexmin");
        }
        CliRun run = CliRun.of(args.toArray(String[]::new));
        Matcher m = VERDICT.matcher(run.out().strip());
        Seen seen = m.matches() ? seen(m) : new Seen("unreadable: " + run.out() + run.err(), "");
        return new Run(Map.of(c.name(), seen), run.status());
    }

    /** Where each record of a written file is, as messages name it ({@code file:line}). */
    private static List<String> locations(Path file, PuzzleFormat format) throws IOException {
        List<String> all = new ArrayList<>();
        try (Inputs.Opened opened = Inputs.open(file.toString(), InputFormat.byName(format.name()))) {
            for (PuzzleRecord r = opened.records().next(); r != null; r = opened.records().next()) {
                all.add(r.location());
            }
        }
        return all;
    }

    /** solve's stderr: "LOCATION: VERDICT (JUDGE): REASON" for an answer not CORRECT, "LOCATION: REASON" else. */
    private static Map<String, Seen> fromSolve(String err) {
        Map<String, Seen> seen = new LinkedHashMap<>();
        Pattern line = Pattern.compile("(\\S+:\\d+): (.*)");
        for (String l : err.lines().toList()) {
            Matcher m = line.matcher(l);
            if (m.matches()) {
                Matcher v = VERDICT.matcher(m.group(2));
                // A right answer's line says what the solver said, not the judge: no reason to compare.
                seen.put(m.group(1), v.matches() ? seen(v) : new Seen("CORRECT (AC)", ""));
            }
        }
        return seen;
    }

    private static Seen fromRow(CSVRecord row) {
        String judge = row.get("judge");
        String verdict = row.get("answer_verdict");
        String shown = verdict + (judge.isEmpty() ? "" : " (" + judge + ")");
        return new Seen(shown, row.get("answer_reason"));
    }

    private static Seen seen(Matcher m) {
        return new Seen(m.group(1) + (m.group(2) == null ? "" : " (" + m.group(2) + ")"),
                m.group(3) == null ? "" : m.group(3));
    }
}
