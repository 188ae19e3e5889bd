package dev.sudokucompare.cli;

import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.engine.Shard;
import java.util.Map;
import picocli.CommandLine.Option;

/** How compare measures: warm-up, repetitions, threads, and which records (shuffle, limit, shard). */
final class MeasureOptions {

    @Option(names = "--warmup", paramLabel = "N|DUR", defaultValue = "1s",
            description = "Unmeasured warm-up: N puzzles, or a duration such as 3s (default: ${DEFAULT-VALUE}; 0 for none).")
    String warmup;

    @Option(names = "--repeat", paramLabel = "R", defaultValue = "1",
            description = "Solve each puzzle R times per solver; every repetition is judged, the median-time call "
                    + "speaks (default: ${DEFAULT-VALUE}).")
    int repeat;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1",
            description = "Records solved in parallel (default: ${DEFAULT-VALUE}); timings with T>1 are flagged contended.")
    int threads;

    @Option(names = "--shuffle", description = "Shuffle each input's records (reads each input into memory).")
    boolean shuffle;

    @Option(names = "--seed", paramLabel = "S", description = "Seed for --shuffle (default: random, recorded in the report).")
    Long seed;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "0",
            description = "Read at most N records from each input (default: all).")
    long limit;

    @Option(names = "--shard", paramLabel = "i/n|auto", defaultValue = "1/1",
            description = "Take only shard i of n of each input's records (positions i, i+n, i+2n ...); 'auto' takes "
                    + "i and n from a Slurm job array (SLURM_ARRAY_TASK_ID, SLURM_ARRAY_TASK_COUNT, and _MIN, _STEP "
                    + "when set). Combine the shards' --out directories with 'merge'.")
    String shard;

    /**
     * The measuring part of the settings.
     *
     * @throws IllegalArgumentException naming the option that is wrong
     */
    Settings.Builder applyTo(Settings.Builder settings) {
        Shard parsed;
        try {
            parsed = shard(shard, System.getenv());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--shard: " + e.getMessage());
        }
        if (shuffle && seed == null && !parsed.isAll()) {
            throw new IllegalArgumentException("--shard with --shuffle needs --seed, so every shard shuffles alike");
        }
        if (repeat < 1 || threads < 1 || limit < 0) {
            throw new IllegalArgumentException("--repeat and --threads must be at least 1, --limit at least 0");
        }
        return settings.warmup(WarmupOption.parse(warmup)).repeat(repeat).threads(threads).shuffle(shuffle)
                .seed(seed != null ? seed : System.nanoTime()).limit(limit).shard(parsed);
    }

    /**
     * {@code i/n}, or {@code auto}: this task's place in a Slurm job array. Slurm numbers tasks as
     * the array was declared ({@code --array=0-7}, {@code 1-8}, {@code 0-14:2}); shard i is the
     * task's position among them, from 1: (ID - MIN) / STEP + 1 of COUNT (MIN 0 and STEP 1 when
     * unset).
     */
    static Shard shard(String text, Map<String, String> env) {
        if (!text.strip().equalsIgnoreCase("auto")) {
            return Shard.parse(text);
        }
        String id = env.get("SLURM_ARRAY_TASK_ID");
        String count = env.get("SLURM_ARRAY_TASK_COUNT");
        if (id == null || count == null) {
            throw new IllegalArgumentException("'auto' needs SLURM_ARRAY_TASK_ID and SLURM_ARRAY_TASK_COUNT, which "
                    + "Slurm sets in a job array (sbatch --array); elsewhere give i/n");
        }
        try {
            long task = Long.parseLong(id.strip());
            long min = Long.parseLong(env.getOrDefault("SLURM_ARRAY_TASK_MIN", "0").strip());
            long step = Long.parseLong(env.getOrDefault("SLURM_ARRAY_TASK_STEP", "1").strip());
            long n = Long.parseLong(count.strip());
            if (step < 1 || (task - min) % step != 0 || n > Integer.MAX_VALUE) {
                throw new IllegalArgumentException("task " + task + " is not on the array's grid (min " + min
                        + ", step " + step + ")");
            }
            long index = (task - min) / step + 1;
            if (index < 1 || index > n) {
                throw new IllegalArgumentException("task " + task + " is not one of the " + n + " tasks from " + min
                        + " in steps of " + step + " (SLURM_ARRAY_TASK_ID, _MIN, _STEP, _COUNT)");
            }
            return new Shard((int) index, (int) n);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("the Slurm array variables are not numbers: SLURM_ARRAY_TASK_ID=" + id
                    + ", SLURM_ARRAY_TASK_COUNT=" + count);
        }
    }
}
