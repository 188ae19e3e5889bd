package dev.sudokucompare.core.cdcl;

import dev.sudokucompare.core.dfs.frame.SearchControl;
import java.util.Arrays;

/**
 * Conflict-driven clause learning on Sudoku's "exactly one" groups: a Boolean variable per
 * (cell, value), and a group per cell and per (unit, value) of which exactly one member is true.
 * The groups are not written out as clauses. A member set true makes the other members of its
 * four groups false (at most one), and a group left with one member not false makes it true (at
 * least one, by counting the false members); these rules run to their fixpoint before any
 * learned clause is visited. Learned clauses (first unique implication point, shrunk per level,
 * recursively minimised) use two watched literals. Branching: VSIDS, each var decided with its
 * target phase; rare restarts (1,024 conflicts times the Luby sequence); learned clauses kept by
 * how many decision levels they span (LBD), pruned at restarts. The phases and the restarts are those of
 * CaDiCaL's "stable" mode, which its own runs on these puzzles showed to be what finishes the
 * hard 25x25 ones; with frequent restarts and saved phases far fewer finished.
 *
 * <p>Literals: {@code 2 * var} is "var is true", {@code 2 * var + 1} "var is false". One instance
 * answers many {@link #solve} calls; clauses added between calls stay, so counting (a blocking
 * clause per solution) and the smallest solution (assumptions and unit clauses) reuse what was
 * learned.
 */
final class ClauseLearning {

    enum Outcome { SATISFIABLE, UNSATISFIABLE, STOPPED }

    private static final byte DECISION = 0;
    private static final byte EXCLUDED = 1; // false because a var of one of its groups is true
    private static final byte LAST_LEFT = 2; // true as the one member of a group not false
    private static final byte CLAUSE = 3;
    /** A clause in the arena: its size, its LBD, where the last watch search stopped, its literals. */
    private static final int HEADER = 3;
    /** Restarts after 1,024 conflicts times the Luby sequence: rare, as CaDiCaL's stable mode has them. */
    private static final int RESTART_UNIT = 1024;
    private static final double DECAY = 0.95;
    /** How deep the minimisation follows reasons (a recursion), as CaDiCaL bounds it. */
    private static final int MINIMIZE_DEPTH = 200;
    /** Learned clauses are pruned at the first restart after 4,000 conflicts, then 4,600 more, 5,200 ... */
    private static final long REDUCE_FIRST = 4000;
    private static final long REDUCE_GROWTH = 600;

    private final int n;
    private final int vars;
    private final int groupCount;
    private final int[] members;
    private final int[] groupsOfVar;
    private final SearchControl control;

    private final int[] falseCount;
    private final byte[] value; // 0 unassigned, 1 true, -1 false
    private final int[] level;
    private final byte[] reasonKind;
    private final int[] reason;
    private final int[] trail;
    private int trailSize;
    /** Trail positions done by the group rules, and by the learned clauses (never ahead of the first). */
    private int propagated;
    private int clausesPropagated;
    private int[] levelStart = new int[64];
    private int decisionLevel;
    private boolean unsatisfiable;

    private int[] arena = new int[4096];
    private int arenaSize;
    private int[] learnts = new int[1024];
    private int learntCount;
    private final int[][] watches;
    private final int[] watchSize;

    private final double[] activity;
    private double increment = 1;
    private final VarHeap heap;

    private final byte[] seen;
    private int[] learnt = new int[64];
    private int learntSize;
    /** The clause before shrinking and minimising, whose vars stay marked seen until the analysis ends. */
    private int[] analysed = new int[64];
    private int analysedSize;
    private int[] toClear = new int[256];
    private int toClearSize;
    private final int[] levelCount;
    private final byte[] shrunk;
    private int[] shrunkList = new int[256];
    private int[] shrunkClause = new int[64];
    private int shrunkSize;
    private int pendingShrunk;
    private final int[] levelStamp;
    private int stamp;
    private int conflictKind;
    private int conflictA;
    private int conflictB;

    private long conflicts;
    private long decisionsUndone;
    /**
     * The phase each var is decided with: its value on the longest conflict-free trail seen so far
     * (CaDiCaL's target phases), false until it has been on one.
     */
    private final boolean[] target;
    private int targetSize;
    private long nextReduce = REDUCE_FIRST;
    private int reductions;

    /**
     * @param groupsOfVar four groups per var: its cell's and its row's, column's and box's for its value
     * @param members {@code n} vars per group
     */
    ClauseLearning(int n, int[] members, int[] groupsOfVar, SearchControl control) {
        this.n = n;
        this.members = members;
        this.groupsOfVar = groupsOfVar;
        this.groupCount = members.length / n;
        this.vars = groupsOfVar.length / 4;
        this.control = control;
        this.falseCount = new int[groupCount];
        this.value = new byte[vars];
        this.level = new int[vars];
        this.reasonKind = new byte[vars];
        this.reason = new int[vars];
        this.target = new boolean[vars];
        this.trail = new int[vars];
        this.watches = new int[2 * vars][];
        this.watchSize = new int[2 * vars];
        this.activity = new double[vars];
        this.heap = new VarHeap(activity);
        for (int v = 0; v < vars; v++) {
            heap.insert(v);
        }
        this.seen = new byte[vars];
        this.levelStamp = new int[vars + 1];
        this.levelCount = new int[vars + 1];
        this.shrunk = new byte[vars];
    }

