package dev.sudokucompare.report.html;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.engine.Judge;
import dev.sudokucompare.engine.Reference;
import dev.sudokucompare.engine.Outcome;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.report.provenance.Environment;
import dev.sudokucompare.report.provenance.Provenance;
import dev.sudokucompare.report.run.RunRecorder;
import dev.sudokucompare.report.run.RunReport;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** Hand-made runs for the page tests: solver and file names are hostile on purpose. */
final class TestRuns {

    static final String PUZZLE =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    static final Grid SOLUTION = Grid.parse(
            "417369825632158947958724316825437169791586432346912758289643571573291684164875293");

    private static final Judge JUDGE = new Judge(Mode.FIRST, 2, Reference.OFF);

    private final List<String> solvers;
    private final PlotSamples samples;
    private final RunRecorder all;

    TestRuns(List<String> solvers) {
        this.solvers = List.copyOf(solvers);
        this.samples = new PlotSamples(solvers);
        this.all = new RunRecorder(solvers, solvers.stream().map(s -> true).toList(),
                solvers.stream().map(s -> false).toList(), 0, null, samples);
    }

    PlotSamples samples() {
        return samples;
    }

    /** A record every solver solves correctly; solver s takes (s + 1) * nanos and s * 10 nodes. */
    TestRuns agree(String source, long index, long nanos) {
        List<Outcome> outcomes = new ArrayList<>();
        for (int s = 0; s < solvers.size(); s++) {
            outcomes.add(new Outcome(solvers.get(s), solved(SOLUTION, s * 10L), (s + 1) * nanos, null));
        }
        all.judged(JUDGE.judge(PuzzleRecord.of(source, index, index, Grid.parse(PUZZLE)), outcomes));
        return this;
    }

    /** A record every solver solves correctly, solver s in {@code nanos[s]}. */
    TestRuns timed(String source, long index, long... nanos) {
        List<Outcome> outcomes = new ArrayList<>();
        for (int s = 0; s < solvers.size(); s++) {
            outcomes.add(new Outcome(solvers.get(s), solved(SOLUTION, 10), nanos[s], null));
        }
        all.judged(JUDGE.judge(PuzzleRecord.of(source, index, index, Grid.parse(PUZZLE)), outcomes));
        return this;
    }

    /** The last solver answers with one cell changed; the others are right. */
    TestRuns wrong(String source, long index) {
        List<Outcome> outcomes = new ArrayList<>();
        Grid bad = SOLUTION.with(80, SOLUTION.get(80) % 9 + 1);
        for (int s = 0; s < solvers.size(); s++) {
            boolean last = s == solvers.size() - 1;
            outcomes.add(new Outcome(solvers.get(s), solved(last ? bad : SOLUTION, 5), 1000, last ? "row 9 repeats" : null));
        }
        all.judged(JUDGE.judge(PuzzleRecord.of(source, index, index, Grid.parse(PUZZLE)), outcomes));
        return this;
    }

    /**
     * Solver s answers correctly in {@code nanos[s]}; where that is negative, it is stopped by the
     * limit after -nanos[s]; where it is 0, it answers wrongly (one cell changed) in 400 ms.
     */
    TestRuns limited(String source, long index, long... nanos) {
        List<Outcome> outcomes = new ArrayList<>();
        Grid bad = SOLUTION.with(80, SOLUTION.get(80) % 9 + 1);
        for (int s = 0; s < solvers.size(); s++) {
            outcomes.add(nanos[s] < 0 ? new Outcome(solvers.get(s), SolveResult.limit("time limit", SearchStats.NONE),
                    -nanos[s], null)
                    : nanos[s] == 0 ? new Outcome(solvers.get(s), solved(bad, 5), 400_000_000, "row 9 repeats")
                    : new Outcome(solvers.get(s), solved(SOLUTION, 10), nanos[s], null));
        }
        all.judged(JUDGE.judge(PuzzleRecord.of(source, index, index, Grid.parse(PUZZLE)), outcomes));
        return this;
    }

    TestRuns malformed(String source, long index, String raw) {
        all.judged(JUDGE.judge(PuzzleRecord.malformed(source, index, index, source + ":" + index + ": bad record", raw),
                List.of()));
        return this;
    }

    RunReport report(List<String> arguments) {
        Settings settings = Settings.builder(solvers).seed(7).build();
        Environment env = new Environment("Vendor <x>", "17", "VM", "Linux", "amd64", "CPU & co", 2, 1L << 30, 1L << 20,
                List.of("-Xmx1g"), "G1 Young Generation", "unreadable", 0.5, 0.7);
        return all.report(Provenance.of("test"), arguments, settings, env, Instant.EPOCH, 1.5, "");
    }

    private static SolveResult solved(Grid g, long nodes) {
        return new SolveResult(Status.SOLVED, g, 1, false, new SearchStats(nodes, 0, 0, 0, 0), "");
    }
}
