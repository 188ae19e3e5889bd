package dev.sudokucompare.cli;

import dev.sudokucompare.engine.ComparisonListener;
import dev.sudokucompare.report.JsonReport;
import dev.sudokucompare.report.MarkdownReport;
import dev.sudokucompare.report.ResultsCsv;
import dev.sudokucompare.report.RunReport;
import dev.sudokucompare.report.SummaryCsv;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Optional;

/** The files of --out DIR: results.csv streamed during the run, the reports written at the end. */
final class ReportFiles implements AutoCloseable {

    private final Path dir;
    private final ResultsCsv results;

    private ReportFiles(Path dir, ResultsCsv results) {
        this.dir = dir;
        this.results = results;
    }

    static ReportFiles open(Path dir, List<String> solvers) throws IOException {
        if (dir == null) {
            return new ReportFiles(null, null);
        }
        try {
            Files.createDirectories(dir);
            // Unbuffered: ResultsCsv hands over whole records only, so no line is ever cut.
            return new ReportFiles(dir, new ResultsCsv(Files.newOutputStream(dir.resolve("results.csv")), solvers));
        } catch (IOException e) {
            throw new IOException("cannot write to --out " + dir + ": " + e.getMessage(), e);
        }
    }

    Optional<ComparisonListener> resultsListener() {
        return Optional.ofNullable(results);
    }

    void writeReports(RunReport report) throws IOException {
        if (dir == null) {
            return;
        }
        results.close();
        write("summary.csv", SummaryCsv.render(report));
        write("report.json", JsonReport.render(report));
        write("report.md", MarkdownReport.render(report));
    }

    private void write(String name, String content) throws IOException {
        Path tmp = dir.resolve(name + ".tmp");
        Files.writeString(tmp, content, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.TRUNCATE_EXISTING);
        Files.move(tmp, dir.resolve(name), java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    @Override
    public void close() throws IOException {
        if (results != null) {
            results.close();
        }
    }
}
