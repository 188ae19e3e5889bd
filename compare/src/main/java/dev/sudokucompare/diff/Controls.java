package dev.sudokucompare.diff;

import java.util.ArrayList;
import java.util.List;

/**
 * Which solvers measure the drift between two runs, and which are tested against them: by default
 * the solvers whose fingerprints (their code's origin in the manifest: the tool's jar, a plug-in's
 * jar, an outside program's files) are known and equal in both runs are the controls, and every
 * other solver is tested; or the solvers named with {@code --control} (assumed unchanged); or none
 * ({@code --control none}). A control is not tested: its code did not change, so a change of its
 * time is drift by definition, and testing it would only spend the family's alpha.
 */
record Controls(List<List<String>> controls, List<String> untested, String describe) {

    static Controls of(RunDirectory a, RunDirectory b, List<String> solvers, List<String> named) {
        List<List<String>> controls = new ArrayList<>();
        List<String> untested = new ArrayList<>();
        boolean none = named.size() == 1 && named.get(0).equalsIgnoreCase("none");
        List<String> pool;
        String describe;
        if (none) {
            pool = List.of();
            describe = "none (--control none)";
        } else if (!named.isEmpty()) {
            for (String c : named) {
                if (!solvers.contains(c)) {
                    throw new IllegalArgumentException("--control " + c + " is not a solver both runs ran: " + solvers);
                }
            }
            pool = List.copyOf(named);
            describe = String.join(", ", pool) + " (named with --control, assumed unchanged)";
        } else {
            pool = solvers.stream().filter(s -> !a.fingerprint(s).isEmpty() && a.fingerprint(s).equals(b.fingerprint(s)))
                    .toList();
            describe = (pool.isEmpty() ? "none: no solver is known to be the same code in both runs"
                    : String.join(", ", pool) + " (the same code in both runs, by the manifests' fingerprints)")
                    + lost(a, b, solvers, pool);
        }
        for (String s : solvers) {
            // A control is not tested: its code did not change, so any change of its time is drift.
            boolean control = !none && pool.contains(s);
            controls.add(control ? List.of() : pool);
            untested.add(!control ? "" : named.isEmpty() ? "a control (the same code in both runs)"
                    : "a control (named with --control, assumed unchanged)");
        }
        return new Controls(controls, untested, describe);
    }

    /**
     * Why each solver that is not a control is not one: "; not controls: dfs (its code differs
     * between the runs), dlx (no fingerprint in B: a build from a dirty or unknown tree, or a run
     * before fingerprints)"; a built-in of a build from a dirty or unknown tree is named by the jar's
     * bytes, which every rebuild changes, and the line says so rather than "its code differs".
     */
    private static String lost(RunDirectory a, RunDirectory b, List<String> solvers, List<String> pool) {
        List<String> out = new ArrayList<>();
        for (String s : solvers) {
            if (pool.contains(s)) {
                continue;
            }
            boolean inA = !a.fingerprint(s).isEmpty();
            boolean inB = !b.fingerprint(s).isEmpty();
            String unclean = builtIn(a, s) && builtIn(b, s) ? uncleanBuilds(a, b) : "";
            out.add(s + (inA && inB && !unclean.isEmpty() ? " (a build from " + unclean + " is known only by its "
                    + "jar's bytes, and they differ: rebuild both from a clean commit, or name it with --control)"
                    : inA && inB ? " (its code differs between the runs)" : " (no fingerprint in "
                    + (inA ? "B" : inB ? "A" : "either run") + ": a build from a dirty or unknown tree, or a run before "
                    + "fingerprints)"));
        }
        return out.isEmpty() ? "" : "; not controls: " + String.join(", ", out);
    }

    private static boolean builtIn(RunDirectory run, String solver) {
        return run.manifest().origins().solvers().stream()
                .anyMatch(o -> o.solver().equals(solver) && o.kind().equals("built-in"));
    }

    /** "a dirty tree in A", "an unknown tree in A and B": the runs whose tool is not a clean commit's build. */
    private static String uncleanBuilds(RunDirectory a, RunDirectory b) {
        List<String> which = new ArrayList<>();
        String kind = "";
        for (RunDirectory run : List.of(a, b)) {
            String commit = run.manifest().toolCommit();
            boolean unknown = commit.isBlank() || commit.equals("unknown");
            if (unknown || commit.endsWith("-dirty")) {
                which.add(run == a ? "A" : "B");
                kind = kind.isEmpty() || kind.equals(unknown ? "an unknown" : "a dirty")
                        ? (unknown ? "an unknown" : "a dirty") : "a dirty or unknown";
            }
        }
        return which.isEmpty() ? "" : kind + " tree in " + String.join(" and ", which);
    }
}
