package dev.sudokucompare.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;

/**
 * A copy of a real run's --out directory changed by hand (cells of results.csv set, times scaled,
 * solvers cloned under other names, the manifest edited), so what a diff must find is known
 * without trusting any clock. The manifest is made quiet first (no notices, load 0.1 at both
 * ends, no provenance): whether the machine looked busy, and whether the build was clean, are the
 * moment's, and the tests that need them set them.
 */
final class RunCopy {

    private record Edit(CSVRecord row, String column, String value) {
    }

    private final List<Edit> edits = new ArrayList<>();
    /** Solver to clone, the names of its clones (added after the run's own solvers). */
    private final Map<String, List<String>> clones = new LinkedHashMap<>();

    /** Sets a cell of {@code row} in the copy. */
    void set(CSVRecord row, String column, String value) {
        edits.add(new Edit(row, column, value));
    }

    /** Leaves {@code row} out of the copy. */
    void drop(CSVRecord row) {
        edits.add(new Edit(row, null, null));
    }

    /** Scales every time of {@code solver} in the copy by {@code factor}. */
    void scale(List<CSVRecord> rows, String solver, double factor) {
        for (CSVRecord r : rows) {
            if (r.get("solver").equals(solver) && !r.get("time_ns").isEmpty()) {
                set(r, "time_ns", Long.toString(Math.round(Long.parseLong(r.get("time_ns")) * factor)));
            }
        }
    }

    /** Adds solvers {@code names} to the copy, each answering as {@code solver} does (after its edits). */
    void cloneSolver(String solver, List<String> names) {
        clones.computeIfAbsent(solver, s -> new ArrayList<>()).addAll(names);
    }

    /** Writes the copy of run {@code from} to {@code dir} (created), the rows edited by {@code rowsEdit} first. */
    static Path copy(Path from, Path dir, Consumer<RunCopy> setUp, Consumer<List<CSVRecord>> rowsEdit,
            UnaryOperator<ObjectNode> manifestEdit) throws IOException {
        RunCopy c = new RunCopy();
        setUp.accept(c);
        Files.createDirectory(dir);
        try (Reader in = Files.newBufferedReader(from.resolve("results.csv"));
                CSVParser parser = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(in)) {
            List<CSVRecord> rows = parser.getRecords();
            rowsEdit.accept(rows);
            List<String> header = parser.getHeaderNames();
            c.writeRows(rows, header, dir.resolve("results.csv"));
        }
        ObjectMapper json = new ObjectMapper();
        ObjectNode manifest = (ObjectNode) json.readTree(from.resolve("manifest.json").toFile());
        manifest.putArray("notices");
        manifest.remove("provenance");
        ((ObjectNode) manifest.get("environment")).put("loadAverageStart", 0.1).put("loadAverageEnd", 0.1);
        ArrayNode solvers = (ArrayNode) manifest.get("solvers");
        c.clones.forEach((solver, names) -> {
            ObjectNode of = null;
            for (var s : solvers) {
                if (s.get("name").asText().equals(solver)) {
                    of = (ObjectNode) s;
                }
            }
            for (String name : names) {
                solvers.add(of.deepCopy().put("name", name));
            }
        });
        json.writeValue(dir.resolve("manifest.json").toFile(), manifestEdit.apply(manifest));
        return dir;
    }

    private void writeRows(List<CSVRecord> rows, List<String> header, Path file) throws IOException {
        try (Writer out = Files.newBufferedWriter(file);
                CSVPrinter p = CSVFormat.DEFAULT.builder().setHeader(header.toArray(String[]::new)).get().print(out)) {
            Map<String, List<String>> cloned = new LinkedHashMap<>();
            for (int i = 0; i < rows.size(); i++) {
                CSVRecord r = rows.get(i);
                List<String> cells = new ArrayList<>(r.toList());
                boolean dropped = false;
                for (Edit e : edits) {
                    if (e.row() == r && e.column() == null) {
                        dropped = true;
                    } else if (e.row() == r) {
                        cells.set(header.indexOf(e.column()), e.value());
                    }
                }
                if (!dropped) {
                    p.printRecord(cells);
                }
                if (clones.containsKey(r.get("solver"))) {
                    cloned.put(r.get("solver"), cells);
                }
                boolean lastOfRecord = i + 1 == rows.size() || !rows.get(i + 1).get("source").equals(r.get("source"))
                        || !rows.get(i + 1).get("record").equals(r.get("record"));
                if (lastOfRecord) {
                    for (var e : clones.entrySet()) {
                        List<String> of = cloned.get(e.getKey());
                        for (String name : of == null ? List.<String>of() : e.getValue()) {
                            List<String> copy = new ArrayList<>(of);
                            copy.set(header.indexOf("solver"), name);
                            p.printRecord(copy);
                        }
                    }
                    cloned.clear();
                }
            }
        }
    }
}
