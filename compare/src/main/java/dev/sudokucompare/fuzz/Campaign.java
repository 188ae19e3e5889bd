package dev.sudokucompare.fuzz;

import dev.sudokucompare.core.Shape;
import dev.sudokucompare.engine.Judgement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * One fuzzing run: cases from a {@link CaseMaker}, each judged by the one judge and the
 * metamorphic relations ({@link Oracle}), until the budget ends or a case fails (with keep-going,
 * until the budget ends, each solver's failure of each kind settled once). A failure is run
 * again ({@code reruns} times) to tell a flaky one (reported with its rate, not shrunk: delta
 * debugging needs a failure that repeats) from a steady one, which is shrunk.
 */
public final class Campaign {

    /** How long a run may go: a number of cases, or a deadline on {@link System#nanoTime()} (0: none). */
    public record Budget(long cases, long deadlineNanos) {
        boolean over(long done) {
            return cases > 0 && done >= cases || pastDeadline();
        }

        /** The time is up: it bounds the shrinking too, so a run ends near its --time. */
        boolean pastDeadline() {
            return deadlineNanos != 0 && System.nanoTime() - deadlineNanos >= 0;
        }
    }

    /**
     * What a run did: the cases judged, its time, the time to its first failure (-1: none), the
     * failures found (one each of a solver and kind, in the order found) and the cases that showed
     * only failures already found.
     */
    public record Outcome(long cases, long nanos, long nanosToFailure, List<Failure> failures, long repeats) {
        public Outcome {
            failures = List.copyOf(failures);
        }

        public boolean found() {
            return !failures.isEmpty();
        }
    }

    /**
     * A failure: the case, the symptom the shrinking kept, every symptom of the case, how often it
     * showed in {@code runs} runs, and the subject and its judgements before and after shrinking.
     */
    public record Failure(CaseMaker.Case origin, Symptom symptom, List<Symptom> symptoms, int runs, int shown,
            Subject original, List<Judgement> originalJudged, Subject shrunk, List<Judgement> shrunkJudged,
            int shrinkSteps, boolean shrinkCut, String formatHint) {
        public Failure {
            formatHint = formatHint == null ? "" : formatHint;
        }

        public boolean flaky() {
            return shown < runs;
        }

        /** True when the program crashed on the first case and on the easiest one: its format, likely, not a bug. */
        public boolean formatSuspected() {
            return !formatHint.isEmpty();
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
    private final boolean keepGoing;
    private final Function<String, String> formatHint;

    /**
     * {@code formatHint}: for a solver's name, the line that names the formats it could speak
     * instead (empty for a solver that reads no format); {@code keepGoing}: go on after a failure, for others (another solver, another kind), until the budget ends. */
    Campaign(CaseRunner runner, Oracle oracle, CaseMaker maker, int reruns, Predicate<Shape> shapeAllowed,
            boolean keepGoing, Function<String, String> formatHint) {
        this.formatHint = formatHint;
        this.runner = runner;
        this.oracle = oracle;
        this.maker = maker;
        this.reruns = reruns;
        this.shapeAllowed = shapeAllowed;
        this.keepGoing = keepGoing;
    }

    /**
     * Runs until {@code budget} ends, a failure is found (and shrunk, within the budget's time), or a
     * stop; {@code say} hears what happens.
     */
    public Outcome run(Budget budget, Runnable step, Consumer<String> say) throws InterruptedException {
        long t0 = System.nanoTime();
        long done = 0;
        long toFailure = -1;
        long repeats = 0;
        List<Failure> failures = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        while (!budget.over(done) && !runner.stopped()) {
            CaseMaker.Case c = maker.make(done);
            List<Judgement> judged = judge(c.subject());
            if (runner.stopped()) {
                break;
            }
            done++;
            step.run();
            List<Symptom> symptoms = oracle.of(c.subject(), judged);
            // One failure per solver and kind: a case showing only those already found is a repeat.
            boolean anyNew = false;
            for (Symptom symptom : symptoms) {
                if (!seen.add(symptom.identity())) {
                    continue;
                }
                anyNew = true;
                if (toFailure < 0) {
                    toFailure = System.nanoTime() - t0;
                }
                say.accept("case " + c.index() + " (" + c.kind().label() + "): " + symptom.identity() + ": "
                        + symptom.reason());
                failures.add(settle(c, symptom, symptoms, judged, budget, say));
                if (!keepGoing || runner.stopped()) {
                    return new Outcome(done, System.nanoTime() - t0, toFailure, failures, repeats);
                }
            }
            if (!symptoms.isEmpty() && !anyNew) {
                repeats++;
            }
        }
        return new Outcome(done, System.nanoTime() - t0, toFailure, failures, repeats);
    }

    /**
     * Runs the failing case again, then shrinks it when it fails every time. A rerun that a stop
     * cut short is not counted (its missing answers are not a failure that went away).
     */
    private Failure settle(CaseMaker.Case c, Symptom symptom, List<Symptom> symptoms, List<Judgement> judged,
            Budget budget, Consumer<String> say) throws InterruptedException {
        int runs = 1;
        int shown = 1;
        for (int i = 0; i < reruns; i++) {
            boolean again = Oracle.shows(oracle.of(c.subject(), judge(c.subject())), symptom);
            if (runner.stopped()) {
                break;
            }
            runs++;
            shown += again ? 1 : 0;
        }
        if (shown < runs) {
            say.accept("flaky: " + symptom.identity() + " in " + shown + " of " + runs + " runs; not shrunk");
            return new Failure(c, symptom, symptoms, runs, shown, c.subject(), judged, c.subject(), judged, 0, false,
                    "");
        }
        String hint = formatSuspected(c, symptom);
        if (!hint.isEmpty()) {
            say.accept("not shrunk: " + hint);
            return new Failure(c, symptom, symptoms, runs, shown, c.subject(), judged, c.subject(), judged, 0, false,
                    hint);
        }
        say.accept("shrinking (" + c.subject().base().givenCount() + " givens, " + c.subject().shape() + ")");
        Map<String, List<Judgement>> failing = new HashMap<>();
        failing.put(c.subject().key(), judged);
        Shrinker shrinker = new Shrinker(s -> fails(s, symptom, failing), shapeAllowed,
                () -> runner.stopped() || budget.pastDeadline());
        Subject shrunk = shrinker.shrink(alone(c.subject(), symptom, failing));
        say.accept("shrunk to " + shrunk.base().givenCount() + " givens on " + shrunk.shape() + " in "
                + shrinker.tried() + " steps" + (shrinker.cut() ? " (stopped by " + (runner.stopped() ? "a stop"
                        : "the time limit") + ": not 1-minimal)" : ""));
        // Every subject the shrinking kept failed when it was judged: its answers were kept then.
        List<Judgement> shrunkJudged = failing.containsKey(shrunk.key()) ? failing.get(shrunk.key()) : judge(shrunk);
        return new Failure(c, symptom, symptoms, runs, shown, c.subject(), judged, shrunk, shrunkJudged,
                shrinker.tried(), shrinker.cut(), "");
    }

    /**
     * A program that crashes on the run's very first case and on the easiest puzzle of its shape
     * (a solution with one cell blank) most likely reads another format than it is given:
     * shrinking that crash would hand back an empty grid, not a bug. Returns the advice, or "".
     */
    private String formatSuspected(CaseMaker.Case c, Symptom symptom) throws InterruptedException {
        String hint = formatHint.apply(symptom.solver());
        if (c.index() != 0 || symptom.kind() != FailureKind.ERROR || hint == null || hint.isEmpty()) {
            return "";
        }
        Subject easiest = maker.easiest(c.subject().shape());
        boolean crashesToo = Oracle.shows(oracle.of(easiest, judge(easiest)), symptom);
        return crashesToo && !runner.stopped() ? hint : "";
    }

    /**
     * The one puzzle of a pair that shows a failure the judge found by itself (not a broken
     * relation): its variant need not be kept, nor the given the variant removes.
     */
    private Subject alone(Subject subject, Symptom symptom, Map<String, List<Judgement>> failing)
            throws InterruptedException {
        if (subject.relation() == null || symptom.kind() == FailureKind.METAMORPHIC) {
            return subject;
        }
        Subject base = Subject.of(subject.base(), subject.solution());
        if (fails(base, symptom, failing)) {
            return base;
        }
        Relation r = subject.relation();
        Subject variant = Subject.of(r.apply(subject.base()), r.variantSolution(subject.solution()));
        return fails(variant, symptom, failing) ? variant : subject;
    }

    /** True when {@code s} shows {@code symptom}; its judgements then go into {@code failing}, for the reproducer. */
    private boolean fails(Subject s, Symptom symptom, Map<String, List<Judgement>> failing) throws InterruptedException {
        List<Judgement> judged = judge(s);
        if (runner.stopped() || !Oracle.shows(oracle.of(s, judged), symptom)) {
            return false;
        }
        failing.put(s.key(), judged);
        return true;
    }

    private List<Judgement> judge(Subject s) throws InterruptedException {
        return runner.judge(s.records(CaseRunner.SOURCE, 1));
    }
}
