package dev.sudokucompare.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Whether a program is waiting for a CPU is read from every thread it has, not from its first
 * thread alone. A JVM's first thread only waits for the thread that runs its main: read alone, it
 * said "sleeping" of worker JVMs that a loaded machine starved while they started, and the wait for
 * their hello ended as if they were stuck. Here a JVM's main computes; a computing thread is running
 * or runnable (state R) however busy the machine is, while the launcher's first thread sleeps.
 */
class RunnableThreadsTest {

    @TempDir
    Path tmp;

    @Test
    void aJvmWhoseMainThreadComputesIsRunnable() throws IOException {
        // The java launcher's first thread waits for the one that runs main for as long as it runs.
        Path spin = Files.writeString(tmp.resolve("Spin.java"), String.join("\n",
                "public class Spin {",
                "    public static void main(String[] args) {",
                "        System.out.println(\"spinning\");",
                "        System.out.flush();",
                "        while (true) { Thread.onSpinWait(); }",
                "    }",
                "}"));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        try (Container c = Container.start(List.of(java, "-Xshare:auto", spin.toString()), ProgramLimits.NONE)) {
            String line = new String(c.process().getInputStream().readNBytes("spinning\n".length()));
            assertThat(line).as("main runs").isEqualTo("spinning\n");
            assertThat(c.runnable()).as("main computes while the launcher's thread waits for it").isTrue();
        }
    }

    @Test
    void aProgramWhoseThreadsAllSleepIsNotRunnable() throws IOException, InterruptedException {
        try (Container c = Container.start(List.of("python3", "-c",
                "import threading, time\nprint('sleeping', flush=True)\ntime.sleep(600)"), ProgramLimits.NONE)) {
            String line = new String(c.process().getInputStream().readNBytes("sleeping\n".length()));
            assertThat(line).isEqualTo("sleeping\n");
            // The print and the call to sleep take microseconds; a sleeping thread stays asleep.
            boolean asleep = false;
            for (int i = 0; i < 6000 && !asleep; i++) {
                asleep = !c.runnable();
                if (!asleep) {
                    TimeUnit.MILLISECONDS.sleep(10);
                }
            }
            assertThat(asleep).as("seen asleep within 6000 looks").isTrue();
        }
    }
}
