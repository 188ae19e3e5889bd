package dev.sudokucompare.cp;

import dev.sudokucompare.core.solve.frame.SpecNames;

/** Whether every call builds its own Choco model or reuses one, by the names the command line uses. */
public enum ModelPolicy {

    /** A new model per call: the build time is the whole price of the modelling layer. */
    FRESH("fresh", "a new model for every call"),
    /**
     * One blank model per thread and grid shape; a call loads its givens in a pushed world and
     * rolls them back when done. The first call on a thread pays for building the model. Only for
     * searches that leave the model clean (see {@link Strategy#leavesReusedModelClean()}).
     */
    REUSE("reuse", "one model per thread and grid shape; a call loads its givens, then rolls them back"
            + " (searches minDom and inputOrder; the others always get a fresh model)");

    private final String specName;
    private final String description;

    ModelPolicy(String specName, String description) {
        this.specName = specName;
        this.description = description;
    }

    /** The name in a solver spec, e.g. {@code reuse}. */
    public String specName() {
        return specName;
    }

    public String description() {
        return description;
    }

    /** The policy of that spec name, case-insensitive. */
    public static ModelPolicy bySpecName(String name) {
        return SpecNames.find(values(), ModelPolicy::specName, "model", name);
    }

    static String specNames() {
        return SpecNames.list(values(), ModelPolicy::specName, ", ");
    }
}
