package dev.sudokucompare.grade;

import dev.sudokucompare.input.RunFile;
import dev.sudokucompare.report.CsvText;
import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;

/**
 * {@code judgements.csv}: every judgement made (and every compile), by the key of what it depends
 * on, so {@code --resume} runs only what changed. Read back with the tool's reader of its own
 * files ({@link RunFile}: no link followed, lines bounded); a row that is not as written stops the
 * re-grade with its line, as any forged file does.
 */
final class JudgementStore {

    static final String FILE = "judgements.csv";
    /** The test id of a compile's row. */
    static final String COMPILE = "#compile";
    private static final List<String> HEADER = List.of("key", "student", "test", "verdict", "reason", "cpu_ms",
            "memory_kib", "given", "shrunk");
    private static final Set<String> VERDICTS = Set.of("AC", "WA", "PE", "TLE", "MLE", "RE", "OLE", "UNVERIFIED", "OK",
            "CE");

    private record Row(String student, Judgement judgement) {
    }

    private final Map<String, Row> rows = new HashMap<>();

    /** The judgements in {@code file}; none when it does not exist. */
    static JudgementStore read(Path file) throws GradeInputException {
        JudgementStore store = new JudgementStore();
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            return store;
        }
        try (Reader in = RunFile.csv(file);
                CSVParser csv = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).build().parse(in)) {
            if (!csv.getHeaderNames().equals(HEADER)) {
                throw new GradeInputException(file + ":1: not a judgements file of grade (its header differs); "
                        + "give another --out, or delete it to grade everything again");
            }
            for (CSVRecord r : csv) {
                store.add(file, r);
            }
        } catch (UncheckedIOException e) {
            throw new GradeInputException(file + ": cannot be read: " + e.getCause().getMessage(), e);
        } catch (IOException e) {
            throw new GradeInputException(file + ": cannot be read: " + e.getMessage(), e);
        }
        return store;
    }

    private void add(Path file, CSVRecord r) throws GradeInputException {
        String at = file + ":" + r.getParser().getCurrentLineNumber() + ": ";
        if (r.size() != HEADER.size()) {
            throw new GradeInputException(at + "a row of " + r.size() + " cells, not " + HEADER.size()
                    + "; delete the file to grade everything again");
        }
        List<String> raw = new ArrayList<>();
        r.forEach(raw::add);
        try {
            CsvText.requireAsWritten(file, r.getParser().getCurrentLineNumber(), HEADER, raw);
        } catch (IOException e) {
            throw new GradeInputException(e.getMessage() + "; delete the file to grade everything again");
        }
        List<String> cells = raw.stream().map(CsvText::original).toList();
        if (!cells.get(0).matches("[0-9a-f]{64}") || !VERDICTS.contains(cells.get(3))
                || !cells.get(5).matches("-1|[0-9]{1,18}") || !cells.get(6).matches("-1|[0-9]{1,18}")
                || !cells.get(7).matches("[0-9.]{0,81}") || !cells.get(8).matches("([0-9.]{81})?")) {
            throw new GradeInputException(at + "a row this tool does not write (changed since it was written); "
                    + "delete the file to grade everything again");
        }
        rows.put(cells.get(0), new Row(cells.get(1), new Judgement(cells.get(0), cells.get(2), cells.get(3),
                cells.get(4), Long.parseLong(cells.get(5)), Long.parseLong(cells.get(6)), cells.get(7), cells.get(8))));
    }

    synchronized Judgement find(String key) {
        Row row = rows.get(key);
        return row == null ? null : row.judgement();
    }

    /**
     * Keeps {@code j}. Byte-identical submissions share their judgements (the key is what a judgement
     * depends on, not who sent it); the row names the first of their students by id, whatever order
     * they were graded in, so the file does not depend on the threads.
     */
    synchronized void put(String student, Judgement j) {
        rows.merge(j.key(), new Row(student, j), (kept, fresh) -> kept.student().compareTo(fresh.student()) <= 0
                ? kept : fresh);
    }

    /** Every row, sorted by student, test and key (the same store gives the same file). */
    synchronized String text() throws IOException {
        StringWriter out = new StringWriter();
        List<Row> sorted = new ArrayList<>(rows.values());
        sorted.sort(Comparator.comparing(Row::student).thenComparing(r -> r.judgement().test())
                .thenComparing(r -> r.judgement().key()));
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.RFC4180.builder().setRecordSeparator('\n').build())) {
            csv.printRecord(HEADER);
            for (Row r : sorted) {
                Judgement j = r.judgement();
                csv.printRecord(List.of(j.key(), r.student(), j.test(), j.verdict(), j.reason(), j.cpuMillis(),
                        j.memoryKib(), j.given(), j.shrunk()).stream().map(CsvText::neutral).toList());
            }
        }
        return out.toString();
    }
}
