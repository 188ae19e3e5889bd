package dev.sudokucompare.core.cdcl;

import java.util.Arrays;

/**
 * The analysis of a conflict found by {@link Propagation}: the first-UIP clause, shrunk per level
 * and recursively minimised, with the VSIDS bumps of the vars it meets.
 */
abstract class Analysis extends Propagation {

    /** How deep the minimisation follows reasons (a recursion), as CaDiCaL bounds it. */
    private static final int MINIMIZE_DEPTH = 200;

    final byte[] seen;
    int[] learnt = new int[64];
    int learntSize;
    /** The clause before shrinking and minimising, whose vars stay marked seen until the analysis ends. */
    int[] analysed = new int[64];
    int analysedSize;
    int[] toClear = new int[256];
    int toClearSize;
    final int[] levelCount;
    final byte[] shrunk;
    int[] shrunkList = new int[256];
    int[] shrunkClause = new int[64];
    int shrunkSize;
    int pendingShrunk;

    Analysis(int n, int[] members, int[] groupsOfVar) {
        super(n, members, groupsOfVar);
        this.seen = new byte[vars];
        this.levelCount = new int[vars + 1];
        this.shrunk = new byte[vars];
    }

    /**
     * The first-UIP clause of the conflict into {@link #learnt} (asserting literal first, then one
     * of the highest remaining level); returns the level to jump back to.
     */
    int analyze() {
        learntSize = 1;
        int pending = 0;
        int index = trailSize - 1;
        int implied = -1;
        int kind = conflictKind;
        int a = conflictA;
        int b = conflictB;
        while (true) {
            // The reason's literals other than the implied one; each is false.
            switch (kind) {
                case EXCLUDED -> {
                    // A var b false (or, in a conflict, true) because a is true: clause (not a or not b).
                    pending += mark(2 * a + 1);
                    if (implied < 0) {
                        pending += mark(2 * b + 1);
                    }
                }
                case LAST_LEFT -> {
                    for (int i = a * n, end = i + n; i < end; i++) {
                        int m = members[i];
                        if (implied < 0 || m != implied >> 1) {
                            pending += mark(2 * m);
                        }
                    }
                }
                default -> {
                    int size = arena[a];
                    for (int k = implied < 0 ? 0 : 1; k < size; k++) {
                        pending += mark(arena[a + HEADER + k]);
                    }
                }
            }
            while (seen[trail[index] >> 1] == 0) {
                index--;
            }
            implied = trail[index--];
            int var = implied >> 1;
            seen[var] = 0;
            if (--pending == 0) {
                break;
            }
            kind = reasonKind[var];
            a = reason[var];
            b = var;
        }
        learnt[0] = implied ^ 1;
        if (analysed.length < learntSize) {
            analysed = new int[learnt.length];
        }
        System.arraycopy(learnt, 0, analysed, 0, learntSize);
        analysedSize = learntSize;
        toClearSize = 0;
        int levels = 0;
        for (int k = 1; k < learntSize; k++) {
            levels |= abstractLevel(learnt[k] >> 1);
        }
        shrink(levels);
        minimize(levels);
        int back = 0;
        if (learntSize > 1) {
            int highest = 1;
            for (int k = 2; k < learntSize; k++) {
                if (level[learnt[k] >> 1] > level[learnt[highest] >> 1]) {
                    highest = k;
                }
            }
            int swap = learnt[1];
            learnt[1] = learnt[highest];
            learnt[highest] = swap;
            back = level[learnt[1] >> 1];
        }
        for (int k = 1; k < analysedSize; k++) {
            seen[analysed[k] >> 1] = 0;
        }
        for (int i = 0; i < toClearSize; i++) {
            seen[toClear[i]] = 0;
        }
        return back;
    }

    /** Notes a false literal of a reason: 1 if it is of the conflict's level (still to resolve). */
    int mark(int lit) {
        int var = lit >> 1;
        if (seen[var] != 0 || level[var] == 0) {
            return 0;
        }
        seen[var] = 1;
        bump(var);
        if (level[var] >= decisionLevel) {
            return 1;
        }
        if (learntSize == learnt.length) {
            learnt = Arrays.copyOf(learnt, learnt.length * 2);
        }
        learnt[learntSize++] = lit;
        return 0;
    }

    /**
     * Drops each literal implied by the others (recursive minimisation, as MiniSat's, with
     * CaDiCaL's marks for what failed): its reason's literals are in the clause, fixed at level 0,
     * or in turn implied so, without reaching a decision or a level the clause does not hold.
     */
    void minimize(int levels) {
        int kept = 1;
        for (int k = 1; k < learntSize; k++) {
            int var = learnt[k] >> 1;
            if (reasonKind[var] == DECISION || !removable(var, levels, 0)) {
                learnt[kept++] = learnt[k];
            }
        }
        learntSize = kept;
    }

