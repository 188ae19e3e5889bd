package dev.sudokucompare.core.solve.frame;

import dev.sudokucompare.core.plugin.PluginApi;
import dev.sudokucompare.core.plugin.SolverPlugin;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * One of the tool's own solver families as a {@link SolverPlugin}, the contract outside authors
 * implement too: its specs with their descriptions and the function that makes a solver of a
 * spec. A family subclasses it with a public no-argument constructor and lists the subclass in
 * its module's {@code META-INF/services/dev.sudokucompare.core.plugin.SolverPlugin}.
 */
public abstract class FamilyPlugin implements SolverPlugin {

    private final Map<String, String> described;
    private final Function<String, Optional<SudokuSolver>> maker;

    /**
     * @param described each spec (or spec pattern) with a one-line description, in the order
     *     {@code list} shows them
     * @param maker the solver of a spec, empty when the spec is not the family's; throws
     *     {@link IllegalArgumentException} when it is, with wrong options
     */
    protected FamilyPlugin(Map<String, String> described, Function<String, Optional<SudokuSolver>> maker) {
        this.described = Collections.unmodifiableMap(new LinkedHashMap<>(described));
        this.maker = maker;
    }

    @Override
    public final String apiVersion() {
        return PluginApi.VERSION;
    }

    @Override
    public final Map<String, String> describe() {
        return described;
    }

    @Override
    public final Optional<SudokuSolver> create(String spec) {
        return maker.apply(spec);
    }
}
