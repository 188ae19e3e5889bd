package dev.sudokucompare.engine;

import dev.sudokucompare.core.format.PuzzleRecord;
import java.util.List;

/**
 * A record with every solver's outcome (in the order the solvers were given) and the verdict.
 * {@code detail} explains the verdict with the proof (which solver, which cell, which solution).
 * {@code provided} says how the answers compare with a solution the input itself provides:
 * {@code MATCH}, {@code MISMATCH}, or empty when the input gives none.
 */
public record Judgement(PuzzleRecord record, List<Outcome> outcomes, Verdict verdict, String detail, String provided) {

    public Judgement {
        outcomes = List.copyOf(outcomes);
    }
}
