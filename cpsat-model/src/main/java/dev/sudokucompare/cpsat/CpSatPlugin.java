package dev.sudokucompare.cpsat;

import dev.sudokucompare.core.plugin.Library;
import dev.sudokucompare.core.solve.frame.FamilyPlugin;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Google OR-Tools' CP-SAT as a plug-in of the tool, with its worker count and LEXMIN method. */
public final class CpSatPlugin extends FamilyPlugin {

    public CpSatPlugin() {
        super(described(), CpSatSolver::fromSpec);
    }

    private static Map<String, String> described() {
        Map<String, String> lines = new LinkedHashMap<>();
        lines.put("cpsat", "OR-Tools CP-SAT model: an IntVar per cell, AddAllDifferent per row, column, box"
                + " (default workers=" + CpSatOptions.DEFAULT.workers() + ", lexmin="
                + CpSatOptions.DEFAULT.lexmin().specName() + ")");
        lines.put("cpsat:workers=N", "CP-SAT's parallel portfolio for first mode, 1.." + CpSatOptions.MAX_WORKERS
                + " (count and lexmin=search always run one worker)");
        for (LexminMethod m : LexminMethod.values()) {
            lines.put("cpsat:lexmin=" + m.specName(), m.description());
        }
        return lines;
    }

    /** Read once: the version comes from the library's jar. */
    private static final List<Library> LIBRARIES = List.of(Library.of("ortools", "com.google.ortools/ortools-java", "Apache-2.0", CpSatPlugin.class));

    @Override
    public List<Library> libraries() {
        return LIBRARIES;
    }
}
