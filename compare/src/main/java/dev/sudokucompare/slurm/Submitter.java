package dev.sudokucompare.slurm;

import dev.sudokucompare.process.Shell;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * Submits a run's array and its merge, goes on with a run's failed shards, tells where a run
 * stands, and waits for its merge. Nothing is left submitted halfway: when the merge job is
 * refused, the array job is cancelled.
 */
public final class Submitter {

    /** The statuses the command returns beside merge's: trouble (2). */
    public static final int TROUBLE = 2;

    /** How often --wait asks Slurm and the run's files. */
    private static final long POLL_MILLIS = 1000;

    private final PrintWriter out;
    private final List<String> launcher;

    /**
     * @param launcher how the tool is started, for the commands it prints
     */
    public Submitter(PrintWriter out, List<String> launcher) {
        this.out = out;
        this.launcher = List.copyOf(launcher);
    }

    /**
     * Writes the scripts into the run's new directory and submits them.
     *
     * @throws IOException one line: the directory cannot be written, or Slurm refused a job (then nothing stays submitted)
     */
    public Submission submit(JobScripts scripts) throws IOException {
        Path dir = scripts.out();
        boolean existed = Files.exists(dir);
        try {
            Files.createDirectories(scripts.slurmDir().resolve("logs"));
            write(scripts.arrayScript(), scripts.arrayText());
            write(scripts.mergeScript(), scripts.mergeText());
        } catch (IOException e) {
            throw new IOException("--out " + dir + ": cannot write there (" + e.getMessage() + ")");
        }
        try {
            String array = Slurm.submit(scripts.arrayScript(), List.of());
            String merge;
            try {
                merge = Slurm.submit(scripts.mergeScript(), List.of("--dependency=afterok:" + array));
            } catch (IOException refused) {
                Slurm.cancel(array);
                throw new IOException(refused.getMessage() + " (array job " + array + " cancelled: nothing runs)");
            }
            Submission s = new Submission(scripts, List.of(new Submission.ArrayJob(array,
                    IntStream.range(0, scripts.tasks()).boxed().toList())), merge);
            s.write();
            out.println("submitted array job " + array + " (" + scripts.tasks() + " tasks) and merge job " + merge
                    + " after it");
            out.println("the merged report will be in " + scripts.mergedDir() + "; where the run stands: "
                    + command("--status", dir));
            return s;
        } catch (IOException e) {
            if (!existed) {
                deleteTree(dir); // it held only the scripts written above
            } else {
                deleteTree(scripts.slurmDir());
            }
            throw e;
        }
    }

    /** Prints where each shard stands; true when none failed. */
    public boolean status(RunStatus status) {
        Submission s = status.submission();
        JobScripts scripts = s.scripts();
        out.println("run " + scripts.out() + ": " + scripts.tasks() + " shards; array job "
                + s.arrayJobs().stream().map(Submission.ArrayJob::job).reduce((a, b) -> a + ", " + b).orElse("")
                + "; merge job " + s.mergeJob());
        for (RunStatus.Shard shard : status.shards()) {
            String where = shard.done() ? "done" : shard.onItsWay() ? shard.slurmState()
                    : "FAILED, not finished (Slurm: " + shard.slurmState() + "; log "
                            + scripts.slurmDir().resolve("logs").resolve("task-" + shard.task() + ".out") + ")";
            out.println("  shard " + (shard.task() + 1) + "/" + scripts.tasks() + " (task " + shard.task() + ", "
                    + scripts.shardDir(shard.task()).getFileName() + "): " + where);
        }
        out.println("  merge: " + status.mergeStatus().map(st -> "ended with status " + st + ", report in "
                + scripts.mergedDir()).orElse(status.mergeState()));
        List<Integer> failed = status.failedTasks();
        if (!failed.isEmpty()) {
            out.println("resubmit exactly the failed shards (tasks " + RunStatus.arraySpec(failed)
                    + ", then the merge): " + command("--resubmit", scripts.out()));
        }
        return failed.isEmpty();
    }

    /**
     * Submits the failed tasks again (their shards go on with --resume) and a merge after them,
     * cancelling the merge that waited for the failed ones.
     */
    public Submission resubmit(Submission s) throws IOException {
        RunStatus status = RunStatus.of(s);
        List<Integer> failed = status.failedTasks();
        if (failed.isEmpty()) {
            out.println("no shard of " + s.scripts().out() + " failed: nothing to resubmit");
            return s;
        }
        String spec = RunStatus.arraySpec(failed);
        String array = Slurm.submit(s.scripts().arrayScript(), List.of("--array=" + spec));
        String merge;
        try {
            merge = Slurm.submit(s.scripts().mergeScript(), List.of("--dependency=afterok:" + array));
        } catch (IOException refused) {
            Slurm.cancel(array);
            throw new IOException(refused.getMessage() + " (array job " + array + " cancelled: nothing runs)");
        }
        if (status.mergeStatus().isEmpty() && status.mergeState().startsWith("PENDING")) {
            Slurm.cancel(s.mergeJob());
        }
        Files.deleteIfExists(s.scripts().mergeStatus());
        Submission again = s.resubmitted(new Submission.ArrayJob(array, failed), merge);
        again.write();
        out.println("resubmitted tasks " + spec + " as array job " + array + ", and merge job " + merge + " after them");
        return again;
    }

    /** Waits until the merge ended; merge's status, or trouble when it cannot run (a shard failed). */
    public int waitForMerge(Submission s) throws IOException, InterruptedException {
        while (true) {
            RunStatus status = RunStatus.of(s);
            if (status.mergeStatus().isPresent()) {
                int code = status.mergeStatus().get();
                out.println("merge ended with status " + code + ": report in " + s.scripts().mergedDir()
                        + " (its output: " + s.scripts().slurmDir().resolve("logs") + ")");
                return code;
            }
            if (status.mergeStuck()) {
                out.println("the merge cannot run:");
                status(status);
                return TROUBLE;
            }
            Thread.sleep(POLL_MILLIS);
        }
    }

    private String command(String option, Path dir) {
        List<String> words = new ArrayList<>(launcher);
        words.add("slurm");
        words.add(option);
        words.add(dir.toString());
        return Shell.join(words);
    }

    private static void write(Path script, String text) throws IOException {
        Files.writeString(script, text);
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
