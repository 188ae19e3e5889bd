package dev.sudokucompare.testsolvers;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.plugin.PluginApi;
import dev.sudokucompare.core.plugin.SolverPlugin;
import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiFunction;

/**
 * Deliberately broken solvers, found by the real command line through the plug-in contract the tool's own families use, so the
 * tests can prove that the engine catches each kind of failure.
 */
public final class BrokenSolvers implements SolverPlugin {

    /**
     * The correct answers the broken solvers start from. Its time limit is the hang guard, not the
     * run's --timeout: a test that gives a short --timeout to make an abandonment quick must not
     * see these answers stopped by a busy machine. Node limits and cancellations still hold.
     */
    private static final SudokuSolver REFERENCE = HangGuard.guarded(DfsSolvers.fromSpec("dfs-mrv").orElseThrow());

    @Override
    public String apiVersion() {
        return PluginApi.VERSION;
    }

    @Override
    public Optional<SudokuSolver> create(String spec) {
        return Optional.ofNullable(switch (spec) {
            case "test-wrong" -> solver(spec, BrokenSolvers::wrongCell);
            case "test-nosolution" -> solver(spec, (p, r) -> SolveResult.noSolution("claims so", SearchStats.NONE));
            case "test-notlexmin" -> solver(spec, BrokenSolvers::largest);
            case "test-undercount" -> solver(spec, BrokenSolvers::undercount);
            case "test-throws" -> solver(spec, (p, r) -> {
                throw new IllegalStateException("boom");
            });
            case "test-hang" -> solver(spec, BrokenSolvers::hang);
            // Hangs on AI Escargot only (norvig-hardest line 6), so it is caught inside a batch.
            case "test-hang-escargot" -> solver(spec, (p, r) -> p.toString().startsWith("1....7.9..3..2...8")
                    ? hang(p, r) : REFERENCE.solve(p, r));
            case "test-oom" -> solver(spec, (p, r) -> {
                // Asks for more than any heap holds: the JVM refuses at once and stays healthy.
                long[][] huge = new long[Integer.MAX_VALUE - 8][];
                return SolveResult.error("unreachable " + huge.length, SearchStats.NONE);
            });
            case "test-provider-bug" -> throw new IllegalStateException("a bug in a solver provider");
            case "test-late-cancel" -> solver(spec, BrokenSolvers::lateCancel);
            case "test-stuck-escargot" -> solver(spec, BrokenSolvers::stuckOnEscargot);
            case "test-sleepy" -> solver(spec, BrokenSolvers::sleepy);
            case "test-flaky-limit" -> solver(spec, BrokenSolvers::flakyLimit);
            default -> null;
        });
    }

    @Override
    public Map<String, String> describe() {
        return Map.of("test-wrong", "test only: changes one cell of a correct answer");
    }

