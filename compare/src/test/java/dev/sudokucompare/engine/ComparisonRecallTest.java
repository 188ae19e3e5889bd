package dev.sudokucompare.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A run that goes on from an earlier session: the records a {@link Recall} knows are heard (as
 * recalled, not judged) at their own place in the input's order, never solved; the others are
 * solved, in the solver order an uninterrupted run gives them; each record is heard once.
 */
class ComparisonRecallTest {

    /** An event the listener heard: a record judged now, or recalled. */
    private record Heard(long index, boolean recalled) {
    }

    @ParameterizedTest(name = "threads {0}, seed {1}")
    @CsvSource({"1, 1", "1, 2", "2, 3", "3, 4"})
    void recalledRecordsAreHeardInOrderAndNeverSolved(int threads, long seed) throws Exception {
        String puzzles = Files.readString(Datasets.dir().resolve("norvig-top95.txt"));
        Input input = LineInputs.of("top95", puzzles);
        Settings settings = Settings.builder(List.of("A", "B")).timeout(HangGuard.LIMIT).threads(threads).build();
        // The earlier session's judgements: an uninterrupted run's, of a random half of the records.
        List<Judgement> uninterrupted = new ArrayList<>();
        new Comparison(settings, List.of(solver("A", null), solver("B", null)), Reference.OFF, uninterrupted::add).run(List.of(input));
        Random random = new Random(seed);
        Map<Long, Judgement> earlier = new HashMap<>();
        uninterrupted.stream().filter(j -> random.nextBoolean()).forEach(j -> earlier.put(j.record().index(), j));

        Set<String> solved = Collections.synchronizedSet(new TreeSet<>());
        List<Heard> heard = new ArrayList<>();
        ComparisonListener listener = new ComparisonListener() {
            @Override
            public void judged(Judgement j) {
                heard.add(new Heard(j.record().index(), false));
            }

            @Override
            public void recalled(Judgement j) {
                assertThat(j).isSameAs(earlier.get(j.record().index()));
                heard.add(new Heard(j.record().index(), true));
            }
        };
        Recall recall = r -> earlier.get(r.index());
        new Comparison(settings, List.of(solver("A", solved), solver("B", null)), Reference.OFF, listener, recall).run(List.of(input));

        assertThat(heard).extracting(Heard::index).containsExactlyElementsOf(
                uninterrupted.stream().map(j -> j.record().index()).toList());
        assertThat(heard).allMatch(h -> h.recalled() == earlier.containsKey(h.index()));
        assertThat(solved).doesNotContainAnyElementsOf(earlier.values().stream().map(j -> j.record().puzzle().toString())
                .toList()).hasSize(95 - earlier.size());
        assertThat(earlier).isNotEmpty().hasSizeLessThan(95);
    }

    @ParameterizedTest(name = "seed {0}")
    @CsvSource({"5", "6"})
    void theRecordsLeftRunInTheSolverOrderOfAnUninterruptedRun(long seed) throws Exception {
        String puzzles = Files.readString(Datasets.dir().resolve("norvig-hardest.txt"));
        Input input = LineInputs.of("hardest", puzzles);
        Settings settings = Settings.builder(List.of("A", "B")).timeout(HangGuard.LIMIT).build();
        List<String> calls = Collections.synchronizedList(new ArrayList<>());
        new Comparison(settings, List.of(named("A", calls), named("B", calls)), Reference.OFF, j -> { }).run(List.of(input));
        List<String> whole = List.copyOf(calls);
        calls.clear();
        Random random = new Random(seed);
        Set<Long> done = new TreeSet<>();
        for (long i = 1; i <= 11; i++) {
            if (random.nextBoolean()) {
                done.add(i);
            }
        }
        Judge judge = new Judge(settings.mode(), settings.countLimit(), Reference.OFF);
        Recall recall = r -> done.contains(r.index()) ? judge.judge(r, List.of()) : null;
        new Comparison(settings, List.of(named("A", calls), named("B", calls)), Reference.OFF, j -> { }, recall).run(List.of(input));
        List<String> left = new ArrayList<>();
        for (int i = 0; i < 11; i++) {
            if (!done.contains((long) i + 1)) {
                left.addAll(whole.subList(2 * i, 2 * i + 2));
            }
        }
        assertThat(calls).containsExactlyElementsOf(left);
    }

    private static SudokuSolver named(String name, List<String> calls) {
        return solver(name, null, calls);
    }

    private static SudokuSolver solver(String name, Set<String> solved) {
        return solver(name, solved, null);
    }

    /** dfs under another name, noting which puzzles it solves or the order it is called in. */
    private static SudokuSolver solver(String name, Set<String> solvedPuzzles, List<String> calls) {
        SudokuSolver real = DfsSolvers.fromSpec("dfs").orElseThrow();
        return new SudokuSolver() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public SolveResult solve(Grid puzzle, SolveRequest request) {
                if (solvedPuzzles != null) {
                    solvedPuzzles.add(puzzle.toString());
                }
                if (calls != null) {
                    calls.add(name);
                }
                return real.solve(puzzle, request);
            }
        };
    }
}
