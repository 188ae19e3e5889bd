package dev.sudokucompare.cli;

import dev.sudokucompare.diff.DiffReport;
import dev.sudokucompare.diff.RunDiff;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Compares two runs' --out directories: what got slower or wrong from A to B. */
@Command(name = "diff", aliases = "diff-runs", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Compare two runs' --out directories (A before, B after) solver by solver and input by input: "
            + "correct and wrong answers, PAR-2, medians, and on the records both ran the paired speed with "
            + "Wilcoxon's signed-rank test. Runs on other machines or with other settings are flagged, not refused.",
            "For CI: the exit status says whether a solver got slower beyond --threshold with significance, or "
                + "gave a WRONG answer it did not give before."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:no regression",
            "1:a regression: a solver slower beyond --threshold with p < --alpha (all inputs), or a new WRONG answer",
            "2:trouble: a directory that is not a run's --out, an unreadable file, no solver in both runs"})
final class DiffCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "A", description = "The earlier run's --out directory.")
    Path a;

    @Parameters(index = "1", paramLabel = "B", description = "The later run's --out directory.")
    Path b;

    @Option(names = "--threshold", paramLabel = "PCT", defaultValue = "10%",
            description = "How much slower counts: B's time over A's beyond 1 + PCT (default: ${DEFAULT-VALUE}).")
    String threshold;

    @Option(names = "--alpha", paramLabel = "P", defaultValue = "0.05",
            description = "Significance of the signed-rank test (default: ${DEFAULT-VALUE}).")
    double alpha;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        double slower = percent(threshold);
        if (!(alpha > 0 && alpha < 1)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--alpha must be between 0 and 1, not " + alpha);
        }
        RunDiff diff;
        try {
            diff = RunDiff.read(a, b);
        } catch (IOException e) {
            spec.commandLine().getErr().println("error: " + e.getMessage());
            return ExitCodes.TROUBLE;
        }
        if (diff.overall().solvers().isEmpty()) {
            spec.commandLine().getErr().println("error: no solver ran in both: A ran " + diff.onlyInA() + ", B ran "
                    + diff.onlyInB());
            return ExitCodes.TROUBLE;
        }
        List<String> regressions = diff.regressions(slower, alpha);
        DiffReport.print(diff, regressions, slower, alpha, spec.commandLine().getOut());
        regressions.forEach(r -> spec.commandLine().getErr().println("regression: " + r));
        return ExitCodes.of(regressions);
    }

    /** "10%", "10" or "0.1" as a fraction; a usage error otherwise. */
    private double percent(String text) {
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
                String.format(Locale.ROOT, "--threshold is a percentage such as 10%%, not '%s'", text));
    }
}
