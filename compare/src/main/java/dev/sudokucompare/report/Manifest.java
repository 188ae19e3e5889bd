package dev.sudokucompare.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.engine.Shard;
import dev.sudokucompare.engine.Warmup;
import dev.sudokucompare.stats.SolverStats;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code manifest.json}: what a run was, as data for machines (merge reads it; a person reads
 * report.json). Versioned: {@link #VERSION} changes whenever a field changes meaning, and a reader
 * refuses another version rather than guess. Holds the settings field by field, the solvers with
 * what each counts, the inputs in the order read with their digests, what failed or was noted,
 * where it ran, and the build of the tool that ran it.
 */
public record Manifest(String toolVersion, String toolCommit, Settings settings, List<String> solvers,
        List<Boolean> countsNodes, List<Boolean> outsidePrograms, List<InputDigest> inputs, List<String> inputFailures,
        List<String> notices, String interruption,
        Environment environment, double wallSeconds, Origins origins) {

    /** The manifest format this tool writes and reads. */
    public static final int VERSION = 2;

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public Manifest {
        solvers = List.copyOf(solvers);
        countsNodes = List.copyOf(countsNodes);
        outsidePrograms = List.copyOf(outsidePrograms);
        inputs = List.copyOf(inputs);
        inputFailures = List.copyOf(inputFailures);
        notices = List.copyOf(notices);
        origins = origins == null ? Origins.NONE : origins;
    }

    /** A manifest without the solvers' origins. */
    public Manifest(String toolVersion, String toolCommit, Settings settings, List<String> solvers,
            List<Boolean> countsNodes, List<Boolean> outsidePrograms, List<InputDigest> inputs,
            List<String> inputFailures, List<String> notices, String interruption, Environment environment,
            double wallSeconds) {
        this(toolVersion, toolCommit, settings, solvers, countsNodes, outsidePrograms, inputs, inputFailures, notices,
                interruption, environment, wallSeconds, Origins.NONE);
    }

    /** What a finished run's report says about itself. */
    public static Manifest of(RunReport r) {
        return new Manifest(r.toolVersion(), r.provenance().toolCommit(), r.settings(),
                r.overall().solvers().stream().map(SolverStats::solver).toList(),
                r.overall().solvers().stream().map(SolverStats::countsNodes).toList(),
                r.overall().solvers().stream().map(s -> r.judgeRows().stream().anyMatch(j -> j.solver().equals(s.solver())))
                        .toList(),
                r.perInput().stream().map(g -> r.provenance().input(g.name()).orElse(new InputDigest(g.name(), "", -1)))
                        .toList(), r.inputFailures(), r.notices(), r.interruption(),
                r.environment(), r.wallSeconds(), r.provenance().origins());
    }

    public String render() {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("manifestVersion", VERSION).put("tool", "sudoku-compare").put("toolVersion", toolVersion)
                .put("toolCommit", toolCommit);
        Settings s = settings;
        ObjectNode n = root.putObject("settings");
        strings(n.putArray("solverSpecs"), s.solverSpecs());
        n.put("baseline", s.baseline()).put("mode", s.mode().name()).put("countLimit", s.countLimit())
                .put("timeoutNanos", s.timeout().toNanos()).put("warmupRounds", s.warmup().rounds())
                .put("warmupNanos", s.warmup().duration().toNanos()).put("repeat", s.repeat())
                .put("threads", s.threads()).put("shuffle", s.shuffle()).put("seed", s.seed()).put("limit", s.limit())
                .put("shardIndex", s.shard().index()).put("shardCount", s.shard().count());
        ArrayNode solverNodes = root.putArray("solvers");
        for (int i = 0; i < solvers.size(); i++) {
            solverNodes.addObject().put("name", solvers.get(i)).put("countsNodes", countsNodes.get(i))
                    .put("outsideProgram", outsidePrograms.get(i));
        }
        ArrayNode inputNodes = root.putArray("inputs");
        for (InputDigest d : inputs) {
            inputNodes.addObject().put("name", d.name()).put("sha256", d.sha256()).put("bytes", d.bytes());
        }
        strings(root.putArray("inputFailures"), inputFailures);
        strings(root.putArray("notices"), notices);
        root.put("interruption", interruption);
        root.set("environment", MAPPER.valueToTree(environment));
        root.put("wallSeconds", wallSeconds);
        // Added after version 2 was fixed: a reader that lacks it reads NONE.
        root.set("provenance", origins.toJson(MAPPER));
        try {
            return MAPPER.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Reads a run directory's manifest.
     *
     * @throws IOException naming the file and what is wrong with it
     */
    public static Manifest read(Path file) throws IOException {
        JsonNode root;
        try {
            root = MAPPER.readTree(file.toFile());
        } catch (IOException e) {
            throw new IOException(file + ": unreadable: " + e.getMessage());
        }
        int version = root.path("manifestVersion").asInt(-1);
        if (version != VERSION) {
            throw new IOException(file + ": manifest version " + version + ", this tool reads version " + VERSION
                    + "; use runs written by the same version of the tool");
        }
        try {
            JsonNode s = root.path("settings");
            Settings settings = Settings.builder(strings(s.path("solverSpecs"))).baseline(s.path("baseline").asInt())
                    .mode(Mode.valueOf(s.path("mode").asText())).countLimit(s.path("countLimit").asInt())
                    .timeout(Duration.ofNanos(s.path("timeoutNanos").asLong()))
                    .warmup(warmup(s.path("warmupRounds").asInt(), s.path("warmupNanos").asLong()))
                    .repeat(s.path("repeat").asInt()).threads(s.path("threads").asInt())
                    .shuffle(s.path("shuffle").asBoolean()).seed(s.path("seed").asLong()).limit(s.path("limit").asLong())
                    .shard(new Shard(s.path("shardIndex").asInt(), s.path("shardCount").asInt())).build();
            List<String> names = new ArrayList<>();
            List<Boolean> nodes = new ArrayList<>();
            List<Boolean> outside = new ArrayList<>();
            root.path("solvers").forEach(x -> {
                names.add(x.path("name").asText());
                nodes.add(x.path("countsNodes").asBoolean(true));
                outside.add(x.path("outsideProgram").asBoolean(false));
            });
            List<InputDigest> inputs = new ArrayList<>();
            root.path("inputs").forEach(x -> inputs.add(new InputDigest(x.path("name").asText(),
                    x.path("sha256").asText(""), x.path("bytes").asLong(-1))));
            return new Manifest(root.path("toolVersion").asText(), root.path("toolCommit").asText("unknown"), settings,
                    names, nodes, outside, inputs,
                    strings(root.path("inputFailures")), strings(root.path("notices")),
                    root.path("interruption").asText(""), MAPPER.treeToValue(root.path("environment"), Environment.class),
                    root.path("wallSeconds").asDouble(), Origins.fromJson(root.get("provenance")));
        } catch (IllegalArgumentException | JsonProcessingException e) {
            throw new IOException(file + ": not a manifest this tool can read: " + e.getMessage());
        }
    }

    /** The inputs' names, in the order the run read them. */
    public List<String> inputNames() {
        return inputs.stream().map(InputDigest::name).toList();
    }

    private static Warmup warmup(int rounds, long nanos) {
        return rounds > 0 ? Warmup.rounds(rounds) : nanos > 0 ? Warmup.of(Duration.ofNanos(nanos)) : Warmup.NONE;
    }

    private static void strings(ArrayNode array, List<String> values) {
        values.forEach(array::add);
    }

    private static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(x -> out.add(x.asText()));
        return out;
    }
}
