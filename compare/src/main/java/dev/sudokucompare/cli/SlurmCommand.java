package dev.sudokucompare.cli;

import dev.sudokucompare.rundir.OutputDirectory;
import dev.sudokucompare.slurm.JobScripts;
import dev.sudokucompare.slurm.RunStatus;
import dev.sudokucompare.slurm.Slurm;
import dev.sudokucompare.slurm.Submission;
import dev.sudokucompare.slurm.Submitter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Unmatched;
import picocli.CommandLine;

/** Runs a compare command line as a Slurm job array and merges its shards in a job after it. */
@Command(name = "slurm", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Submit a compare command line to Slurm: an array of --tasks shards (each one CPU, "
            + "--shard i/n --resume in DIR/shard-TASK, requeued when pre-empted) and a merge job after them "
            + "(afterok) that writes DIR/merged. The rest of the line is compare's (options and inputs).",
            "--status DIR tells where each shard stands; --resubmit DIR submits exactly the failed ones again."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:submitted (with --wait: merge's status, as compare's); --status: no shard failed",
            "2:trouble: bad usage, no sbatch, Slurm refused a job, --status: a shard failed"})
final class SlurmCommand implements Callable<Integer> {

    @Option(names = "--tasks", paramLabel = "N", description = "How many shards (array tasks).")
    Integer tasks;

    @Option(names = "--out", paramLabel = "DIR", description = "The run's directory, new or empty, on a file system "
            + "the nodes share: shard-0 ... shard-(N-1), merged/, and slurm/ (the job scripts, logs, submission.json).")
    Path out;

    @Option(names = "--time", paramLabel = "MINUTES", description = "Each task's time limit (default: from the run's "
            + "limits: its records times every solver's --timeout and the --reference-timeout, plus 10 minutes).")
    Long minutes;

    @Option(names = "--partition", paramLabel = "NAME", description = "Passed to sbatch.")
    String partition;

    @Option(names = "--account", paramLabel = "NAME", description = "Passed to sbatch.")
    String account;

    @Option(names = "--qos", paramLabel = "NAME", description = "Passed to sbatch.")
    String qos;

    @Option(names = "--sbatch", paramLabel = "OPTION", description = "An extra #SBATCH line for both jobs, e.g. "
            + "--sbatch mem=4G or --sbatch=--exclusive (repeatable).")
    List<String> extra = new ArrayList<>();

    @Option(names = "--dry-run", description = "Print the two job scripts; submit nothing.")
    boolean dryRun;

    @Option(names = "--wait", description = "Block until the merge ended; exit with merge's status "
            + "(2 when it cannot run: a shard failed). With --status DIR: of a run submitted before.")
    boolean waitForMerge;

    @Option(names = "--status", paramLabel = "DIR", description = "Where each shard of a submitted run stands, and "
            + "the command that resubmits the failed ones.")
    Path statusOf;

    @Option(names = "--resubmit", paramLabel = "DIR", description = "Submit the failed shards of a run again (they "
            + "go on with --resume), and a merge after them.")
    Path resubmit;

    @Unmatched
    List<String> compareLine = new ArrayList<>();

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException, InterruptedException {
        Submitter submitter = new Submitter(spec.commandLine().getOut(), SlurmPlan.launcher());
        if (statusOf != null || resubmit != null) {
            if (!compareLine.isEmpty() || tasks != null || out != null) {
                throw usage((statusOf != null ? "--status" : "--resubmit") + " takes only the run's directory");
            }
            Submission s = read(statusOf != null ? statusOf : resubmit);
            if (statusOf != null) {
                if (waitForMerge) {
                    return submitter.waitForMerge(s);
                }
                return submitter.status(RunStatus.of(s)) ? ExitCodes.OK : ExitCodes.TROUBLE;
            }
            s = submitter.resubmit(s);
            return waitForMerge ? submitter.waitForMerge(s) : ExitCodes.OK;
        }
        if (tasks == null || out == null) {
            throw usage("slurm needs --tasks N and --out DIR (or --status DIR)");
        }
        JobScripts scripts;
        try {
            scripts = SlurmPlan.of(compareLine, tasks, out, minutes, sbatchOptions());
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }
        if (dryRun) {
            spec.commandLine().getOut().print("# " + scripts.arrayScript() + "\n" + scripts.arrayText() + "\n# "
                    + scripts.mergeScript() + " (sbatch --dependency=afterok:ARRAY_JOB)\n" + scripts.mergeText());
            return ExitCodes.OK;
        }
        String unwritable = unwritable(scripts.out());
        if (unwritable != null) {
            return trouble(unwritable);
        }
        String noSbatch = Slurm.missingSbatch(System.getenv().getOrDefault("PATH", ""));
        if (noSbatch != null) {
            return trouble(noSbatch);
        }
        Submission s;
        try {
            s = submitter.submit(scripts);
        } catch (IOException e) {
            return trouble(e.getMessage());
        }
        return waitForMerge ? submitter.waitForMerge(s) : ExitCodes.OK;
    }

    /** Null when the run's directory can be made here, else the line saying why not. */
    private static String unwritable(Path dir) throws IOException {
        Path existing = dir;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing == null || !Files.isDirectory(existing) || !Files.isWritable(existing)) {
            return "--out " + dir + ": cannot write there (" + existing + " is not a writable directory)";
        }
        if (existing.equals(dir) && !OutputDirectory.isNewOrEmpty(dir)) {
            return "--out " + dir + " is not empty: give a new directory (for a run already submitted there: "
                    + "--status " + dir + ")";
        }
        return null;
    }

    private List<String> sbatchOptions() {
        List<String> options = new ArrayList<>();
        if (partition != null) {
            options.add("--partition=" + partition);
        }
        if (account != null) {
            options.add("--account=" + account);
        }
        if (qos != null) {
            options.add("--qos=" + qos);
        }
        for (String line : extra) {
            if (line.isBlank() || line.contains("\n")) {
                throw usage("--sbatch: one option on one line, not '" + line + "'");
            }
            options.add(line.startsWith("-") ? line.strip() : "--" + line.strip());
        }
        return options;
    }

    private Submission read(Path dir) throws IOException {
        return Submission.read(dir.toAbsolutePath().normalize());
    }

    private int trouble(String line) {
        spec.commandLine().getErr().println("error: " + line);
        return ExitCodes.TROUBLE;
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
