package dev.sudokucompare.cli;

import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.engine.Shard;
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

    @Option(names = "--shard", paramLabel = "i/n", defaultValue = "1/1",
            description = "Take only shard i of n of each input's records (positions i, i+n, i+2n ...), e.g. "
                    + "--shard $((SLURM_ARRAY_TASK_ID+1))/$SLURM_ARRAY_TASK_COUNT; combine the outputs with 'merge'.")
    String shard;

    /**
     * The measuring part of the settings.
     *
     * @throws IllegalArgumentException naming the option that is wrong
     */
    Settings.Builder applyTo(Settings.Builder settings) {
        Shard parsed;
        try {
            parsed = Shard.parse(shard);
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
}
