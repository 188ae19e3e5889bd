package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokucompare.engine.Shard;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** --shard auto against the variables Slurm sets in a job array (sbatch(1), "JOB ARRAY"). */
class ShardAutoTest {

    @Test
    void zeroBasedArrayIsTheDefault() {
        // sbatch --array=0-7: tasks 0..7, SLURM_ARRAY_TASK_COUNT=8, SLURM_ARRAY_TASK_MIN=0
        assertThat(MeasureOptions.shard("auto", Map.of("SLURM_ARRAY_TASK_ID", "0", "SLURM_ARRAY_TASK_COUNT", "8",
                "SLURM_ARRAY_TASK_MIN", "0", "SLURM_ARRAY_TASK_MAX", "7"))).isEqualTo(new Shard(1, 8));
        assertThat(MeasureOptions.shard("auto", Map.of("SLURM_ARRAY_TASK_ID", "7", "SLURM_ARRAY_TASK_COUNT", "8")))
                .isEqualTo(new Shard(8, 8));
    }

    @Test
    void oneBasedAndSteppedArraysCountFromTheirFirstTask() {
        assertThat(MeasureOptions.shard("AUTO", Map.of("SLURM_ARRAY_TASK_ID", "8", "SLURM_ARRAY_TASK_COUNT", "8",
                "SLURM_ARRAY_TASK_MIN", "1"))).isEqualTo(new Shard(8, 8));
        // --array=0-14:2 is 0, 2, ..., 14: task 4 is the third of eight
        assertThat(MeasureOptions.shard("auto", Map.of("SLURM_ARRAY_TASK_ID", "4", "SLURM_ARRAY_TASK_COUNT", "8",
                "SLURM_ARRAY_TASK_MIN", "0", "SLURM_ARRAY_TASK_STEP", "2"))).isEqualTo(new Shard(3, 8));
    }

    @Test
    void outsideAnArrayOrOffItItSaysWhatItNeeds() {
        assertThatThrownBy(() -> MeasureOptions.shard("auto", Map.of())).hasMessageContaining("SLURM_ARRAY_TASK_ID")
                .hasMessageContaining("give i/n");
        assertThatThrownBy(() -> MeasureOptions.shard("auto", Map.of("SLURM_ARRAY_TASK_ID", "9",
                "SLURM_ARRAY_TASK_COUNT", "8"))).hasMessageContaining("not one of the 8 tasks");
        assertThatThrownBy(() -> MeasureOptions.shard("auto", Map.of("SLURM_ARRAY_TASK_ID", "3",
                "SLURM_ARRAY_TASK_COUNT", "8", "SLURM_ARRAY_TASK_STEP", "2"))).hasMessageContaining("grid");
        assertThatThrownBy(() -> MeasureOptions.shard("auto", Map.of("SLURM_ARRAY_TASK_ID", "x",
                "SLURM_ARRAY_TASK_COUNT", "8"))).hasMessageContaining("not numbers");
        assertThat(MeasureOptions.shard("2/5", Map.of())).isEqualTo(new Shard(2, 5));
    }

    @Test
    void outsideSlurmAutoIsAUsageError() {
        CliRun run = CliRun.of("compare", "--no-progress", "--warmup", "0", "--solvers", "dfs", "--shard", "auto",
                "builtin:two-solutions");
        // The test JVM runs outside any Slurm job (the build would not set these).
        if (System.getenv("SLURM_ARRAY_TASK_ID") == null) {
            assertThat(run.status()).isEqualTo(2);
            assertThat(run.err()).contains("--shard: 'auto' needs SLURM_ARRAY_TASK_ID").doesNotContain("Exception");
        }
    }
}