    /** A solver named {@code name} whose calls are {@code body}: what the tests' solvers are made of. */
    public static SudokuSolver solver(String name, BiFunction<Grid, SolveRequest, SolveResult> body) {
        return new SudokuSolver() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public SolveResult solve(Grid puzzle, SolveRequest request) {
                return body.apply(puzzle, request);
            }
        };
    }

    /** A correct answer with its last empty cell changed to another value: invalid. */
    private static SolveResult wrongCell(Grid puzzle, SolveRequest request) {
        SolveResult good = REFERENCE.solve(puzzle, request);
        if (good.solution() == null) {
            return good;
        }
        int last = -1;
        for (int cell = 0; cell < puzzle.shape().cellCount(); cell++) {
            if (puzzle.get(cell) == 0) {
                last = cell;
            }
        }
        if (last < 0) {
            return good;
        }
        int v = good.solution().get(last) % puzzle.size() + 1;
        return new SolveResult(Status.SOLVED, good.solution().with(last, v), 1, false, good.stats(), "");
    }

    /** The lexicographically largest solution: solve the digit-mirrored puzzle lexmin, mirror back. */
    private static SolveResult largest(Grid puzzle, SolveRequest request) {
        SolveResult r = REFERENCE.solve(mirror(puzzle), request.withMode(Mode.LEXMIN));
        return r.solution() == null ? r
                : new SolveResult(r.status(), mirror(r.solution()), 1, false, r.stats(), r.message());
    }

    private static Grid mirror(Grid g) {
        int[] v = g.toArray();
        for (int i = 0; i < v.length; i++) {
            v[i] = v[i] == 0 ? 0 : g.size() + 1 - v[i];
        }
        return Grid.of(g.shape(), v);
    }

    /**
     * Puzzle 10 of norvig-top95, where {@code test-late-cancel} ignores its time limit; read when
     * first asked, so the plug-in loads where the datasets are not known (a worker JVM).
     */
    public static String lateCancelPuzzle() {
        return LateCancel.PUZZLE;
    }

    private static final class LateCancel {
        static final String PUZZLE = Datasets.lines("norvig-top95.txt").get(9);
    }

    /**
     * Ignores its time limit on one puzzle and only stops when cancelled; on the others it checks
     * its cancellation first, as a well-behaved solver does, then answers.
     */
    private static SolveResult lateCancel(Grid puzzle, SolveRequest request) {
        if (puzzle.equals(Grid.parse(lateCancelPuzzle()))) {
            while (!request.cancellation().isCancelled()) {
                Thread.onSpinWait();
            }
            return new SolveResult(Status.LIMIT, null, 0, false, SearchStats.NONE, "cancelled late");
        }
        if (request.cancellation().isCancelled()) {
            return new SolveResult(Status.LIMIT, null, 0, false, SearchStats.NONE, "cancelled before it began");
        }
        return REFERENCE.solve(puzzle, request);
    }

    /** Calls per puzzle (as text) of {@code test-stuck-escargot}, for tests to count. */
    public static final Map<String, Integer> STUCK_CALLS = new java.util.concurrent.ConcurrentHashMap<>();
    /** Opened by a test to let the stuck call return; a test that uses it sets a new one first. */
    public static volatile CountDownLatch stuckRelease = new CountDownLatch(1);
    /** The worker thread the stuck call holds, for a test to join once it has released it. */
    public static final AtomicReference<Thread> STUCK_WORKER = new AtomicReference<>();

    /**
     * Stuck on AI Escargot, ignoring limits, cancellation and interrupts, until a test opens
     * {@link #stuckRelease} (or ten minutes pass), then answers; counts every call. The test, not
     * the clock, decides when it returns, so the run certainly abandons it first.
     */
    private static SolveResult stuckOnEscargot(Grid puzzle, SolveRequest request) {
        STUCK_CALLS.merge(puzzle.toString(), 1, Integer::sum);
        if (puzzle.toString().startsWith("1....7.9..3..2...8")) {
            STUCK_WORKER.set(Thread.currentThread());
            blockIgnoringInterrupts(stuckRelease, TimeUnit.MINUTES.toNanos(10));
        }
        return REFERENCE.solve(puzzle, request);
    }

    /** Waits for {@code latch} or {@code nanos}, whichever comes first, deaf to interrupts (then restores the flag). */
    private static void blockIgnoringInterrupts(CountDownLatch latch, long nanos) {
        long until = System.nanoTime() + nanos;
        boolean interrupted = false;
        while (latch.getCount() > 0 && until - System.nanoTime() > 0) {
            try {
                latch.await(until - System.nanoTime(), TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private static final long[] SLEEPS_MILLIS = {400, 100, 390, 200};
    /** Calls of {@code test-sleepy} so far; a test resets it to start the cycle at 400 ms. */
    public static final java.util.concurrent.atomic.AtomicInteger SLEEPY_CALLS = new java.util.concurrent.atomic.AtomicInteger();

    /** Sleeps 400, 100, 390, 200 ms on its calls in turn, and says which call it was (nodes = call number). */
    private static SolveResult sleepy(Grid puzzle, SolveRequest request) {
        int call = SLEEPY_CALLS.getAndIncrement() % SLEEPS_MILLIS.length;
        try {
            Thread.sleep(SLEEPS_MILLIS[call]);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        SolveResult r = REFERENCE.solve(puzzle, request);
        return new SolveResult(r.status(), r.solution(), r.solutionsFound(), r.countExact(),
                new SearchStats(call + 1, 0, 0, 0, 0), "call " + (call + 1));
    }

    /** One solution fewer than the truth, claimed exact. */
    private static SolveResult undercount(Grid puzzle, SolveRequest request) {
        SolveResult r = REFERENCE.solve(puzzle, request);
        long n = Math.max(0, r.solutionsFound() - 1);
        return new SolveResult(n == 0 ? Status.NO_SOLUTION : Status.SOLVED, n == 0 ? null : r.solution(), n, true,
                r.stats(), "");
    }

    /**
     * Ignores its limits, its cancellation and interrupts for a minute. It blocks rather than
     * spins: a left-behind call must not take a core from the tests that run after it.
     */
    private static SolveResult hang(Grid puzzle, SolveRequest request) {
        blockIgnoringInterrupts(new CountDownLatch(1), TimeUnit.SECONDS.toNanos(60));
        return SolveResult.error("woke up", SearchStats.NONE);
    }

    /** Calls of {@code test-flaky-limit} so far; a test resets it to replay the same seeded sequence. */
    public static final java.util.concurrent.atomic.AtomicInteger FLAKY_CALLS = new java.util.concurrent.atomic.AtomicInteger();

    /**
     * Stopped by its time limit (as it says) on about one call in three, chosen by a seeded draw per
     * call number, and answers correctly on the others: under {@code --repeat 3} most records get
     * repetitions that disagree, the same ones in every run with one thread and no warm-up.
     */
    private static SolveResult flakyLimit(Grid puzzle, SolveRequest request) {
        int call = FLAKY_CALLS.getAndIncrement();
        if (new java.util.SplittableRandom(20261129L + call).nextInt(3) == 0) {
            return new SolveResult(Status.LIMIT, null, 0, false, SearchStats.NONE, "time limit (seeded, call "
                    + (call + 1) + ")");
        }
        return REFERENCE.solve(puzzle, request);
    }
}
