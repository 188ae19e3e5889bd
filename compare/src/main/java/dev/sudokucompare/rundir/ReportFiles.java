package dev.sudokucompare.rundir;

import dev.sudokucompare.engine.ComparisonListener;
import dev.sudokucompare.engine.Listeners;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.report.JsonReport;
import dev.sudokucompare.report.Manifest;
import dev.sudokucompare.report.MarkdownReport;
import dev.sudokucompare.report.RepetitionsCsv;
import dev.sudokucompare.report.ResultsCsv;
import dev.sudokucompare.report.RunIdentity;
import dev.sudokucompare.report.run.RunRecorder;
import dev.sudokucompare.report.run.RunReport;
import dev.sudokucompare.report.SummaryCsv;
import dev.sudokucompare.report.SurvivalCsv;
import dev.sudokucompare.report.html.HtmlReport;
import dev.sudokucompare.report.html.PlotSamples;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.BiPredicate;

/**
 * The files of {@code --out DIR}: a run's manifest.json when it starts (what a resume checks),
 * results.csv (and with {@code --repeat} above 1, repetitions.csv) streamed during the run, the
 * reports and the final manifest.json at the end; none at all without {@code --out}.
 */
public final class ReportFiles implements AutoCloseable {

    private static final String REPETITIONS = "repetitions.csv";

    private final OutputDirectory dir;
    private final ResultsCsv results;
    private final RepetitionsCsv repetitions;
    private final RunIdentity identity;
    /** The plots' sample of the run {@link #recorder} made, for report.html; null without a directory. */
    private PlotSamples plots;

    private ReportFiles(OutputDirectory dir, ResultsCsv results, RepetitionsCsv repetitions, RunIdentity identity) {
        this.dir = dir;
        this.results = results;
        this.repetitions = repetitions;
        this.identity = identity;
    }

    /**
     * The files of {@code out} (none when it names no directory) for merge's reports; see {@link
     * OutputDirectory} for what is refused. {@code read} are directories the command reads, never
     * written into.
     */
    public static ReportFiles open(Path outDir, boolean force, List<String> solvers, List<Path> read, RunIdentity identity)
            throws IOException {
        if (outDir == null) {
            return new ReportFiles(null, null, null, identity);
        }
        OutputDirectory dir = OutputDirectory.forRun(outDir, force, read);
        try {
            return new ReportFiles(dir, results(outDir, () -> dir.create("results.csv"), solvers, true, false), null,
                    identity);
        } catch (IOException | RuntimeException e) {
            dir.close();
            throw e;
        }
    }

    /**
     * The files of a compare run with {@code settings} in {@code dir}, locked (none when it is null;
     * closing these files lets go of it; {@code outDir} names it in messages). A run that
     * starts writes {@code started} as its manifest.json before any row; one that goes on from an
     * earlier session ({@code resumed}) appends to its results.csv ({@code resultsHeader}: the file
     * has its header; else it is written anew) and leaves the manifest as it is until the end.
     * results.csv marks every row contended when the run was (several threads); repetitions.csv
     * keeps every call when the run repeats them, those of earlier sessions for the records
     * {@code kept} (source, record) only.
     */
    public static ReportFiles forRun(OutputDirectory dir, Path outDir, List<String> solvers, Settings settings,
            Manifest started, boolean resumed, boolean resultsHeader, BiPredicate<String, Long> kept) throws IOException {
        if (dir == null) {
            return new ReportFiles(null, null, null, RunIdentity.UNKNOWN);
        }
        if (!resumed) {
            dir.write("manifest.json", started.render());
        }
        boolean append = resumed && resultsHeader;
        Path calls = dir.path().resolve(REPETITIONS);
        boolean keepCalls = settings.repeat() > 1 && append && Files.exists(calls, LinkOption.NOFOLLOW_LINKS);
        // The calls of records results.csv kept (never read through a link); those of a record cut by the kill are run again.
        String keptCalls = keepCalls ? RepetitionsCsv.keeping(calls, kept) : null;
        ResultsCsv results = results(outDir, () -> append ? dir.append("results.csv") : dir.create("results.csv"), solvers,
                !append, settings.contended());
        RepetitionsCsv repetitions = null;
        try {
            if (keepCalls) {
                dir.write(REPETITIONS, keptCalls);
                repetitions = new RepetitionsCsv(dir.append(REPETITIONS), false);
            } else {
                // An earlier run's calls under --force are not this run's.
                Files.deleteIfExists(calls);
                repetitions = settings.repeat() > 1 ? new RepetitionsCsv(dir.create(REPETITIONS), true) : null;
            }
        } catch (IOException e) {
            results.close();
            throw new IOException("cannot write to --out " + outDir + ": " + e.getMessage(), e);
        }
        return new ReportFiles(dir, results, repetitions, started.identity());
    }

    /** Opens the file a stream of rows goes to. */
    private interface Opening {
        OutputStream open() throws IOException;
    }

    private static ResultsCsv results(Path outDir, Opening file, List<String> solvers, boolean header,
            boolean contended) throws IOException {
        try {
            // Unbuffered: the writers hand over whole records only, so no line is ever cut.
            return new ResultsCsv(file.open(), solvers, header, contended);
        } catch (IOException e) {
            throw new IOException("cannot write to --out " + outDir + ": " + e.getMessage(), e);
        }
    }

    /** A recorder of the run that writes results.csv (and repetitions.csv) here too, when there is a directory. */
    public RunRecorder recorder(List<String> solvers, List<Boolean> countsNodes, List<Boolean> outsidePrograms, int baseline) {
        List<ComparisonListener> files = new ArrayList<>();
        if (results != null) {
            files.add(results);
        }
        if (repetitions != null) {
            files.add(repetitions);
        }
        plots = dir == null ? null : new PlotSamples(solvers);
        return new RunRecorder(solvers, countsNodes, outsidePrograms, baseline,
                files.isEmpty() ? null : new Listeners(files), plots);
    }

    /**
     * Writes the reports. report.html, the largest (its plots), is rendered on a thread of its
     * own meanwhile: the run is over, so the core the solvers used is free, and a run's fixed cost
     * is shorter by most of that render.
     */
    public void writeReports(RunReport report, RunRecorder recorder, int exitStatus) throws IOException {
        if (dir == null) {
            return;
        }
        CompletableFuture<String> html = CompletableFuture.supplyAsync(() -> HtmlReport.render(report, plots), ReportFiles::onItsOwnThread);
        results.close();
        if (repetitions != null) {
            repetitions.close();
        }
        dir.write("summary.csv", SummaryCsv.render(report));
        dir.write("survival.csv", SurvivalCsv.render(report));
        dir.write("report.json", JsonReport.render(report, exitStatus));
        dir.write("report.md", MarkdownReport.render(report));
        dir.write("report.html", joined(html));
        // Complete: every record run (not interrupted); a resume or merge reads that here.
        dir.write("manifest.json", Manifest.of(report).withResume(identity, report.interruption().isEmpty()).render());
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
    public void closeResults() {
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

    /** Closes the files and lets go of the directory's lock. */
    @Override
    public void close() throws IOException {
        try {
            if (results != null) {
                results.close();
            }
            if (repetitions != null) {
                repetitions.close();
            }
        } finally {
            if (dir != null) {
                dir.close();
            }
        }
    }
}
