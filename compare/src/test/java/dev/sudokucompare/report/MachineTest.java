package dev.sudokucompare.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MachineTest {

    /**
     * A real process whose command line reads as a run of the tool (a shell started through a
     * link named {@code java}, with the jar's name as an argument) is found, by its pid, while it
     * runs and not after; this process never is.
     */
    @Test
    void otherRunsFindsARunningProcessByItsCommandLine(@TempDir Path dir) throws Exception {
        Path java = Files.createSymbolicLink(dir.resolve("java"), Path.of("/bin/sh"));
        // "; :" keeps the shell alive (it would exec a lone sleep and take its command line).
        Process run = new ProcessBuilder(java.toString(), "-c", "sleep 30; :", "sudoku-compare.jar").start();
        try {
            long deadline = System.nanoTime() + 10_000_000_000L;
            while (!Machine.otherRuns().contains(run.pid()) && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertThat(Machine.otherRuns()).contains(run.pid()).doesNotContain(ProcessHandle.current().pid());
        } finally {
            run.destroyForcibly().waitFor();
        }
        assertThat(Machine.otherRuns()).doesNotContain(run.pid());
    }

    @Test
    void aRunOfTheToolIsAJavaCommandLineNamingItsJarOrMainClass() {
        assertThat(Machine.isRun("/usr/lib/jvm/java-17/bin/java -Xmx1g -jar compare/target/sudoku-compare.jar "
                + "--solvers dfs")).isTrue();
        assertThat(Machine.isRun("java -cp a.jar:b.jar dev.sudokucompare.cli.Main merge x")).isTrue();
        assertThat(Machine.isRun("/usr/bin/python3 plot.py sudoku-compare.jar")).isFalse();
        assertThat(Machine.isRun("vim compare/target/sudoku-compare.jar")).isFalse();
        assertThat(Machine.isRun("")).isFalse();
    }

    @Test
    void warningsSayWhyTimingsSuffer() {
        assertThat(Machine.warnings(1.5, 2, List.of())).isEmpty();
        assertThat(Machine.warnings(2.5, 2, List.of())).singleElement().asString()
                .contains("load average 2.5 on 2 cores");
        assertThat(Machine.warnings(0.1, 8, List.of(41L, 42L))).singleElement().asString()
                .contains("2 other sudoku-compare runs share this machine (pid 41, 42)");
    }

    @Test
    void environmentProbesAnswerSomething() {
        Environment e = Environment.current(Machine.loadAverage());
        assertThat(e.garbageCollectors()).isNotBlank();
        assertThat(e.cpuGovernor()).isNotBlank();
        assertThat(e.jvmFlags()).isNotNull();
        assertThat(e.differences(e)).isEmpty();
        Environment other = new Environment(e.jvmVendor(), e.jvmVersion(), e.jvmName(), e.os(), e.arch(), "Other CPU",
                e.cores() + 1, e.maxHeapBytes(), -1, e.jvmFlags(), e.garbageCollectors(), e.cpuGovernor(), -1, -1);
        assertThat(e.differences(other)).hasSize(2).anyMatch(d -> d.startsWith("CPU '"))
                .anyMatch(d -> d.startsWith("cores"));
    }
}
