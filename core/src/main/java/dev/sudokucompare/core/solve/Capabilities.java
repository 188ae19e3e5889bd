package dev.sudokucompare.core.solve;

import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * What a solver can do, declared by the solver itself so that callers ask rather than test its
 * class: the modes it answers, whether it runs inside this JVM (an outside program does not, and its
 * times include starting a process), whether it counts search nodes (else node figures do not
 * apply), and whether it reports its decisions to a {@link SearchTrace}.
 */
public record Capabilities(Set<Mode> modes, boolean inProcess, boolean countsNodes, boolean tracesDecisions) {

    /** An in-process solver that answers every mode and counts nodes, without a trace: the default. */
    public static final Capabilities IN_PROCESS = new Capabilities(EnumSet.allOf(Mode.class), true, true, false);

    public Capabilities {
        Objects.requireNonNull(modes);
        if (modes.isEmpty()) {
            throw new IllegalArgumentException("a solver must answer at least one mode");
        }
        modes = Set.copyOf(modes);
    }

    public boolean supports(Mode mode) {
        return modes.contains(mode);
    }

    public Capabilities withModes(Set<Mode> newModes) {
        return new Capabilities(newModes, inProcess, countsNodes, tracesDecisions);
    }

    public Capabilities withInProcess(boolean value) {
        return new Capabilities(modes, value, countsNodes, tracesDecisions);
    }

    public Capabilities withCountsNodes(boolean value) {
        return new Capabilities(modes, inProcess, value, tracesDecisions);
    }

    public Capabilities withTracesDecisions(boolean value) {
        return new Capabilities(modes, inProcess, countsNodes, value);
    }
}
