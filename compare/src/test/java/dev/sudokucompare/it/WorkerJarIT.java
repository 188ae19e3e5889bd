package dev.sudokucompare.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two builds in one run, as a user runs them: the shaded jar, and a copy of it standing for
 * another build ({@code dfs@old.jar}), both answering every record of the same run, paired.
 */
class WorkerJarIT {

    @TempDir
    Path dir;

    @Test
    void aSolverOfAnotherBuildMeetsTheCurrentOneInOneRun() throws Exception {
        Path old = Files.copy(JarProcess.jar(), dir.resolve("old.jar"));
        String other = "dfs@" + old;
        JarProcess run = JarProcess.start(dir, List.of(), "compare", "--solvers", "dfs," + other, "--warmup", "0",
                "--no-progress", "--out", dir.resolve("out").toString(), "builtin:norvig-top95");
        int status = run.waitFor(600);
        assertThat(status).as(run.err()).isZero();
        List<String> rows = Files.readAllLines(dir.resolve("out/results.csv"));
        assertThat(rows.stream().filter(r -> r.contains("," + other + ",") && r.contains(",CORRECT,"))).hasSize(95);
        assertThat(rows.stream().filter(r -> r.contains(",dfs,") && r.contains(",CORRECT,"))).hasSize(95);
        assertThat(run.out()).contains(other);
    }

    @Test
    void aSolverTheOtherBuildLacksIsOneLine() throws Exception {
        Path old = Files.copy(JarProcess.jar(), dir.resolve("old.jar"));
        JarProcess run = JarProcess.start(dir, List.of(), "compare", "--solvers", "dfs,nosuch@" + old, "--warmup", "0",
                "--no-progress", "builtin:norvig-top95");
        assertThat(run.waitFor(600)).as(run.err()).isEqualTo(2);
        assertThat(run.err()).contains("error: 'nosuch@" + old + "': in that build: unknown solver 'nosuch'")
                .doesNotContain("\tat ");
    }
}
