package dev.sudokucompare.core.cdcl;

import java.util.Arrays;

/**
 * The assignment of a {@link ClauseLearning} search and its propagation: the trail with each
 * literal's level and reason, the "exactly one" group rules (by counting false members), and the
 * learned clauses in an arena, each watched by two literals. The analysis, learning and restarts
 * build on it (subclasses, so the hot loops read plain fields of one object).
 */
abstract class Propagation {

    static final byte DECISION = 0;
    static final byte EXCLUDED = 1; // false because a var of one of its groups is true
    static final byte LAST_LEFT = 2; // true as the one member of a group not false
    static final byte CLAUSE = 3;
    /** A clause in the arena: its size, its LBD, where the last watch search stopped, its literals. */
    static final int HEADER = 3;

    final int n;
    final int vars;
    final int groupCount;
    final int[] members;
    final int[] groupsOfVar;

    final int[] falseCount;
    final byte[] value; // 0 unassigned, 1 true, -1 false
    final int[] level;
    final byte[] reasonKind;
    final int[] reason;
    final int[] trail;
    int trailSize;
    /** Trail positions done by the group rules, and by the learned clauses (never ahead of the first). */
    int propagated;
    int clausesPropagated;
    int[] levelStart = new int[64];
    int decisionLevel;
    long decisionsUndone;

    int[] arena = new int[4096];
    int arenaSize;
    final int[][] watches;
    final int[] watchSize;

    final double[] activity;
    double increment = 1;
    final VarHeap heap;

    /** The conflict propagation stopped at: its kind, and what the kind needs (vars, a group or a clause). */
    int conflictKind;
    int conflictA;
    int conflictB;

    /**
     * @param groupsOfVar four groups per var: its cell's and its row's, column's and box's for its value
     * @param members {@code n} vars per group
     */
    Propagation(int n, int[] members, int[] groupsOfVar) {
        this.n = n;
        this.members = members;
        this.groupsOfVar = groupsOfVar;
        this.groupCount = members.length / n;
        this.vars = groupsOfVar.length / 4;
        this.falseCount = new int[groupCount];
        this.value = new byte[vars];
        this.level = new int[vars];
        this.reasonKind = new byte[vars];
        this.reason = new int[vars];
        this.trail = new int[vars];
        this.watches = new int[2 * vars][];
        this.watchSize = new int[2 * vars];
        this.activity = new double[vars];
        this.heap = new VarHeap(activity);
        for (int v = 0; v < vars; v++) {
            heap.insert(v);
        }
    }

    int truth(int lit) {
        int v = value[lit >> 1];
        return (lit & 1) == 0 ? v : -v;
    }

    void newLevel() {
        if (decisionLevel + 1 >= levelStart.length) {
            levelStart = Arrays.copyOf(levelStart, levelStart.length * 2);
        }
        levelStart[++decisionLevel] = trailSize;
    }

    void assign(int lit, byte kind, int why) {
        int var = lit >> 1;
        value[var] = (byte) ((lit & 1) == 0 ? 1 : -1);
        level[var] = decisionLevel;
        reasonKind[var] = kind;
        reason[var] = why;
        trail[trailSize++] = lit;
    }

    void backtrack(int to) {
        if (decisionLevel <= to) {
            return;
        }
        decisionsUndone += decisionLevel - to;
        int from = levelStart[to + 1];
        for (int i = trailSize - 1; i >= from; i--) {
            int lit = trail[i];
            int var = lit >> 1;
            if (i < propagated && (lit & 1) != 0) {
                int g = var << 2;
                falseCount[groupsOfVar[g]]--;
                falseCount[groupsOfVar[g + 1]]--;
                falseCount[groupsOfVar[g + 2]]--;
                falseCount[groupsOfVar[g + 3]]--;
            }
            value[var] = 0;
            heap.insert(var);
        }
        trailSize = from;
        propagated = Math.min(propagated, from);
        clausesPropagated = Math.min(clausesPropagated, from);
        decisionLevel = to;
    }

    /**
     * Unit propagation to a fixpoint; true on a conflict (described by the conflict fields). The
     * group rules, which touch no clause memory, run to their own fixpoint before each literal's
     * learned clauses are visited, so a conflict they find costs no clause visits.
     */
    boolean propagate() {
        while (true) {
            while (propagated < trailSize) {
                int lit = trail[propagated++];
                if ((lit & 1) == 0 ? excludeOthers(lit >> 1) : countFalse(lit >> 1)) {
                    return true;
                }
            }
            if (clausesPropagated == trailSize) {
                return false;
            }
            if (watchedClauses(trail[clausesPropagated++] ^ 1)) {
                return true;
            }
        }
    }

