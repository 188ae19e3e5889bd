package dev.sudokucompare.report.provenance;

import java.util.List;
import java.util.Optional;

/**
 * What produced a run's numbers: the tool's version and the commit it was built from (as the
 * build recorded it: {@code git describe}, "-dirty" for uncommitted changes; "unknown" when built
 * outside a repository), every input's digest, and where each solver's code came from
 * ({@code origins}, {@link Origins#NONE} when not looked into).
 */
public record Provenance(String toolVersion, String toolCommit, List<InputDigest> inputs, Origins origins) {

    public Provenance {
        inputs = List.copyOf(inputs);
        origins = origins == null ? Origins.NONE : origins;
    }

    /** Without the solvers' origins. */
    public Provenance(String toolVersion, String toolCommit, List<InputDigest> inputs) {
        this(toolVersion, toolCommit, inputs, Origins.NONE);
    }

    /** The same with the solvers' origins. */
    public Provenance withOrigins(Origins found) {
        return new Provenance(toolVersion, toolCommit, inputs, found);
    }

    /** A run of the given version without inputs (tests, reports built by hand). */
    public static Provenance of(String toolVersion) {
        return new Provenance(toolVersion, "unknown", List.of());
    }

    public Optional<InputDigest> input(String name) {
        return inputs.stream().filter(d -> d.name().equals(name)).findFirst();
    }
}
