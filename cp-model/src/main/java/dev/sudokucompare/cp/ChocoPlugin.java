package dev.sudokucompare.cp;

import dev.sudokucompare.core.plugin.Library;
import dev.sudokucompare.core.solve.frame.FamilyPlugin;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The Choco model as a plug-in of the tool, with its consistency, search and model options. */
public final class ChocoPlugin extends FamilyPlugin {

    public ChocoPlugin() {
        super(described(), ChocoSolver::fromSpec);
    }

    private static Map<String, String> described() {
        ChocoOptions d = ChocoOptions.DEFAULT;
        Map<String, String> lines = new LinkedHashMap<>();
        lines.put("choco", "choco-solver model: an IntVar per cell, allDifferent per row, column, box"
                + " (default consistency=" + d.consistency() + ", search=" + d.strategy().specName()
                + ", model=" + d.modelPolicy().specName() + ")");
        lines.put("choco:consistency=C", "allDifferent consistency, one of " + String.join(", ", ChocoOptions.consistencies()));
        for (Strategy s : Strategy.values()) {
            lines.put("choco:search=" + s.specName(), s.description());
        }
        for (ModelPolicy m : ModelPolicy.values()) {
            lines.put("choco:model=" + m.specName(), m.description());
        }
        return lines;
    }

    /** Read once: the version comes from the library's jar. */
    private static final List<Library> LIBRARIES = List.of(Library.of("choco-solver", "org.choco-solver/choco-solver", "BSD-4-Clause", ChocoPlugin.class));

    @Override
    public List<Library> libraries() {
        return LIBRARIES;
    }
}
