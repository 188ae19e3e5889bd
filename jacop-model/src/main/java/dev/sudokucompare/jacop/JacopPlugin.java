package dev.sudokucompare.jacop;

import dev.sudokucompare.core.plugin.Library;
import dev.sudokucompare.core.solve.frame.FamilyPlugin;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JaCoP model as a plug-in of the tool, with its all-different consistency. It declares its
 * library, so provenance names JaCoP and its version with nothing in the tool knowing the family.
 */
public final class JacopPlugin extends FamilyPlugin {

    /** Read once, from the pom.properties JaCoP's jar carries (shaded into the plug-in's jar too). */
    static final Library JACOP = Library.of("jacop", "org.jacop/jacop", "AGPL-3.0", JacopPlugin.class);

    public JacopPlugin() {
        super(described(), JacopSolver::fromSpec);
    }

    private static Map<String, String> described() {
        Map<String, String> lines = new LinkedHashMap<>();
        lines.put(JacopOptions.NAME, JACOP.spoken() + " model: an IntVar per cell, all-different per row, column, box"
                + " (default consistency=" + JacopOptions.DEFAULT.consistency().specName() + "); smallest domain first,"
                + " lexmin row-major");
        for (Consistency c : Consistency.values()) {
            lines.put(JacopOptions.NAME + ":consistency=" + c.specName(), c.description());
        }
        return lines;
    }

    @Override
    public List<Library> libraries() {
        return List.of(JACOP);
    }
}
