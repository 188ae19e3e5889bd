package dev.sudokucompare.merge;

import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Reference;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.report.provenance.Environment;
import dev.sudokucompare.report.run.FindingsCollector;
import dev.sudokucompare.report.provenance.InputDigest;
import dev.sudokucompare.report.RunIdentity;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Puts the shards of one sharded run back together: checks that they are the shards of one run
 * (the same settings, solvers and inputs, each of 1..n exactly once, each complete), checks every
 * record against its input read again and judges it again ({@link ShardRecheck}), then orders
 * every record as the unsharded run would have (input by input, record by record), so the
 * statistics come out the same. Work is bounded by the files given, whatever a manifest claims.
 */
public final class Merger {

    private Merger() {
    }

    /**
     * The shards put together: the unsharded run's settings, its solvers, inputs in order, what
     * failed or was noted (a contended-records note is left out: the merge counts those again),
     * and every record judged again.
     */
    public record Merged(Settings settings, List<String> solverNames, List<Boolean> countsNodes, List<Boolean> outsidePrograms,
            Environment environment, double wallSeconds, List<String> notices, List<String> inputOrder,
            List<InputDigest> inputs, List<String> inputFailures, String interruption, List<Judgement> judged,
            RunIdentity identity) {
    }

    /** @throws IOException naming the directory, the file and what is wrong */
    /**
     * Merges the shards in {@code dirs}, every record judged again by the one judge, with the
     * reference {@code references} gives for the shards' settings.
     */
    public static Merged merge(List<Path> dirs, Function<Settings, Reference> references) throws IOException {
        if (dirs.isEmpty()) {
            throw new IOException("merge needs at least one shard directory");
        }
        List<ShardRun> shards = new ArrayList<>();
        try {
            for (Path dir : dirs) {
                shards.add(ShardRun.read(dir));
            }
            return mergeRead(shards, references);
        } finally {
            for (ShardRun s : shards) {
                s.close();
            }
        }
    }

    private static Merged mergeRead(List<ShardRun> shards, Function<Settings, Reference> references) throws IOException {
        checkOneRun(shards);
        shards.sort(Comparator.comparingInt(s -> s.shard().index()));
        List<String> order = inputOrder(shards.stream().map(s -> s.manifest().inputNames()).toList());
        List<InputDigest> digests = sameInputs(shards);
        for (ShardRun s : shards) {
            List<String> differences = s.manifest().identity().differences(shards.get(0).manifest().identity());
            if (!differences.isEmpty()) {
                throw new IOException(s.dir() + " was run otherwise than " + shards.get(0).dir() + ": "
                        + String.join("; ", differences));
            }
        }
        Map<String, Integer> rank = new HashMap<>();
        for (String input : order) {
            rank.put(input, rank.size());
        }
        List<Judgement> judged = ShardRecheck.judgeAll(shards, shards.get(0).manifest().identity(), references).stream()
                .sorted(Comparator.comparingInt((Judgement j) -> rank.getOrDefault(j.record().source(), order.size()))
                        .thenComparingLong(j -> j.record().index()))
                .toList();
        Set<String> failures = new LinkedHashSet<>();
        shards.forEach(s -> failures.addAll(s.manifest().inputFailures()));
        String interruption = shards.stream().filter(s -> !s.manifest().interruption().isEmpty())
                .map(s -> "shard " + s.shard() + " " + s.manifest().interruption()).collect(Collectors.joining("; "));
        double wall = shards.stream().mapToDouble(s -> s.manifest().wallSeconds()).max().orElse(0);
        List<String> notices = new ArrayList<>(shards.stream().flatMap(s -> s.manifest().notices().stream())
                .filter(n -> !n.endsWith(FindingsCollector.CONTENDED_NOTE)).distinct().toList());
        List<String> builds = shards.stream().map(s -> s.manifest().toolVersion() + " (" + s.manifest().toolCommit()
                + ")").distinct().toList();
        if (builds.size() > 1) {
            notices.add("the shards were run by different builds of the tool: " + String.join(", ", builds));
        }
        List<String> machines = shards.stream().flatMap(s -> shards.get(0).manifest().environment()
                .differences(s.manifest().environment()).stream().map(d -> "shard " + s.shard() + ": " + d)).toList();
        if (!machines.isEmpty()) {
            notices.add("the shards ran on different machines or JVMs, so their timings do not compare: "
                    + String.join("; ", machines));
        }
        ShardRun first = shards.get(0);
        return new Merged(first.comparable().toBuilder().seed(first.manifest().settings().seed()).build(),
                first.manifest().solvers(), first.manifest().countsNodes(), first.manifest().outsidePrograms(),
                first.manifest().environment(), wall,
                notices, order, digests, List.copyOf(failures), interruption, judged, first.manifest().identity());
    }