    long conflicts() {
        return conflicts;
    }

    long decisionsUndone() {
        return decisionsUndone;
    }

    boolean isTrue(int var) {
        return value[var] > 0;
    }

    /** A clause for every later call; false if the problem became unsatisfiable. */
    boolean addClause(int[] literals) {
        backtrack(0);
        if (unsatisfiable) {
            return false;
        }
        int size = 0;
        int[] kept = new int[literals.length];
        for (int lit : literals) {
            int truth = truth(lit);
            if (truth > 0) {
                return true;
            }
            if (truth == 0) {
                kept[size++] = lit;
            }
        }
        if (size == 0) {
            unsatisfiable = true;
        } else if (size == 1) {
            assign(kept[0], CLAUSE, -1);
            unsatisfiable = propagate();
        } else {
            attach(store(kept, size, 0));
        }
        return !unsatisfiable;
    }

    /**
     * Searches for an assignment in which every assumption holds: SATISFIABLE (read it with
     * {@link #isTrue}), UNSATISFIABLE (under these assumptions), or STOPPED by the control.
     */
    Outcome solve(int[] assumptions) {
        backtrack(0);
        if (unsatisfiable || propagate()) {
            unsatisfiable = true;
            return Outcome.UNSATISFIABLE;
        }
        int restart = 0;
        long restartAt = conflicts + RESTART_UNIT * luby(restart);
        while (true) {
            if (propagate()) {
                conflicts++;
                if (decisionLevel == 0) {
                    unsatisfiable = true;
                    return Outcome.UNSATISFIABLE;
                }
                keepTarget();
                int back = analyze();
                backtrack(back);
                learn();
                increment /= DECAY;
                continue;
            }
            if (conflicts >= restartAt) {
                backtrack(0);
                restartAt = conflicts + RESTART_UNIT * luby(++restart);
                if (conflicts >= nextReduce) {
                    reduce();
                }
                continue;
            }
            if (decisionLevel < assumptions.length) {
                int a = assumptions[decisionLevel];
                int truth = truth(a);
                if (truth < 0) {
                    return Outcome.UNSATISFIABLE;
                }
                newLevel();
                if (truth == 0) {
                    assign(a, DECISION, 0);
                }
                continue;
            }
            int var = heap.pollUnassigned(value);
            if (var < 0) {
                return Outcome.SATISFIABLE;
            }
            if (control.enterNode()) {
                return Outcome.STOPPED;
            }
            newLevel();
            assign(2 * var + (target[var] ? 0 : 1), DECISION, 0);
        }
    }

    private int truth(int lit) {
        int v = value[lit >> 1];
        return (lit & 1) == 0 ? v : -v;
    }

    private void newLevel() {
        if (decisionLevel + 1 >= levelStart.length) {
            levelStart = Arrays.copyOf(levelStart, levelStart.length * 2);
        }
        levelStart[++decisionLevel] = trailSize;
    }

    private void assign(int lit, byte kind, int why) {
        int var = lit >> 1;
        value[var] = (byte) ((lit & 1) == 0 ? 1 : -1);
        level[var] = decisionLevel;
        reasonKind[var] = kind;
        reason[var] = why;
        trail[trailSize++] = lit;
    }

