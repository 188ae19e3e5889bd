package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.format.AnswerReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One judge at every door: each case of a corpus of over 40 (right answers, a wrong digit, a given
 * changed, a smaller completion missed, a false count, a false "no solution", layouts per format,
 * garbage, binary, empty output, crashes, hangs, a memory hog, an answer the reference cannot
 * prove in time) goes through {@code solve}, {@code check} and {@code compare} (alone and beside
 * {@code dfs}), with the answering program as {@code external:}, as {@code stream:} and as a
 * plug-in, all real processes and a real plug-in jar. Every door must show the same verdict and
 * reason class, and owe the same exit status; a failure names the case and the door that disagreed.
 */
class VerdictDoorsTest {

    /** The doors that read a program's whole output, or an answer file: an empty one is "printed nothing". */
    private static final java.util.Set<String> WHOLE_OUTPUT_DOORS = java.util.Set.of("SOLVE_EXTERNAL", "COMPARE_EXTERNAL",
            "COMPARE_EXTERNAL_BESIDE_DFS", "CHECK");


    @TempDir
    static Path tmp;

    private static Doors doors;
    private static List<DoorCorpus.Group> groups;

    @BeforeAll
    static void build() throws IOException {
        String source;
        try (InputStream in = Objects.requireNonNull(VerdictDoorsTest.class.getResourceAsStream("/doors/ReplayPlugin.java.txt"))) {
            source = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Path jar = PluginJar.of().source("doors.ReplayPlugin", source).service("doors.ReplayPlugin")
                .build(tmp.resolve("replay-plugin.jar"));
        doors = new Doors(tmp, jar);
        groups = DoorCorpus.groups();
    }

    /** The groups that wait on limits (time, memory, the reference's) or search a 25x25 grid: the slow profile's. */
    private static boolean waitsOnLimits(DoorCorpus.Group group) {
        return group.name().contains("limits") || group.name().contains("memory") || group.name().contains("25x25")
                || group.name().equals("unverified");
    }

    @Test
    void theCorpusHoldsOverFortyCasesInBothHalves() {
        assertThat(groups.stream().mapToInt(g -> g.cases().size()).sum()).as("cases in the corpus").isGreaterThanOrEqualTo(40);
        assertThat(groups).anyMatch(VerdictDoorsTest::waitsOnLimits).anyMatch(g -> !waitsOnLimits(g));
    }

    @Test
    void everyDoorGivesEveryCaseTheSameVerdictReasonAndExitStatus() throws Exception {
        doorsAgree(groups.stream().filter(g -> !waitsOnLimits(g)).toList());
    }

    /** Slow profile: the groups that wait out time limits, a memory hog and the reference (a minute here). */
    @Test
    @Tag("slow")
    void everyDoorGivesTheCasesThatMeetALimitTheSameVerdictReasonAndExitStatus() throws Exception {
        doorsAgree(groups.stream().filter(VerdictDoorsTest::waitsOnLimits).toList());
    }

    private static void doorsAgree(List<DoorCorpus.Group> chosen) throws Exception {
        // The runs are independent (own files, own output directory) and mostly wait on Python
        // start-ups and deadlines, so four at a time; the verdicts are compared afterwards.
        ExecutorService pool = Executors.newFixedThreadPool(4);
        Map<DoorCorpus.Group, Map<Doors.Door, Future<Doors.Run>>> runsByGroup = new LinkedHashMap<>();
        Map<DoorCase, Future<Doors.Run>> checks = new LinkedHashMap<>();
        try {
            for (DoorCorpus.Group group : chosen) {
                Map<Doors.Door, Future<Doors.Run>> runs = new EnumMap<>(Doors.Door.class);
                for (Doors.Door door : Doors.Door.values()) {
                    runs.put(door, pool.submit(() -> doors.run(door, group)));
                }
                runsByGroup.put(group, runs);
                for (DoorCase c : group.cases()) {
                    if (c.checkable()) {
                        checks.put(c, pool.submit(() -> doors.check(c, group)));
                    }
                }
            }
            compare(chosen, runsByGroup, checks);
        } finally {
            pool.shutdownNow();
        }
    }

    private static void compare(List<DoorCorpus.Group> chosen,
            Map<DoorCorpus.Group, Map<Doors.Door, Future<Doors.Run>>> runsByGroup,
            Map<DoorCase, Future<Doors.Run>> checks) throws InterruptedException, ExecutionException {
        List<String> disagreements = new ArrayList<>();
        Map<String, Map<String, String>> table = new LinkedHashMap<>();
        int cases = 0;
        for (DoorCorpus.Group group : chosen) {
            Map<Doors.Door, Doors.Run> runs = new EnumMap<>(Doors.Door.class);
            for (Map.Entry<Doors.Door, Future<Doors.Run>> e : runsByGroup.get(group).entrySet()) {
                Doors.Door door = e.getKey();
                Doors.Run run = e.getValue().get();
                if (run != null) {
                    runs.put(door, run);
                    int owed = door.name().startsWith("SOLVE") ? group.solveExit() : group.compareExit();
                    if (run.status() != owed) {
                        disagreements.add(group.name() + " via " + door + ": exit " + run.status() + ", owed " + owed);
                    }
                }
            }
            for (DoorCase c : group.cases()) {
                cases++;
                Map<String, Doors.Seen> seen = new LinkedHashMap<>();
                runs.forEach((door, run) -> {
                    if (run.seen().containsKey(c.name())) {
                        seen.put(door.name(), run.seen().get(c.name()));
                    }
                });
                if (c.checkable()) {
                    Doors.Run checked = checks.get(c).get();
                    seen.put("CHECK", checked.seen().get(c.name()));
                    if (checked.status() != group.solveExit()) {
                        disagreements.add(c.name() + " via CHECK: exit " + checked.status() + ", owed " + group.solveExit());
                    }
                }
                Map<String, String> row = new LinkedHashMap<>();
                seen.forEach((door, s) -> {
                    row.put(door, s.shown());
                    // A door that reads a program's whole output (or an answer file) says an empty one is just that.
                    String owed = "".equals(c.output()) && c.reason().startsWith("says no solution") && WHOLE_OUTPUT_DOORS.contains(door)
                            ? AnswerReader.PRINTED_NOTHING
                            : c.reason();
                    if (!s.shown().equals(c.shown())) {
                        disagreements.add(c.name() + " via " + door + ": " + s.shown() + " (" + s.reason() + "), owed "
                                + c.shown());
                    } else if (!owed.isEmpty() && !(s.reason().isEmpty() && s.shown().startsWith("CORRECT"))
                            && !s.reason().startsWith(owed)) {
                        disagreements.add(c.name() + " via " + door + ": reason '" + s.reason() + "', owed one starting '"
                                + owed + "'");
                    }
                });
                assertThat(seen).as("%s: doors that showed it", c.name()).hasSizeGreaterThanOrEqualTo(2);
                table.put(c.name(), row);
            }
        }
        table.forEach((name, row) -> System.out.println("door table: " + name + " -> " + row));
        assertThat(cases).as("cases run").isPositive();
        assertThat(disagreements).isEmpty();
    }
}
