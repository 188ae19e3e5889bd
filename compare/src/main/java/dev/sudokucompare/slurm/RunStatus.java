package dev.sudokucompare.slurm;

import dev.sudokucompare.report.Manifest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Where each shard of a submitted run stands. A shard is done when its directory's manifest says
 * it ran every record (the run's own files decide, not Slurm); one not done is still on its way
 * while Slurm has its task pending or running, and failed otherwise (time limit, cancelled, node
 * lost, or long gone from Slurm's memory).
 */
public record RunStatus(Submission submission, List<Shard> shards, String mergeState, Optional<Integer> mergeStatus) {

    /** Slurm's states of a task that is still on its way. */
    private static final Set<String> ON_ITS_WAY = Set.of("PENDING", "RUNNING", "CONFIGURING", "COMPLETING",
            "REQUEUED", "REQUEUE_FED", "REQUEUE_HOLD", "RESIZING", "SUSPENDED", "STAGE_OUT", "SIGNALING");

    /** One shard: task {@code task} (from 0), shard task+1; its Slurm state when Slurm still knows it. */
    public record Shard(int task, boolean done, String slurmState) {

        public boolean onItsWay() {
            return !done && ON_ITS_WAY.contains(slurmState.split(" ")[0]);
        }

        public boolean failed() {
            return !done && !onItsWay();
        }
    }

    public static RunStatus of(Submission submission) throws IOException {
        JobScripts scripts = submission.scripts();
        Map<String, Map<Integer, String>> known = new HashMap<>();
        List<Shard> shards = new ArrayList<>();
        for (int task = 0; task < scripts.tasks(); task++) {
            String job = submission.jobOf(task);
            if (!known.containsKey(job)) {
                known.put(job, Slurm.states(job));
            }
            String state = known.get(job).getOrDefault(task, "unknown to Slurm");
            shards.add(new Shard(task, complete(scripts.shardDir(task)), state));
        }
        String merge = Slurm.states(submission.mergeJob()).getOrDefault(-1, "unknown to Slurm");
        return new RunStatus(submission, shards, merge, mergeStatus(scripts.mergeStatus()));
    }

    /** True when the shard's manifest says it ran every record. */
    static boolean complete(Path shardDir) {
        Path manifest = shardDir.resolve("manifest.json");
        try {
            return Files.exists(manifest) && Manifest.read(manifest).complete();
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    static Optional<Integer> mergeStatus(Path file) {
        try {
            String text = Files.readString(file).strip();
            return text.matches("[0-9]{1,3}") ? Optional.of(Integer.parseInt(text)) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    public List<Integer> failedTasks() {
        return shards.stream().filter(Shard::failed).map(Shard::task).toList();
    }

    /** True when the merge job can no longer run: it ended without a status, or waits for a failed task. */
    public boolean mergeStuck() {
        if (mergeStatus.isPresent()) {
            return false;
        }
        return mergeState.contains("DependencyNeverSatisfied") || !failedTasks().isEmpty()
                || !ON_ITS_WAY.contains(mergeState.split(" ")[0]);
    }

    /** The shards written as Slurm's array ranges, {@code 0-3,7}. */
    public static String arraySpec(List<Integer> tasks) {
        StringBuilder spec = new StringBuilder();
        for (int i = 0; i < tasks.size(); i++) {
            int start = tasks.get(i);
            int end = start;
            while (i + 1 < tasks.size() && tasks.get(i + 1) == end + 1) {
                end = tasks.get(++i);
            }
            spec.append(spec.isEmpty() ? "" : ",").append(start).append(start == end ? "" : "-" + end);
        }
        return spec.toString();
    }
}
