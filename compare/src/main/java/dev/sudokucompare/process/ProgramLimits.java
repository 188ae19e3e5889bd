package dev.sudokucompare.process;

import java.time.Duration;
import java.util.Objects;

/**
 * Limits on an outside program besides the wall-clock time limit, as an online judge sets them:
 * CPU time (user + system, of the whole process tree where control groups allow, else per process)
 * and memory (resident memory of the tree in a control group, else the address space of each
 * process). Zero means no limit.
 */
public record ProgramLimits(Duration cpu, long memoryBytes) {

    public static final ProgramLimits NONE = new ProgramLimits(Duration.ZERO, 0);

    public ProgramLimits {
        Objects.requireNonNull(cpu);
        if (cpu.isNegative() || memoryBytes < 0) {
            throw new IllegalArgumentException("limits must not be negative");
        }
    }

    public boolean limitsCpu() {
        return !cpu.isZero();
    }

    public boolean limitsMemory() {
        return memoryBytes > 0;
    }
}
