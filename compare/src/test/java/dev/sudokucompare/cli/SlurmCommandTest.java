package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.slurm.RunStatus;
import dev.sudokucompare.slurm.Slurm;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The slurm command's job scripts (--dry-run) and its refusals; no Slurm needed (SlurmClusterIT runs one). */
class SlurmCommandTest {

    @TempDir
    Path dir;

    @Test
    void theArrayRunsEachShardOnOneCpuWithResumeAndTheMergeWritesItsStatus() {
        Path run = dir.resolve("run");
        CliRun r = CliRun.of("slurm", "--tasks", "4", "--out", run.toString(), "--dry-run", "--partition", "short",
                "--account", "lab", "--qos", "normal", "--sbatch", "mem=4G", "--sbatch=--exclusive", "--",
                "--solvers", "dfs,choco", "--shuffle", "--seed", "42", "builtin:norvig-top95");
        assertThat(r.status()).as(r.err()).isZero();
        String abs = run.toAbsolutePath().toString();
        assertThat(r.out()).contains("#SBATCH --array=0-3\n#SBATCH --cpus-per-task=1\n")
                .contains("#SBATCH --requeue\n")
                .contains("#SBATCH --partition=short\n#SBATCH --account=lab\n#SBATCH --qos=normal\n"
                        + "#SBATCH --mem=4G\n#SBATCH --exclusive\n")
                .contains(" compare --solvers dfs,choco --shuffle --seed 42 builtin:norvig-top95 \\\n"
                        + "    --shard \"$((SLURM_ARRAY_TASK_ID + 1))/4\" --resume --out " + abs
                        + "/shard-\"$SLURM_ARRAY_TASK_ID\"\n")
                .contains("case $status in 0|1|3) exit 0 ;; *) exit $status ;; esac")
                .contains(" merge " + abs + "/shard-0 " + abs + "/shard-1 " + abs + "/shard-2 " + abs + "/shard-3 "
                        + "--force --out " + abs + "/merged\n")
                .contains("echo $status > " + abs + "/slurm/merge.status\nexit $status\n")
                .contains("#SBATCH --job-name=sudoku-compare-merge");
        assertThat(run).doesNotExist(); // a dry run writes nothing
    }

    @Test
    void aTaskGetsItsShareOfEverySolversTimeoutAndTheReferencesPlusTenMinutes() {
        // 95 records in 5 shards: 19 each; each may take 2 x 30 s and the reference 10 s: 1330 s, 23 min, + 10.
        CliRun r = CliRun.of("slurm", "--tasks", "5", "--out", dir.resolve("run").toString(), "--dry-run", "--",
                "--solvers", "dfs,choco", "--timeout", "30s", "--reference-timeout", "10s", "builtin:norvig-top95");
        assertThat(r.out()).contains("#SBATCH --time=33\n");
        r = CliRun.of("slurm", "--tasks", "5", "--time", "7", "--out", dir.resolve("run").toString(), "--dry-run",
                "--", "builtin:norvig-top95");
        assertThat(r.out()).contains("#SBATCH --time=7\n");
    }

    @Test
    void shuffledShardsOfOneSubmissionShareASeedTheScriptFixes() {
        CliRun r = CliRun.of("slurm", "--tasks", "2", "--out", dir.resolve("run").toString(), "--dry-run", "--",
                "--shuffle", "builtin:norvig-top95");
        assertThat(r.out()).containsPattern("--shuffle builtin:norvig-top95 --seed [0-9]+ \\\\\n");
    }

    @Test
    void badInputGetsOneLineAndNothingIsWritten() throws IOException {
        Path run = dir.resolve("run");
        assertOneLine(List.of("--tasks", "0", "--out", run.toString(), "--", "builtin:norvig-top95"),
                "--tasks must be at least 1 (it is 0)");
        assertOneLine(List.of("--tasks", "96", "--out", run.toString(), "--", "builtin:norvig-top95"),
                "--tasks 96 is more than the 95 records of the inputs: 1 tasks would have nothing to run");
        assertOneLine(List.of("--tasks", "2", "--out", run.toString(), "--", "--shard", "1/2", "builtin:norvig-top95"),
                "the compare line has --shard");
        assertOneLine(List.of("--tasks", "2", "--out", run.toString(), "--", "--solverz", "dfs"),
                "the compare line: Unknown option: '--solverz'");
        assertOneLine(List.of("--tasks", "2", "--out", run.toString(), "--", "-"),
                "standard input (-) cannot be read by the tasks");
        assertOneLine(List.of("--tasks", "2", "--", "builtin:norvig-top95"), "slurm needs --tasks N and --out DIR");
        Path file = Files.writeString(dir.resolve("a-file"), "x");
        assertOneLine(List.of("--tasks", "2", "--out", file.resolve("run").toString(), "--", "builtin:norvig-top95"),
                "--out " + file.resolve("run") + ": cannot write there (" + file + " is not a writable directory)");
        Files.createDirectories(run.resolve("old"));
        assertOneLine(List.of("--tasks", "2", "--out", run.toString(), "--", "builtin:norvig-top95"),
                "--out " + run + " is not empty");
        assertOneLine(List.of("--status", dir.resolve("nothing").toString()), "no run submitted by 'slurm'");
        assertThat(run.resolve("slurm")).doesNotExist();
    }

    @Test
    void sbatchIsLookedForOnThePath() throws IOException {
        assertThat(Slurm.missingSbatch(dir.toString())).startsWith("no sbatch on the PATH");
        Path sbatch = Files.writeString(dir.resolve("sbatch"), "#!/bin/sh\n");
        Files.setPosixFilePermissions(sbatch, PosixFilePermissions.fromString("rwxr-xr-x"));
        assertThat(Slurm.missingSbatch("/nonexistent:" + dir)).isNull();
    }

    @Test
    void failedTasksAreWrittenAsSlurmArrayRanges() {
        assertThat(RunStatus.arraySpec(List.of(0, 1, 2, 5, 7, 8))).isEqualTo("0-2,5,7-8");
        assertThat(RunStatus.arraySpec(List.of(3))).isEqualTo("3");
    }

    private static void assertOneLine(List<String> args, String says) {
        CliRun r = CliRun.of(java.util.stream.Stream.concat(java.util.stream.Stream.of("slurm"), args.stream())
                .toArray(String[]::new));
        assertThat(r.status()).as(String.join(" ", args)).isEqualTo(2);
        assertThat(r.err().lines().filter(l -> l.startsWith("error: ")).toList()).as(r.err()).hasSize(1)
                .first().asString().contains(says);
        assertThat(r.err()).doesNotContain("\tat ");
    }
}
