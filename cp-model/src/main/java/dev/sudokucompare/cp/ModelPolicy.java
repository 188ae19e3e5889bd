package dev.sudokucompare.cp;

import dev.sudokucompare.core.solve.frame.Choice;

/** Whether every call builds its own Choco model or reuses one, by the names the command line uses. */
public enum ModelPolicy implements Choice {

    /** A new model per call: the build time is the whole price of the modelling layer. */
    @Name(value = "fresh", description = "a new model for every call")
    FRESH,
    /**
     * One blank model per thread and grid shape; a call loads its givens in a pushed world and
     * rolls them back when done. The first call on a thread pays for building the model. Only for
     * searches that leave the model clean (see {@link Strategy#leavesReusedModelClean()}).
     */
    @Name(value = "reuse", description = "one model per thread and grid shape; a call loads its givens, then rolls them back"
            + " (searches minDom and inputOrder; the others always get a fresh model)")
    REUSE
}
