package dev.sudokucompare.cli;

import dev.sudokucompare.engine.ComparisonListener;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Listeners;
import dev.sudokucompare.merge.Merger;
import dev.sudokucompare.report.ConsoleReport;
import dev.sudokucompare.report.FindingsCollector;
import dev.sudokucompare.report.RunReport;
import dev.sudokucompare.stats.StatsCollector;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Combines the --out directories of a sharded run into the report one unsharded run would give. */
@Command(name = "merge", mixinStandardHelpOptions = true,
        description = {"Combine the --out directories of 'compare --shard i/n' runs (all n of them) into one "
            + "report: every statistic is recomputed from the records, as a single run would give it.",
            "The shards must share their settings; timings keep each shard's own measurements."},
        exitCodeListHeading = "%nExit status (as compare's):%n",
        exitCodeList = {"0:every answer correct (limits allowed)", "1:a WRONG answer or a DISAGREE record (first)",
            "2:trouble: shards missing, duplicated or run with other settings, unreadable files, MALFORMED records, "
                + "solver errors"})
final class MergeCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "DIR", description = "The shards' --out directories.")
    List<Path> shardDirs = new ArrayList<>();

    @Option(names = "--out", required = true, paramLabel = "DIR",
            description = "Where the merged results.csv and reports go (a new or empty directory, not a shard).")
    Path outDir;

    @Option(names = "--force", description = "Write into a non-empty --out directory (never one of the shards), "
            + "replacing the reports in it.")
    boolean force;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        Merger.Merged merged;
        try {
            merged = Merger.merge(shardDirs);
        } catch (IOException e) {
            spec.commandLine().getErr().println("error: " + e.getMessage());
            return ExitCodes.TROUBLE;
        }
        List<String> names = merged.solverNames();
        StatsCollector stats = new StatsCollector(names, merged.countsNodes(), merged.settings().baseline());
        FindingsCollector findings = new FindingsCollector();
        merged.inputOrder().forEach(input -> {
            stats.inputStarted(input, -1);
            findings.inputStarted(input, -1);
        });
        try (ReportFiles files = ReportFiles.open(outDir, names, force, shardDirs)) {
            List<ComparisonListener> listeners = new ArrayList<>(List.of(stats, findings));
            files.resultsListener().ifPresent(listeners::add);
            ComparisonListener all = new Listeners(listeners);
            for (Judgement j : merged.judged()) {
                all.judged(j);
            }
            RunReport report = new RunReport(Version.current(), spec.commandLine().getParseResult().originalArgs(),
                    merged.settings(), merged.environment(), Instant.now(), merged.wallSeconds(), stats.summaries(),
                    findings.examples(), findings.findings(), merged.inputFailures(), merged.notices(),
                    merged.interruption());
            out.println("merged " + shardDirs.size() + " shards: " + merged.judged().size() + " records");
            ConsoleReport.print(report, out);
            ConsoleReport.printAlerts(report, spec.commandLine().getErr());
            files.writeReports(report);
            return report.exitStatus();
        }
    }
}
