package dev.sudokucompare.process;

import java.time.Duration;
import java.util.Objects;

/**
 * Limits on an outside program besides the wall-clock time limit, as an online judge sets them:
 * CPU time (user + system, of the whole process tree where control groups allow, else per process)
 * and memory (resident memory of the tree in a control group, else the address space of each
 * process). Zero means no limit. The {@link Sandbox} says what else of the machine it may see.
 */
public record ProgramLimits(Duration cpu, long memoryBytes, Sandbox sandbox) {

    public static final ProgramLimits NONE = new ProgramLimits(Duration.ZERO, 0);

    /** Limits without a sandbox. */
    public ProgramLimits(Duration cpu, long memoryBytes) {
        this(cpu, memoryBytes, Sandbox.OFF);
    }

    public ProgramLimits {
        Objects.requireNonNull(cpu);
        Objects.requireNonNull(sandbox);
        if (cpu.isNegative() || memoryBytes < 0) {
            throw new IllegalArgumentException("limits must not be negative");
        }
    }

    /** The same limits, the program run in {@code newSandbox}. */
    public ProgramLimits withSandbox(Sandbox newSandbox) {
        return new ProgramLimits(cpu, memoryBytes, newSandbox);
    }

    public boolean limitsCpu() {
        return !cpu.isZero();
    }

    public boolean limitsMemory() {
        return memoryBytes > 0;
    }
}
