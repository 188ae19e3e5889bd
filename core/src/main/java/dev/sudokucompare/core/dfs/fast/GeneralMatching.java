package dev.sudokucompare.core.dfs.fast;

/**
 * All-different on one unit at a time for {@link GeneralPropagation}, to full arc consistency
 * (Régin 1994): a value stays in a cell only if some assignment of the unit's open values to its
 * open cells, one each, gives it that cell. It finds every naked and hidden subset (pairs,
 * triples, ...) at once. A perfect matching of open cells to open values is grown by augmenting
 * paths; then a value another cell holds in the matching is possible for a cell exactly when the
 * two cells lie on one cycle of "cell x could take the value cell y holds", that is in one
 * strongly connected component. Dearest of the rules, so it runs last, on units with a
 * changed cell.
 */
final class GeneralMatching {

    private final GeneralPropagation propagation;
    private final int[][] units;
    /** Units with a changed cell since their last check, one bit per unit. */
    final long[] dirty;
    /** Scratch, per open cell of the unit (its position among them): candidates, matched value. */
    private final long[] domain;
    private final int[] cellOf;
    private final int[] matched;
    /** Scratch, per value: the open cell (position) matched to it. */
    private final int[] holder;
    private long visited;
    /** The free value an augmenting path ended on. */
    private int reached;
    /** Scratch, per value: the other values the cell holding it could take. */
    private final long[] next = new long[64];

    GeneralMatching(GeneralPropagation propagation, int[][] units) {
        this.propagation = propagation;
        this.units = units;
        this.dirty = new long[(units.length + 63) / 64];
        int n = units[0].length;
        this.domain = new long[n];
        this.cellOf = new int[n];
        this.matched = new int[n];
        this.holder = new int[64];
    }

    void touched(int u) {
        dirty[u >>> 6] |= 1L << u;
    }

    void clearWork() {
        java.util.Arrays.fill(dirty, 0);
    }

    /** Checks dirty units until one yields an elimination or fails: true then, else false. */
    boolean apply(long[] s, int base) {
        int u;
        while ((u = GeneralPropagation.takeLowest(dirty)) >= 0) {
            if (check(s, base, u)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Unit {@code u}, settled by the other rules (every one-value cell placed): true if a value
     * went, or if no matching exists (then the unit failed).
     */
    private boolean check(long[] s, int base, int u) {
        int[] unit = units[u];
        int k = 0;
        for (int cell : unit) {
            long free = s[base + cell];
            if ((free & (free - 1)) != 0) {
                domain[k] = free;
                cellOf[k] = cell;
                k++;
            }
        }
        if (k < 4) {
            // Three open cells: whatever all-different would remove, hidden singles have.
            return false;
        }
        long taken = 0;
        for (int i = 0; i < k; i++) {
            long free = domain[i] & ~taken;
            if (free != 0) {
                int v = Long.numberOfTrailingZeros(free);
                matched[i] = v;
                holder[v] = i;
                taken |= 1L << v;
            } else {
                matched[i] = -1;
            }
        }
        for (int i = 0; i < k; i++) {
            if (matched[i] < 0) {
                visited = 0;
                if (!augment(i, taken)) {
                    propagation.fail(u);
                    return true;
                }
                taken |= 1L << reached;
            }
        }
        // In value space: value a leads to b when the cell holding a could take b instead.
        for (int i = 0; i < k; i++) {
            next[matched[i]] = domain[i] & ~(1L << matched[i]);
        }
        boolean changed = false;
        long remaining = taken;
        while (remaining != 0) {
            long component = component(Long.numberOfTrailingZeros(remaining), remaining);
            if (component == taken) {
                break;
            }
            for (long rest = component; rest != 0; rest &= rest - 1) {
                int i = holder[Long.numberOfTrailingZeros(rest)];
                long outside = domain[i] & ~component;
                if (outside != 0) {
                    changed |= propagation.eliminate(s, base, cellOf[i], outside);
                }
            }
            remaining &= ~component;
        }
        return changed;
    }

    /**
     * The strongly connected component of value {@code r} among {@code remaining} (a union of
     * whole components): what it reaches and what reaches it, each grown by bit sweeps.
     */
    private long component(int r, long remaining) {
        long ahead = 1L << r;
        long frontier = ahead;
        while (frontier != 0) {
            int a = Long.numberOfTrailingZeros(frontier);
            frontier &= frontier - 1;
            long fresh = next[a] & remaining & ~ahead;
            ahead |= fresh;
            frontier |= fresh;
        }
        long behind = 1L << r;
        long before;
        do {
            before = behind;
            // What joins counts at once, so one sweep often finds a whole chain.
            for (long rest = ahead & ~behind; rest != 0; rest &= rest - 1) {
                int a = Long.numberOfTrailingZeros(rest);
                if ((next[a] & behind) != 0) {
                    behind |= 1L << a;
                }
            }
        } while (behind != before);
        return behind;
    }

    /** Kuhn's augmenting path from open cell {@code i}: true if it got a value. */
    private boolean augment(int i, long taken) {
        long free = domain[i] & ~taken & ~visited;
        if (free != 0) {
            int v = Long.numberOfTrailingZeros(free);
            matched[i] = v;
            holder[v] = i;
            reached = v;
            return true;
        }
        for (long rest = domain[i] & ~visited; rest != 0; rest &= rest - 1) {
            int v = Long.numberOfTrailingZeros(rest);
            if ((visited & 1L << v) != 0) {
                continue;
            }
            visited |= 1L << v;
            int j = holder[v];
            if (augment(j, taken)) {
                matched[i] = v;
                holder[v] = i;
                return true;
            }
        }
        return false;
    }
}
