package dev.sudokucompare.report.html;

import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;

/**
 * What the plots need of one record, per solver in the run's order: the measured time, the
 * search nodes, and whether the answer was judged CORRECT (only those are plotted as times).
 */
final class Measurement {

    /** Where the record is, kept as its parts: most measurements are dropped from the samples, and their names are never asked for. */
    private final String source;
    private final long line;
    private final long[] timeNanos;
    private final long[] nodes;
    private final boolean[] answered;
    /** Kept, not recomputed: the hardest-records queue compares it on every record of a run. */
    private final long slowestNanos;

    private Measurement(String source, long line, long[] timeNanos, long[] nodes, boolean[] answered) {
        this.source = source;
        this.line = line;
        this.timeNanos = timeNanos;
        this.nodes = nodes;
        this.answered = answered;
        long max = 0;
        for (long t : timeNanos) {
            max = Math.max(max, t);
        }
        this.slowestNanos = max;
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
            answered[s] = o.verdict() == AnswerVerdict.CORRECT;
        }
        return new Measurement(j.record().source(), j.record().line(), time, nodes, answered);
    }

    /** Where the record is: "file:line", the id a point's tooltip and the hardest records' table show. */
    String record() {
        return PuzzleRecord.location(source, line);
    }

    /** The longest call on this record, of any solver: how hard the record was for the run. */
    long slowestNanos() {
        return slowestNanos;
    }

    long timeNanos(int solver) {
        return timeNanos[solver];
    }

    long nodes(int solver) {
        return nodes[solver];
    }

    boolean correct(int solver) {
        return answered[solver];
    }
}
