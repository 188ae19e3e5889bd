package dev.sudokucompare.process;

import java.time.Duration;
import java.util.Objects;

/**
 * Limits on an outside program besides the wall-clock time limit, as an online judge sets them:
 * CPU time (user + system, of the whole process tree where control groups allow, else per process),
 * memory (resident memory of the tree in a control group, else the address space of each
 * process) and the number of processes and threads of its tree at once (a fork bomb's end: the
 * control groups' pids controller, else samples of the tree). Zero means no limit; a sandboxed
 * program without a process limit gets {@link Sandbox#DEFAULT_PROCESSES}. The {@link Sandbox}
 * says what else of the machine it may see.
 */
public record ProgramLimits(Duration cpu, long memoryBytes, Sandbox sandbox, int processes) {

    public static final ProgramLimits NONE = new ProgramLimits(Duration.ZERO, 0);

    /** Limits without a sandbox. */
    public ProgramLimits(Duration cpu, long memoryBytes) {
        this(cpu, memoryBytes, Sandbox.OFF);
    }

    /** Limits with a sandbox, the process count its default. */
    public ProgramLimits(Duration cpu, long memoryBytes, Sandbox sandbox) {
        this(cpu, memoryBytes, sandbox, 0);
    }

    public ProgramLimits {
        Objects.requireNonNull(cpu);
        Objects.requireNonNull(sandbox);
        if (cpu.isNegative() || memoryBytes < 0 || processes < 0) {
            throw new IllegalArgumentException("limits must not be negative");
        }
    }

    /** The same limits, the program run in {@code newSandbox}. */
    public ProgramLimits withSandbox(Sandbox newSandbox) {
        return new ProgramLimits(cpu, memoryBytes, newSandbox, processes);
    }

    /** The same limits, at most {@code count} processes and threads at once (0: none, or the sandbox's default). */
    public ProgramLimits withProcesses(int count) {
        return new ProgramLimits(cpu, memoryBytes, sandbox, count);
    }

    public boolean limitsCpu() {
        return !cpu.isZero();
    }

    public boolean limitsMemory() {
        return memoryBytes > 0;
    }

    /** The process limit in force: the one set, else the sandbox's default, else 0 (none). */
    public int processLimit() {
        if (processes > 0) {
            return processes;
        }
        return sandbox.on() ? Sandbox.DEFAULT_PROCESSES : 0;
    }
}
