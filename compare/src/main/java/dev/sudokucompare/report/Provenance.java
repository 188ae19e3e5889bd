package dev.sudokucompare.report;

import java.util.List;
import java.util.Optional;

/**
 * What produced a run's numbers: the tool's version and the commit it was built from (as the
 * build recorded it: {@code git describe}, "-dirty" for uncommitted changes; "unknown" when built
 * outside a repository), and every input's digest.
 */
public record Provenance(String toolVersion, String toolCommit, List<InputDigest> inputs) {

    public Provenance {
        inputs = List.copyOf(inputs);
    }

    /** A run of the given version without inputs (tests, reports built by hand). */
    public static Provenance of(String toolVersion) {
        return new Provenance(toolVersion, "unknown", List.of());
    }

    public Optional<InputDigest> input(String name) {
        return inputs.stream().filter(d -> d.name().equals(name)).findFirst();
    }
}
