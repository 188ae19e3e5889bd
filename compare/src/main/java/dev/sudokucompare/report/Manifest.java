package dev.sudokucompare.report;

import dev.sudokucompare.report.provenance.Environment;
import dev.sudokucompare.report.provenance.InputDigest;
import dev.sudokucompare.report.provenance.Origins;
import dev.sudokucompare.report.run.RunReport;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.engine.Shard;
import dev.sudokucompare.engine.Warmup;
import dev.sudokucompare.input.RunFile;
import dev.sudokucompare.stats.SolverStats;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * {@code manifest.json}: what a run was, as data for machines (merge reads it; a person reads
 * report.json). Versioned: {@link #VERSION} changes whenever a field changes meaning, and a reader
 * refuses another version rather than guess. Holds the settings field by field, the solvers with
 * what each counts, the inputs in the order read with their digests, what failed or was noted,
 * where it ran, and the build of the tool that ran it. Its {@code resume} object holds what a
 * resumed session and merge check besides ({@link RunIdentity}), and {@code complete}: whether
 * every record was run (false from the moment a run starts until it ends uninterrupted).
 * Everything read is checked: a number out of its range, a link or a file too big is refused.
 */
public record Manifest(String toolVersion, String toolCommit, Settings settings, List<String> solvers,
        List<Boolean> countsNodes, List<Boolean> outsidePrograms, List<InputDigest> inputs, List<String> inputFailures,
        List<String> notices, String interruption,
        Environment environment, double wallSeconds, RunIdentity identity, boolean complete, Origins origins) {

    /** The manifest format this tool writes and reads (3: the resume object). */
    public static final int VERSION = 3;

    /** A manifest is a few kilobytes; one far bigger is not one this tool wrote, and is not read. */
    static final long MAX_BYTES = 64L << 20;

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public Manifest {
        solvers = List.copyOf(solvers);
        countsNodes = List.copyOf(countsNodes);
        outsidePrograms = List.copyOf(outsidePrograms);
        inputs = List.copyOf(inputs);
        inputFailures = List.copyOf(inputFailures);
        notices = List.copyOf(notices);
        Objects.requireNonNull(identity);
        origins = origins == null ? Origins.NONE : origins;
    }

    /** Without the resume object (a report's own manifest, before it is known) and the solvers' origins. */
    public Manifest(String toolVersion, String toolCommit, Settings settings, List<String> solvers,
            List<Boolean> countsNodes, List<Boolean> outsidePrograms, List<InputDigest> inputs, List<String> inputFailures,
            List<String> notices, String interruption, Environment environment, double wallSeconds) {
        this(toolVersion, toolCommit, settings, solvers, countsNodes, outsidePrograms, inputs, inputFailures, notices,
                interruption, environment, wallSeconds, RunIdentity.UNKNOWN, false, Origins.NONE);
    }

    /** The same, with what the resume object says. */
    public Manifest withResume(RunIdentity newIdentity, boolean isComplete) {
        return new Manifest(toolVersion, toolCommit, settings, solvers, countsNodes, outsidePrograms, inputs,
                inputFailures, notices, interruption, environment, wallSeconds, newIdentity, isComplete, origins);
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
                r.environment(), r.wallSeconds(), RunIdentity.UNKNOWN, false, r.provenance().origins());
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
                .put("shardIndex", s.shard().index()).put("shardCount", s.shard().count())
                .put("reference", s.reference()).put("referenceTimeoutNanos", s.referenceTimeout().toNanos());
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
        renderResume(root.putObject("resume"));
        root.set("provenance", origins.toJson(MAPPER));
        try {
            return MAPPER.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private void renderResume(ObjectNode r) {
        RunIdentity id = identity;
        r.put("complete", complete).put("inputFormat", id.inputFormat()).put("shape", id.shape())
                .put("externalFormat", id.externalFormat())
                .put("streamFormat", id.streamFormat()).put("cpuLimitNanos", id.cpuLimitNanos())
                .put("memoryLimitBytes", id.memoryLimitBytes());
        strings(r.putArray("plugins"), id.plugins());
        ArrayNode given = r.putArray("inputs");
        for (InputDigest d : id.inputs()) {
            given.addObject().put("name", d.name()).put("sha256", d.sha256()).put("bytes", d.bytes());
        }
    }

    /**
     * Reads a run directory's manifest: a regular file (a symbolic link is refused, never
     * followed) of a sane size, every number in its range.
     *
     * @throws IOException naming the file and what is wrong with it
     */
    public static Manifest read(Path file) throws IOException {
        JsonNode root;
        RunFile.check(file);
        try {
            if (Files.size(file) > MAX_BYTES) {
                throw new IOException("over " + (MAX_BYTES >> 20) + " MiB, not a manifest this tool wrote");
            }
            try (InputStream in = RunFile.open(file)) {
                root = MAPPER.readTree(in);
            }
        } catch (IOException e) {
            throw new IOException(file + ": unreadable: " + OneLine.of(String.valueOf(e.getMessage()), 200));
        }
        if (root == null || !root.isObject()) {
            throw new IOException(file + ": not a manifest (no JSON object)");
        }
        oneLine(root);
        int version = root.path("manifestVersion").asInt(-1);
        if (version != VERSION) {
            throw new IOException(file + ": manifest version " + version + ", this tool reads version " + VERSION
                    + "; use runs written by the same version of the tool");
        }
        try {
            ManifestFields f = new ManifestFields(file);
            JsonNode s = root.path("settings");
            int count = (int) f.number(s, "shardCount", 1, Integer.MAX_VALUE);
            Settings settings = Settings.builder(strings(s.path("solverSpecs")))
                    .baseline((int) f.number(s, "baseline", 0, Integer.MAX_VALUE))
                    .mode(Mode.valueOf(s.path("mode").asText()))
                    .countLimit((int) f.number(s, "countLimit", 1, Integer.MAX_VALUE))
                    .timeout(Duration.ofNanos(f.number(s, "timeoutNanos", 1, ManifestFields.MAX_NANOS)))
                    .warmup(warmup((int) f.number(s, "warmupRounds", 0, Integer.MAX_VALUE),
                            f.number(s, "warmupNanos", 0, ManifestFields.MAX_NANOS)))
                    .repeat((int) f.number(s, "repeat", 1, ManifestFields.MAX_REPEAT))
                    .threads((int) f.number(s, "threads", 1, ManifestFields.MAX_THREADS))
                    .shuffle(f.flag(s, "shuffle")).seed(f.number(s, "seed", Long.MIN_VALUE, Long.MAX_VALUE))
                    .limit(f.number(s, "limit", 0, Long.MAX_VALUE))
                    .shard(new Shard((int) f.number(s, "shardIndex", 1, count), count))
                    .reference(f.text(s, "reference"), Duration.ofNanos(f.number(s, "referenceTimeoutNanos", 1,
                            ManifestFields.MAX_NANOS))).build();
            List<String> names = new ArrayList<>();
            List<Boolean> nodes = new ArrayList<>();
            List<Boolean> outside = new ArrayList<>();
            root.path("solvers").forEach(x -> {
                names.add(x.path("name").asText());
                nodes.add(x.path("countsNodes").asBoolean(true));
                outside.add(x.path("outsideProgram").asBoolean(false));
            });
            List<InputDigest> inputs = f.digests(root.path("inputs"));
            double wall = root.path("wallSeconds").asDouble(-1);
            if (!(wall >= 0 && wall < ManifestFields.MAX_NANOS / 1e9)) {
                throw new IOException(file + ": wallSeconds " + OneLine.of(root.path("wallSeconds").toString(), 40)
                        + " is out of range");
            }
            JsonNode r = root.path("resume");
            RunIdentity identity = new RunIdentity(r.path("inputFormat").asText(""), r.path("shape").asText(""),
                    r.path("externalFormat").asText(""),
                    r.path("streamFormat").asText(""), f.number(r, "cpuLimitNanos", 0, ManifestFields.MAX_NANOS),
                    f.number(r, "memoryLimitBytes", 0, Long.MAX_VALUE), strings(r.path("plugins")),
                    f.digests(r.path("inputs")));
            return new Manifest(root.path("toolVersion").asText(), root.path("toolCommit").asText("unknown"), settings,
                    names, nodes, outside, inputs,
                    strings(root.path("inputFailures")), strings(root.path("notices")),
                    root.path("interruption").asText(""), MAPPER.treeToValue(root.path("environment"), Environment.class),
                    wall, identity, f.flag(r, "complete"), Origins.fromJson(root.get("provenance")));
        } catch (IllegalArgumentException | JsonProcessingException e) {
            throw new IOException(file + ": not a manifest this tool can read: " + OneLine.of(String.valueOf(e.getMessage()),
                    200));
        }
    }

    /**
     * Every text of {@code tree} on one line, made printable ({@link OneLine#printable}), in place:
     * a manifest's texts are one-line fields (names, notices, the interruption) and the tool writes
     * them so, but a forged one could hold a line break that would print as a line of its own.
     */
    public static JsonNode oneLine(JsonNode tree) {
        if (tree instanceof ObjectNode object) {
            for (Iterator<Map.Entry<String, JsonNode>> fields = object.fields(); fields.hasNext(); ) {
                Map.Entry<String, JsonNode> field = fields.next();
                if (field.getValue().isTextual()) {
                    field.setValue(TextNode.valueOf(OneLine.printable(field.getValue().textValue())));
                } else {
                    oneLine(field.getValue());
                }
            }
        } else if (tree instanceof ArrayNode array) {
            for (int i = 0; i < array.size(); i++) {
                if (array.get(i).isTextual()) {
                    array.set(i, TextNode.valueOf(OneLine.printable(array.get(i).textValue())));
                } else {
                    oneLine(array.get(i));
                }
            }
        }
        return tree;
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
