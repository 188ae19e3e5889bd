package dev.sudokucompare.cp;

import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.solve.frame.Choice;
import dev.sudokucompare.core.Datasets;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import java.util.List;
import java.util.Random;
import org.chocosolver.solver.search.loop.monitors.IMonitorOpenNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A reused model answers exactly like a fresh one, whatever the calls before it on the thread did. */
class ReusedModelTest {

    private static final Shape CLASSIC = Shape.CLASSIC;

    @ParameterizedTest(name = "{0}, {1}")
    @CsvSource({"AC, minDom", "AC_COMPLEMENT, inputOrder", "BC, minDom", "FC, minDom"})
    void interleavedCallsOfEveryOutcomeMatchAFreshModel(String consistency, String search) {
        ChocoOptions options = ChocoOptions.DEFAULT.withConsistency(consistency)
                .withStrategy(Choice.find(Strategy.class, "search", search));
        ChocoSolver fresh = new ChocoSolver(options.withModelPolicy(ModelPolicy.FRESH));
        ChocoSolver reused = new ChocoSolver(options.withModelPolicy(ModelPolicy.REUSE));
        List<Probe> menu = Probe.classicMenu();
        List<SolveResult> expected = menu.stream().map(p -> p.on(fresh)).toList();
        Random random = new Random(6);
        for (int call = 0; call < 200; call++) {
            int pick = random.nextInt(menu.size());
            menu.get(pick).assertSameAnswer(expected.get(pick), menu.get(pick).on(reused), "call " + call);
        }
        assertThat(expected).as("the menu covers a NO_SOLUTION found by the initial propagation")
                .anyMatch(r -> r.status() == Status.NO_SOLUTION && r.stats().nodes() == 0 && r.stats().fails() > 0);
        assertThat(expected).extracting(SolveResult::status).contains(Status.SOLVED, Status.LIMIT);
    }

    @Test
    void otherShapesOnTheSameThreadGetTheirOwnModel() {
        ChocoSolver fresh = new ChocoSolver(ChocoOptions.DEFAULT.withModelPolicy(ModelPolicy.FRESH));
        ChocoSolver reused = new ChocoSolver(ChocoOptions.DEFAULT.withModelPolicy(ModelPolicy.REUSE));
        Grid janko = Datasets.grids("sudoku16-janko-55.txt").get(0);
        Grid frisch = Datasets.grids("sudoku25-frisch.txt").get(0);
        List<Probe> probes = List.of(Probe.classicMenu().get(0),
                new Probe("janko16:1 count", janko, HangGuard.count(2), false),
                new Probe("frisch25:1 out of time", frisch,
                        SolveRequest.first().withTimeLimit(java.time.Duration.ofMillis(30)), true));
        for (int round = 0; round < 3; round++) {
            for (Probe p : probes) {
                p.assertSameAnswer(p.on(fresh), p.on(reused), "round " + round);
            }
        }
        assertThat(reused.reusedModels().current(janko.shape())).isPresent();
        assertThat(reused.reusedModels().current(frisch.shape())).isPresent();
    }

    @Test
    void nodeCountsAndNodeLimitsArePerCall() {
        ChocoSolver fresh = new ChocoSolver(ChocoOptions.DEFAULT.withModelPolicy(ModelPolicy.FRESH));
        ChocoSolver reused = new ChocoSolver(ChocoOptions.DEFAULT.withModelPolicy(ModelPolicy.REUSE));
        Grid hard = hardPuzzle(fresh);
        long freshNodes = fresh.solve(hard, HangGuard.first()).stats().nodes();
        SolveResult freshLimited = fresh.solve(hard, HangGuard.first().withNodeLimit(5));
        for (int call = 0; call < 3; call++) {
            // Counted over calls, the node limit would stop a later call at once.
            SolveResult limited = reused.solve(hard, HangGuard.first().withNodeLimit(5));
            assertThat(limited.status()).isEqualTo(Status.LIMIT);
            assertThat(limited.message()).isEqualTo("node limit 5 reached");
            assertThat(limited.stats().nodes()).as("call %d", call).isEqualTo(5);
            assertThat(List.of(limited.stats().backtracks(), limited.stats().fails())).as("call %d", call)
                    .isEqualTo(List.of(freshLimited.stats().backtracks(), freshLimited.stats().fails()));
            assertThat(reused.solve(hard, HangGuard.first()).stats().nodes()).isEqualTo(freshNodes);
        }
    }

