package dev.sudokucompare.bench;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.cp.ChocoOptions;
import dev.sudokucompare.cp.ChocoSolver;
import dev.sudokucompare.cp.ModelPolicy;
import dev.sudokucompare.cp.Strategy;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Every Choco configuration (consistency x search, fresh model; and the reusable searches with a
 * reused model) on one dataset, FIRST mode. All configurations run on every puzzle in a seeded
 * random order, so drift on a shared machine hits each alike; warm-up rounds are not counted.
 * Prints a Markdown table: mean build µs, mean search µs, mean total µs and mean nodes.
 *
 * <p>{@code java -cp bench/target/benchmarks.jar dev.sudokucompare.bench.ChocoConfigurations [dataset] [warmup] [rounds]}
 */
public final class ChocoConfigurations {

    private ChocoConfigurations() {
    }

    /** Sums over the measured calls of one configuration. */
    private static final class Totals {
        long build;
        long search;
        long nodes;
        long calls;
        long unanswered;
    }

    public static void main(String[] args) {
        String dataset = args.length > 0 ? args[0] : "norvig-top95.txt";
        int warmup = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        Grid[] puzzles = PuzzleSlice.everyKth(dataset, 1);
        Map<String, SudokuSolver> configs = configurations();
        Map<String, Totals> totals = new LinkedHashMap<>();
        configs.keySet().forEach(k -> totals.put(k, new Totals()));
        List<String> order = new ArrayList<>(configs.keySet());
        Random random = new Random(42);
        SolveRequest request = SolveRequest.first().withTimeLimit(Duration.ofSeconds(10));
        for (int round = -warmup; round < rounds; round++) {
            for (Grid puzzle : puzzles) {
                Collections.shuffle(order, random);
                for (String name : order) {
                    SolveResult r = configs.get(name).solve(puzzle, request);
                    if (r.status() == Status.SOLVED && !Checker.isSolution(puzzle, r.solution())) {
                        throw new IllegalStateException(name + " returned an invalid solution for " + puzzle);
                    }
                    if (round >= 0) {
                        Totals t = totals.get(name);
                        t.build += r.stats().buildNanos();
                        t.search += r.stats().searchNanos();
                        t.nodes += r.stats().nodes();
                        t.calls++;
                        t.unanswered += r.status() == Status.SOLVED ? 0 : 1;
                    }
                }
            }
        }
        System.out.printf("%s, FIRST, %d puzzles x %d rounds after %d warm-up round(s); JVM %s%n%n", dataset,
                puzzles.length, rounds, warmup, System.getProperty("java.runtime.version"));
        System.out.println("| configuration | mean build µs | mean search µs | mean total µs | mean nodes | unanswered |");
        System.out.println("|---|--:|--:|--:|--:|--:|");
        totals.forEach((name, t) -> System.out.printf("| `%s` | %.0f | %.0f | %.0f | %.1f | %d |%n", name,
                t.build / 1e3 / t.calls, t.search / 1e3 / t.calls, (t.build + t.search) / 1e3 / t.calls,
                (double) t.nodes / t.calls, t.unanswered));
    }

    private static Map<String, SudokuSolver> configurations() {
        Map<String, SudokuSolver> configs = new LinkedHashMap<>();
        for (String consistency : ChocoOptions.consistencies()) {
            for (Strategy search : Strategy.values()) {
                ChocoOptions fresh = ChocoOptions.DEFAULT.withConsistency(consistency).withStrategy(search)
                        .withModelPolicy(ModelPolicy.FRESH);
                configs.put(fresh.spec(), new ChocoSolver(fresh));
                if (search.leavesReusedModelClean()) {
                    ChocoOptions reuse = fresh.withModelPolicy(ModelPolicy.REUSE);
                    configs.put(reuse.spec(), new ChocoSolver(reuse));
                }
            }
        }
        return configs;
    }
}