    /** {@code var} is true: every other member of its groups is false. */
    boolean excludeOthers(int var) {
        for (int k = 0; k < 4; k++) {
            int g = groupsOfVar[(var << 2) + k];
            for (int i = g * n, end = i + n; i < end; i++) {
                int other = members[i];
                if (other == var) {
                    continue;
                }
                int v = value[other];
                if (v == 0) {
                    assign(2 * other + 1, EXCLUDED, var);
                } else if (v > 0) {
                    conflictKind = EXCLUDED;
                    conflictA = var;
                    conflictB = other;
                    return true;
                }
            }
        }
        return false;
    }

    /** {@code var} is false: a group of it left with one member not false makes it true. */
    boolean countFalse(int var) {
        int base = var << 2;
        // Every count first, so a conflict leaves them matching what was propagated.
        for (int k = 0; k < 4; k++) {
            falseCount[groupsOfVar[base + k]]++;
        }
        for (int k = 0; k < 4; k++) {
            int g = groupsOfVar[base + k];
            int count = falseCount[g];
            if (count == n) {
                conflictKind = LAST_LEFT;
                conflictA = g;
                return true;
            }
            if (count == n - 1) {
                for (int i = g * n, end = i + n; i < end; i++) {
                    int m = members[i];
                    if (value[m] == 0) {
                        assign(2 * m, LAST_LEFT, g);
                        break;
                    }
                }
            }
        }
        return false;
    }

    /** The learned clauses watching {@code falseLit}, which just became false. */
    boolean watchedClauses(int falseLit) {
        int[] ws = watches[falseLit];
        int size = watchSize[falseLit];
        int i = 0;
        int j = 0;
        while (i < size) {
            int c = ws[i];
            int blocker = ws[i + 1];
            i += 2;
            if (truth(blocker) > 0) {
                ws[j++] = c;
                ws[j++] = blocker;
                continue;
            }
            int lits = c + HEADER;
            if (arena[lits] == falseLit) {
                arena[lits] = arena[lits + 1];
                arena[lits + 1] = falseLit;
            }
            int first = arena[lits];
            if (first != blocker && truth(first) > 0) {
                ws[j++] = c;
                ws[j++] = first;
                continue;
            }
            // The search for a new watch goes on from where the last one stopped (Gent, 2013):
            // a long clause's false literals are not read again and again.
            int clauseSize = arena[c];
            int from = arena[c + 2];
            int k = from;
            boolean moved = false;
            while (clauseSize > 2) {
                int lk = arena[lits + k];
                if (truth(lk) >= 0) {
                    arena[lits + 1] = lk;
                    arena[lits + k] = falseLit;
                    arena[c + 2] = k;
                    watch(lk, c, first);
                    moved = true;
                    break;
                }
                if (++k == clauseSize) {
                    k = 2;
                }
                if (k == from) {
                    break;
                }
            }
            if (moved) {
                continue;
            }
            ws[j++] = c;
            ws[j++] = first;
            if (truth(first) < 0) {
                while (i < size) {
                    ws[j++] = ws[i++];
                }
                watchSize[falseLit] = j;
                conflictKind = CLAUSE;
                conflictA = c;
                return true;
            }
            assign(first, CLAUSE, c);
        }
        watchSize[falseLit] = j;
        return false;
    }

    void watch(int lit, int clause, int blocker) {
        int[] ws = watches[lit];
        int size = watchSize[lit];
        if (ws == null) {
            ws = watches[lit] = new int[8];
        } else if (size + 2 > ws.length) {
            ws = watches[lit] = Arrays.copyOf(ws, ws.length * 2);
        }
        ws[size] = clause;
        ws[size + 1] = blocker;
        watchSize[lit] = size + 2;
    }

    int store(int[] lits, int size, int lbd) {
        if (arenaSize + HEADER + size > arena.length) {
            arena = Arrays.copyOf(arena, Math.max(arena.length * 2, arenaSize + HEADER + size));
        }
        int c = arenaSize;
        arena[c] = size;
        arena[c + 1] = lbd;
        arena[c + 2] = 2;
        System.arraycopy(lits, 0, arena, c + HEADER, size);
        arenaSize += HEADER + size;
        return c;
    }

    void attach(int c) {
        watch(arena[c + HEADER], c, arena[c + HEADER + 1]);
        watch(arena[c + HEADER + 1], c, arena[c + HEADER]);
    }
}
