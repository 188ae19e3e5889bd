package dev.sudokucompare.cli;

import dev.sudokucompare.engine.ComparisonListener;
import dev.sudokucompare.engine.Listeners;
import dev.sudokucompare.report.JsonReport;
import dev.sudokucompare.report.MarkdownReport;
import dev.sudokucompare.report.ResultsCsv;
import dev.sudokucompare.report.RunReport;
import dev.sudokucompare.report.SummaryCsv;
import dev.sudokucompare.report.html.HtmlReport;
import dev.sudokucompare.report.html.PlotSamples;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The files of --out DIR: results.csv streamed during the run, the reports written at the end.
 * report.html's plots draw on a bounded sample of the records, kept as they stream past.
 */
final class ReportFiles implements AutoCloseable {

    private final OutputDirectory dir;
    private final ResultsCsv results;
    private final PlotSamples plots;

    private ReportFiles(OutputDirectory dir, ResultsCsv results, PlotSamples plots) {
        this.dir = dir;
        this.results = results;
        this.plots = plots;
    }

    /**
     * The files of {@code dir} (none when it is null); see {@link OutputDirectory} for what is
     * refused. {@code read} are directories the command reads, never written into.
     */
    static ReportFiles open(Path dir, List<String> solvers, boolean force, List<Path> read) throws IOException {
        if (dir == null) {
            return new ReportFiles(null, null, null);
        }
        OutputDirectory out = OutputDirectory.prepare(dir, force, read);
        try {
            // Unbuffered: ResultsCsv hands over whole records only, so no line is ever cut.
            return new ReportFiles(out, new ResultsCsv(out.create("results.csv"), solvers), new PlotSamples(solvers));
        } catch (IOException e) {
            throw new IOException("cannot write to --out " + dir + ": " + e.getMessage(), e);
        }
    }

    /** What hears the records for the files: results.csv and the plots' sample. */
    Optional<ComparisonListener> resultsListener() {
        return results == null ? Optional.empty() : Optional.of(new Listeners(List.of(results, plots)));
    }

    void writeReports(RunReport report) throws IOException {
        if (dir == null) {
            return;
        }
        results.close();
        write("summary.csv", SummaryCsv.render(report));
        write("report.json", JsonReport.render(report));
        write("report.md", MarkdownReport.render(report));
        write("report.html", HtmlReport.render(report, plots));
    }

    private void write(String name, String content) throws IOException {
        dir.write(name, content);
    }

    /** Writes out what results.csv holds pending (whole lines) and closes it; for a process about to end. */
    void closeResults() {
        if (results != null) {
            try {
                results.close();
            } catch (IOException e) {
                // The process ends now; there is nothing left to tell.
            }
        }
    }

    @Override
    public void close() throws IOException {
        if (results != null) {
            results.close();
        }
    }
}
