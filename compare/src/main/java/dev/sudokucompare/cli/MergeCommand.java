package dev.sudokucompare.cli;

import dev.sudokucompare.merge.Merger;
import dev.sudokucompare.report.ConsoleReport;
import dev.sudokucompare.report.provenance.Build;
import dev.sudokucompare.report.run.RunRecorder;
import dev.sudokucompare.report.run.RunReport;
import dev.sudokucompare.rundir.ReportFiles;
import dev.sudokucompare.solvers.SolverCatalog;
import dev.sudokucompare.solvers.SolverOptions;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

/** Combines the --out directories of a sharded run into the report one unsharded run would give. */
@Command(name = "merge", mixinStandardHelpOptions = true,
        description = {"Combine the --out directories of 'compare --shard i/n' runs (all n of them) into one "
            + "report: every statistic is recomputed from the records, as a single run would give it.",
            "The shards must share their settings; timings keep each shard's own measurements."},
        exitCodeListHeading = "%nExit status (as compare's):%n",
        exitCodeList = {"0:every answer correct (limits allowed)", "1:a WRONG answer or a DISAGREE record (first)",
            "2:trouble: shards missing, duplicated or run with other settings, unreadable files, MALFORMED records, "
                + "solver errors", "3:an answer UNVERIFIED (the reference could not prove it)"})
final class MergeCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "DIR", description = "The shards' --out directories.")
    List<Path> shardDirs = new ArrayList<>();

    @Mixin
    OutOptions out;

    @Mixin
    ConsoleOptions view;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        if (out.dir == null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "merge needs --out DIR for the merged reports");
        }
        Merger.Merged merged;
        try {
            // The reference each shard ran with proves the claims again, as compare's judge did.
            merged = Merger.merge(shardDirs, s -> ReferenceOptions.resolve(s.reference(), s.referenceTimeout(), s.mode(),
                    reference -> SolverCatalog.builtIn().resolve(reference, SolverOptions.DEFAULT)));
        } catch (IOException | IllegalArgumentException e) {
            spec.commandLine().getErr().println("error: " + e.getMessage());
            return ExitCodes.TROUBLE;
        }
        List<String> names = merged.solverNames();
        try (ReportFiles files = ReportFiles.open(out.dir, out.force, names, shardDirs, merged.identity())) {
            RunRecorder recorder = files.recorder(names, merged.countsNodes(), merged.outsidePrograms(),
                    merged.settings().baseline());
            // The same events a run gives, in the unsharded run's order.
            merged.inputOrder().forEach(input -> recorder.inputStarted(input, -1));
            merged.judged().forEach(recorder::judged);
            merged.inputFailures().forEach(f -> recorder.inputFailed("", f));
            merged.notices().forEach(recorder::notice);
            RunReport report = recorder.report(Build.provenance(merged.inputs()),
                    spec.commandLine().getParseResult().originalArgs(),
                    merged.settings(), merged.environment(), Instant.now(), merged.wallSeconds(), merged.interruption());
            PrintWriter console = spec.commandLine().getOut();
            console.println("merged " + shardDirs.size() + " shards: " + merged.judged().size() + " records");
            ConsoleReport.print(report, console, view.view());
            ConsoleReport.printAlerts(report, spec.commandLine().getErr());
            int status = ExitCodes.of(report);
            files.writeReports(report, recorder, status);
            return status;
        }
    }
}
