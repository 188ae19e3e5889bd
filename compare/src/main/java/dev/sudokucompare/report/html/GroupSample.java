package dev.sudokucompare.report.html;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.PriorityQueue;

/**
 * The plot data of one group of records (one input, or all of them): a bounded, seeded sample of
 * measurements, plus exact counts (records, correct answers per solver) to scale the sample by.
 */
final class GroupSample {

    private final String name;
    private final Reservoir<Measurement> kept;
    private final long[] answered;
    /** The records with the longest calls, exactly (not sampled), at most {@link #HARDEST} of them. */
    private final PriorityQueue<Measurement> hardest = new PriorityQueue<>(
            Comparator.comparingLong(Measurement::slowestNanos));

    static final int HARDEST = 10;

    GroupSample(String name, int solvers, int capacity) {
        this.name = name;
        this.kept = new Reservoir<>(capacity, 0x5d0c0L ^ name.hashCode());
        this.answered = new long[solvers];
    }

    void add(Measurement m) {
        kept.add(m);
        if (hardest.size() < HARDEST) {
            hardest.add(m);
        } else if (m.slowestNanos() > hardest.peek().slowestNanos()) {
            // Only a record harder than the easiest kept one enters: most records are not.
            hardest.poll();
            hardest.add(m);
        }
        for (int s = 0; s < answered.length; s++) {
            if (m.correct(s)) {
                answered[s]++;
            }
        }
    }

    String name() {
        return name;
    }

    /** Records with outcomes (malformed ones have none and are not plotted). */
    long records() {
        return kept.seen();
    }

    long correct(int solver) {
        return answered[solver];
    }

    List<Measurement> kept() {
        return kept.items();
    }

    /** The hardest records of every one seen, the longest call first. */
    List<Measurement> hardest() {
        return hardest.stream().sorted(Comparator.comparingLong(Measurement::slowestNanos).reversed()).toList();
    }

    boolean sampled() {
        return kept.sampled();
    }

    /** "1,500 of 1,000,000 puzzles shown (seeded sample)", or empty when every puzzle is shown. */
    String note() {
        return sampled() ? String.format(Locale.ROOT, "%,d of %,d puzzles shown (seeded sample)",
                kept().size(), records()) : "";
    }
}
