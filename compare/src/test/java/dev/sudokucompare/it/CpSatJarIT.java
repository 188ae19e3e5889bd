package dev.sudokucompare.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * CP-SAT from the shaded jar, as a user runs it: the native library unpacks from the jar, Ctrl-C
 * still reaches the tool while CP-SAT searches, and a platform without the library is a usage error.
 */
class CpSatJarIT {

    @TempDir
    Path dir;

    private static String dataset(String name) {
        return Path.of(System.getProperty("datasets.dir"), name).toString();
    }

    @Test
    void theJarSolvesWithItsOwnNativeLibrary() throws Exception {
        JarProcess run = JarProcess.start(dir, List.of(), "compare", "--solvers", "dfs,cpsat", "--warmup", "0",
                "--no-progress", "builtin:norvig-hardest", "builtin:sudoku16-janko-first5");
        assertThat(run.waitFor(300)).as(run.err()).isZero();
        assertThat(run.out()).contains("Records (16;").containsPattern("AGREE\\s+16")
                .containsPattern("\\n  cpsat +16 +0 +0 +0 +0 +16\\n");
        assertThat(run.err()).doesNotContain("Exception");
    }

    /**
     * CP-SAT traps SIGINT by default, and in 9.12 its handler aborts the JVM ({@code std::bad_function_call},
     * exit 134): the tool must get Ctrl-C instead and exit as any interrupted run does.
     */
    @Test
    void ctrlCDuringACpSatSearchReachesTheTool() throws Exception {
        Path frisch1 = dir.resolve("frisch1.txt");
        Files.write(frisch1, List.of(Files.readAllLines(Path.of(dataset("sudoku25-frisch.txt"))).get(0)));
        JarProcess run = JarProcess.start(dir, List.of(), "solve", "--solver", "cpsat", "--timeout", "10m",
                frisch1.toString());
        // The library is loaded when the spec is read; the search (tens of seconds) starts right after.
        Path maps = Path.of("/proc", Long.toString(run.pid()), "maps");
        long deadline = System.nanoTime() + 300_000_000_000L;
        while (!Files.readString(maps).contains("libjniortools")) {
            assertThat(System.nanoTime()).as("hung: OR-Tools' library is not loaded").isLessThan(deadline);
            assertThat(run.isAlive()).as(run.err()).isTrue();
            Thread.sleep(50);
        }
        // Then 1.5 s of the process's own CPU time, not of the clock: however busy the machine, the
        // search has been running when the signal comes.
        long loaded = cpuMillis(run.pid());
        while (cpuMillis(run.pid()) - loaded < 1500) {
            assertThat(System.nanoTime()).as("hung: the search does not run").isLessThan(deadline);
            assertThat(run.isAlive()).as(run.err()).isTrue();
            Thread.sleep(50);
        }
        assertThat(run.isAlive()).isTrue();
        run.signal("INT");
        assertThat(run.waitFor(300)).as(run.err()).isEqualTo(130);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).doesNotContain("bad_function_call");
    }

    /** A JVM that reports another architecture finds no native library for it in the jar. */
    @Test
    void anotherPlatformGetsAUsageErrorNotAStackTrace() throws IOException, InterruptedException {
        JarProcess run = JarProcess.start(dir, List.of("-Dos.arch=aarch64"), "solve", "--solver", "cpsat",
                dataset("boj2580-sample.in"));
        assertThat(run.waitFor(300)).isEqualTo(2);
        assertThat(run.err()).contains("cpsat cannot run here: OR-Tools' native library for linux/aarch64 could not be"
                + " loaded").contains("Linux x86-64 only").doesNotContain("\tat ");
        assertThat(run.out()).isEmpty();
    }

    /** The CPU time (user and system, all threads) process {@code pid} has used so far, from /proc. */
    private static long cpuMillis(long pid) throws IOException {
        String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        // Fields 14 and 15 of stat (utime, stime), in clock ticks: 100 a second on Linux.
        return (Long.parseLong(f[11]) + Long.parseLong(f[12])) * 10;
    }
}