    private void backtrack(int to) {
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
    private boolean propagate() {
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
    private boolean excludeOthers(int var) {
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
    private boolean countFalse(int var) {
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
    private boolean watchedClauses(int falseLit) {
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

    private void watch(int lit, int clause, int blocker) {
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

    private int store(int[] lits, int size, int lbd) {
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

    private void attach(int c) {
        watch(arena[c + HEADER], c, arena[c + HEADER + 1]);
        watch(arena[c + HEADER + 1], c, arena[c + HEADER]);
    }

    /**
     * At a conflict: the trail below the conflict's level is consistent; if it is the longest so
     * far, its values become the target phases. Decisions then steer back towards the largest
     * consistent partial assignment found, which pays on satisfiable puzzles.
     */
    private void keepTarget() {
        int size = levelStart[decisionLevel];
        if (size > targetSize) {
            for (int i = 0; i < size; i++) {
                int lit = trail[i];
                target[lit >> 1] = (lit & 1) == 0;
            }
            targetSize = size;
        }
    }

    /**
     * The first-UIP clause of the conflict into {@link #learnt} (asserting literal first, then one
     * of the highest remaining level); returns the level to jump back to.
     */
    private int analyze() {
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
    private int mark(int lit) {
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
    private void minimize(int levels) {
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
    private void shrink(int levels) {
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
    private int blockUip(int l, int count, int levels, int from, int size) {
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
    private boolean expand(int var, int l, int levels) {
        pendingShrunk = 0;
        return reasonHolds(var, levels, 0, l);
    }

    private boolean follows(int u, int l, int levels) {
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

    private void markShrunk(int var) {
        shrunk[var] = 1;
        if (shrunkSize == shrunkList.length) {
            shrunkList = Arrays.copyOf(shrunkList, shrunkSize * 2);
        }
        shrunkList[shrunkSize++] = var;
    }

    private void addToClear(int var) {
        if (toClearSize == toClear.length) {
            toClear = Arrays.copyOf(toClear, toClearSize * 2);
        }
        toClear[toClearSize++] = var;
    }

    private int abstractLevel(int var) {
        return 1 << (level[var] & 31);
    }

    /**
     * True if {@code var}'s reason is covered: each of its vars is fixed at level 0, in the clause,
     * or in turn removable. Proven vars are marked 1, vars that cannot be (a decision, a level the
     * clause does not hold, too deep) 2, so no part of the implication graph is explored twice.
     */
    private boolean removable(int var, int levels, int depth) {
        return reasonHolds(var, levels, depth, -1);
    }

    /**
     * Whether every var of {@code var}'s reason (but {@code var}) passes: for minimisation
     * ({@code shrinkLevel} -1) {@link #covers}, for shrinking at that level {@link #follows}. A
     * decision has no reason and fails.
     */
    private boolean reasonHolds(int var, int levels, int depth, int shrinkLevel) {
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

    private boolean passes(int u, int levels, int depth, int shrinkLevel) {
        return shrinkLevel < 0 ? covers(u, levels, depth) : follows(u, shrinkLevel, levels);
    }

    private boolean covers(int u, int levels, int depth) {
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

    /** Adds the analysed clause and asserts its first literal. */
    private void learn() {
        if (learntSize == 1) {
            assign(learnt[0], CLAUSE, -1);
            return;
        }
        stamp++;
        int lbd = 0;
        for (int k = 0; k < learntSize; k++) {
            int l = level[learnt[k] >> 1];
            if (levelStamp[l] != stamp) {
                levelStamp[l] = stamp;
                lbd++;
            }
        }
        int c = store(learnt, learntSize, lbd);
        attach(c);
        if (learntCount == learnts.length) {
            learnts = Arrays.copyOf(learnts, learntCount * 2);
        }
        learnts[learntCount++] = c;
        assign(learnt[0], CLAUSE, c);
    }

    private void bump(int var) {
        if ((activity[var] += increment) > 1e100) {
            for (int v = 0; v < vars; v++) {
                activity[v] *= 1e-100;
            }
            increment *= 1e-100;
        }
        heap.increased(var);
    }

    /**
     * At level 0: drops satisfied clauses and the worse half of the learned ones (by LBD, the
     * newer first among equals; LBD 2 and less always stay), then rebuilds the arena and the watches.
     */
    private void reduce() {
        reductions++;
        nextReduce = conflicts + REDUCE_FIRST + REDUCE_GROWTH * reductions;
        long[] order = new long[learntCount];
        for (int i = 0; i < learntCount; i++) {
            int c = learnts[i];
            order[i] = (long) arena[c + 1] << 32 | (Integer.MAX_VALUE - i);
        }
        Arrays.sort(order);
        boolean[] keepLearnt = new boolean[learntCount];
        for (int r = 0; r < learntCount; r++) {
            int i = Integer.MAX_VALUE - (int) order[r];
            keepLearnt[i] = r < learntCount / 2 || arena[learnts[i] + 1] <= 2;
        }
        int[] old = arena;
        int oldSize = arenaSize;
        arena = new int[Math.max(4096, oldSize)];
        arenaSize = 0;
        Arrays.fill(watchSize, 0);
        int[] newLearnts = new int[learnts.length];
        int newCount = 0;
        int li = 0;
        int[] lits = new int[n * n];
        for (int c = 0; c < oldSize; c += HEADER + old[c]) {
            // learnts lists the learned clauses in arena order, so the next one is at li.
            boolean learntClause = li < learntCount && learnts[li] == c;
            if (learntClause && !keepLearnt[li++]) {
                continue;
            }
            int size = 0;
            boolean satisfied = false;
            for (int k = 0; k < old[c]; k++) {
                int lit = old[c + HEADER + k];
                int truth = truth(lit);
                if (truth > 0) {
                    satisfied = true;
                    break;
                }
                if (truth == 0) {
                    if (size == lits.length) {
                        lits = Arrays.copyOf(lits, size * 2);
                    }
                    lits[size++] = lit;
                }
            }
            if (satisfied || size < 2) {
                continue; // level 0 is propagated: a clause not satisfied has two free literals
            }
            int nc = store(lits, size, old[c + 1]);
            attach(nc);
            if (learntClause) {
                newLearnts[newCount++] = nc;
            }
        }
        learnts = newLearnts;
        learntCount = newCount;
    }

    /** The Luby sequence 1, 1, 2, 1, 1, 2, 4, ... at position {@code x} (from 0). */
    static long luby(int x) {
        int size = 1;
        int seq = 0;
        while (size < x + 1) {
            seq++;
            size = 2 * size + 1;
        }
        while (size - 1 != x) {
            size = (size - 1) >> 1;
            seq--;
            x = x % size;
        }
        return 1L << seq;
    }
}
