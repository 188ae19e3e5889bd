package dev.sudokucompare.core.cdcl;

import java.util.Arrays;

/**
 * The clauses a {@link ClauseLearning} search keeps: those added between calls, each analysed
 * conflict's clause with its LBD (how many decision levels it spans), and the pruning of the worse
 * half of the learned ones.
 */
abstract class Learning extends Analysis {

    /** Learned clauses are pruned at the first restart after 4,000 conflicts, then 4,600 more, 5,200 ... */
    private static final long REDUCE_FIRST = 4000;
    private static final long REDUCE_GROWTH = 600;

    boolean unsatisfiable;
    int[] learnts = new int[1024];
    int learntCount;
    final int[] levelStamp;
    int stamp;
    long conflicts;
    long nextReduce = REDUCE_FIRST;
    int reductions;

    Learning(int n, int[] members, int[] groupsOfVar) {
        super(n, members, groupsOfVar);
        this.levelStamp = new int[vars + 1];
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

    /** Adds the analysed clause and asserts its first literal. */
    void learn() {
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

    /**
     * At level 0: drops satisfied clauses and the worse half of the learned ones (by LBD, the
     * newer first among equals; LBD 2 and less always stay), then rebuilds the arena and the watches.
     */
    void reduce() {
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
}
