package dev.sudokucompare.report.run;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.ComparisonListener;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;
import dev.sudokucompare.solvers.worker.WorkerSolver;
import dev.sudokucompare.stats.ForkSpread;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Each forked solver's calls by fork, as the records are judged: the shown call's time of every
 * record, correct or not (an unsolved call counts as at least the limit, as everywhere in the
 * report), in the fork {@link WorkerSolver#forkOf} sends the record's puzzle to. Made only when
 * some solver runs in more than one fork ({@link #of}), so a run without forks pays nothing.
 */
public final class ForkRecorder implements ComparisonListener {

    private final List<Forked> forked;

    private ForkRecorder(List<Forked> forked) {
        this.forked = forked;
    }

    /** A recorder of the solvers in more than one fork, or empty when there is none. */
    public static Optional<ForkRecorder> of(List<SudokuSolver> solvers) {
        List<Forked> forked = new ArrayList<>();
        for (int i = 0; i < solvers.size(); i++) {
            if (solvers.get(i) instanceof WorkerSolver w && w.forks() > 1) {
                forked.add(new Forked(i, w));
            }
        }
        return forked.isEmpty() ? Optional.empty() : Optional.of(new ForkRecorder(forked));
    }

    @Override
    public void judged(Judgement j) {
        Grid puzzle = j.record().puzzle();
        if (puzzle == null || j.outcomes().isEmpty()) {
            return; // a malformed record: no call was made
        }
        for (Forked f : forked) {
            f.add(f.solver.forkOf(puzzle), j.outcomes().get(f.index));
        }
    }

    /**
     * A record an earlier session judged is left out: its calls ran in that session's JVMs, not
     * in this run's forks (a fork is a JVM, not a number).
     */
    @Override
    public void recalled(Judgement j) {
    }

    /** Each forked solver's spread, in the order of the solvers; {@code limit}: what an unsolved call counts as. */
    public List<ForkSpread> spreads(Duration limit) {
        return forked.stream().map(f -> f.spread(limit.toNanos())).toList();
    }

    /** One forked solver's calls: per fork, the correct ones' times and a count of the others. */
    private static final class Forked {
        private final int index;
        private final WorkerSolver solver;
        private final double[][] solved;
        private final int[] solvedCount;
        private final int[] unsolved;

        Forked(int index, WorkerSolver solver) {
            this.index = index;
            this.solver = solver;
            int forks = solver.forks();
            this.solved = new double[forks][64];
            this.solvedCount = new int[forks];
            this.unsolved = new int[forks];
        }

        void add(int fork, Outcome o) {
            if (o.verdict() != AnswerVerdict.CORRECT) {
                unsolved[fork]++;
                return;
            }
            if (solvedCount[fork] == solved[fork].length) {
                solved[fork] = Arrays.copyOf(solved[fork], solvedCount[fork] * 2);
            }
            solved[fork][solvedCount[fork]++] = o.timeNanos();
        }

        ForkSpread spread(double limitNanos) {
            List<ForkSpread.Times> times = new ArrayList<>();
            for (int k = 0; k < solved.length; k++) {
                times.add(new ForkSpread.Times(Arrays.copyOf(solved[k], solvedCount[k]), unsolved[k]));
            }
            return ForkSpread.of(solver.name(), times, limitNanos, solver.coldNanos());
        }
    }
}
