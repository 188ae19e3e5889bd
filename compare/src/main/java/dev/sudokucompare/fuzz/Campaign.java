package dev.sudokucompare.fuzz;

import dev.sudokucompare.core.Shape;
import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.Judgement;
import java.time.Duration;
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
            int shrinkSteps, boolean shrinkCut, String formatHint, String stepLimitHit) {
        public Failure {
            formatHint = formatHint == null ? "" : formatHint;
            stepLimitHit = stepLimitHit == null ? "" : stepLimitHit;
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
    private final Function<Duration, CaseRunner> limited;
    /** The runner that judges now: the run's, or during a shrinking the one under its per-step limit. */
    private CaseRunner judging;

    /**
     * {@code hunt}: reruns, shapes, keep-going and the format hint (for a solver's name, the line that
     * names the formats it could speak instead; empty for a solver that reads no format);
     * {@code limited}: a runner whose outside programs have a CPU limit, for the shrinking's steps (null: none).
     */
    Campaign(CaseRunner runner, Oracle oracle, CaseMaker maker, Fuzzer.Hunt hunt, Function<Duration, CaseRunner> limited) {
        this.formatHint = hunt.formatHint();
        this.runner = runner;
        this.judging = runner;
        this.oracle = oracle;
        this.maker = maker;
        this.reruns = hunt.reruns();
        this.shapeAllowed = hunt.shapeAllowed();
        this.keepGoing = hunt.keepGoing();
        this.limited = limited;
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
                    "", "");
        }
        String hint = formatSuspected(c, symptom);
        if (!hint.isEmpty()) {
            say.accept("not shrunk: " + hint);
            return new Failure(c, symptom, symptoms, runs, shown, c.subject(), judged, c.subject(), judged, 0, false,
                    hint, "");
        }
        say.accept("shrinking (" + c.subject().base().givenCount() + " givens, " + c.subject().shape() + ")");
        Map<String, List<Judgement>> failing = new HashMap<>();
        failing.put(c.subject().key(), judged);
        Duration stepLimit = stepLimit(judged, symptom);
        if (stepLimit != null) {
            judging = limited.apply(stepLimit);
        }
        stepsLimited = 0;
        Subject shrunk;
        Shrinker shrinker = new Shrinker(s -> fails(s, symptom, failing), shapeAllowed,
                () -> runner.stopped() || budget.pastDeadline());
        try {
            shrunk = shrinker.shrink(alone(c.subject(), symptom, failing));
        } finally {
            judging = runner;
        }
        String limitHit = stepsLimited == 0 ? "" : stepsLimited + " of " + shrinker.tried() + " shrinking step"
                + (shrinker.tried() == 1 ? "" : "s") + " stopped at the per-step limit of " + seconds(stepLimit)
                + " of CPU (" + STEP_FACTOR + "x the case's own " + seconds(caseCpu(judged, symptom)) + ", at least "
                + seconds(MIN_STEP) + "): a given whose removal made the program that slow was kept";
        say.accept("shrunk to " + shrunk.base().givenCount() + " givens on " + shrunk.shape() + " in "
                + shrinker.tried() + " step" + (shrinker.tried() == 1 ? "" : "s") + (shrinker.cut() ? " (stopped by "
                        + (runner.stopped() ? "a stop" : "the time limit") + ": not 1-minimal)" : "")
                + (limitHit.isEmpty() ? "" : "; " + limitHit));
        // Every subject the shrinking kept failed when it was judged: its answers were kept then.
        List<Judgement> shrunkJudged = failing.containsKey(shrunk.key()) ? failing.get(shrunk.key()) : judge(shrunk);
        return new Failure(c, symptom, symptoms, runs, shown, c.subject(), judged, shrunk, shrunkJudged,
                shrinker.tried(), shrinker.cut(), "", limitHit);
    }

    /** A shrinking step may use this many times the CPU the failing case took (a slow program cannot eat the budget). */
    static final int STEP_FACTOR = 10;
    /** ... and at least this much: a quick case's tenfold is below a process's start-up noise. */
    static final Duration MIN_STEP = Duration.ofSeconds(1);

    private int stepsLimited;

    /**
     * The CPU time a shrinking step may take, from the failing case's own (its solver's CPU time,
     * measured for outside programs); null when there is none to go by or no runner to limit.
     */
    private Duration stepLimit(List<Judgement> judged, Symptom symptom) {
        long cpu = caseCpu(judged, symptom);
        if (limited == null || cpu < 0) {
            return null;
        }
        long nanos = Math.max(MIN_STEP.toNanos(), cpu * STEP_FACTOR);
        return Duration.ofMillis((nanos + 999_999) / 1_000_000);
    }

    /** The most CPU time the failing solver took on a record of the case, or -1 when not measured. */
    private static long caseCpu(List<Judgement> judged, Symptom symptom) {
        long cpu = -1;
        for (Judgement j : judged) {
            for (dev.sudokucompare.engine.Outcome o : j.outcomes()) {
                if (o.solver().equals(symptom.solver())) {
                    cpu = Math.max(cpu, o.attempt().cpuNanos());
                }
            }
        }
        return cpu;
    }

    private static String seconds(Duration d) {
        return seconds(d.toNanos());
    }

    private static String seconds(long nanos) {
        return String.format(java.util.Locale.ROOT, "%.2f s", Math.max(0, nanos) / 1e9);
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
        if (judging != runner && stoppedAtCpuLimit(judged, symptom.solver())) {
            stepsLimited++;
        }
        if (runner.stopped() || !Oracle.shows(oracle.of(s, judged), symptom)) {
            return false;
        }
        failing.put(s.key(), judged);
        return true;
    }

    private List<Judgement> judge(Subject s) throws InterruptedException {
        return judging.judge(s.records(CaseRunner.SOURCE, 1));
    }

    private static boolean stoppedAtCpuLimit(List<Judgement> judged, String solver) {
        return judged.stream().flatMap(j -> j.outcomes().stream())
                .anyMatch(o -> o.solver().equals(solver) && o.verdict() == AnswerVerdict.LIMIT
                        && o.reason().contains("CPU time limit"));
    }
}
