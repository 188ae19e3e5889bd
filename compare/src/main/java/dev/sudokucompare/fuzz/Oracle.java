package dev.sudokucompare.fuzz;

import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.JudgeVerdict;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;
import dev.sudokucompare.engine.RecordVerdict;
import java.util.ArrayList;
import java.util.List;

/**
 * What counts as a failure. The one judge rules on every record, as at every other door; its
 * verdicts become symptoms here (WRONG by what was wrong, ERROR, and the claims of a DISAGREE
 * record). Then, for a puzzle with a variant, the {@link Relations} between one solver's two
 * answers. A LIMIT is no failure, nor an UNVERIFIED answer alone (the reference stopped).
 */
final class Oracle {

    private final Mode mode;

    Oracle(Mode mode) {
        this.mode = mode;
    }

    Mode mode() {
        return mode;
    }

    /** Every failure the judge found on one record, in the order of the solvers. */
    List<Symptom> ofRecord(Judgement judgement) {
        List<Symptom> found = new ArrayList<>();
        for (Outcome o : judgement.outcomes()) {
            if (o.verdict() == null) {
                continue;
            }
            FailureKind kind = switch (o.verdict()) {
                case WRONG -> kindOfWrong(o);
                case ERROR -> FailureKind.ERROR;
                case UNVERIFIED -> judgement.verdict() == RecordVerdict.DISAGREE ? FailureKind.DISAGREE : null;
                case CORRECT, LIMIT, NOT_RUN -> null;
            };
            if (kind != null) {
                found.add(new Symptom(o.solver(), kind, JudgeVerdict.shown(o)));
            }
        }
        return found;
    }

    /**
     * Every failure on a subject judged: the judge's on each of its records (the base's first),
     * then the relation's between each solver's answers to the base and the variant.
     */
    List<Symptom> of(Subject subject, List<Judgement> judgements) {
        List<Symptom> found = new ArrayList<>();
        judgements.forEach(j -> found.addAll(ofRecord(j)));
        if (subject.relation() != null && judgements.size() == 2) {
            found.addAll(Relations.check(mode, subject, judgements.get(0), judgements.get(1)));
        }
        return found;
    }

    /** True when {@code symptoms} hold the same failure as {@code wanted}: the same solver, the same kind. */
    static boolean shows(List<Symptom> symptoms, Symptom wanted) {
        return symptoms.stream().anyMatch(wanted::sameFailure);
    }

    private FailureKind kindOfWrong(Outcome o) {
        SolveResult r = o.result();
        if (r.status() == Status.BAD_OUTPUT) {
            return FailureKind.BAD_OUTPUT;
        }
        if (r.solution() != null && o.problem() != null) {
            return FailureKind.INVALID_GRID;
        }
        if (r.status() == Status.NO_SOLUTION) {
            return FailureKind.FALSE_NO_SOLUTION;
        }
        return switch (mode) {
            case LEXMIN -> FailureKind.NOT_SMALLEST;
            case COUNT -> FailureKind.WRONG_COUNT;
            case FIRST -> FailureKind.INVALID_GRID;
        };
    }

    /** True for an answer a relation can speak of: one the judge did not refute, that says something. */
    static boolean isAnswer(Outcome o) {
        Status s = o.result().status();
        return (o.verdict() == AnswerVerdict.CORRECT || o.verdict() == AnswerVerdict.UNVERIFIED)
                && (s == Status.SOLVED || s == Status.NO_SOLUTION);
    }
}
