package dev.sudokucompare.cli;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

/** Reads a run's results.csv back. */
final class ResultsFile {

    private ResultsFile() {
    }

    static List<CSVRecord> rows(Path outDir) throws IOException {
        try (Reader r = Files.newBufferedReader(outDir.resolve("results.csv"))) {
            return CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(r).getRecords();
        }
    }
}
