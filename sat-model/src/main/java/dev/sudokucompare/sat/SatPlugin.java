package dev.sudokucompare.sat;

import dev.sudokucompare.core.cnf.Encoding;
import dev.sudokucompare.core.cnf.Givens;
import dev.sudokucompare.core.cnf.SatOptions;
import dev.sudokucompare.core.plugin.Library;
import dev.sudokucompare.core.solve.frame.FamilyPlugin;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The SAT model (Sat4j) as a plug-in of the tool, with its encoding and givens options. */
public final class SatPlugin extends FamilyPlugin {

    public SatPlugin() {
        super(described(), SatSolver::fromSpec);
    }

    private static Map<String, String> described() {
        SatOptions d = SatOptions.DEFAULT;
        Map<String, String> lines = new LinkedHashMap<>();
        lines.put("sat", "Sat4j on a CNF: a variable per (cell, value), pairwise at-most-one clauses"
                + " (default encoding=" + d.encoding().specName() + ", givens=" + d.givens().specName() + ")");
        for (Encoding e : Encoding.values()) {
            lines.put("sat:encoding=" + e.specName(), e.description());
        }
        for (Givens g : Givens.values()) {
            lines.put("sat:givens=" + g.specName(), g.description());
        }
        return lines;
    }

    /** Read once: the version comes from the library's jar. */
    private static final List<Library> LIBRARIES = List.of(Library.of("sat4j", "org.ow2.sat4j/org.ow2.sat4j.core", "EPL-1.0 OR LGPL-2.1", SatPlugin.class));

    @Override
    public List<Library> libraries() {
        return LIBRARIES;
    }
}
