package dev.sudokucompare.jacop;

import dev.sudokucompare.core.solve.frame.Choice;
import org.jacop.constraints.Alldiff;
import org.jacop.constraints.Alldifferent;
import org.jacop.constraints.Alldistinct;
import org.jacop.constraints.Constraint;
import org.jacop.core.IntVar;

/** JaCoP's three all-different constraints, each pruning as much as its consistency allows. */
enum Consistency implements Choice {

    @Name(value = "domain", description = "Alldistinct: generalised arc consistency (Regin's matching)")
    DOMAIN,

    @Name(value = "bounds", description = "Alldiff: bounds consistency (Lopez-Ortiz et al.), values removed once fixed")
    BOUNDS,

    @Name(value = "value", description = "Alldifferent: a fixed cell's value leaves its unit, nothing more")
    VALUE;

    /** The constraint of this consistency on {@code vars}. */
    Constraint allDifferent(IntVar[] vars) {
        return switch (this) {
            case DOMAIN -> new Alldistinct(vars);
            case BOUNDS -> new Alldiff(vars);
            case VALUE -> new Alldifferent(vars);
        };
    }
}
