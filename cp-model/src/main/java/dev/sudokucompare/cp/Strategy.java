package dev.sudokucompare.cp;

import dev.sudokucompare.core.solve.frame.Choice;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.IntVar;

/** The search strategies the model can run, by the names the command line uses. */
public enum Strategy implements Choice {

    /** Whatever Choco picks when no search is set (its black-box configuration). */
    @Name(value = "default", description = "Choco's own default search")
    DEFAULT,
    /** Smallest domain first, smallest value first (Choco's minDomLBSearch). */
    @Name(value = "minDom", description = "smallest domain first, smallest value first (minDomLB)")
    MIN_DOM,
    /** Domain size over weighted degree, a conflict-driven choice (domOverWDegSearch). */
    @Name(value = "domOverWDeg", description = "domain size over weighted degree (learns from failures)")
    DOM_OVER_WDEG,
    /** Cells row-major, smallest value first (inputOrderLBSearch): the lexmin order. */
    @Name(value = "inputOrder", description = "cells row-major, smallest value first (inputOrderLB); always used for lexmin")
    INPUT_ORDER;

    /**
     * Whether a reused model is clean again after a search with this strategy. domOverWDeg (also
     * inside Choco's default search) watches variables through monitors that its removal does not
     * unplug and no solver reset clears (Choco 5.0.0): on a reused model they pile up call after
     * call, slowing every later call and steering its weights. So those searches get a fresh model.
     */
    public boolean leavesReusedModelClean() {
        return this == MIN_DOM || this == INPUT_ORDER;
    }

    /** Sets this strategy on {@code solver} over {@code cells} (row-major). */
    void install(Solver solver, IntVar[] cells) {
        switch (this) {
            case DEFAULT -> { } // solve() falls back to the default when no search is set
            case MIN_DOM -> solver.setSearch(Search.minDomLBSearch(cells));
            case DOM_OVER_WDEG -> solver.setSearch(Search.domOverWDegSearch(cells));
            case INPUT_ORDER -> solver.setSearch(Search.inputOrderLBSearch(cells));
        }
    }
}
