package dev.sudokucompare.report.run;

import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.engine.ComparisonListener;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.RecordVerdict;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Keeps the first few findings (wrong, disagreeing, malformed) in input order, whatever order the
 * records were run in (shuffled, or in shards), and the input failures.
 */
public final class FindingsCollector implements ComparisonListener {

    public static final int KEPT = 5;
    /** The end of the note that counts contended records: recomputed by a merge, never copied from a shard. */
    public static final String CONTENDED_NOTE = " measured while an abandoned call still ran (flagged contended in "
            + "results.csv)";

    private final List<Judgement> examples = new ArrayList<>();
    private final Map<String, Integer> inputRank = new HashMap<>();
    private final List<String> inputFailures = new ArrayList<>();
    private final List<String> notices = new ArrayList<>();
    private long contended;
    private long judged;
    private long findings;
    private long notRun;
    private boolean notRunComplete = true;

    @Override
    public void judged(Judgement j) {
        judged++;
        if (j.contended()) {
            contended++;
        }
        rank(j.record().source()); // inputs rank in the order they are first seen
        boolean finding = j.verdict().isFinding() || j.verdict() == RecordVerdict.MALFORMED;
        if (finding) {
            findings++;
            examples.add(j);
            examples.sort(Comparator.comparingInt((Judgement x) -> rank(x.record().source()))
                    .thenComparingLong(x -> x.record().index()));
            if (examples.size() > KEPT) {
                examples.remove(KEPT);
            }
        }
    }

    @Override
    public void inputStarted(String source, long records) {
        rank(source);
    }

    private int rank(String source) {
        return inputRank.computeIfAbsent(source, s -> inputRank.size());
    }

    @Override
    public void inputFailed(String source, String message) {
        // One line each: a line break in a name or message would forge a line of its own on stderr.
        inputFailures.add(OneLine.printable(message.startsWith(source) ? message : source + ": " + message));
    }

    public List<Judgement> examples() {
        return List.copyOf(examples);
    }

    @Override
    public void notice(String message) {
        notices.add(OneLine.printable(message));
    }

    /** What the run should say besides verdicts: notices, and how many records were contended. */
    public List<String> notices() {
        List<String> all = new ArrayList<>(notices);
        if (contended > 0) {
            all.add(contended + (contended == 1 ? " record was" : " records were") + CONTENDED_NOTE);
        }
        return all;
    }

    /** Every finding of the run, kept or not. */
    public long findings() {
        return findings;
    }

    public List<String> inputFailures() {
        return List.copyOf(inputFailures);
    }

    @Override
    public void recordsNotRun(String source, long count, boolean complete) {
        notRun += count;
        notRunComplete &= complete;
    }

    /** "K of M records", for an interrupted run ("K of at least M" when counting was cut short). */
    public String progress() {
        return judged + " of " + (notRunComplete ? "" : "at least ") + (judged + notRun) + " records";
    }
}
