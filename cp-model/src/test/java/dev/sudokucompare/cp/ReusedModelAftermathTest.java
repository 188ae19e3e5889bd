package dev.sudokucompare.cp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.SolveResult;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Whatever a call left behind (a limit, a proof of no solution at the root or by search, a lexmin
 * search) the next call on the thread's model never sees it.
 */
class ReusedModelAftermathTest {

    private final ChocoSolver fresh = new ChocoSolver(ChocoOptions.DEFAULT.withModelPolicy(ModelPolicy.FRESH));
    private final List<Probe> menu = Probe.classicMenu();
    private final List<SolveResult> expected = menu.stream().map(p -> p.on(fresh)).toList();

    /** One call of each kind of outcome, to run before every call of the menu. */
    private static final List<String> BEFORE = List.of("top95:1 first", "top95:1 count", "multi:1 count",
            "multi:1 lexmin", "no-solution:1", "no-solution:5", "top95:9 node limit", "top95:10 out of time",
            "top95:11 cancelled", "conflicting:1", "empty lexmin");

    @Test
    void everyKindOfOutcomeFollowedByAnyCallMatchesAFreshModel() {
        ChocoSolver reused = new ChocoSolver(ChocoOptions.DEFAULT);
        assertThat(reused.options().modelPolicy()).isEqualTo(ModelPolicy.REUSE);
        List<Probe> befores = menu.stream().filter(p -> BEFORE.contains(p.what())).toList();
        assertThat(befores).hasSameSizeAs(BEFORE);
        for (Probe before : befores) {
            for (int after = 0; after < menu.size(); after++) {
                before.on(reused);
                menu.get(after).assertSameAnswer(expected.get(after), menu.get(after).on(reused),
                        "after " + before.what() + ":");
            }
        }
    }

    @Test
    void threadsSharingASolverEachKeepTheirOwnModel() throws Exception {
        ChocoSolver reused = new ChocoSolver(ChocoOptions.DEFAULT);
        int threads = 2;
        CountDownLatch start = new CountDownLatch(threads);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<ReusableModel>> models = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                long seed = 40 + t;
                models.add(pool.submit(() -> {
                    start.countDown();
                    start.await();
                    replayShuffled(reused, new Random(seed));
                    return reused.reusedModels().current(Shape.CLASSIC).orElseThrow();
                }));
            }
            assertThat(models.get(0).get()).isNotSameAs(models.get(1).get());
        } finally {
            pool.shutdownNow();
        }
    }

    private void replayShuffled(ChocoSolver reused, Random random) {
        List<Integer> order = new ArrayList<>();
        for (int round = 0; round < 4; round++) {
            for (int i = 0; i < menu.size(); i++) {
                order.add(i);
            }
        }
        Collections.shuffle(order, random);
        for (int i : order) {
            menu.get(i).assertSameAnswer(expected.get(i), menu.get(i).on(reused), Thread.currentThread().getName());
        }
    }
}
