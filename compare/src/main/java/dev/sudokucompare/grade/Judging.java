package dev.sudokucompare.grade;

import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.engine.Judge;
import dev.sudokucompare.engine.JudgeVerdict;
import dev.sudokucompare.engine.Outcome;
import dev.sudokucompare.engine.Reference;
import dev.sudokucompare.fuzz.GivenShrinking;
import dev.sudokucompare.process.ProgramLimits;
import dev.sudokucompare.process.Sandbox;
import dev.sudokucompare.solvers.SolverCatalog;
import dev.sudokucompare.solvers.SolverOptions;
import dev.sudokucompare.solvers.external.ExternalSolver;
import java.time.Duration;

/**
 * Runs one test of a built submission and judges it as {@code solve} judges an {@code external:}
 * program: the same {@link ExternalSolver} (here with the group's limits times the language's and
 * the sandbox around the build), the same {@link Judge} with the {@code dfs} reference, the same
 * online-judge verdict ({@link JudgeVerdict}).
 */
final class Judging {

    /** The reference's limit per puzzle: far above what the plan's puzzles need, so no answer stays unproved. */
    static final Duration REFERENCE_LIMIT = Duration.ofSeconds(60);

    private final PuzzleFormat problem;
    private final boolean sandboxed;
    private final SudokuSolver reference;
    private final Cancellation stop;

    /** {@code stop}: once cancelled, a run in flight is killed (its judgement then is not to be kept). */
    Judging(PuzzleFormat problem, boolean sandboxed, Cancellation stop) {
        this.problem = problem;
        this.sandboxed = sandboxed;
        this.stop = stop;
        this.reference = SolverCatalog.builtIn().resolve("dfs", SolverOptions.DEFAULT);
    }

    /** The limits a test of {@code group} runs under in {@code language}. */
    static ProgramLimits limits(TestPlan.Group group, Language language) {
        long cpuMillis = Math.round(group.cpu().toMillis() * language.timeMultiplier());
        return new ProgramLimits(Duration.ofMillis(cpuMillis), group.memoryBytes() + language.extraMemory());
    }

    /**
     * What a judgement depends on, hashed: the submission's files, its language entry, the format,
     * the test's puzzle and mode, its limits, and the shrinking its group asks for (only when it asks:
     * a judgement kept before a plan said {@code show-shrunk} keeps its key). Points, names and other
     * tests are not part of it.
     */
    static String key(Submission s, TestPlan.Group group, TestPlan.PlanTest test, PuzzleFormat problem) {
        ProgramLimits limits = limits(group, s.language());
        return SafeNames.sha256(String.join("\n", s.sha256(), s.language().canonical(), problem.name(),
                group.mode().name(), PuzzleFormat.LINE.write(test.puzzle()).strip(), limits.cpu().toString(),
                Long.toString(limits.memoryBytes()), TestPlan.wallBackstop(limits.cpu()).toString())
                + (group.showsShrunk() ? "\nshrink " + group.shrinkSteps() : ""));
    }

    /**
     * {@link #run} and, for a WA or RE on a hidden test of a group that shows it, the smallest puzzle
     * the fuzzer's shrinker finds that the program fails with the same verdict: each step a real run
     * under the same limits and judge, at most the group's {@code shrink-steps} of them. The test's
     * own puzzle is never kept as the shrunk one (nothing then).
     */
    Judgement runAndShrink(Build build, TestPlan.Group group, TestPlan.PlanTest test) {
        Judgement j = run(build, group, test);
        if (!group.showsShrunk() || !SHRUNK_VERDICTS.contains(j.verdict())) {
            return j;
        }
        GivenShrinking.Result shrunk;
        try {
            shrunk = GivenShrinking.shrink(test.puzzle(), group.shrinkSteps(),
                    p -> !stop.isCancelled() && run(build, group, new TestPlan.PlanTest(test.id(), test.origin(), p))
                            .verdict().equals(j.verdict()) && !stop.isCancelled());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return j;
        }
        return shrunk.puzzle().equals(test.puzzle()) ? j
                : j.withShrunk(PuzzleFormat.LINE.write(shrunk.puzzle()).strip());
    }

    /** The verdicts a shrunk puzzle is looked for: a wrong answer or a crash (not limits, whose runs are long). */
    static final java.util.Set<String> SHRUNK_VERDICTS = java.util.Set.of("WA", "RE");

    /** Runs {@code test} of {@code build} and judges the answer. */
    Judgement run(Build build, TestPlan.Group group, TestPlan.PlanTest test) {
        Submission s = build.submission();
        ProgramLimits limits = limits(group, s.language())
                .withSandbox(sandboxed ? Sandbox.around(build.dir()) : Sandbox.OFF);
        ExternalSolver program = new ExternalSolver(build.runCommandLine(), problem, limits);
        SolveRequest request = SolveRequest.of(group.mode()).withTimeLimit(TestPlan.wallBackstop(limits.cpu()))
                .withCancellation(stop);
        long start = System.nanoTime();
        SolveResult result = program.solve(test.puzzle(), request);
        long time = System.nanoTime() - start;
        Judge judge = new Judge(group.mode(), SolveRequest.DEFAULT_COUNT_LIMIT, Reference.of(reference, REFERENCE_LIMIT));
        PuzzleRecord record = PuzzleRecord.of(test.id(), 0, 1, test.puzzle());
        Outcome judged = judge.judgeOne(record, program.name(), result, time).outcomes().get(0);
        JudgeVerdict verdict = JudgeVerdict.of(judged);
        String given = result.solution() == null ? "" : PuzzleFormat.LINE.write(result.solution()).strip();
        long cpu = result.resources().cpuMeasured() ? result.resources().cpuNanos() / 1_000_000 : -1;
        long memory = result.resources().memoryMeasured() ? result.resources().peakRssKib() : -1;
        return new Judgement(key(s, group, test, problem), test.id(), verdict == null ? "UNVERIFIED" : verdict.name(),
                OneLine.of(judged.reason(), 500), cpu, memory, given);
    }
}
