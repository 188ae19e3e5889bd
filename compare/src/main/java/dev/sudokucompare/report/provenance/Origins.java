package dev.sudokucompare.report.provenance;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Where each solver's code came from, so a reader can tell what ran and a diff can tell which
 * solvers are the same in two runs: the tool's jar and its SHA-256 (empty when the tool ran from
 * class directories), the versions of the solver libraries it carries (Choco, Sat4j, OR-Tools),
 * and per solver its kind (built in, a plug-in, an outside program), what it is ({@code detail}:
 * the library and version, the plug-in's jar, the program's command), every file it runs with
 * its resolved path and SHA-256, the warm-up calls it got, and a {@code fingerprint} of all that
 * (empty when something could not be read: then no run can call it the same).
 */
public record Origins(String jar, String jarSha256, Map<String, String> libraries, List<SolverOrigin> solvers) {

    public static final Origins NONE = new Origins("", "", Map.of(), List.of());

    public Origins {
        libraries = Map.copyOf(libraries);
        solvers = List.copyOf(solvers);
    }

    /** A file a solver runs: its resolved path, SHA-256 and size. */
    public record FileDigest(String path, String sha256, long bytes) {
    }

    /** One solver's origin; {@code kind} is "built-in", "plug-in" or "outside program". */
    public record SolverOrigin(String solver, String kind, String detail, List<FileDigest> files, long warmupCalls,
            String fingerprint) {

        public SolverOrigin {
            files = List.copyOf(files);
        }
    }

    /** The fingerprint of {@code solver}, empty when unknown. */
    public String fingerprint(String solver) {
        return solvers.stream().filter(s -> s.solver().equals(solver)).map(SolverOrigin::fingerprint).findFirst()
                .orElse("");
    }

    public ObjectNode toJson(ObjectMapper mapper) {
        ObjectNode n = mapper.createObjectNode().put("jar", jar.isEmpty() ? null : jar)
                .put("jarSha256", jarSha256.isEmpty() ? null : jarSha256);
        ObjectNode libs = n.putObject("libraries");
        new TreeMap<>(libraries).forEach(libs::put);
        ArrayNode list = n.putArray("solvers");
        for (SolverOrigin s : solvers) {
            ObjectNode o = list.addObject().put("solver", s.solver()).put("kind", s.kind()).put("detail", s.detail());
            ArrayNode files = o.putArray("files");
            s.files().forEach(f -> files.addObject().put("path", f.path()).put("sha256", f.sha256())
                    .put("bytes", f.bytes()));
            o.put("warmupCalls", s.warmupCalls()).put("fingerprint", s.fingerprint().isEmpty() ? null : s.fingerprint());
        }
        return n;
    }

    /** What {@link #toJson} wrote; {@link #NONE} for a missing node (a manifest written before origins). */
    public static Origins fromJson(JsonNode n) {
        if (n == null || n.isMissingNode() || n.isNull()) {
            return NONE;
        }
        Map<String, String> libs = new LinkedHashMap<>();
        n.path("libraries").fields().forEachRemaining(e -> libs.put(e.getKey(), e.getValue().asText()));
        List<SolverOrigin> solvers = new ArrayList<>();
        for (JsonNode o : n.path("solvers")) {
            List<FileDigest> files = new ArrayList<>();
            o.path("files").forEach(f -> files.add(new FileDigest(f.path("path").asText(), f.path("sha256").asText(),
                    f.path("bytes").asLong(-1))));
            solvers.add(new SolverOrigin(o.path("solver").asText(), o.path("kind").asText(), o.path("detail").asText(),
                    files, o.path("warmupCalls").asLong(0), o.path("fingerprint").asText("")));
        }
        return new Origins(n.path("jar").asText(""), n.path("jarSha256").asText(""), libs, solvers);
    }
}
