package dev.sudokucompare.cli;

import dev.sudokucompare.engine.ComparisonListener;
import dev.sudokucompare.engine.Listeners;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.report.JsonReport;
import dev.sudokucompare.report.Manifest;
import dev.sudokucompare.report.MarkdownReport;
import dev.sudokucompare.report.RepetitionsCsv;
import dev.sudokucompare.report.ResultsCsv;
import dev.sudokucompare.report.RunRecorder;
import dev.sudokucompare.report.RunReport;
import dev.sudokucompare.report.SummaryCsv;
import dev.sudokucompare.report.SurvivalCsv;
import dev.sudokucompare.report.html.HtmlReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * The files of {@code --out DIR}: results.csv (and with {@code --repeat} above 1,
 * repetitions.csv) streamed during the run, the reports and manifest.json written at the end;
 * none at all without {@code --out}.
 */
final class ReportFiles implements AutoCloseable {

    static final String REPETITIONS = "repetitions.csv";

    private final OutputDirectory dir;
    private final ResultsCsv results;
    private final RepetitionsCsv repetitions;

    private ReportFiles(OutputDirectory dir, ResultsCsv results, RepetitionsCsv repetitions) {
        this.dir = dir;
        this.results = results;
        this.repetitions = repetitions;
    }

    /**
     * The files of {@code out} (none when it names no directory); see {@link OutputDirectory} for
     * what is refused. {@code read} are directories the command reads, never written into.
     */
    static ReportFiles open(OutOptions out, List<String> solvers, List<Path> read) throws IOException {
        return open(out, solvers, read, false, false);
    }

    /**
     * As above, for a run with {@code settings}: results.csv marks every row contended when the run
     * was (several threads), and repetitions.csv keeps every call when it repeats them.
     */
    static ReportFiles open(OutOptions out, List<String> solvers, Settings settings) throws IOException {
        return open(out, solvers, List.of(), settings.contended(), settings.repeat() > 1);
    }

    private static ReportFiles open(OutOptions out, List<String> solvers, List<Path> read, boolean contended,
            boolean repeated) throws IOException {
        if (out.dir == null) {
            return new ReportFiles(null, null, null);
        }
        OutputDirectory dir = OutputDirectory.prepare(out.dir, out.force, read);
        try {
            // An earlier run's calls under --force are not this run's.
            Files.deleteIfExists(dir.path().resolve(REPETITIONS));
            // Unbuffered: the writers hand over whole records only, so no line is ever cut.
            return new ReportFiles(dir, new ResultsCsv(dir.create("results.csv"), solvers, contended),
                    repeated ? new RepetitionsCsv(dir.create(REPETITIONS)) : null);
        } catch (IOException e) {
            throw new IOException("cannot write to --out " + out.dir + ": " + e.getMessage(), e);
        }
    }

    /** A recorder of the run that writes results.csv (and repetitions.csv) here too, when there is a directory. */
    RunRecorder recorder(List<String> solvers, List<Boolean> countsNodes, List<Boolean> outsidePrograms, int baseline) {
        List<ComparisonListener> files = new ArrayList<>();
        if (results != null) {
            files.add(results);
        }
        if (repetitions != null) {
            files.add(repetitions);
        }
        return new RunRecorder(solvers, countsNodes, outsidePrograms, baseline,
                files.isEmpty() ? null : new Listeners(files), dir != null);
    }

    /**
     * Writes the reports. report.html, the largest (its plots), is rendered on a thread of its
     * own meanwhile: the run is over, so the core the solvers used is free, and a run's fixed cost
     * is shorter by most of that render.
     */
    void writeReports(RunReport report, RunRecorder recorder, int exitStatus) throws IOException {
        if (dir == null) {
            return;
        }
        CompletableFuture<String> html = CompletableFuture.supplyAsync(() -> HtmlReport.render(report,
                recorder.plots()), ReportFiles::onItsOwnThread);
        results.close();
        if (repetitions != null) {
            repetitions.close();
        }
        dir.write("summary.csv", SummaryCsv.render(report));
        dir.write("survival.csv", SurvivalCsv.render(report));
        dir.write("report.json", JsonReport.render(report, exitStatus));
        dir.write("report.md", MarkdownReport.render(report));
        dir.write("report.html", joined(html));
        dir.write("manifest.json", Manifest.of(report).render());
    }

    private static void onItsOwnThread(Runnable work) {
        Thread thread = new Thread(work, "report.html");
        thread.setDaemon(true);
        thread.start();
    }

    /** The render's result, or what it threw, as it threw it. */
    private static String joined(CompletableFuture<String> render) {
        try {
            return render.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw e;
        }
    }

    /** Writes out what results.csv holds pending (whole lines) and closes it; for a process about to end. */
    void closeResults() {
        for (AutoCloseable file : new AutoCloseable[] {results, repetitions}) {
            if (file != null) {
                try {
                    file.close();
                } catch (Exception e) {
                    // The process ends now; there is nothing left to tell.
                }
            }
        }
    }

    @Override
    public void close() throws IOException {
        if (results != null) {
            results.close();
        }
        if (repetitions != null) {
            repetitions.close();
        }
    }
}
