package dev.sudokucompare.report;

import dev.sudokucompare.report.provenance.InputDigest;
import dev.sudokucompare.core.OneLine;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What a run reads and how, beyond its settings: the input format asked for (and --shape), what outside programs
 * speak and their limits, the plug-ins (by path), and every input given, in order, with its
 * SHA-256 (unhashed for standard input and pipes). A resumed session must match it to go on
 * into the same --out directory; merge reads a shard's inputs again from it.
 */
public record RunIdentity(String inputFormat, String shape, String externalFormat, String streamFormat,
        long cpuLimitNanos, long memoryLimitBytes, List<String> plugins, List<InputDigest> inputs) {

    /** What a manifest without this part (written by hand, or a report's own) says: nothing. */
    public static final RunIdentity UNKNOWN = new RunIdentity("", "", "", "", 0, 0, List.of(), List.of());

    public RunIdentity {
        Objects.requireNonNull(inputFormat);
        Objects.requireNonNull(shape);
        Objects.requireNonNull(externalFormat);
        Objects.requireNonNull(streamFormat);
        plugins = List.copyOf(plugins);
        inputs = List.copyOf(inputs);
    }

    /** What differs from {@code other}, one phrase each ("input x.txt: SHA-256 ab12... vs cd34..."); empty when nothing. */
    public List<String> differences(RunIdentity other) {
        List<String> out = new ArrayList<>();
        differ(out, "input format", inputFormat, other.inputFormat);
        differ(out, "--shape", shape, other.shape);
        differ(out, "external format", externalFormat, other.externalFormat);
        differ(out, "stream format", streamFormat, other.streamFormat);
        differ(out, "CPU limit (ns)", Long.toString(cpuLimitNanos), Long.toString(other.cpuLimitNanos));
        differ(out, "memory limit (bytes)", Long.toString(memoryLimitBytes), Long.toString(other.memoryLimitBytes));
        differ(out, "plug-ins", String.join(", ", plugins), String.join(", ", other.plugins));
        differ(out, "inputs", String.join(", ", inputs.stream().map(InputDigest::name).toList()),
                String.join(", ", other.inputs.stream().map(InputDigest::name).toList()));
        for (int i = 0; i < Math.min(inputs.size(), other.inputs.size()); i++) {
            InputDigest a = inputs.get(i);
            InputDigest b = other.inputs.get(i);
            if (a.name().equals(b.name()) && !a.sha256().equals(b.sha256())) {
                out.add("input " + OneLine.of(a.name(), 100) + ": SHA-256 " + shown(a) + " vs " + shown(b));
            }
        }
        return out;
    }

    private static String shown(InputDigest d) {
        return d.hashed() ? d.sha256() : "(not hashed)";
    }

    private static void differ(List<String> out, String what, String a, String b) {
        if (!a.equals(b)) {
            out.add(what + " " + OneLine.of(a, 100) + " vs " + OneLine.of(b, 100));
        }
    }
}