    @Test
    void aCallThatThrowsMidSearchIsAnErrorAndTheNextCallGetsANewModel() {
        ChocoSolver fresh = new ChocoSolver(ChocoOptions.DEFAULT.withModelPolicy(ModelPolicy.FRESH));
        ChocoSolver reused = new ChocoSolver(ChocoOptions.DEFAULT.withModelPolicy(ModelPolicy.REUSE));
        Grid hard = hardPuzzle(fresh);
        reused.solve(hard, HangGuard.first());
        ReusableModel broken = reused.reusedModels().current(CLASSIC).orElseThrow();
        broken.model().model().getSolver().plugMonitor(new IMonitorOpenNode() {
            private int opened;

            @Override
            public void beforeOpenNode() {
                if (++opened == 3) {
                    throw new IllegalStateException("injected failure");
                }
            }
        });
        SolveResult failed = reused.solve(hard, HangGuard.first());
        assertThat(failed.status()).isEqualTo(Status.ERROR);
        assertThat(failed.message()).contains("injected failure");
        assertThat(reused.reusedModels().current(CLASSIC)).as("a model that threw is dropped").isEmpty();
        for (Probe p : Probe.classicMenu()) {
            p.assertSameAnswer(p.on(fresh), p.on(reused), "after the failure");
        }
        assertThat(reused.reusedModels().current(CLASSIC)).get().isNotSameAs(broken);
    }

    @Test
    void theFirstCallOnAThreadBuildsTheModelAndLaterCallsReuseIt() {
        ChocoSolver reused = new ChocoSolver(ChocoOptions.DEFAULT.withModelPolicy(ModelPolicy.REUSE));
        List<Grid> puzzles = Datasets.grids("sudoku16-janko-55.txt").subList(0, 5);
        Shape shape = puzzles.get(0).shape();
        assertThat(reused.reusedModels().current(shape)).isEmpty();
        Solving.solveVerified(reused, puzzles.get(0), HangGuard.first(), "janko16:1");
        ReusableModel built = reused.reusedModels().current(shape).orElseThrow();
        for (int i = 1; i < puzzles.size(); i++) {
            Solving.solveVerified(reused, puzzles.get(i), HangGuard.first(), "janko16:" + (i + 1));
            assertThat(reused.reusedModels().current(shape)).get().as("call %d", i + 1).isSameAs(built);
        }
        assertThat(built.model().model().getEnvironment().getWorldIndex()).as("back to the blank world")
                .isEqualTo(new ReusableModel(shape, "AC").model().model().getEnvironment().getWorldIndex());
    }

    /** When building the thread's model fails, the call's end finds nothing to unload or drop, and throws nothing. */
    @Test
    void aModelThatCouldNotBeBuiltLeavesNothingBehind() {
        ReusedModels models = new ReusedModels("NO_SUCH_CONSISTENCY");
        Grid puzzle = Datasets.grids("norvig-easy50.txt").get(0);
        assertThatThrownBy(() -> models.load(puzzle)).isInstanceOf(IllegalArgumentException.class);
        models.release(CLASSIC, true);
        models.release(CLASSIC, false);
        assertThat(models.current(CLASSIC)).isEmpty();
    }

    /** A top95 puzzle that needs at least 20 nodes with the default options. */
    static Grid hardPuzzle(ChocoSolver fresh) {
        return Datasets.grids("norvig-top95.txt").stream()
                .filter(p -> fresh.solve(p, HangGuard.first()).stats().nodes() >= 20).findFirst().orElseThrow();
    }
}
