package dev.sudokucompare.stats;

import java.util.function.DoubleUnaryOperator;

/**
 * A statistic and what it is when censored data reach it. A call that did not answer correctly
 * counts as "at least the time limit": a figure computed from such a call is a bound, not a value
 * ({@link Bound#AT_LEAST} for times; a ratio may be bounded either way, or neither when censored
 * calls push it both ways). NaN when the statistic does not exist (no calls).
 */
public record Figure(double value, Bound bound) {

    /** How the true value relates to {@link #value}. */
    public enum Bound {
        /** The value itself. */
        EXACT,
        /** The true value is at least this (a censored time entered it). */
        AT_LEAST,
        /** The true value is at most this. */
        AT_MOST,
        /** Censored data pushed it both ways: neither a lower nor an upper bound. */
        NEITHER;

        /** The bound of a figure that both {@code this} and {@code other} entered. */
        public Bound and(Bound other) {
            if (this == other || other == EXACT) {
                return this;
            }
            return this == EXACT ? other : NEITHER;
        }

        /** The bound after an order-reversing map (1 / x). */
        public Bound reversed() {
            return this == AT_LEAST ? AT_MOST : this == AT_MOST ? AT_LEAST : this;
        }
    }

    public static final Figure NONE = new Figure(Double.NaN, Bound.EXACT);

    public static Figure exact(double value) {
        return new Figure(value, Bound.EXACT);
    }

    /** {@code value}, a lower bound when {@code censored}. */
    public static Figure atLeast(double value, boolean censored) {
        return new Figure(value, censored ? Bound.AT_LEAST : Bound.EXACT);
    }

    public boolean exists() {
        return !Double.isNaN(value);
    }

    public boolean isExact() {
        return bound == Bound.EXACT;
    }

    /** The figure under an increasing map (exp, a change of unit): the bound is kept. */
    public Figure map(DoubleUnaryOperator increasing) {
        return new Figure(increasing.applyAsDouble(value), bound);
    }
}
