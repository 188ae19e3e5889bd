package dev.sudokucompare.fuzz;

import dev.sudokucompare.core.Shape;
import dev.sudokucompare.engine.Judgement;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * One fuzzing run: cases from a {@link CaseMaker}, each judged by the one judge and the
 * metamorphic relations ({@link Oracle}), until the budget ends or a case fails. A failure is run
 * again ({@code reruns} times) to tell a flaky one (reported with its rate, not shrunk: delta
 * debugging needs a failure that repeats) from a steady one, which is shrunk.
 */
public final class Campaign {

    /** How long a run may go: a number of cases, or a deadline on {@link System#nanoTime()} (0: none). */
    public record Budget(long cases, long deadlineNanos) {
        boolean over(long done) {
            return cases > 0 && done >= cases || deadlineNanos != 0 && System.nanoTime() - deadlineNanos >= 0;
        }
    }

    /** What a run did: the cases judged, its time, and the failure it found (null: none). */
    public record Outcome(long cases, long nanos, long nanosToFailure, Failure failure) {
        public boolean found() {
            return failure != null;
        }
    }

    /**
     * A failure: the case, the symptom the shrinking kept, every symptom of the case, how often it
     * showed in {@code runs} runs, and the subject and its judgements before and after shrinking.
     */
    public record Failure(CaseMaker.Case origin, Symptom symptom, List<Symptom> symptoms, int runs, int shown,
            Subject original, List<Judgement> originalJudged, Subject shrunk, List<Judgement> shrunkJudged,
            int shrinkSteps) {
        public boolean flaky() {
            return shown < runs;
        }

        /** "3 of 5 runs (60%)". */
        public String rate() {
            return shown + " of " + runs + " runs (" + Math.round(100.0 * shown / runs) + "%)";
        }
    }

    private final CaseRunner runner;
    private final Oracle oracle;
    private final CaseMaker maker;
    private final int reruns;
    private final Predicate<Shape> shapeAllowed;

    Campaign(CaseRunner runner, Oracle oracle, CaseMaker maker, int reruns, Predicate<Shape> shapeAllowed) {
        this.runner = runner;
        this.oracle = oracle;
        this.maker = maker;
        this.reruns = reruns;
        this.shapeAllowed = shapeAllowed;
    }

    /** Runs until {@code budget} ends, a failure is found (and shrunk), or a stop; {@code say} hears what happens. */
    public Outcome run(Budget budget, Runnable step, Consumer<String> say) throws InterruptedException {
        long t0 = System.nanoTime();
        long done = 0;
        while (!budget.over(done) && !runner.stopped()) {
            CaseMaker.Case c = maker.make(done);
            List<Judgement> judged = judge(c.subject());
            if (runner.stopped()) {
                break;
            }
            done++;
            step.run();
            List<Symptom> symptoms = oracle.of(c.subject(), judged);
            if (!symptoms.isEmpty()) {
                long toFailure = System.nanoTime() - t0;
                Symptom first = symptoms.get(0);
                say.accept("case " + c.index() + " (" + c.kind().label() + "): " + first.identity() + ": "
                        + first.reason());
                return new Outcome(done, System.nanoTime() - t0, toFailure, settle(c, first, symptoms, judged, say));
            }
        }
        return new Outcome(done, System.nanoTime() - t0, -1, null);
    }

    /** Runs the failing case again, then shrinks it when it fails every time. */
    private Failure settle(CaseMaker.Case c, Symptom symptom, List<Symptom> symptoms, List<Judgement> judged,
            Consumer<String> say) throws InterruptedException {
        int shown = 1;
        for (int i = 0; i < reruns && !runner.stopped(); i++) {
            if (Oracle.shows(oracle.of(c.subject(), judge(c.subject())), symptom)) {
                shown++;
            }
        }
        int runs = 1 + reruns;
        if (shown < runs) {
            say.accept("flaky: " + symptom.identity() + " in " + shown + " of " + runs + " runs; not shrunk");
            return new Failure(c, symptom, symptoms, runs, shown, c.subject(), judged, c.subject(), judged, 0);
        }
        say.accept("shrinking (" + c.subject().base().givenCount() + " givens, " + c.subject().shape() + ")");
        Shrinker shrinker = new Shrinker(s -> fails(s, symptom), shapeAllowed);
        Subject shrunk = shrinker.shrink(alone(c.subject(), symptom));
        List<Judgement> shrunkJudged = judge(shrunk);
        say.accept("shrunk to " + shrunk.base().givenCount() + " givens on " + shrunk.shape() + " in "
                + shrinker.tried() + " steps");
        return new Failure(c, symptom, symptoms, runs, shown, c.subject(), judged, shrunk, shrunkJudged,
                shrinker.tried());
    }

    /**
     * The one puzzle of a pair that shows a failure the judge found by itself (not a broken
     * relation): its variant need not be kept, nor the given the variant removes.
     */
    private Subject alone(Subject subject, Symptom symptom) throws InterruptedException {
        if (subject.relation() == null || symptom.kind() == FailureKind.METAMORPHIC) {
            return subject;
        }
        Subject base = Subject.of(subject.base(), subject.solution());
        if (fails(base, symptom)) {
            return base;
        }
        Relation r = subject.relation();
        Subject variant = Subject.of(r.apply(subject.base()), r.variantSolution(subject.solution()));
        return fails(variant, symptom) ? variant : subject;
    }

    private boolean fails(Subject s, Symptom symptom) throws InterruptedException {
        return Oracle.shows(oracle.of(s, judge(s)), symptom);
    }

    private List<Judgement> judge(Subject s) throws InterruptedException {
        return runner.judge(s.records(CaseRunner.SOURCE, 1));
    }
}
