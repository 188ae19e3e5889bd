package dev.sudokucompare.core.dfs;

import dev.sudokucompare.core.dfs.fast.FastDfs;
import dev.sudokucompare.core.dfs.ladder.Ladder;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The hand-written depth-first family, by name: the teaching ladder ({@link Ladder}, bottom rung
 * first), then the fast {@code dfs}.
 */
public final class DfsSolvers {

    private static final String FAST = "dfs";
    private static final String FAST_DESCRIPTION = "the fastest: 9x9 bit-parallel bands (singles, locked candidates, "
            + "minirow counting), branching on a digit's placement in a band; other shapes: singles, locked "
            + "candidates, pairs, last-conflict then conflict-history (CHS) branching; copy per level";

    private DfsSolvers() {
    }

    /** The names, in ladder order and the fast one last, with what each adds. */
    public static Map<String, String> descriptions() {
        Map<String, String> all = new LinkedHashMap<>();
        for (Ladder rung : Ladder.values()) {
            all.put(rung.solverName(), rung.description());
        }
        all.put(FAST, FAST_DESCRIPTION);
        return Collections.unmodifiableMap(all);
    }

    /**
     * The rungs that report each decision to a {@link dev.sudokucompare.core.solve.SearchTrace}:
     * the teaching ladder. {@code dfs} copies its board per level and keeps no such account.
     */
    public static final List<String> TRACING = Arrays.stream(Ladder.values()).map(Ladder::solverName).toList();

    /** A new solver of that name, if it is one of the family. */
    public static Optional<SudokuSolver> fromSpec(String name) {
        if (FAST.equals(name)) {
            return Optional.of(new FastDfs(FAST));
        }
        return Arrays.stream(Ladder.values()).filter(r -> r.solverName().equals(name)).findFirst()
                .map(Ladder::newSolver);
    }
}
