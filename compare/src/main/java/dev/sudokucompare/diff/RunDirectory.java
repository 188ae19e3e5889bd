package dev.sudokucompare.diff;

import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.input.RunFile;
import dev.sudokucompare.report.CsvText;
import dev.sudokucompare.report.Manifest;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * One run's --out directory as a diff reads it: what it was (manifest.json) and, per record, each
 * solver's answer verdict and time (results.csv, read by column name, so columns added later do
 * not matter). A record is known by its input and position, with its puzzle's hash to tell
 * whether two runs really ran the same one. Malformed records have no answers and are left out.
 */
record RunDirectory(Path dir, Manifest manifest, Map<Key, Row> rows) {

    /** A record: its input and its 1-based position in it. */
    record Key(String source, long record) {
    }

    /**
     * A record's puzzle hash and, per solver of the run (its order), the answer's verdict, time and
     * reason (kept for answers that are not CORRECT only: those are what a diff names).
     */
    record Row(long puzzleHash, AnswerVerdict[] verdicts, long[] timeNanos, String[] reasons) {
    }

    private static final List<String> NEEDED = List.of("source", "record", "puzzle", "solver", "answer_verdict",
            "time_ns", "record_verdict");

    /** @throws IOException naming the directory or file (and line) and what is wrong with it; never its contents */
    static RunDirectory read(Path dir) throws IOException {
        Path manifestFile = dir.resolve("manifest.json");
        Path results = dir.resolve("results.csv");
        if (!Files.exists(manifestFile, LinkOption.NOFOLLOW_LINKS) || !Files.exists(results, LinkOption.NOFOLLOW_LINKS)) {
            throw new IOException(dir + ": not an --out directory of compare (needs manifest.json and results.csv)");
        }
        Manifest manifest = Manifest.read(manifestFile);
        RunFile.check(results);
        List<String> solvers = manifest.solvers();
        Map<String, Integer> solverIndex = new HashMap<>();
        for (int i = 0; i < solvers.size(); i++) {
            solverIndex.put(solvers.get(i), i);
        }
        Map<String, String> sources = new HashMap<>();
        Map<Key, Row> rows = new LinkedHashMap<>();
        long line = 1;
        Key previous = null;
        int previousSolver = -1;
        try (Reader in = RunFile.csv(results);
                CSVParser parser = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(in)) {
            List<String> missing = NEEDED.stream().filter(c -> !parser.getHeaderNames().contains(c)).toList();
            if (!missing.isEmpty()) {
                // The file's own text is never echoed: it may be anything, even a link's target.
                throw new IOException(results + ":1: not a results.csv of this tool (no column "
                        + String.join(", ", missing) + ")");
            }
            for (Iterator<CSVRecord> it = parser.iterator(); it.hasNext(); ) {
                CSVRecord r = it.next();
                line = parser.getCurrentLineNumber();
                if (!r.isConsistent()) {
                    throw new IOException(results + ":" + line + ": a cut or ragged row");
                }
                if (r.get("record_verdict").equals("MALFORMED") || r.get("answer_verdict").isEmpty()) {
                    continue;
                }
                Integer s = solverIndex.get(text(r, "solver"));
                if (s == null) {
                    throw new IOException(results + ":" + line + ": solver " + OneLine.of(text(r, "solver"), 80)
                            + " is not one of the manifest's " + OneLine.of(solvers.toString(), 200));
                }
                String source = sources.computeIfAbsent(text(r, "source"), x -> x);
                Key key = new Key(source, Long.parseLong(r.get("record")));
                // A record's rows are written together in the manifest's solver order: labels out of that
                // order (two solvers' names swapped) cannot be matched to what the run recorded.
                if (key.equals(previous) && s <= previousSolver) {
                    throw new IOException(results + ":" + line + ": solver " + OneLine.of(text(r, "solver"), 80)
                            + " out of the manifest's order " + OneLine.of(solvers.toString(), 200)
                            + ": its labels cannot be matched to the run's solvers");
                }
                previous = key;
                previousSolver = s;
                long hash = hash(r.get("puzzle"));
                Row row = rows.computeIfAbsent(key, k -> new Row(hash, new AnswerVerdict[solvers.size()],
                        new long[solvers.size()], new String[solvers.size()]));
                if (row.puzzleHash() != hash) {
                    throw new IOException(results + ":" + line + ": " + OneLine.of(key.source(), 80) + " record "
                            + key.record() + " holds two puzzles");
                }
                row.verdicts()[s] = AnswerVerdict.valueOf(r.get("answer_verdict"));
                row.timeNanos()[s] = Long.parseLong(r.get("time_ns"));
                if (row.verdicts()[s] != AnswerVerdict.CORRECT) {
                    row.reasons()[s] = OneLine.of(text(r, "answer_reason"), 160);
                }
            }
        } catch (UncheckedIOException e) {
            RunFile.rethrowTooLong(e);
            throw new IOException(results + ":" + (line + 1) + ": not a CSV row this tool wrote");
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new IOException(results + ":" + line + ": " + OneLine.of(String.valueOf(e.getMessage()), 120));
        }
        // A record with a row missing (a run killed mid-record) is not a whole answer set.
        rows.values().removeIf(row -> Arrays.stream(row.verdicts()).anyMatch(v -> v == null));
        return new RunDirectory(dir, manifest, rows);
    }

    List<String> solvers() {
        return manifest.solvers();
    }

    /** The inputs in the order the run read them. */
    List<String> inputs() {
        return manifest.inputNames();
    }

    double limitNanos() {
        return manifest.settings().timeout().toNanos();
    }

    /** The solver's fingerprint in this run's manifest, empty when unknown (see the manifest's provenance). */
    String fingerprint(String solver) {
        return manifest.origins().fingerprint(solver);
    }

    /** Keys of the records of {@code source}, or of every record when null. */
    List<Key> keys(String source) {
        List<Key> out = new ArrayList<>();
        for (Key k : rows.keySet()) {
            if (source == null || k.source().equals(source)) {
                out.add(k);
            }
        }
        return out;
    }

    /** A text cell as written: the spreadsheet guard undone, printable (the file may be forged). */
    private static String text(CSVRecord r, String column) {
        return OneLine.printable(CsvText.original(r.get(column)));
    }

    /** A 64-bit FNV-1a hash of the puzzle text: equal puzzles, equal hashes; a collision is a 2^-64 chance. */
    private static long hash(String puzzle) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < puzzle.length(); i++) {
            h ^= puzzle.charAt(i);
            h *= 0x100000001b3L;
        }
        return h;
    }
}
