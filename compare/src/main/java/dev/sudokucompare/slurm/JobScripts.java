package dev.sudokucompare.slurm;

import dev.sudokucompare.process.Shell;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The two job scripts of a submission: an array of {@code tasks} shards of one compare run, each
 * going on with {@code --resume} in its own directory, and the merge of their directories.
 *
 * @param launcher how this tool is started on a node ({@code java -jar sudoku-compare.jar})
 * @param compareArgs the compare command line, without --shard, --resume and --out
 * @param tasks how many shards
 * @param out the run's directory (absolute): shards, merged report and the scripts go under it
 * @param workdir where the tasks start (absolute), so relative inputs read as on the submitting side
 * @param minutes each task's time limit
 * @param sbatchOptions further {@code #SBATCH} options (--partition=..., --account=..., ...)
 */
public record JobScripts(List<String> launcher, List<String> compareArgs, int tasks, Path out, Path workdir,
        long minutes, List<String> sbatchOptions) {

    public JobScripts {
        launcher = List.copyOf(launcher);
        compareArgs = List.copyOf(compareArgs);
        sbatchOptions = List.copyOf(sbatchOptions);
        if (!out.isAbsolute() || !workdir.isAbsolute()) {
            throw new IllegalArgumentException("the run's directory and the working directory must be absolute");
        }
    }

    /** Task {@code task}'s (from 0) --out directory; it runs shard task+1 of tasks. */
    public Path shardDir(int task) {
        return out.resolve("shard-" + task);
    }

    public Path mergedDir() {
        return out.resolve("merged");
    }

    /** The scripts, the submission record and the tasks' logs. */
    public Path slurmDir() {
        return out.resolve("slurm");
    }

    public Path arrayScript() {
        return slurmDir().resolve("array.sh");
    }

    public Path mergeScript() {
        return slurmDir().resolve("merge.sh");
    }

    /** Written by the merge job when merge ends: its exit status. */
    public Path mergeStatus() {
        return slurmDir().resolve("merge.status");
    }

    /**
     * The array job. The shard is written as {@code (SLURM_ARRAY_TASK_ID+1)/tasks}, not
     * {@code auto}: a resubmission of some tasks only ({@code --array=2}) is an array of one, which
     * {@code auto} would read as shard 1/1. Compare's findings (1: wrong or disagreeing, 3:
     * unverified) end the task well: the shard is done, and merge judges the whole run again.
     */
    public String arrayText() {
        List<String> lines = header("sudoku-compare", "task-%a.out");
        lines.add("#SBATCH --array=0-" + (tasks - 1));
        lines.add("#SBATCH --cpus-per-task=1");
        lines.add("#SBATCH --time=" + minutes);
        lines.add("#SBATCH --requeue");
        sbatchOptions.forEach(o -> lines.add("#SBATCH " + o));
        List<String> command = new ArrayList<>(launcher);
        command.add("compare");
        command.addAll(compareArgs);
        lines.add(Shell.join(command) + " \\");
        lines.add("    --shard \"$((SLURM_ARRAY_TASK_ID + 1))/" + tasks + "\" --resume --out "
                + Shell.quote(out.resolve("shard-").toString()) + "\"$SLURM_ARRAY_TASK_ID\"");
        lines.add("status=$?");
        lines.add("case $status in 0|1|3) exit 0 ;; *) exit $status ;; esac");
        return String.join("\n", lines) + "\n";
    }

    /** The merge job, submitted to run after every task ended well; it writes merge's status beside the scripts. */
    public String mergeText() {
        List<String> lines = header("sudoku-compare-merge", "merge-%j.out");
        lines.add("#SBATCH --cpus-per-task=1");
        lines.add("#SBATCH --time=" + Math.max(30, minutes));
        sbatchOptions.forEach(o -> lines.add("#SBATCH " + o));
        List<String> command = new ArrayList<>(launcher);
        command.add("merge");
        for (int task = 0; task < tasks; task++) {
            command.add(shardDir(task).toString());
        }
        command.add("--force");
        command.add("--out");
        command.add(mergedDir().toString());
        lines.add(Shell.join(command));
        lines.add("status=$?");
        lines.add("echo $status > " + Shell.quote(mergeStatus().toString()));
        lines.add("exit $status");
        return String.join("\n", lines) + "\n";
    }

    private List<String> header(String name, String log) {
        List<String> lines = new ArrayList<>();
        lines.add("#!/bin/bash");
        lines.add("#SBATCH --job-name=" + name);
        lines.add("#SBATCH --ntasks=1");
        lines.add("#SBATCH --chdir=" + Shell.quote(workdir.toString()));
        lines.add("#SBATCH --output=" + Shell.quote(slurmDir().resolve("logs").resolve(log).toString()));
        return lines;
    }
}
