package dev.sudokucompare.report.run;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.ComparisonListener;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;
import dev.sudokucompare.solvers.worker.WorkerSolver;
import dev.sudokucompare.stats.ForkPairedSpeedup;
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
 *
 * <p>When the baseline is forked too, each other solver with as many forks is paired with it fork
 * by fork ({@link ForkPairedSpeedup}): the same puzzle meets the same fork index in both, so per
 * fork the log ratios of the records both answered correctly are kept.
 */
public final class ForkRecorder implements ComparisonListener {

    private final List<Forked> forked;
    private final List<Paired> paired;

    private ForkRecorder(List<Forked> forked, List<Paired> paired) {
        this.forked = forked;
        this.paired = paired;
    }

    /** A recorder of the solvers in more than one fork, or empty when there is none; no pairing. */
    public static Optional<ForkRecorder> of(List<SudokuSolver> solvers) {
        return of(solvers, -1);
    }

    /**
     * The same, pairing each forked solver with the one at {@code baseline} (the run's baseline,
     * an index into {@code solvers}; -1: none) when both ran in the same number of forks.
     */
    public static Optional<ForkRecorder> of(List<SudokuSolver> solvers, int baseline) {
        List<Forked> forked = new ArrayList<>();
        List<Paired> paired = new ArrayList<>();
        for (int i = 0; i < solvers.size(); i++) {
            if (solvers.get(i) instanceof WorkerSolver w && w.forks() > 1) {
                forked.add(new Forked(i, w));
            }
        }
        if (baseline >= 0 && solvers.get(baseline) instanceof WorkerSolver a && a.forks() > 1) {
            for (Forked f : forked) {
                if (f.index != baseline && f.solver.forks() == a.forks()) {
                    paired.add(new Paired(baseline, a, f.index, f.solver));
                }
            }
        }
        return forked.isEmpty() ? Optional.empty() : Optional.of(new ForkRecorder(forked, paired));
    }

    /** The names of the solvers that ran in worker JVMs, forked or not, in the order of the solvers. */
    public static List<String> workerSolvers(List<SudokuSolver> solvers) {
        return solvers.stream().filter(WorkerSolver.class::isInstance).map(SudokuSolver::name).toList();
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
        for (Paired p : paired) {
            p.add(puzzle, j.outcomes().get(p.baseline), j.outcomes().get(p.other));
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

    /** Each solver paired fork by fork with the baseline, Holm-adjusted over these rows; empty when none is. */
    public List<ForkPairedSpeedup> pairedSpeedups() {
        return ForkPairedSpeedup.adjusted(paired.stream().map(Paired::speedup).toList());
    }

    /** A solver and the baseline, both in N forks: per fork the log ratios of the records both answered. */
    private static final class Paired {
        private final int baseline;
        private final WorkerSolver baselineSolver;
        private final int other;
        private final WorkerSolver otherSolver;
        private final double[][] logRatios;
        private final int[] count;

        Paired(int baseline, WorkerSolver baselineSolver, int other, WorkerSolver otherSolver) {
            this.baseline = baseline;
            this.baselineSolver = baselineSolver;
            this.other = other;
            this.otherSolver = otherSolver;
            this.logRatios = new double[baselineSolver.forks()][64];
            this.count = new int[baselineSolver.forks()];
        }

        void add(Grid puzzle, Outcome a, Outcome b) {
            int fork = baselineSolver.forkOf(puzzle);
            // Equal N sends a puzzle to the same index in both; were it not so, there is no pair.
            if (fork != otherSolver.forkOf(puzzle) || a.verdict() != AnswerVerdict.CORRECT
                    || b.verdict() != AnswerVerdict.CORRECT) {
                return;
            }
            if (count[fork] == logRatios[fork].length) {
                logRatios[fork] = Arrays.copyOf(logRatios[fork], count[fork] * 2);
            }
            // At least 1 ns each, as the puzzle-level ratio: a zero reading has no logarithm.
            logRatios[fork][count[fork]++] = Math.log(Math.max(b.timeNanos(), 1) / (double) Math.max(a.timeNanos(), 1));
        }

        ForkPairedSpeedup speedup() {
            List<double[]> perFork = new ArrayList<>();
            for (int k = 0; k < logRatios.length; k++) {
                perFork.add(Arrays.copyOf(logRatios[k], count[k]));
            }
            return ForkPairedSpeedup.of(otherSolver.name(), baselineSolver.name(), perFork);
        }
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
