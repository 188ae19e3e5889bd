package dev.sudokucompare.fuzz;

import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.engine.Reference;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.input.InputFormat;
import dev.sudokucompare.input.Inputs;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * What the {@code fuzz} command drives: a campaign over seeded cases of one shape with the run's
 * solvers, settings and reference, the reproducer of what it found, and the replay of one.
 */
public final class Fuzzer {

    /** Dataset puzzles whose variants the cases include, where they hold the shape (easy ones: cases stay quick). */
    static final List<String> POOL = List.of("builtin:norvig-easy50", "builtin:kaggle-first100",
            "builtin:multi-solutions", "builtin:two-solutions", "builtin:no-solution", "builtin:teaching",
            "builtin:sudoku16-janko-first5");

    private final CaseRunner runner;
    private final Oracle oracle;
    private final Function<Duration, List<SudokuSolver>> cpuLimited;

    /**
     * {@code cpuLimited}: the run's solvers again with outside programs under a CPU limit, for the
     * shrinking's per-step limit (null: none is set).
     */
    public Fuzzer(Settings settings, List<SudokuSolver> solvers, Reference reference,
            Function<Duration, List<SudokuSolver>> cpuLimited) {
        this.runner = new CaseRunner(settings, solvers, reference);
        this.oracle = new Oracle(settings.mode());
        this.cpuLimited = cpuLimited;
    }

    /**
     * A hunt: {@code shape} from {@code seed} within {@code budget}; {@code maker} (in process) makes
     * unique puzzles and finds solutions; a failure is run {@code reruns} more times, and shrunk
     * onto the shapes {@code shapeAllowed} takes; {@code kinds}: the cases drawn; {@code formatHint}
     * names, for a program's solver name, the formats it could speak instead (see {@link Campaign}).
     */
    public record Hunt(Shape shape, long seed, Campaign.Budget budget, SudokuSolver maker, int reruns,
            Predicate<Shape> shapeAllowed, boolean keepGoing, CaseKinds kinds, Function<String, String> formatHint) {
    }

    public Campaign.Outcome run(Hunt hunt, Runnable step, Consumer<String> say) throws InterruptedException {
        CaseMaker cases = new CaseMaker(hunt.shape(), hunt.seed(), pool(hunt.shape()), hunt.maker(), hunt.kinds());
        Function<Duration, CaseRunner> limited = cpuLimited == null ? null : d -> runner.with(cpuLimited.apply(d));
        return new Campaign(runner, oracle, cases, hunt, limited).run(hunt.budget(), step, say);
    }

    /** Stops the run in progress (Ctrl-C). */
    public void requestStop() {
        runner.requestStop();
    }

    /**
     * Writes the reproducer of {@code f}, the {@code number}th failure of the run, under {@code out};
     * {@code command} replays it given the directory.
     */
    public static Path writeReproducer(Path out, int number, Campaign.Failure f, long seed, List<String> command)
            throws IOException {
        return Reproducer.write(out, number, f, seed, command);
    }

    /** A failure in one line: "planted: not-smallest: WRONG (WA): ...". */
    public static String describe(Campaign.Failure f) {
        return f.symptom().identity() + ": " + f.symptom().reason();
    }

    /** "case 17 (variant)". */
    public static String origin(Campaign.Failure f) {
        return "case " + f.origin().index() + " (" + f.origin().kind().label() + ")";
    }

    /** "shrunk from 30 givens on 9x9 (3x3 boxes) to 2 givens on 9x9 (3x3 boxes)". */
    public static String shrinking(Campaign.Failure f) {
        if (f.formatSuspected()) {
            return "shown in " + f.rate() + " and on the easiest puzzle of its shape; not shrunk: " + f.formatHint();
        }
        return f.flaky() ? "flaky: shown in " + f.rate() + "; not shrunk"
                : "shown in " + f.rate() + "; shrunk from " + f.original().base().givenCount() + " givens on "
                        + f.original().shape() + " to " + f.shrunk().base().givenCount() + " givens on "
                        + f.shrunk().shape() + " (" + f.shrunk().base() + ")"
                        + (f.shrinkCut() ? "; shrinking stopped by the time limit or a stop: not 1-minimal" : "")
                        + (f.stepLimitHit().isEmpty() ? "" : "; " + f.stepLimitHit());
    }

    /** What a replay found. */
    public record Replay(String failure, boolean shows, List<String> symptoms) {
    }

    /** Judges the shrunk case stored in {@code dir} again. */
    public Replay replay(Path dir) throws IOException, InterruptedException {
        Reproducer.Stored stored = Reproducer.read(dir);
        List<Symptom> found = oracle.of(stored.subject(),
                runner.judge(stored.subject().records(CaseRunner.SOURCE, 1)));
        boolean shows = found.stream().anyMatch(s -> s.identity().equals(stored.failure()));
        return new Replay(stored.failure(), shows, found.stream().map(s -> s.identity() + ": " + s.reason()).toList());
    }

    /** The dataset puzzles of {@code shape}, with their solutions where the dataset has them. */
    static List<Subject> pool(Shape shape) {
        List<Subject> pool = new ArrayList<>();
        for (String name : POOL) {
            try (Inputs.Opened opened = Inputs.open(name, InputFormat.byName("auto"))) {
                PuzzleRecord r;
                while ((r = opened.records().next()) != null) {
                    if (!r.isMalformed() && r.puzzle().shape().equals(shape)) {
                        pool.add(Subject.of(r.puzzle(), r.providedSolution()));
                    }
                }
            } catch (IOException | RuntimeException e) {
                // A dataset that does not open leaves the pool smaller; the generated cases go on.
            }
        }
        return pool;
    }
}
