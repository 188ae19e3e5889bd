package dev.sudokucompare.report.html;

import java.util.List;
import java.util.Locale;

/**
 * The plot data of one group of records (one input, or all of them): a bounded, seeded sample of
 * measurements, plus exact counts (records, correct answers per solver) to scale the sample by.
 */
final class GroupSample {

    private final String name;
    private final Reservoir<Measurement> kept;
    private final long[] answered;

    GroupSample(String name, int solvers, int capacity) {
        this.name = name;
        this.kept = new Reservoir<>(capacity, 0x5d0c0L ^ name.hashCode());
        this.answered = new long[solvers];
    }

    void add(Measurement m) {
        kept.add(m);
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

    boolean sampled() {
        return kept.sampled();
    }

    /** "1,500 of 1,000,000 puzzles shown (seeded sample)", or empty when every puzzle is shown. */
    String note() {
        return sampled() ? String.format(Locale.ROOT, "%,d of %,d puzzles shown (seeded sample)",
                kept().size(), records()) : "";
    }
}
