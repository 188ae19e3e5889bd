package dev.sudokucompare.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.input.InputFormat;
import dev.sudokucompare.input.Inputs;
import dev.sudokucompare.testsolvers.BrokenSolvers;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.locks.LockSupport;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Records judged on their worker ({@link JudgedAhead}) get the very verdicts, reasons and details
 * the coordinator gives them: the same runs, with judging ahead off and with the worker judging
 * every record first, agree record by record, in every mode, with wrong answers, refuted "no
 * solution" claims, the input's own solutions and the reference at work; and the claims both
 * sides make on a batch's records never lose or judge one twice.
 */
class JudgedAheadTest {

    private static final SudokuSolver DFS = DfsSolvers.fromSpec("dfs").orElseThrow();

    @Test
    void firstModeWithWrongAnswersAndTheInputsOwnSolutions() throws Exception {
        assertSameJudgements(Settings.builder(List.of("dfs", "swaps", "denies")).limit(600), Mode.FIRST,
                Reference.OFF, List.of(DFS, swapping(), denying()), "kaggle-10000.txt");
    }

    @Test
    void lexminAndCountModesWithTheReferenceAtWork() throws Exception {
        Reference reference = Reference.of(DfsSolvers.fromSpec("dfs-mrv").orElseThrow(), HangGuard.LIMIT);
        for (Mode mode : new Mode[] {Mode.LEXMIN, Mode.COUNT}) {
            assertSameJudgements(Settings.builder(List.of("dfs", "swaps", "denies")), mode, reference,
                    List.of(DFS, swapping(), denying()), "multi-solutions.txt", "many-solutions.txt", "no-solution.txt",
                    "conflicting-givens.txt", "norvig-top95.txt");
        }
    }

    @Test
    void everyClaimedRecordIsTakenOnceAndTheRestAreTheCoordinators() {
        JudgedAhead ahead = new JudgedAhead(5);
        List<Integer> judgedOnWorker = new ArrayList<>();
        int[] budget = {3};
        // Record 1 is one the worker leaves (a stop cut it short); it stops after three claims.
        int judged = ahead.judgeWhile(() -> budget[0]-- > 0, i -> {
            judgedOnWorker.add(i);
            return i == 1 ? null : ahead(i);
        });
        assertThat(judged).isEqualTo(2);
        assertThat(judgedOnWorker).containsExactly(0, 1, 2);
        int claimed = ahead.closeClaims();
        assertThat(claimed).isEqualTo(3);
        assertThat(ahead.take(0, claimed).judgement().detail()).isEqualTo("0");
        assertThat(ahead.take(1, claimed)).as("left to the coordinator").isNull();
        assertThat(ahead.take(2, claimed).judgement().detail()).isEqualTo("2");
        assertThat(ahead.take(3, claimed)).isNull();
        assertThat(ahead.take(4, claimed)).isNull();
        // Once closed, the worker claims nothing more.
        assertThat(ahead.judgeWhile(() -> true, JudgedAheadTest::ahead)).isZero();
    }

    @Test
    void aJudgeThatThrowsOnTheWorkerLeavesTheRecordToTheCoordinator() {
        JudgedAhead ahead = new JudgedAhead(2);
        assertThat(ahead.judgeWhile(() -> true, i -> {
            if (i == 0) {
                throw new IllegalStateException("a bug in the judge");
            }
            return ahead(i);
        })).isEqualTo(1);
        int claimed = ahead.closeClaims();
        assertThat(ahead.take(0, claimed)).isNull();
        assertThat(ahead.take(1, claimed).judgement().detail()).isEqualTo("1");
    }

    /**
     * The queue of finished batches stays as short as the batches in flight: a batch the
     * coordinator has taken (its claims closed) is dropped on a worker's next pass, also one the
     * coordinator took before the worker added it, and even when the worker is busy.
     */
    @Test
    void aPassDropsEveryBatchTheCoordinatorHasTakenBusyOrNot() {
        BatchTask taken = task();
        BatchTask waiting = task();
        BatchTask takenBeforeAdded = task();
        taken.ahead().closeClaims();
        takenBeforeAdded.ahead().closeClaims();
        Queue<BatchTask> finished = new ConcurrentLinkedQueue<>(
                List.of(taken, waiting, takenBeforeAdded));
        JudgedAhead.RecordJudge judge = (task, i) -> {
            throw new AssertionError("a busy worker judges nothing");
        };
        assertThat(JudgedAhead.judgeFinished(finished, () -> false, judge)).isZero();
        assertThat(finished).as("busy: dropped up to the first batch still waiting").containsExactly(waiting,
                takenBeforeAdded);
        waiting.ahead().closeClaims();
        assertThat(JudgedAhead.judgeFinished(finished, () -> false, judge)).isZero();
        assertThat(finished).as("busy, once the coordinator took it").isEmpty();

        BatchTask idleOne = task();
        finished.add(idleOne);
        finished.add(takenBeforeAdded);
        assertThat(JudgedAhead.judgeFinished(finished, () -> true, (task, i) -> ahead(i))).isEqualTo(2);
        assertThat(finished).as("idle: the taken one dropped, the one judged to its end kept for a pass").containsExactly(idleOne);
        assertThat(JudgedAhead.judgeFinished(finished, () -> false, judge)).isZero();
        assertThat(finished).as("every record claimed: dropped").isEmpty();
    }

