package dev.sudokucompare.core.cdcl;

/**
 * The branching order of {@link ClauseLearning}: a binary max-heap of vars by activity (VSIDS).
 * Assigned vars may stay in it; {@link #pollUnassigned} drops them as it meets them, and
 * unassigning puts a var back.
 */
final class VarHeap {

    private final double[] activity;
    private final int[] heap;
    private final int[] position; // -1 when not in the heap
    private int size;

    VarHeap(double[] activity) {
        this.activity = activity;
        this.heap = new int[activity.length];
        this.position = new int[activity.length];
        java.util.Arrays.fill(position, -1);
    }

    void insert(int var) {
        if (position[var] >= 0) {
            return;
        }
        heap[size] = var;
        position[var] = size;
        up(size++);
    }

    /** The activity of {@code var} went up. */
    void increased(int var) {
        int at = position[var];
        if (at >= 0) {
            up(at);
        }
    }

    /** The most active unassigned var, removed; -1 when every var is assigned. */
    int pollUnassigned(byte[] value) {
        while (size > 0) {
            int top = heap[0];
            int last = heap[--size];
            position[top] = -1;
            if (size > 0) {
                heap[0] = last;
                position[last] = 0;
                down(0);
            }
            if (value[top] == 0) {
                return top;
            }
        }
        return -1;
    }

    private void up(int at) {
        int var = heap[at];
        double a = activity[var];
        while (at > 0) {
            int parent = (at - 1) >> 1;
            int p = heap[parent];
            if (activity[p] >= a) {
                break;
            }
            heap[at] = p;
            position[p] = at;
            at = parent;
        }
        heap[at] = var;
        position[var] = at;
    }

    private void down(int at) {
        int var = heap[at];
        double a = activity[var];
        while (true) {
            int child = 2 * at + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && activity[heap[child + 1]] > activity[heap[child]]) {
                child++;
            }
            int c = heap[child];
            if (activity[c] <= a) {
                break;
            }
            heap[at] = c;
            position[c] = at;
            at = child;
        }
        heap[at] = var;
        position[var] = at;
    }
}
