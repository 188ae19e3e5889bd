package dev.sudokucompare.tck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.plugin.SolverPlugin;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;

/**
 * {@link SolverPluginContract} passes a well-made plug-in and fails each broken one in the one
 * test about its fault, and in no other.
 */
class KitCatchesBrokenPluginsTest {

    /** The contract against {@link WellMadePlugin}: every test passes. */
    static class WellMade extends SolverPluginContract {
        @Override
        protected SolverPlugin plugin() {
            return new WellMadePlugin();
        }
    }

    /** Launched only from here: each fails by design. */
    @ExtendWith(KitCatchesBrokenSolversTest.OnlyLaunchedFromHere.class)
    abstract static class Broken extends SolverPluginContract {
    }

    /** Not in the service file: the tool would never find it. */
    public static final class Unlisted extends WellMadePlugin {
    }

    static class UnlistedContract extends Broken {
        @Override
        protected SolverPlugin plugin() {
            return new Unlisted();
        }
    }

    /** Built for another major version. (Each broken plug-in but Unlisted is in the test service file.) */
    public static final class OtherMajor extends WellMadePlugin {
        @Override
        public String apiVersion() {
            return "2.0";
        }
    }

    static class OtherMajorContract extends Broken {
        @Override
        protected SolverPlugin plugin() {
            return new OtherMajor();
        }
    }

    public static final class DescribesNothing extends WellMadePlugin {
        @Override
        public Map<String, String> describe() {
            return Map.of();
        }
    }

    static class DescribesNothingContract extends Broken {
        @Override
        protected SolverPlugin plugin() {
            return new DescribesNothing();
        }
    }

    /** Describes a solver it does not make. */
    public static final class Ghost extends WellMadePlugin {
        @Override
        public Map<String, String> describe() {
            return Map.of("kit-ghost", "never made");
        }
    }

    static class GhostContract extends Broken {
        @Override
        protected SolverPlugin plugin() {
            return new Ghost();
        }
    }

    /** Answers every spec, the tool's own included. */
    public static final class Greedy extends WellMadePlugin {
        @Override
        public Optional<SudokuSolver> create(String spec) {
            return DfsSolvers.fromSpec("dfs-mrv");
        }
    }

    static class GreedyContract extends Broken {
        @Override
        protected SolverPlugin plugin() {
            return new Greedy();
        }
    }

    @Test
    void aWellMadePluginPassesEveryTest() {
        Events events = EngineTestKit.engine("junit-jupiter").selectors(selectClass(WellMade.class)).execute().testEvents();
        assertThat(events.failed().count()).isZero();
        assertThat(events.succeeded().count()).isEqualTo(5);
    }

    @Test
    void eachBrokenPluginFailsTheTestAboutItsFaultOnly() {
        assertFailsOnly(UnlistedContract.class, "serviceFileListsThePlugin");
        assertFailsOnly(OtherMajorContract.class, "apiVersionIsAcceptedByThisTool");
        assertFailsOnly(DescribesNothingContract.class, "describeNamesAtLeastOneSolver", "everyPlainNameMakesASolver");
        assertFailsOnly(GhostContract.class, "everyPlainNameMakesASolver");
        assertFailsOnly(GreedyContract.class, "aSpecOfAnotherFamilyMakesNothing");
    }

    private static void assertFailsOnly(Class<? extends Broken> broken, String... failing) {
        Events events = EngineTestKit.engine("junit-jupiter")
                .configurationParameter(KitCatchesBrokenSolversTest.RUN_BROKEN, "true")
                .selectors(selectClass(broken)).execute().testEvents();
        assertThat(events.failed().list().stream().map(e -> e.getTestDescriptor().getDisplayName()
                .replaceAll("\\(.*", "")).sorted().toList()).as(broken.getSimpleName()).containsExactlyInAnyOrder(failing);
        assertThat(events.succeeded().count()).as(broken.getSimpleName()).isEqualTo(5 - failing.length);
    }
}
