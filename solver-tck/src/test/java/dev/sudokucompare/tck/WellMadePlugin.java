package dev.sudokucompare.tck;

import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.plugin.PluginApi;
import dev.sudokucompare.core.plugin.SolverPlugin;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A plug-in as it should be (listed in this module's test service file): {@code kit-mrv} is
 * dfs-mrv, {@code kit-mrv:quiet} a pattern with options. The broken ones in {@link
 * KitCatchesBrokenPluginsTest} each change one thing.
 */
public class WellMadePlugin implements SolverPlugin {

    @Override
    public String apiVersion() {
        return PluginApi.VERSION;
    }

    @Override
    public Map<String, String> describe() {
        Map<String, String> specs = new LinkedHashMap<>();
        specs.put("kit-mrv", "dfs-mrv, for the kit's own tests");
        specs.put("kit-mrv:quiet", "the same, with an option");
        return specs;
    }

    @Override
    public Optional<SudokuSolver> create(String spec) {
        return spec.equals("kit-mrv") || spec.equals("kit-mrv:quiet") ? DfsSolvers.fromSpec("dfs-mrv") : Optional.empty();
    }
}
