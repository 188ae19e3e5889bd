package dev.sudokucompare.report.html;

import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;

/**
 * What the plots need of one record, per solver in the run's order: the measured time, the
 * search nodes, and whether the call answered (solved or proved unsolvable).
 */
final class Measurement {

    private final long[] timeNanos;
    private final long[] nodes;
    private final boolean[] answered;

    private Measurement(long[] timeNanos, long[] nodes, boolean[] answered) {
        this.timeNanos = timeNanos;
        this.nodes = nodes;
        this.answered = answered;
    }

    static Measurement of(Judgement j) {
        int k = j.outcomes().size();
        long[] time = new long[k];
        long[] nodes = new long[k];
        boolean[] answered = new boolean[k];
        for (int s = 0; s < k; s++) {
            Outcome o = j.outcomes().get(s);
            time[s] = o.timeNanos();
            nodes[s] = o.result().stats().nodes();
            Status status = o.result().status();
            answered[s] = status == Status.SOLVED || status == Status.NO_SOLUTION;
        }
        return new Measurement(time, nodes, answered);
    }

    long timeNanos(int solver) {
        return timeNanos[solver];
    }

    long nodes(int solver) {
        return nodes[solver];
    }

    boolean answered(int solver) {
        return answered[solver];
    }
}
