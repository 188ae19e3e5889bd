package dev.sudokucompare.engine;

import dev.sudokucompare.core.format.PuzzleRecord;
import java.util.List;

/**
 * A record with every solver's outcome (in the order the solvers were given) and the verdict.
 * {@code detail} explains the verdict with the proof (which solver, which cell, which solution).
 * {@code provided} says how the answers compare with a solution the input itself provides:
 * {@code MATCH}, {@code MISMATCH}, {@code NOT_COMPARED}, or empty when the input gives none.
 * {@code contended} marks a record measured while a call the run had abandoned still ran.
 */
public record Judgement(PuzzleRecord record, List<Outcome> outcomes, RecordVerdict verdict, String detail, String provided,
        boolean contended) {

    public Judgement {
        outcomes = List.copyOf(outcomes);
    }

    public Judgement(PuzzleRecord record, List<Outcome> outcomes, RecordVerdict verdict, String detail, String provided) {
        this(record, outcomes, verdict, detail, provided, false);
    }

    /** The same, measured while an abandoned call still ran beside it: its timings are contended. */
    public Judgement asContended() {
        return new Judgement(record, outcomes, verdict, detail, provided, true);
    }
}
