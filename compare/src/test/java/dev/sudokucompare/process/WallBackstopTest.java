package dev.sudokucompare.process;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.solve.Cancellation;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Under a CPU limit the wall-clock limit is a backstop for programs that wait: a program that
 * runs, or waits for a CPU on a busy machine, is left to its CPU limit (a correct program on a
 * loaded machine failed so when grading a class at load 41). Both cases are decided by what the
 * program does, not by the machine's speed: one needs a full CPU second, far past a 100 ms wall
 * limit anywhere; the other sleeps.
 */
class WallBackstopTest {

    private static final ProgramLimits CPU_LIMITED = new ProgramLimits(Duration.ofMinutes(2), 0);

    @Test
    void aProgramThatComputesPastTheWallLimitIsLeftToItsCpuLimit() throws IOException {
        ProcessOutcome o = ProcessRunner.run(List.of("python3", "-c",
                "import time\nwhile time.process_time() < 1.0: pass\nprint('done')"), "", Duration.ofMillis(100),
                new Cancellation(), CPU_LIMITED);
        assertThat(o.ending()).as(o.stderr()).isEqualTo(ProcessOutcome.Ending.EXITED);
        assertThat(o.stdout()).isEqualTo("done\n");
        assertThat(o.wallNanos()).isGreaterThan(Duration.ofMillis(100).toNanos());
    }

    @Test
    void aProgramThatSleepsIsStoppedByTheWallLimit() throws IOException {
        ProcessOutcome o = ProcessRunner.run(List.of("python3", "-c", "import time\ntime.sleep(600)"), "",
                Duration.ofMillis(100), new Cancellation(), CPU_LIMITED);
        assertThat(o.ending()).isEqualTo(ProcessOutcome.Ending.TIMED_OUT);
    }

    @Test
    void withoutACpuLimitTheWallLimitDecides() throws IOException {
        ProcessOutcome o = ProcessRunner.run(List.of("python3", "-c",
                "import time\nwhile time.process_time() < 1.0: pass\nprint('done')"), "", Duration.ofMillis(100),
                new Cancellation(), ProgramLimits.NONE);
        assertThat(o.ending()).isEqualTo(ProcessOutcome.Ending.TIMED_OUT);
    }
}
