package dev.sudokucompare.core.cnf;

import dev.sudokucompare.core.Shape;

/**
 * The numbering of the formula's variables: variable k (1-based, as in DIMACS) says "cell c holds
 * value v". Numbered row-major by cell, values ascending, over the pairs the formula keeps.
 */
public final class Variables {

    private final Shape shape;
    /** cell * N + (value - 1) to variable, 0 for a pair without one. */
    private final int[] variableOf;
    private final int[] cellOf;
    private final int[] valueOf;

    Variables(Shape shape, long[] allowed) {
        this.shape = shape;
        int n = shape.size();
        this.variableOf = new int[shape.cellCount() * n];
        int count = 0;
        for (long bits : allowed) {
            count += Long.bitCount(bits);
        }
        this.cellOf = new int[count + 1];
        this.valueOf = new int[count + 1];
        int next = 0;
        for (int cell = 0; cell < allowed.length; cell++) {
            for (long bits = allowed[cell]; bits != 0; bits &= bits - 1) {
                int v = Long.numberOfTrailingZeros(bits) + 1;
                next++;
                variableOf[cell * n + v - 1] = next;
                cellOf[next] = cell;
                valueOf[next] = v;
            }
        }
    }

    public Shape shape() {
        return shape;
    }

    /** How many variables: they are 1..count(). */
    public int count() {
        return cellOf.length - 1;
    }

    /** The variable saying {@code cell} holds {@code value}, or 0 when the formula has none. */
    public int of(int cell, int value) {
        return variableOf[cell * shape.size() + value - 1];
    }

    public int cell(int variable) {
        return cellOf[variable];
    }

    public int value(int variable) {
        return valueOf[variable];
    }

    /** "r1c1=1", as the DIMACS header names the variable. */
    public String describe(int variable) {
        return shape.describeCell(cellOf[variable]) + "=" + valueOf[variable];
    }
}
