package dev.sudokucompare.merge;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.engine.Shard;
import dev.sudokucompare.engine.Warmup;
import dev.sudokucompare.report.Environment;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import java.util.stream.Collectors;

/**
 * Puts the shards of one sharded run back together: checks that they are the shards of one run
 * (the same settings, each of 1..n exactly once), then orders every record as the unsharded run
 * would have (input by input, record by record), so the statistics come out the same.
 */
public final class Merger {

    private Merger() {
    }

    /** The shards put together. */
    public record Merged(Settings settings, List<String> solverNames, List<Boolean> countsNodes, Environment environment,
            double wallSeconds, List<String> notices,
            List<String> inputOrder, List<String> inputFailures, String interruption, List<Judgement> judged) {
    }

    /** @throws IOException naming the directory, the file and what is wrong */
    public static Merged merge(List<Path> dirs) throws IOException {
        if (dirs.isEmpty()) {
            throw new IOException("merge needs at least one shard directory");
        }
        List<ShardRun> shards = new ArrayList<>();
        for (Path dir : dirs) {
            shards.add(ShardRun.read(dir));
        }
        checkOneRun(shards);
        shards.sort(Comparator.comparingInt(s -> s.shard().index()));
        List<String> order = inputOrder(shards.stream().map(ShardRun::inputOrder).toList());
        Map<String, Integer> rank = new HashMap<>();
        for (String input : order) {
            rank.put(input, rank.size());
        }
        List<Judgement> judged = shards.stream().flatMap(s -> s.judged().stream())
                .sorted(Comparator.comparingInt((Judgement j) -> rank.getOrDefault(j.record().source(), order.size()))
                        .thenComparingLong(j -> j.record().index()))
                .toList();
        Set<String> failures = new LinkedHashSet<>();
        shards.forEach(s -> failures.addAll(s.inputFailures()));
        String interruption = shards.stream().filter(s -> !s.interrupted().isEmpty())
                .map(s -> "shard " + s.shard() + " " + s.interrupted()).collect(Collectors.joining("; "));
        double wall = shards.stream().mapToDouble(ShardRun::wallSeconds).max().orElse(0);
        return new Merged(settings(shards.get(0).settings()), shards.get(0).solverNames(), shards.get(0).countsNodes(),
                shards.get(0).environment(), wall,
                shards.stream().flatMap(s -> s.notices().stream()).distinct().toList(), order,
                List.copyOf(failures), interruption, judged);
    }

    private static void checkOneRun(List<ShardRun> shards) throws IOException {
        ShardRun first = shards.get(0);
        int n = first.shard().count();
        Set<Integer> seen = new TreeSet<>();
        for (ShardRun s : shards) {
            if (!comparable(s).equals(comparable(first))) {
                throw new IOException(s.dir() + " was run with other settings than " + first.dir() + ": "
                        + comparable(s) + " vs " + comparable(first));
            }
            if (s.shard().count() != n) {
                throw new IOException(s.dir() + " is shard " + s.shard() + ", but " + first.dir() + " is of " + n);
            }
            if (!seen.add(s.shard().index())) {
                throw new IOException("shard " + s.shard() + " is given twice (" + s.dir() + ")");
            }
        }
        if (seen.size() != n) {
            Set<Integer> missing = new TreeSet<>();
            for (int i = 1; i <= n; i++) {
                if (!seen.contains(i)) {
                    missing.add(i);
                }
            }
            throw new IOException("shards " + missing + " of " + n + " are missing");
        }
    }

    /** Settings that decide the results; the seed only matters when records were shuffled. */
    private static JsonNode comparable(ShardRun s) {
        JsonNode c = s.comparable();
        if (!c.path("shuffle").asBoolean()) {
            ((com.fasterxml.jackson.databind.node.ObjectNode) c).remove("seed");
        }
        return c;
    }

    /** Inputs in the order the run read them (every shard lists every input it opened, even with no record of it). */
    static List<String> inputOrder(List<List<String>> perShard) {
        Set<String> order = new LinkedHashSet<>();
        perShard.forEach(order::addAll);
        return List.copyOf(order);
    }

    private static Settings settings(JsonNode s) {
        List<String> solvers = new ArrayList<>();
        s.path("solvers").forEach(x -> solvers.add(x.asText()));
        return new Settings(solvers, solvers.indexOf(s.path("baseline").asText()), Mode.valueOf(s.path("mode").asText()),
                s.path("countLimit").asInt(), Duration.ofNanos(s.path("timeoutNanos").asLong()),
                warmup(s.path("warmup").asText()), s.path("repeat").asInt(), s.path("threads").asInt(),
                s.path("shuffle").asBoolean(), s.path("seed").asLong(), s.path("limit").asLong(), Shard.ALL);
    }

    /** Reads back Warmup's own description: "none", "N puzzles" or "M ms". */
    private static Warmup warmup(String text) {
        if (text.endsWith(" puzzles")) {
            return Warmup.rounds(Integer.parseInt(text.substring(0, text.length() - 8)));
        }
        if (text.endsWith(" ms")) {
            return Warmup.of(Duration.ofMillis(Long.parseLong(text.substring(0, text.length() - 3))));
        }
        return Warmup.NONE;
    }
}
