package dev.sudokucompare.cli;

import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.engine.Comparison;
import dev.sudokucompare.engine.ComparisonListener;
import dev.sudokucompare.engine.Input;
import dev.sudokucompare.engine.Listeners;
import dev.sudokucompare.engine.Recall;
import dev.sudokucompare.engine.Reference;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.recheck.InputDigests;
import dev.sudokucompare.report.ConsoleReport;
import dev.sudokucompare.report.Manifest;
import dev.sudokucompare.report.RunIdentity;
import dev.sudokucompare.report.provenance.Build;
import dev.sudokucompare.report.provenance.Environment;
import dev.sudokucompare.report.provenance.InputDigest;
import dev.sudokucompare.report.provenance.Machine;
import dev.sudokucompare.report.provenance.Provenance;
import dev.sudokucompare.report.provenance.SolverOrigins;
import dev.sudokucompare.report.run.ForkRecorder;
import dev.sudokucompare.report.run.RunRecorder;
import dev.sudokucompare.report.run.RunReport;
import dev.sudokucompare.resume.Resumption;
import dev.sudokucompare.rundir.OutputDirectory;
import dev.sudokucompare.rundir.ReportFiles;
import dev.sudokucompare.solvers.SolverOptions;
import dev.sudokucompare.solvers.worker.WorkerSolver;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * One {@code compare} run once its command line is read: the orchestration, phase by phase. It locks
 * the {@code --out} directory and reads back what an earlier run left ({@link #exitStatus}), starts
 * ({@link #start}), compares ({@link #compare}), reports ({@link #report}), shows the report on the
 * console ({@link #show}) and writes its files, in that order; the command only reads options.
 */
final class CompareRun {

    /** What the command line asked for, read and checked. */
    record Plan(List<SudokuSolver> solvers, Settings settings, Reference proofs, List<Input> sources,
            SolverOptions options) {
        List<String> names() {
            return solvers.stream().map(SudokuSolver::name).toList();
        }

        List<Boolean> countsNodes() {
            return solvers.stream().map(s -> s.capabilities().countsNodes()).toList();
        }

        List<Boolean> outsideProcess() {
            return solvers.stream().map(s -> !s.capabilities().inProcess()).toList();
        }
    }

    /** Known before the first record: the settings (a resumed run's seed), the machine's state, the manifest. */
    private record Start(Settings settings, List<InputDigest> digests, double loadAtStart, List<String> warnings,
            Manifest manifest, Instant at, long nanos) {
    }

    private final CompareCommand command;
    private final Plan plan;
    private final Path outDir;
    private final PrintWriter out;
    private final PrintWriter err;

    CompareRun(CompareCommand command, Plan plan) {
        this.command = command;
        this.plan = plan;
        this.outDir = command.out.dir;
        this.out = command.spec.commandLine().getOut();
        this.err = command.spec.commandLine().getErr();
    }

    /** Runs the comparison, prints and writes the reports; the exit status. */
    int exitStatus() throws Exception {
        if (command.resume && !OutputDirectory.isNewOrEmpty(outDir)) {
            Resumption.earlier(outDir); // a directory that holds no run is refused before the lock makes a file in it
        }
        try (OutputDirectory dir = outDir == null ? null : command.resume ? OutputDirectory.existing(outDir)
                : OutputDirectory.forRun(outDir, command.out.force, List.of())) {
            // What the directory holds is read again under its lock: another run may have written it meanwhile.
            return exitStatus(dir, command.resume && !OutputDirectory.isNewOrEmpty(outDir) ? Resumption.earlier(outDir)
                    : Optional.empty());
        }
    }

    private int exitStatus(OutputDirectory dir, Optional<Manifest> earlier) throws Exception {
        Start start = start(earlier);
        Settings settings = start.settings();
        try (Resumption resumption = earlier.isPresent() ? Resumption.of(outDir, earlier.get(), start.manifest(),
                plan.proofs()) : null;
                ReportFiles files = ReportFiles.forRun(dir, outDir, plan.names(), settings, start.manifest(),
                        earlier.isPresent(), resumption != null && resumption.resultsHaveHeader(),
                        (source, record) -> resumption != null && resumption.kept(source, record));
                Progress bar = Progress.create(command.progress.wanted(), "records", command.progress.wanted()
                        && Progress.stderrIsTerminal() ? settings.recordsTaken(plan.sources()) : -1)) {
            RunRecorder recorder = files.recorder(plan.names(), plan.countsNodes(), plan.outsideProcess(),
                    settings.baseline());
            start.warnings().forEach(recorder::notice);
            // The spread between a solver's worker JVMs: heard only when some solver has several.
            Optional<ForkRecorder> forks = ForkRecorder.of(plan.solvers(), settings.baseline());
            Comparison comparison = new Comparison(settings, plan.solvers(), plan.proofs(),
                    new Listeners(Stream.concat(Stream.<ComparisonListener>of(recorder, bar), forks.stream()).toList()),
                    resumption != null ? resumption : Recall.NOTHING);
            Interruption interruption = Interruption.install(comparison::requestStop, err, files::closeResults);
            try {
                List<String> notes = compare(comparison, bar, resumption, interruption, recorder);
                RunReport report = report(start, comparison, recorder, forks, interruption);
                int status = show(report, start, notes);
                files.writeReports(report, recorder, status);
                return interruption.exitStatus().orElse(status);
            } finally {
                interruption.done();
            }
        }
    }

    /**
     * The start: unless given, a resumed run's seed is its own (the records shuffle as they did
     * before); the machine's warnings are said at once.
     */
    private Start start(Optional<Manifest> earlier) {
        // Only the report files name the inputs' digests; reading every input twice is for them.
        List<InputDigest> digests = outDir == null ? List.of() : InputDigests.of(plan.sources());
        Settings settings = earlier.isPresent() && command.measure.seed == null
                ? plan.settings().toBuilder().seed(earlier.get().settings().seed()).build() : plan.settings();
        command.heapWatch.join();
        double loadAtStart = Machine.loadAverage();
        // Only a run that has both kinds of solver compares an outside program with an in-process one.
        boolean outsideFavoured = plan.outsideProcess().contains(true) && plan.outsideProcess().contains(false)
                && Machine.schedulesBySession();
        List<String> warnings = Machine.warnings(loadAtStart, Runtime.getRuntime().availableProcessors(),
                command.otherRuns.join(), outsideFavoured);
        warnings.forEach(w -> ConsoleReport.fit("warning: " + w, err));
        Manifest manifest = outDir == null ? null : manifest(settings, digests, loadAtStart);
        return new Start(settings, digests, loadAtStart, warnings, manifest, Instant.now(), System.nanoTime());
    }

    /**
     * The manifest a run writes when it starts: what a resume of it must match. The inputs are
     * every input given, each with its digest; the run is not complete until it ends.
     */
    private Manifest manifest(Settings settings, List<InputDigest> digests, double loadAtStart) {
        SolverOptions options = plan.options();
        InputFormatOption format = command.format;
        RunIdentity identity = new RunIdentity(format.format().specName(),
                format.shape() == null ? "" : format.shape().boxSpec(), options.externalFormat().name(),
                options.streamFormat().name(), options.limits().cpu().toNanos(), options.limits().memoryBytes(),
                command.plugins.paths.stream().map(Path::toString).toList(), digests);
        return new Manifest(Build.version(), Build.commit(), settings, plan.names(), plan.countsNodes(),
                plan.outsideProcess(), digests, List.of(), List.of(), "", Environment.current(loadAtStart), 0)
                .withResume(identity, false);
    }

    /** Runs every record (or the rest of them, resumed); the solvers' notes, asked once each. */
    private List<String> compare(Comparison comparison, Progress bar, Resumption resumption,
            Interruption interruption, RunRecorder recorder) throws Exception {
        comparison.run(plan.sources());
        bar.close();
        if (resumption != null) {
            if (interruption.exitStatus().isEmpty()) {
                resumption.checkNoOtherRecords();
            }
            resumption.notices().forEach(recorder::notice);
        }
        // Asked once each: a worker JVM's notes cost a round trip.
        List<String> notes = plan.solvers().stream().map(SudokuSolver::runNotes).toList();
        notes.stream().filter(n -> !n.isEmpty()).forEach(recorder::notice);
        if (command.plugins.pluginsInProcess()) {
            recorder.notice("the plug-ins' solvers ran inside the tool's JVM (--in-process): their times share it "
                    + "with the tool, and nothing kept them from reaching it");
        }
        return notes;
    }

    /** The run's report: statistics, provenance, how it ended, the spread between worker JVMs. */
    private RunReport report(Start start, Comparison comparison, RunRecorder recorder,
            Optional<ForkRecorder> forks, Interruption interruption) {
        Settings settings = start.settings();
        // Only the report files show the origins; hashing the tool's jar is for them.
        Provenance provenance = outDir == null ? Build.provenance(start.digests()) : Build.provenance(start.digests())
                .withOrigins(SolverOrigins.of(command.plugins.catalog(), plan.solvers(), settings.solverSpecs(),
                        comparison.warmupCalls()));
        RunReport report = recorder.report(provenance, command.spec.commandLine().getParseResult().originalArgs(),
                settings, Environment.current(start.loadAtStart()), start.at(),
                (System.nanoTime() - start.nanos()) / 1e9, interruption.describe(recorder.progress()));
        if (forks.isPresent()) {
            report = report.withForks(forks.get().spreads(settings.timeout()))
                    .withForkSpeedups(forks.get().pairedSpeedups());
        }
        return report.withWorkerSolvers(ForkRecorder.workerSolvers(plan.solvers()));
    }

    /** Prints the report, the scripts that reproduce findings, and the alerts; the report's exit status. */
    private int show(RunReport report, Start start, List<String> notes) throws Exception {
        // On a terminal stdout and stderr are one screen: each note once, the report's "Note:"
        // lines, and a warning said when the run began is not repeated in them.
        boolean terminal = System.console() != null;
        ConsoleReport.print(report, out, command.console.view(), terminal ? start.warnings() : List.of());
        if (outDir != null) {
            List<String> scripts = FindingScripts.write(outDir, report.examples(), plan.options(),
                    FindingScripts.options(command.solve, start.settings().mode()), ConsoleReport.names(report));
            if (!scripts.isEmpty()) {
                out.println("Reproduce a failing program's finding (its puzzle as it read it, judged again by solve):");
                scripts.forEach(out::println);
                out.flush();
            }
        }
        ConsoleReport.printAlerts(report, err, terminal ? report.notices() : start.warnings(), informs(notes));
        report.perInput().stream().map(InputCheck::mostlyNotPuzzles).flatMap(Optional::stream)
                .forEach(m -> err.println("error: " + m));
        return ExitCodes.of(report);
    }

    /**
     * An outside program's account of its running (start-up, how limits were enforced) informs; it
     * warns of nothing. A Java solver's notes, in process or in a worker, may warn.
     */
    private List<String> informs(List<String> notes) {
        List<String> informs = new ArrayList<>();
        for (int i = 0; i < plan.solvers().size(); i++) {
            SudokuSolver s = plan.solvers().get(i);
            if (!s.capabilities().inProcess() && !(s instanceof WorkerSolver) && !notes.get(i).isEmpty()) {
                informs.add(notes.get(i));
            }
        }
        return informs;
    }
}
