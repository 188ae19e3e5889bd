package dev.sudokucompare.slurm;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What was submitted for a run, kept as {@code slurm/submission.json} in its directory: the
 * scripts, and each array job with the tasks it ran (the first all, a resubmission the missing
 * ones), and the merge job that waits for the last.
 */
public record Submission(JobScripts scripts, List<ArrayJob> arrayJobs, String mergeJob) {

    /** An array job and the tasks (from 0) it was submitted with. */
    public record ArrayJob(String job, List<Integer> tasks) {
        public ArrayJob {
            tasks = List.copyOf(tasks);
        }
    }

    public Submission {
        arrayJobs = List.copyOf(arrayJobs);
    }

    public static Path file(Path runDir) {
        return runDir.resolve("slurm").resolve("submission.json");
    }

    public Submission resubmitted(ArrayJob again, String merge) {
        List<ArrayJob> jobs = new ArrayList<>(arrayJobs);
        jobs.add(again);
        return new Submission(scripts, jobs, merge);
    }

    /** The array job that ran {@code task} last. */
    public String jobOf(int task) {
        String job = arrayJobs.get(0).job();
        for (ArrayJob a : arrayJobs) {
            if (a.tasks().contains(task)) {
                job = a.job();
            }
        }
        return job;
    }

    public void write() throws IOException {
        Path file = file(scripts.out());
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(tmp.toFile(), this);
        Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * @throws IOException saying the directory holds no submission when it does not
     */
    public static Submission read(Path runDir) throws IOException {
        try {
            return new ObjectMapper().readValue(file(runDir).toFile(), Submission.class);
        } catch (NoSuchFileException | java.io.FileNotFoundException e) {
            throw new IOException(runDir + ": no run submitted by 'slurm' (no slurm/submission.json)");
        } catch (com.fasterxml.jackson.core.JacksonException e) {
            throw new IOException(file(runDir) + ": unreadable (" + e.getOriginalMessage() + ")");
        }
    }
}