    /**
     * Shrinking (Fleury and Biere, 2020): the clause's literals of one lower decision level are
     * replaced by that level's single literal they all follow from, when resolving them back along
     * the trail needs no other literal than ones the clause holds or implies (or level 0).
     */
    void shrink(int levels) {
        for (int k = 1; k < learntSize; k++) {
            levelCount[level[learnt[k] >> 1]]++;
        }
        if (shrunkClause.length < learntSize) {
            shrunkClause = new int[learnt.length];
        }
        int kept = 1;
        int size = learntSize;
        for (int k = 1; k < size; k++) {
            int l = level[learnt[k] >> 1];
            int count = levelCount[l];
            if (count == 0) {
                continue; // this level was already shrunk or kept
            }
            levelCount[l] = 0;
            int uip = count >= 2 ? blockUip(l, count, levels, k, size) : -1;
            if (uip >= 0) {
                shrunkClause[kept++] = uip ^ 1;
                int var = uip >> 1;
                if (seen[var] == 0) {
                    seen[var] = 1;
                    addToClear(var);
                }
            } else {
                for (int j = k; j < size; j++) {
                    if (level[learnt[j] >> 1] == l) {
                        shrunkClause[kept++] = learnt[j];
                    }
                }
            }
        }
        System.arraycopy(shrunkClause, 1, learnt, 1, kept - 1);
        learntSize = kept;
    }

    /**
     * The true trail literal at level {@code l} that the clause's {@code count} literals there
     * follow from, or -1.
     */
    int blockUip(int l, int count, int levels, int from, int size) {
        shrunkSize = 0;
        for (int j = from; j < size; j++) {
            int var = learnt[j] >> 1;
            if (level[var] == l) {
                markShrunk(var);
            }
        }
        int open = count;
        int uip = -1;
        int end = l == decisionLevel ? trailSize : levelStart[l + 1];
        for (int i = end - 1; i >= levelStart[l] && open > 0; i--) {
            int lit = trail[i];
            int var = lit >> 1;
            if (shrunk[var] == 0) {
                continue;
            }
            if (open == 1) {
                uip = lit;
                break;
            }
            open--;
            if (!expand(var, l, levels)) {
                break;
            }
            open += pendingShrunk;
        }
        for (int i = 0; i < shrunkSize; i++) {
            shrunk[shrunkList[i]] = 0;
        }
        return uip;
    }

    /**
     * Replaces {@code var} by its reason: vars of level {@code l} are marked (counted in
     * {@link #pendingShrunk}), the others must be covered.
     */
    boolean expand(int var, int l, int levels) {
        pendingShrunk = 0;
        return reasonHolds(var, levels, 0, l);
    }

    boolean follows(int u, int l, int levels) {
        int lu = level[u];
        if (lu == 0) {
            return true;
        }
        if (lu == l) {
            if (shrunk[u] == 0) {
                markShrunk(u);
                pendingShrunk++;
            }
            return true;
        }
        return covers(u, levels, 0);
    }

    void markShrunk(int var) {
        shrunk[var] = 1;
        if (shrunkSize == shrunkList.length) {
            shrunkList = Arrays.copyOf(shrunkList, shrunkSize * 2);
        }
        shrunkList[shrunkSize++] = var;
    }

    void addToClear(int var) {
        if (toClearSize == toClear.length) {
            toClear = Arrays.copyOf(toClear, toClearSize * 2);
        }
        toClear[toClearSize++] = var;
    }

    int abstractLevel(int var) {
        return 1 << (level[var] & 31);
    }

    /**
     * True if {@code var}'s reason is covered: each of its vars is fixed at level 0, in the clause,
     * or in turn removable. Proven vars are marked 1, vars that cannot be (a decision, a level the
     * clause does not hold, too deep) 2, so no part of the implication graph is explored twice.
     */
    boolean removable(int var, int levels, int depth) {
        return reasonHolds(var, levels, depth, -1);
    }

    /**
     * Whether every var of {@code var}'s reason (but {@code var}) passes: for minimisation
     * ({@code shrinkLevel} -1) {@link #covers}, for shrinking at that level {@link #follows}. A
     * decision has no reason and fails.
     */
    boolean reasonHolds(int var, int levels, int depth, int shrinkLevel) {
        int a = reason[var];
        switch (reasonKind[var]) {
            case EXCLUDED -> {
                return passes(a, levels, depth, shrinkLevel);
            }
            case LAST_LEFT -> {
                for (int i = a * n, end = i + n; i < end; i++) {
                    int m = members[i];
                    if (m != var && !passes(m, levels, depth, shrinkLevel)) {
                        return false;
                    }
                }
                return true;
            }
            case CLAUSE -> {
                if (a < 0) {
                    return false;
                }
                for (int k = 1, size = arena[a]; k < size; k++) {
                    if (!passes(arena[a + HEADER + k] >> 1, levels, depth, shrinkLevel)) {
                        return false;
                    }
                }
                return true;
            }
            default -> {
                return false;
            }
        }
    }

    boolean passes(int u, int levels, int depth, int shrinkLevel) {
        return shrinkLevel < 0 ? covers(u, levels, depth) : follows(u, shrinkLevel, levels);
    }

    boolean covers(int u, int levels, int depth) {
        if (level[u] == 0 || seen[u] == 1) {
            return true;
        }
        if (seen[u] == 2) {
            return false;
        }
        boolean proven = reasonKind[u] != DECISION && (abstractLevel(u) & levels) != 0
                && depth < MINIMIZE_DEPTH && removable(u, levels, depth + 1);
        seen[u] = (byte) (proven ? 1 : 2);
        addToClear(u);
        return proven;
    }

    void bump(int var) {
        if ((activity[var] += increment) > 1e100) {
            for (int v = 0; v < vars; v++) {
                activity[v] *= 1e-100;
            }
            increment *= 1e-100;
        }
        heap.increased(var);
    }
}
