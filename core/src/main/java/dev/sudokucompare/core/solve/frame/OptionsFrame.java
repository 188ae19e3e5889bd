package dev.sudokucompare.core.solve.frame;

import java.util.Objects;

/**
 * The frame of an adapter whose family takes options in its spec ({@code choco:search=minDom},
 * {@code sat:encoding=minimal}): the solver keeps its options and is named by their spec.
 */
public abstract class OptionsFrame<O extends OptionsFrame.Options> extends SolverFrame {

    /** A family's parsed options, which spell themselves back as the solver's spec. */
    public interface Options {
        /** The spec these options were read from, normalised: the solver's name. */
        String spec();
    }

    private final O options;

    protected OptionsFrame(O options) {
        super(options.spec());
        this.options = Objects.requireNonNull(options);
    }

    public final O options() {
        return options;
    }
}