    /**
     * Every input's digest, checked alike in every shard that hashed it: a shard that read other
     * contents under the same name is not a shard of this run.
     */
    private static List<InputDigest> sameInputs(List<ShardRun> shards) throws IOException {
        Map<String, InputDigest> seen = new LinkedHashMap<>();
        Map<String, ShardRun> from = new HashMap<>();
        for (ShardRun s : shards) {
            for (InputDigest d : s.manifest().inputs()) {
                InputDigest before = seen.get(d.name());
                if (before == null || !before.hashed()) {
                    seen.put(d.name(), d);
                    from.put(d.name(), s);
                } else if (d.hashed() && !d.sha256().equals(before.sha256())) {
                    throw new IOException(s.dir() + " read other contents of " + d.name() + " than "
                            + from.get(d.name()).dir() + " (SHA-256 " + d.sha256() + " vs " + before.sha256() + ")");
                }
            }
        }
        return List.copyOf(seen.values());
    }

    /**
     * The same run in every shard (settings, solvers, inputs and how they are read), each of 1..n
     * once. A shard count beyond the directories given is answered from them: a forged count of
     * 2147483647 costs nothing.
     */
    private static void checkOneRun(List<ShardRun> shards) throws IOException {
        ShardRun first = shards.get(0);
        int n = first.shard().count();
        Set<Integer> seen = new TreeSet<>();
        for (ShardRun s : shards) {
            if (!s.comparable().equals(first.comparable())) {
                throw new IOException(s.dir() + " was run with other settings than " + first.dir() + ": "
                        + s.comparable() + " vs " + first.comparable());
            }
            if (!s.manifest().solvers().equals(first.manifest().solvers())) {
                throw new IOException(s.dir() + " names other solvers than " + first.dir() + ": "
                        + OneLine.of(String.join(", ", s.manifest().solvers()), 200) + " vs "
                        + OneLine.of(String.join(", ", first.manifest().solvers()), 200));
            }
            if (s.shard().count() != n) {
                throw new IOException(s.dir() + " is shard " + s.shard() + ", but " + first.dir() + " is of " + n);
            }
            if (!seen.add(s.shard().index())) {
                throw new IOException("shard " + s.shard() + " is given twice (" + s.dir() + ")");
            }
        }
        if (seen.size() != n) {
            List<Integer> missing = new ArrayList<>();
            for (int i = 1; missing.size() < 10 && i <= n; i++) {
                if (!seen.contains(i)) {
                    missing.add(i);
                }
            }
            throw new IOException("shards " + missing + (n - seen.size() > missing.size() ? " and "
                    + (n - seen.size() - missing.size()) + " more" : "") + " of " + n + " are missing");
        }
    }

    /** Inputs in the order the run read them (every shard lists every input it opened, even with no record of it). */
    static List<String> inputOrder(List<List<String>> perShard) {
        Set<String> order = new LinkedHashSet<>();
        perShard.forEach(order::addAll);
        return List.copyOf(order);
    }
}
