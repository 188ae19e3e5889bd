package dev.sudokucompare.recheck;

import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.input.RunFile;
import dev.sudokucompare.report.CsvText;
import dev.sudokucompare.report.ResultsCsv;
import java.io.BufferedInputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * A run's results.csv, scanned once and indexed by record: where each record's rows are (one per
 * solver, in the manifest's order, together, as the run writes them), so that a record can be
 * read back when the run or a merge meets it again, in any order, with memory that stays small
 * (some 30 bytes a record). The scan refuses, naming file and line, anything the tool cannot
 * have written: a ragged row, rows of a record apart or in another order of solvers, a solver
 * not in the manifest, a record twice. Only the end may be cut (a run killed while writing):
 * a resume drops that part and runs those records again; a merge refuses it.
 */
public final class ResultsIndex implements Closeable {

    /** Where one record's rows are. */
    public record Group(String source, long record, long line, long offset, int length) {
    }

    static final CSVFormat FORMAT = CSVFormat.DEFAULT.builder().setIgnoreEmptyLines(false).get();
    private static final int WINDOW = 1 << 16;

    private final Path file;
    private final List<String> header;
    private final List<String> solvers;
    private final Map<String, SourceGroups> bySource;
    private final long wholeBytes;
    private final String cut;
    private final long records;
    /** Reading rows back: the parser, its rows ahead, the line it started at and the offset it has read to. */
    private CSVParser reader;
    private Iterator<CSVRecord> ahead;
    private long readerLine;
    private long nextOffset = -1;

    private ResultsIndex(Path file, List<String> header, List<String> solvers, Map<String, SourceGroups> bySource,
            long wholeBytes, String cut, long records) {
        this.file = file;
        this.header = header;
        this.solvers = solvers;
        this.bySource = bySource;
        this.wholeBytes = wholeBytes;
        this.cut = cut;
        this.records = records;
    }

    /**
     * Scans {@code csv}, whose rows are for {@code solvers} (the manifest's names, in order).
     * {@code dropCut}: a cut end is left out (a resume), else refused (a merge).
     *
     * @throws IOException one line naming the file, the line and what is wrong
     */
    public static ResultsIndex scan(Path csv, List<String> solvers, boolean dropCut) throws IOException {
        try (InputStream raw = RunFile.open(csv)) {
            return new Scan(csv, solvers, dropCut, new RowFraming(new BufferedInputStream(raw, WINDOW))).run();
        }
    }

    /** The scan itself: rows in order, grouped per record. */
    private static final class Scan {
        private final Path csv;
        private final List<String> solvers;
        private final boolean dropCut;
        private final RowFraming framing;
        private final Map<String, SourceGroups> bySource = new HashMap<>();
        private List<String> header;
        private int sourceColumn;
        private int recordColumn;
        private int solverColumn;
        private long wholeBytes;
        private long wholeLines;
        private long records;
        private String cut;
        // The record whose rows are being read.
        private String source;
        private long record;
        private long groupOffset;
        private long groupLine;
        private int rowsSoFar;

        Scan(Path csv, List<String> solvers, boolean dropCut, RowFraming framing) {
            this.csv = csv;
            this.solvers = solvers;
            this.dropCut = dropCut;
            this.framing = framing;
        }

        ResultsIndex run() throws IOException {
            long previousEnd = 0;
            long previousLines = 0;
            try (CSVParser parser = FORMAT.parse(RunFile.csv(framing, csv, 1))) {
                try {
                    Iterator<CSVRecord> rows = parser.iterator();
                    while (rows.hasNext()) {
                        CSVRecord row = rows.next();
                        RowFraming.End end = framing.nextEnd();
                        if (end == null) {
                            // A row whose line feed the framing has not seen: the file's cut end, unless more rows follow.
                            notARowUnlessAtTheEnd(previousLines);
                            cutAt(previousLines + 1, "its last line is cut");
                            break;
                        }
                        long line = previousLines + 1;
                        if (header == null) {
                            header = header(row);
                            wholeBytes = end.offset();
                            wholeLines = end.lines();
                        } else {
                            row(row, line, previousEnd, end);
                        }
                        previousEnd = end.offset();
                        previousLines = end.lines();
                    }
                } catch (UncheckedIOException | IllegalStateException e) {
                    RunFile.rethrowTooLong(e);
                    // The parser stopped on a quote left open: the file's end, cut inside a quoted cell, or worse.
                    notARowUnlessAtTheEnd(previousLines);
                    cutAt(previousLines + 1, "its last line is cut");
                }
            }
            if (header != null && rowsSoFar > 0) {
                cutAt(groupLine, "its last record has " + rowsSoFar + " of its " + solvers.size() + " rows");
            }
            if (framing.foreignAt() >= 0 && framing.foreignAt() <= wholeLines) {
                throw new IOException(csv + ":" + framing.foreignAt() + ": an empty line, a carriage return outside "
                        + "quotes or a quote inside a cell: not a results.csv this tool wrote");
            }
            for (SourceGroups g : bySource.values()) {
                g.sort(csv);
            }
            return new ResultsIndex(csv, header, solvers, bySource, header == null ? 0 : wholeBytes, cut, records);
        }

        /** Refuses the rest of the file when a row end follows what could otherwise be its cut end. */
        private void notARowUnlessAtTheEnd(long previousLines) throws IOException {
            if (framing.rowEndFollows(4L * RunFile.MAX_LINE_CHARS)) {
                throw new IOException(csv + ":" + (previousLines + 1) + ": not a CSV row this tool wrote (a quote is not "
                        + "closed where it should be)");
            }
        }

        private List<String> header(CSVRecord row) throws IOException {
            List<String> names = row.toList();
            List<String> missing = ResultsCsv.COLUMNS.stream().filter(c -> !names.contains(c)).toList();
            if (!missing.isEmpty()) {
                // The file's own text is never echoed: it may be anything, even a link's target.
                throw new IOException(csv + ":1: not a results.csv of this tool (no column " + String.join(", ", missing)
                        + ")");
            }
            if (names.stream().distinct().count() != names.size()) {
                throw new IOException(csv + ":1: a column is named twice");
            }
            sourceColumn = names.indexOf("source");
            recordColumn = names.indexOf("record");
            solverColumn = names.indexOf("solver");
            return List.copyOf(names);
        }

        private void row(CSVRecord row, long line, long start, RowFraming.End end) throws IOException {
            if (row.size() != header.size()) {
                throw new IOException(csv + ":" + line + ": a row of " + row.size() + " cells under a header of "
                        + header.size());
            }
            // A kept row goes on in results.csv as it is: it must be one the tool wrote, guard and sanitiser passed.
            CsvText.requireAsWritten(csv, line, header, row.toList());
            String rowSource = text(row.get(sourceColumn));
            long rowRecord = recordNumber(row.get(recordColumn), line);
            String solver = text(row.get(solverColumn));
            if (rowsSoFar > 0 && (!rowSource.equals(source) || rowRecord != record)) {
                throw new IOException(csv + ":" + line + ": record " + record + " of " + OneLine.of(source, 80) + " (line "
                        + groupLine + ") has " + rowsSoFar + " of its " + solvers.size() + " rows; the rest are missing");
            }
            if (rowsSoFar == 0) {
                source = rowSource;
                record = rowRecord;
                groupOffset = start;
                groupLine = line;
            }
            if (!solver.equals(solvers.get(rowsSoFar))) {
                throw new IOException(csv + ":" + line + ": solver " + OneLine.of(solver, 80) + " where the manifest has "
                        + OneLine.of(solvers.get(rowsSoFar), 80) + " (its solvers, in order: "
                        + OneLine.of(String.join(", ", solvers), 200) + ")");
            }
            rowsSoFar++;
            if (rowsSoFar == solvers.size()) {
                long length = end.offset() - groupOffset;
                if (length > Integer.MAX_VALUE) {
                    throw new IOException(csv + ":" + groupLine + ": a record of over 2 GiB");
                }
                bySource.computeIfAbsent(source, SourceGroups::new).add(record, groupLine, groupOffset, (int) length);
                records++;
                rowsSoFar = 0;
                wholeBytes = end.offset();
                wholeLines = end.lines();
            }
        }

        private long recordNumber(String cell, long line) throws IOException {
            try {
                long n = Long.parseLong(cell);
                if (n >= 1) {
                    return n;
                }
            } catch (NumberFormatException e) {
                // said below
            }
            throw new IOException(csv + ":" + line + ": record " + OneLine.of(cell, 40)
                    + " is not a record number (1, 2, ...)");
        }

        private void cutAt(long line, String what) throws IOException {
            if (!dropCut) {
                throw new IOException(csv + ":" + line + ": " + what + " (the run was killed while writing): finish it "
                        + "with compare --resume");
            }
            if (cut == null) {
                cut = csv + ":" + line + ": " + what + "; that part is dropped and run again";
            }
            rowsSoFar = 0;
        }
    }

    /** A text cell as written: the spreadsheet guard undone, made printable (the file may be forged). */
    static String text(String cell) {
        return OneLine.printable(CsvText.original(cell));
    }

    /** The header's column names; empty when the file has no whole header line (a run killed at once). */
    public List<String> header() {
        return header == null ? List.of() : header;
    }

    public boolean hasHeader() {
        return header != null;
    }

    /** The bytes from the start to the end of the last whole record: all a resume keeps. */
    public long wholeBytes() {
        return wholeBytes;
    }

    /** What was dropped at the end, in one line, when the file was cut; else empty. */
    public Optional<String> cut() {
        return Optional.ofNullable(cut);
    }

    /** Whole records in the file. */
    public long records() {
        return records;
    }

    public Path file() {
        return file;
    }

    /** True when the file holds rows of {@code source}. */
    public boolean hasSource(String source) {
        return bySource.containsKey(source);
    }

    /** True when the file holds whole rows of {@code record} of {@code source}. */
    public boolean holds(String source, long record) {
        SourceGroups groups = bySource.get(source);
        return groups != null && groups.holds(record);
    }

    /** The rows of {@code record} of {@code source}, taken (a second take finds none); null when none. */
    public Group take(String source, long record) {
        SourceGroups groups = bySource.get(source);
        return groups == null ? null : groups.take(record);
    }

    /** A record whose rows were never taken, the first in the file's order, if any. */
    public Optional<Group> firstUntaken() {
        return bySource.values().stream().map(SourceGroups::firstUntaken).flatMap(Optional::stream)
                .min((a, b) -> Long.compare(a.offset(), b.offset()));
    }

    /**
     * A record's rows, read back from the file: one per solver, with the line each starts on. One
     * parser reads on while records are asked for in the file's order (as a run or a merge meets
     * them, unless a resume appended some out of it); another record starts a parser where it is.
     */
    public List<Row> rows(Group g) throws IOException {
        if (g.offset() != nextOffset) {
            closeReader();
            InputStream in = RunFile.open(file);
            reader = FORMAT.builder().setHeader(header.toArray(String[]::new)).get().parse(RunFile.csv(
                    new BufferedInputStream(skipped(in, g.offset()), WINDOW), file, g.line()));
            ahead = reader.iterator();
            readerLine = g.line();
        }
        List<Row> out = new ArrayList<>();
        try {
            for (int i = 0; i < solvers.size(); i++) {
                long line = readerLine + reader.getCurrentLineNumber();
                CSVRecord r = ahead.hasNext() ? ahead.next() : null;
                if (r == null || !r.isConsistent() || !text(r.get("source")).equals(g.source())
                        || !r.get("record").equals(Long.toString(g.record()))) {
                    throw new IOException(file + ":" + line + ": the file changed since it was read");
                }
                out.add(new Row(r, line));
            }
        } catch (UncheckedIOException | IllegalStateException e) {
            nextOffset = -1;
            RunFile.rethrowTooLong(e);
            throw new IOException(file + ":" + g.line() + ": the file changed since it was read");
        }
        nextOffset = g.offset() + g.length();
        return out;
    }

    private static InputStream skipped(InputStream in, long bytes) throws IOException {
        try {
            in.skipNBytes(bytes);
            return in;
        } catch (IOException e) {
            in.close();
            throw e;
        }
    }

    /** A row and the line of the file it starts on. */
    public record Row(CSVRecord cells, long line) {
    }

    private void closeReader() throws IOException {
        if (reader != null) {
            reader.close();
            reader = null;
        }
    }

    @Override
    public void close() throws IOException {
        closeReader();
    }
}
