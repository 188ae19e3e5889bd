package dev.sudokucompare.cli;

import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.engine.Shard;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** What {@code grade} reads and how: the submissions, the problem, the plan and language table, threads and shard. */
final class GradeOptions {

    @Option(names = "--submissions", paramLabel = "DIR", required = true,
            description = "The submissions: DIR/<student>/ (a folder, any layout) or DIR/<student>.<ext> (one file); "
                    + "never written.")
    Path submissions;

    @Option(names = "--problem", paramLabel = "PROBLEM", required = true,
            description = "boj2580 (any completion) or boj2239 (the smallest): what programs read and print, and "
                    + "the default plan.")
    String problem;

    @Option(names = "--tests", paramLabel = "PLAN.toml",
            description = "The test plan (default: the built-in plan of --problem).")
    Path tests;

    @Option(names = "--languages", paramLabel = "FILE.toml",
            description = "Languages to add to the built-in table or to put in place of its entries of the same key.")
    Path languages;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1",
            description = "Students graded in parallel (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--shard", paramLabel = "i/n", defaultValue = "1/1",
            description = "Grade only shard i of n of the students (chosen by a hash of the student id, not by order).")
    String shard;

    PuzzleFormat problem() {
        return switch (problem) {
            case "boj2580" -> PuzzleFormat.BOJ2580;
            case "boj2239" -> PuzzleFormat.BOJ2239;
            default -> throw new IllegalArgumentException("--problem must be boj2580 or boj2239, not " + problem);
        };
    }

    Shard shard() {
        try {
            return Shard.parse(shard);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--shard: " + e.getMessage());
        }
    }

    int threads() {
        if (threads < 1 || threads > 64) {
            throw new IllegalArgumentException("--threads must be 1 to 64, not " + threads);
        }
        return threads;
    }
}
