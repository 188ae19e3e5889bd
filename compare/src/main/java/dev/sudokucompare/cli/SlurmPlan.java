package dev.sudokucompare.cli;

import dev.sudokucompare.core.format.PuzzleReader;
import dev.sudokucompare.engine.Input;
import dev.sudokucompare.input.Inputs;
import dev.sudokucompare.slurm.JobScripts;
import java.io.IOException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/**
 * From a compare command line to the job scripts of its Slurm array: the line is read by compare's
 * own options (so a mistake in it is found here, before anything is submitted, in compare's words),
 * the inputs are counted (no more tasks than records; a task's time limit from its share of them).
 */
final class SlurmPlan {

    /** Above the run's own limits, for the JVM's start, the warm-up and the reports. */
    private static final long SLACK_MINUTES = 10;

    private SlurmPlan() {
    }

    /**
     * @throws IllegalArgumentException one line saying what is wrong with the line, its inputs or the task count
     */
    static JobScripts of(List<String> compareLine, int tasks, Path out, Long minutes, List<String> sbatchOptions) {
        if (tasks < 1) {
            throw new IllegalArgumentException("--tasks must be at least 1 (it is " + tasks + ")");
        }
        CompareCommand compare = new CompareCommand();
        CommandLine.ParseResult parsed;
        try {
            parsed = ChoiceConverter.registerAll(new CommandLine(compare)).parseArgs(compareLine.toArray(String[]::new));
        } catch (CommandLine.ParameterException e) {
            throw new IllegalArgumentException("the compare line: " + e.getMessage());
        }
        for (String own : List.of("--shard", "--resume", "--out", "--force")) {
            if (parsed.hasMatchedOption(own)) {
                throw new IllegalArgumentException("the compare line has " + own + ": the job script gives each task "
                        + "its shard, --resume and --out (under slurm's --out)");
            }
        }
        List<String> args = new ArrayList<>(compareLine);
        if (compare.measure.shuffle && compare.measure.seed == null) {
            // Every shard must shuffle alike: one seed for the submission, recorded in each manifest.
            args.add("--seed");
            args.add(Long.toString(new SecureRandom().nextLong() & Long.MAX_VALUE));
        }
        List<String> names = compare.inputs.isEmpty() ? List.of("builtin:default") : compare.inputs;
        long perTask = 0;
        long total = 0;
        for (String name : names) {
            if (name.equals("-")) {
                throw new IllegalArgumentException("standard input (-) cannot be read by the tasks on the nodes; give a file");
            }
            List<Input> inputs;
            try {
                inputs = Inputs.resolve(name, compare.format.format(), compare.format.shape());
            } catch (RuntimeException e) {
                throw new IllegalArgumentException(name + ": " + e.getMessage());
            }
            for (Input input : inputs) {
                long records = records(input);
                if (compare.measure.limit > 0) {
                    records = Math.min(records, compare.measure.limit);
                }
                total += records;
                perTask += (records + tasks - 1) / tasks;
            }
        }
        if (total < tasks) {
            throw new IllegalArgumentException("--tasks " + tasks + " is more than the " + total + " records of the "
                    + "inputs: " + (tasks - total) + " tasks would have nothing to run");
        }
        long limit = minutes != null ? minutes : minutes(perTask, compare);
        if (limit < 1) {
            throw new IllegalArgumentException("--time must be at least 1 minute");
        }
        return new JobScripts(launcher(), args, tasks, out.toAbsolutePath().normalize(),
                Path.of("").toAbsolutePath(), limit, sbatchOptions);
    }

    /**
     * A task's time limit: each record may take every solver its --timeout on every repeat, and the
     * reference its --reference-timeout; the warm-up and the reports get {@link #SLACK_MINUTES}.
     */
    private static long minutes(long records, CompareCommand compare) {
        int solvers = compare.solverSpecs == null ? 2 : compare.solverSpecs.size();
        Duration perRecord = compare.solve.timeout().multipliedBy((long) solvers * Math.max(1, compare.measure.repeat))
                .plus(compare.reference.timeout());
        long seconds = perRecord.multipliedBy(records).toSeconds();
        return (seconds + 59) / 60 + SLACK_MINUTES;
    }

    private static long records(Input input) {
        long hint = input.sizeHint();
        if (hint >= 0) {
            return hint;
        }
        long n = 0;
        try (PuzzleReader reader = input.open()) {
            while (reader.next() != null) {
                n++;
            }
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException(input.name() + ": " + e.getMessage());
        }
        return n;
    }

    /** How this tool was started: the same java and jar run on the nodes (a shared file system assumed). */
    static List<String> launcher() {
        String java = ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        try {
            Path code = Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (code.toString().endsWith(".jar")) {
                return List.of(java, "-jar", code.toString());
            }
        } catch (java.net.URISyntaxException | RuntimeException e) {
            // fall through: the class path this JVM was given
        }
        return List.of(java, "-cp", System.getProperty("java.class.path"), Main.class.getName());
    }
}
