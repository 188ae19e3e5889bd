package dev.sudokucompare.fuzz;

import dev.sudokucompare.core.format.PuzzleReader;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.engine.Comparison;
import dev.sudokucompare.engine.ComparisonListener;
import dev.sudokucompare.engine.Input;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Reference;
import dev.sudokucompare.engine.Settings;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.Supplier;

/**
 * Has the run's solvers answer records and the one judge rule on them, exactly as {@code compare}
 * does: a {@link Comparison} with the run's settings (time limit, count limit, reference), which
 * also cancels, then abandons, a call that ignores its limits. A stop (Ctrl-C) cancels whatever
 * runs and starts nothing new.
 */
final class CaseRunner {

    /** The source name of the records a fuzzing run makes. */
    static final String SOURCE = "fuzz";

    private final Settings settings;
    private final List<SudokuSolver> solvers;
    private final Reference reference;
    private volatile Comparison current;
    private volatile boolean stopped;
    private final CaseRunner parent;
    private final List<CaseRunner> derived = new java.util.concurrent.CopyOnWriteArrayList<>();

    CaseRunner(Settings settings, List<SudokuSolver> solvers, Reference reference) {
        this(settings, solvers, reference, null);
    }

    private CaseRunner(Settings settings, List<SudokuSolver> solvers, Reference reference, CaseRunner parent) {
        this.parent = parent;
        this.settings = settings;
        this.solvers = List.copyOf(solvers);
        this.reference = reference;
    }

    Settings settings() {
        return settings;
    }

    List<SudokuSolver> solvers() {
        return solvers;
    }

    /** The judgements of {@code records}, in order; fewer when a stop cut the run short. */
    List<Judgement> judge(List<PuzzleRecord> records) throws InterruptedException {
        List<Judgement> judged = new ArrayList<>(records.size());
        Iterator<PuzzleRecord> next = records.iterator();
        run(() -> next.hasNext() ? next.next() : null, records.size(), new ComparisonListener() {
            @Override
            public void judged(Judgement judgement) {
                judged.add(judgement);
            }
        });
        return judged;
    }

    /**
     * Runs records from {@code source} (null: the end) through one comparison, heard by
     * {@code listener} in order on this thread; {@code size} is how many, or -1 when not known.
     */
    void run(Supplier<PuzzleRecord> source, long size, ComparisonListener listener) throws InterruptedException {
        if (stopped) {
            return;
        }
        Comparison comparison = new Comparison(settings, solvers, reference, listener);
        current = comparison;
        if (stopped) {
            comparison.requestStop();
        }
        try {
            comparison.run(List.of(new Generated(source, size)));
        } finally {
            current = null;
        }
    }

    /** The same judge with other solvers (the shrinking's, under a per-step limit); a stop here stops it too. */
    CaseRunner with(List<SudokuSolver> others) {
        CaseRunner r = new CaseRunner(settings, others, reference, this);
        derived.add(r);
        return r;
    }

    /** Stops the run in progress and every one after it. Safe from any thread. */
    void requestStop() {
        stopped = true;
        derived.forEach(CaseRunner::requestStop);
        Comparison c = current;
        if (c != null) {
            c.requestStop();
        }
    }

    boolean stopped() {
        return stopped || parent != null && parent.stopped();
    }

    /** Records made on the run's own thread as it asks for them: it never waits on anything else. */
    private record Generated(Supplier<PuzzleRecord> source, long size) implements Input {

        static final String NAME = SOURCE;

        @Override
        public String name() {
            return NAME;
        }

        @Override
        public PuzzleReader open() {
            return new PuzzleReader() {
                @Override
                public PuzzleRecord next() {
                    return source.get();
                }

                @Override
                public void close() {
                    // nothing held
                }
            };
        }

        @Override
        public long sizeHint() {
            return size;
        }

        @Override
        public boolean neverWaits() {
            return true;
        }
    }
}