    /** A two-record batch of the 4x4 sample, never run: only its claims matter here. */
    private static BatchTask task() {
        PuzzleRecord r = PuzzleRecord.of("t", 1, 1, Grid.parse("34..12..4...21.."));
        return new BatchTask(List.of(r, r), new boolean[2], List.of(DFS), SolveRequest.of(Mode.FIRST),
                1, () -> false, new CpuClockSampling(1));
    }

    private static JudgedAhead.Ahead ahead(int i) {
        return new JudgedAhead.Ahead(new Judgement(null, List.of(), RecordVerdict.AGREE, String.valueOf(i), ""), null);
    }

    /** The same run with judging ahead off and with the worker judging first: equal, record by record. */
    private static void assertSameJudgements(Settings.Builder builder, Mode mode, Reference reference,
            List<SudokuSolver> solvers, String... datasets) throws Exception {
        Settings settings = builder.mode(mode).timeout(HangGuard.LIMIT).warmup(Warmup.NONE).seed(7).build();
        List<Input> inputs = Stream.of(datasets)
                .flatMap(d -> Inputs.resolve(Datasets.dir().resolve(d).toString(), InputFormat.AUTO).stream()).toList();
        List<String> onCoordinator = run(settings, reference, solvers, inputs, Comparison.JudgingAhead.OFF, null);
        for (Comparison.JudgingAhead policy : new Comparison.JudgingAhead[] {Comparison.JudgingAhead.ALWAYS,
            Comparison.JudgingAhead.WHEN_IDLE}) {
            Comparison[] ahead = new Comparison[1];
            List<String> onWorker = run(settings, reference, solvers, inputs, policy, ahead);
            assertThat(onWorker).hasSize(onCoordinator.size());
            for (int i = 0; i < onWorker.size(); i++) {
                assertThat(onWorker.get(i)).as("%s, record %d", policy, i).isEqualTo(onCoordinator.get(i));
            }
            assertThat(ahead[0].judgedAhead()).as("records judged on the worker, %s", policy).isPositive();
        }
    }

    /**
     * The run's judgements spelled without times. With judging ahead on, the coordinator waits at
     * the first record until the worker has judged one: it then judges no record itself before the
     * worker has had its turn.
     */
    private static List<String> run(Settings settings, Reference reference, List<SudokuSolver> solvers,
            List<Input> inputs, Comparison.JudgingAhead policy, Comparison[] kept) throws InterruptedException {
        List<String> spelled = new ArrayList<>();
        Comparison[] comparison = new Comparison[1];
        // A listener that prepares what it keeps: its spelling of the record, made where the record was judged.
        ComparisonListener listener = new ComparisonListener() {
            @Override
            public Object prepare(Judgement j) {
                return spell(j);
            }

            @Override
            public void judged(Judgement j) {
                judged(j, spell(j));
            }

            @Override
            public void judged(Judgement j, Object prepared) {
                if (policy != Comparison.JudgingAhead.OFF && spelled.isEmpty()) {
                    long deadline = System.nanoTime() + HangGuard.LIMIT.toNanos();
                    while (comparison[0].judgedAhead() == 0 && System.nanoTime() < deadline) {
                        LockSupport.parkNanos(1_000_000);
                    }
                }
                spelled.add((String) prepared);
            }
        };
        comparison[0] = new Comparison(settings, solvers, reference, listener).judgingAhead(policy);
        comparison[0].run(inputs);
        if (kept != null) {
            kept[0] = comparison[0];
        }
        return spelled;
    }

    private static String spell(Judgement j) {
        StringBuilder sb = new StringBuilder(j.record().location()).append(j.contended() ? " contended " : " ").append(j.verdict()).append(" | ")
                .append(j.detail()).append(" | ").append(j.provided());
        for (Outcome o : j.outcomes()) {
            sb.append(" | ").append(o.solver()).append(' ').append(o.result().status()).append(' ').append(o.verdict())
                    .append(": ").append(o.reason()).append(' ').append(o.result().solution());
        }
        return sb.toString();
    }

    /** Right on most puzzles; on one in four, its grid with two cells of the first row swapped (invalid). */
    private static SudokuSolver swapping() {
        return BrokenSolvers.solver("swaps", (puzzle, request) -> {
            SolveResult r = DFS.solve(puzzle, request);
            if (r.solution() == null || Math.floorMod(puzzle.hashCode(), 4) != 0) {
                return r;
            }
            int[] cells = new int[puzzle.shape().cellCount()];
            for (int c = 0; c < cells.length; c++) {
                cells[c] = r.solution().get(c);
            }
            int t = cells[0];
            cells[0] = cells[1];
            cells[1] = t;
            return SolveResult.solved(Grid.of(puzzle.shape(), cells), r.solutionsFound(), r.countExact(), r.stats(), "");
        });
    }

    /** Says "no solution" on one puzzle in five, whatever the truth; otherwise right. */
    private static SudokuSolver denying() {
        return BrokenSolvers.solver("denies", (puzzle, request) -> Math.floorMod(puzzle.hashCode(), 5) == 0
                ? SolveResult.noSolution("claims so", SearchStats.NONE) : DFS.solve(puzzle, request));
    }
}
