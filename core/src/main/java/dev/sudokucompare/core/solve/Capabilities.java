package dev.sudokucompare.core.solve;

import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * What a solver can do, declared by the solver itself so that callers ask rather than test its
 * class: the modes it answers, whether it runs inside this JVM (an outside program does not, and its
 * times include starting a process), whether it counts search nodes (else node figures do not
 * apply), whether it reports its decisions to a {@link SearchTrace}, and whether it keeps something
 * warm between calls ({@code persistent}: the JIT's code of an in-process solver, the process of a
 * long-lived outside program), so an unmeasured warm-up before the first measurement pays.
 */
public record Capabilities(Set<Mode> modes, boolean inProcess, boolean countsNodes, boolean tracesDecisions,
        boolean persistent) {

    /** An in-process solver that answers every mode and counts nodes, without a trace: the default. */
    public static final Capabilities IN_PROCESS = new Capabilities(EnumSet.allOf(Mode.class), true, true, false, true);

    public Capabilities {
        Objects.requireNonNull(modes);
        if (modes.isEmpty()) {
            throw new IllegalArgumentException("a solver must answer at least one mode");
        }
        modes = Set.copyOf(modes);
    }

    /** As the canonical constructor; persistent when in process. */
    public Capabilities(Set<Mode> modes, boolean inProcess, boolean countsNodes, boolean tracesDecisions) {
        this(modes, inProcess, countsNodes, tracesDecisions, inProcess);
    }

    public boolean supports(Mode mode) {
        return modes.contains(mode);
    }

    public Capabilities withModes(Set<Mode> newModes) {
        return new Capabilities(newModes, inProcess, countsNodes, tracesDecisions, persistent);
    }

    public Capabilities withInProcess(boolean value) {
        return new Capabilities(modes, value, countsNodes, tracesDecisions, persistent);
    }

    public Capabilities withCountsNodes(boolean value) {
        return new Capabilities(modes, inProcess, value, tracesDecisions, persistent);
    }

    public Capabilities withPersistent(boolean value) {
        return new Capabilities(modes, inProcess, countsNodes, tracesDecisions, value);
    }

    public Capabilities withTracesDecisions(boolean value) {
        return new Capabilities(modes, inProcess, countsNodes, value, persistent);
    }
}
