package dev.sudokucompare.cli;

import dev.sudokucompare.report.ConsoleReport;
import dev.sudokucompare.report.SolverNames;
import java.io.PrintWriter;
import dev.sudokucompare.diff.DiffReport;
import dev.sudokucompare.diff.RunDiff;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Compares two runs' --out directories: a regression gate for what got worse or slower from A to B. */
@Command(name = "diff", aliases = "diff-runs", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Compare two runs' --out directories (A before, B after) solver by solver and input by input: "
            + "correct and wrong answers, PAR-2, medians, and on the records both ran the paired speed.",
            "A regression gate for CI. Correctness first: a record whose answer got worse (a lost correct answer, "
                + "a new WRONG or ERROR), a record WRONG in both, and a solver only B ran that answers WRONG or "
                + "ERROR are findings, named by record, whatever the times; a time limit is timing. Timing: a "
                + "solver is slower only when its change, measured against control solvers that ran the same "
                + "records in both runs, lies beyond --threshold with Holm's adjustment over the solvers; the least "
                + "change it can detect at 80%% power is printed. Runs whose timings do not compare (other settings or "
                + "machine), solvers with too few records or controls, and a --threshold below what can be detected "
                + "get no timing claim at all."},
        exitCodeListHeading = "%nExit status (the first that applies):%n",
        exitCodeList = {"1:a regression: an answer got worse on some record, a record WRONG in both, a solver only "
                + "in B answering WRONG or ERROR, or a solver slower beyond --threshold (Holm-adjusted p < --alpha, "
                + "against its controls)",
            "2:trouble: a directory that is not a run's --out, an unreadable file, a results.csv whose solver "
                + "labels do not match its manifest, no solver in both runs, a --control that is not in both",
            "3:no answer got worse, but nothing can be claimed on timing: the runs' timings do not compare, no "
                + "record or correct answer in common, a solver with too few records or controls, or --threshold "
                + "below the least change this diff can detect",
            "0:no regression"})
final class DiffCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "A", description = "The earlier run's --out directory.")
    Path a;

    @Parameters(index = "1", paramLabel = "B", description = "The later run's --out directory.")
    Path b;

    @Option(names = "--threshold", paramLabel = "PCT", defaultValue = "10%",
            description = "How much slower counts: B's time over A's beyond 1 + PCT (default: ${DEFAULT-VALUE}).")
    String threshold;

    @Option(names = "--alpha", paramLabel = "P", defaultValue = "0.05",
            description = "The chance of any false timing alarm among the solvers tested (Holm; default: "
                    + "${DEFAULT-VALUE}).")
    double alpha;

    @Option(names = "--drift", paramLabel = "PCT", defaultValue = "25%",
            description = "The least run-to-run drift of one solver's speed against the others that the timing gate "
                    + "allows for, whatever the controls show (default: ${DEFAULT-VALUE}, from A/A runs on a shared "
                    + "2-core machine; measure your own and lower it on a quiet, dedicated one).")
    String drift;

    @Option(names = "--control", paramLabel = "SOLVER", split = ",",
            description = "A solver unchanged between the runs, against which the others' times are measured "
                    + "(repeatable; 'none' for no control). Default: every solver whose code is the same in both "
                    + "runs by the manifests' fingerprints (a built-in's library and the tool's clean commit, a "
                    + "plug-in's jar, a program's files).")
    List<String> controls = new ArrayList<>();

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        double slower = percent(threshold, "--threshold");
        if (!(alpha > 0 && alpha < 1)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--alpha must be between 0 and 1, not " + alpha);
        }
        RunDiff diff;
        try {
            diff = RunDiff.read(a, b, slower, alpha, percent(drift, "--drift"), controls);
        } catch (IOException e) {
            spec.commandLine().getErr().println("error: " + e.getMessage());
            return ExitCodes.TROUBLE;
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        if (diff.overall().solvers().isEmpty()) {
            spec.commandLine().getErr().println("error: no solver ran in both: A ran " + diff.onlyInA() + ", B ran "
                    + diff.onlyInB());
            return ExitCodes.TROUBLE;
        }
        DiffReport.print(diff, slower, alpha, spec.commandLine().getOut());
        SolverNames names = DiffReport.names(diff);
        PrintWriter err = spec.commandLine().getErr();
        DiffReport.regressions(diff, slower).forEach(r -> ConsoleReport.fit("regression: " + names.apply(r), err));
        if (!diff.regressed()) {
            diff.nothingClaimed().forEach(r -> ConsoleReport.fit("not claimed (exit 3): " + names.apply(r), err));
        }
        return ExitCodes.of(diff);
    }

    /** "10%", "10" or "0.1" as a fraction; a usage error otherwise. */
    private double percent(String text, String option) {
        String t = text.strip();
        try {
            double v = t.endsWith("%") ? Double.parseDouble(t.substring(0, t.length() - 1)) / 100
                    : Double.parseDouble(t);
            double fraction = !t.endsWith("%") && v >= 1 ? v / 100 : v;
            if (fraction >= 0 && fraction < 100) {
                return fraction;
            }
        } catch (NumberFormatException e) {
            // the message below
        }
        throw new CommandLine.ParameterException(spec.commandLine(),
                String.format(Locale.ROOT, "%s is a percentage such as 10%%, not '%s'", option, text));
    }
}
