package dev.sudokucompare.report.provenance;

import dev.sudokucompare.report.ConsoleReport;
import dev.sudokucompare.report.ConsoleView;
import dev.sudokucompare.report.FakeRun;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MachineTest {

    /** The load average read from /proc is the operating-system bean's, as /proc prints it (two decimals). */
    @Test
    void theLoadAverageIsTheSystemsOwn() {
        var system = java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        double before = system.getSystemLoadAverage();
        double read = Machine.loadAverage();
        double after = system.getSystemLoadAverage();
        // The kernel updates it every 5 s: one update may fall between the readings.
        assertThat(read).isBetween(Math.min(before, after) - 0.0051, Math.max(before, after) + 0.0051);
    }

    /**
     * A real process whose command line reads as a run of the tool ({@link FakeRun}) is found, by
     * its pid, while it runs and not after; this process never is.
     */
    @Test
    void otherRunsFindsARunningProcessByItsCommandLine(@TempDir Path dir) throws Exception {
        long pid;
        try (FakeRun run = FakeRun.start(dir)) {
            pid = run.pid();
            assertThat(Machine.otherRuns()).contains(pid).doesNotContain(ProcessHandle.current().pid());
        }
        assertThat(Machine.otherRuns()).doesNotContain(pid);
    }

    /**
     * A JVM started by what reads as a run of the tool (a shell named {@code java} with the jar's
     * name as an argument) does not count that parent, nor itself, as another run; a second such
     * shell beside them, still running, is counted. The background scan answers the same.
     */
    @Test
    void theRunsThatStartedThisProcessAreNotCounted(@TempDir Path dir) throws Exception {
        FakeRun sibling = FakeRun.start(dir);
        String jvm = ProcessHandle.current().info().command().orElseThrow();
        Process parent = new ProcessBuilder(FakeRun.javaNamedShell(dir).toString(), "-c", "\"$0\" -cp \"$1\" \"$2\"; :",
                jvm, System.getProperty("java.class.path"), PrintOtherRuns.class.getName(), "sudoku-compare.jar")
                .redirectErrorStream(true).start();
        try {
            String printed = new String(parent.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(parent.waitFor()).as(printed).isZero();
            List<String> lines = printed.lines().toList();
            assertThat(lines).as(printed).hasSize(2);
            for (String line : lines) {
                // "[pid, pid] self pid"; other runs of the tool on the machine may be listed too.
                String[] parts = line.split(" self ");
                List<String> found = List.of(parts[0].replaceAll("[\\[\\]]", "").split(", "));
                assertThat(found).as("the scan and the background scan: " + line)
                        .contains(String.valueOf(sibling.pid()))
                        .doesNotContain(String.valueOf(parent.pid()), parts[1]);
            }
        } finally {
            sibling.close();
            parent.destroyForcibly().waitFor();
        }
    }

    /** Prints what this JVM's scans find, for the test above, and its own pid. */
    static final class PrintOtherRuns {
        public static void main(String[] args) throws Exception {
            System.out.println(Machine.otherRuns() + " self " + ProcessHandle.current().pid());
            System.out.println(Machine.otherRunsInBackground().join() + " self " + ProcessHandle.current().pid());
        }
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
        assertThat(Machine.warnings(1.5, 2, List.of(), false)).isEmpty();
        assertThat(Machine.warnings(2.5, 2, List.of(), false)).singleElement().asString()
                .contains("load average 2.5 on 2 cores");
        assertThat(Machine.warnings(0.1, 8, List.of(41L, 42L), false)).singleElement().asString()
                .contains("2 other sudoku-compare runs share this machine (pid 41, 42)");
    }

    @Test
    void outsideProgramsFavouredBySessionSchedulingAreSaidOnlyOnABusyMachine() {
        assertThat(Machine.warnings(1.5, 2, List.of(), true)).isEmpty();
        assertThat(Machine.warnings(2.5, 2, List.of(), true)).hasSize(2).last().asString()
                .contains("autogroup").contains("compare their wall times with care");
    }

    @Test
    void everyWarningPrintedAsARunPrintsItFitsTheConsole() {
        // The autogroup warning alone is 288 characters: printed as one line it broke a long-paths test at load 4.
        StringWriter printed = new StringWriter();
        try (PrintWriter err = new PrintWriter(printed)) {
            Machine.warnings(44.5, 2, LongStream.range(1000, 1040).boxed().toList(), true)
                    .forEach(w -> ConsoleReport.fit("warning: " + w, err));
        }
        assertThat(printed.toString().lines()).hasSizeGreaterThan(3)
                .allSatisfy(l -> assertThat(l).hasSizeLessThanOrEqualTo(ConsoleView.WIDTH));
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
