package dev.sudokucompare.merge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.engine.Judge;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Shard;
import dev.sudokucompare.report.Environment;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** One shard's --out directory: its settings and environment from report.json, its records from results.csv. */
record ShardRun(Path dir, JsonNode settings, List<String> solverNames, List<Boolean> countsNodes, Shard shard, Environment environment,
        double wallSeconds,
        String interrupted, List<String> inputOrder, List<String> inputFailures, List<String> notices,
        List<Judgement> judged) {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    static ShardRun read(Path dir) throws IOException {
        Path json = dir.resolve("report.json");
        if (!Files.isRegularFile(json) || !Files.isRegularFile(dir.resolve("results.csv"))) {
            throw new IOException(dir + ": not an --out directory of compare (needs report.json and results.csv)");
        }
        JsonNode report;
        try {
            report = MAPPER.readTree(json.toFile());
        } catch (IOException e) {
            throw new IOException(json + ": unreadable: " + e.getMessage());
        }
        JsonNode settings = report.path("settings");
        if (!settings.isObject() || !settings.path("solvers").isArray()) {
            throw new IOException(json + ": no settings; was it written by compare?");
        }
        Shard shard = Shard.parse(settings.path("shard").asText("1/1"));
        List<String> names = new ArrayList<>();
        List<Boolean> countsNodes = new ArrayList<>();
        report.path("groups").path(0).path("solvers").forEach(x -> {
            names.add(x.path("solver").asText());
            countsNodes.add(x.path("countsNodes").asBoolean(true));
        });
        if (names.size() != settings.path("solvers").size()) {
            throw new IOException(json + ": the overall group does not list every solver");
        }
        List<String> order = new ArrayList<>();
        for (JsonNode g : report.path("groups")) {
            if (!g.path("name").asText().equals("overall")) {
                order.add(g.path("name").asText());
            }
        }
        List<String> failures = new ArrayList<>();
        report.path("inputFailures").forEach(f -> failures.add(f.asText()));
        List<String> notices = new ArrayList<>();
        report.path("notices").forEach(n -> notices.add(n.asText()));
        Environment env = MAPPER.treeToValue(report.path("environment"), Environment.class);
        String interrupted = report.path("interrupted").isTextual() ? report.path("interrupted").asText() : "";
        Judge judge = new Judge(Mode.valueOf(settings.path("mode").asText("FIRST")));
        List<Judgement> judged = ResultsReader.read(dir.resolve("results.csv"), settings.path("solvers").size(), judge);
        return new ShardRun(dir, settings, names, countsNodes, shard, env, report.path("wallSeconds").asDouble(), interrupted, order,
                failures, notices, judged);
    }

    /** The settings that must agree across shards: everything but the shard itself. */
    JsonNode comparable() {
        var copy = settings.deepCopy();
        ((com.fasterxml.jackson.databind.node.ObjectNode) copy).remove("shard");
        return copy;
    }
}
