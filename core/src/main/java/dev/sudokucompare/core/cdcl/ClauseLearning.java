package dev.sudokucompare.core.cdcl;

import dev.sudokucompare.core.dfs.frame.SearchControl;

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
 *
 * <p>This class is the search and its restarts; it builds on {@link Learning} (the clauses kept
 * and pruned), {@link Analysis} (the conflict's clause) and {@link Propagation} (the trail, the
 * group rules and the watches).
 */
final class ClauseLearning extends Learning {

    enum Outcome { SATISFIABLE, UNSATISFIABLE, STOPPED }

    /** Restarts after 1,024 conflicts times the Luby sequence: rare, as CaDiCaL's stable mode has them. */
    private static final int RESTART_UNIT = 1024;
    private static final double DECAY = 0.95;

    private final SearchControl control;
    /**
     * The phase each var is decided with: its value on the longest conflict-free trail seen so far
     * (CaDiCaL's target phases), false until it has been on one.
     */
    private final boolean[] target;
    private int targetSize;

    /**
     * @param groupsOfVar four groups per var: its cell's and its row's, column's and box's for its value
     * @param members {@code n} vars per group
     */
    ClauseLearning(int n, int[] members, int[] groupsOfVar, SearchControl control) {
        super(n, members, groupsOfVar);
        this.control = control;
        this.target = new boolean[vars];
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
