package dev.sudokucompare.slurm;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Slurm's own commands (sbatch, squeue, scancel), run as processes; their failures as one-line messages. */
public final class Slurm {

    /** How long a Slurm command may take before it is given up: a hang guard, not a pace. */
    private static final long COMMAND_MINUTES = 5;

    private Slurm() {
    }

    /** Null when {@code sbatch} is on {@code path} (a PATH value), else the line saying it is not. */
    public static String missingSbatch(String path) {
        for (String dir : path.split(":")) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "sbatch"))) {
                return null;
            }
        }
        return "no sbatch on the PATH: this machine cannot submit to Slurm (try --dry-run to see the job scripts)";
    }

    /**
     * Submits a script; its job id.
     *
     * @throws IOException with sbatch's own words when Slurm refuses the job
     */
    public static String submit(Path script, List<String> options) throws IOException {
        List<String> command = new ArrayList<>(List.of("sbatch", "--parsable"));
        command.addAll(options);
        command.add(script.toString());
        Result r = run(command);
        String id = r.out.strip().split(";")[0];
        if (r.status != 0 || !id.matches("[0-9]+")) {
            throw new IOException("Slurm refused " + script.getFileName() + ": " + oneLine(r.err.isBlank() ? r.out : r.err));
        }
        return id;
    }

    public static void cancel(String job) throws IOException {
        Result r = run(List.of("scancel", job));
        if (r.status != 0) {
            throw new IOException("scancel " + job + ": " + oneLine(r.err));
        }
    }

    /**
     * The state of each of a job's tasks Slurm still knows (finished ones for a while:
     * MinJobAge), with the reason when it is pending: {@code 2 -> TIMEOUT}, {@code 0 -> PENDING
     * DependencyNeverSatisfied}. A plain job is task -1. Empty when Slurm knows none.
     */
    public static Map<Integer, String> states(String job) throws IOException {
        Result r = run(List.of("squeue", "-h", "-t", "all", "-j", job, "-r", "-o", "%K|%T|%r"));
        Map<Integer, String> states = new HashMap<>();
        if (r.status != 0) {
            // squeue says "Invalid job id specified" for a job it forgot: none known.
            return states;
        }
        for (String line : r.out.split("\n")) {
            String[] parts = line.strip().split("\\|", -1);
            if (parts.length == 3) {
                int task = parts[0].matches("[0-9]+") ? Integer.parseInt(parts[0]) : -1;
                String reason = parts[1].equals("PENDING") && !parts[2].isBlank() && !parts[2].equals("None")
                        ? " " + parts[2] : "";
                states.put(task, parts[1] + reason);
            }
        }
        return states;
    }

    private record Result(int status, String out, String err) {
    }

    private static Result run(List<String> command) throws IOException {
        Process p;
        try {
            p = new ProcessBuilder(command).start();
        } catch (IOException e) {
            throw new IOException("cannot run " + command.get(0) + ": " + e.getMessage());
        }
        p.getOutputStream().close();
        try (InputStream out = p.getInputStream(); InputStream err = p.getErrorStream()) {
            var errText = new java.util.concurrent.CompletableFuture<String>();
            Thread reader = new Thread(() -> {
                try {
                    errText.complete(new String(err.readAllBytes(), StandardCharsets.UTF_8));
                } catch (IOException e) {
                    errText.complete("");
                }
            });
            reader.start();
            String outText = new String(out.readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(COMMAND_MINUTES, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                throw new IOException(command.get(0) + " gave no answer in " + COMMAND_MINUTES + " minutes");
            }
            reader.join();
            return new Result(p.exitValue(), outText, errText.join());
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException(command.get(0) + " interrupted");
        }
    }

    private static String oneLine(String text) {
        String line = text.strip().replaceAll("\\s*\n\\s*", "; ");
        return line.length() > 300 ? line.substring(0, 300) + "..." : line;
    }
}
