package dev.sudokucompare.core.dfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.EffortGolden;
import dev.sudokucompare.core.EffortGolden.Puzzle;
import dev.sudokucompare.core.EffortGolden.Row;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every DFS rung's exact nodes, backtracks and fails, per mode, on the fixed puzzles, against
 * {@code golden/dfs-effort.csv}. The golden file was first written by the code itself, so the
 * other tests here check what can be checked without it: relations between the rungs and between
 * the counts that follow from how the searches are built.
 */
class DfsEffortGoldenTest {

    private static final Map<String, Row> ROWS = new LinkedHashMap<>();
    private static final List<Puzzle> PUZZLES = EffortGolden.puzzles();

    @BeforeAll
    static void measureOnce() {
        ROWS.putAll(measure());
    }

    /** Every row, measured now. */
    private static Map<String, Row> measure() {
        Map<String, Row> rows = new LinkedHashMap<>();
        for (Puzzle puzzle : PUZZLES) {
            for (String name : Solvers.ALL) {
                if (!puzzle.forAll() && Solvers.ROW_MAJOR.contains(name)) {
                    continue;
                }
                for (Mode mode : Mode.values()) {
                    Row row = EffortGolden.measure(Solvers.named(name), puzzle, mode);
                    rows.put(puzzle.name() + " " + name + " " + mode, row);
                }
                // Stopped half-way: where a search stands when a limit stops it is pinned too.
                long needed = rows.get(puzzle.name() + " " + name + " " + Mode.FIRST).nodes();
                if (needed >= 2) {
                    Row half = EffortGolden.measure(Solvers.named(name), puzzle, Mode.FIRST, needed / 2);
                    rows.put(puzzle.name() + " " + name + " FIRST half", half);
                }
            }
        }
        return rows;
    }

    /**
     * Measures anew rather than reading the before-all rows: mutation testing (PIT) credits a
     * test only with the code run inside it, so a search mutant would pass this test unseen.
     */
    @Test
    void effortMatchesTheGoldenFile() {
        EffortGolden.assertMatches("dfs-effort.csv", new ArrayList<>(measure().values()));
    }

    @Test
    void puzzlesNamedAfterADatasetLineAreThatLine() {
        for (Puzzle p : PUZZLES) {
            int colon = p.name().indexOf(':');
            if (colon > 0) {
                int line = Integer.parseInt(p.name().substring(colon + 1));
                assertThat(Datasets.grids(p.name().substring(0, colon) + ".txt").get(line - 1)).as(p.name())
                        .isEqualTo(p.grid());
            }
        }
    }

    /** Scan, tables and bitmasks only test a value differently: same tree in every mode, and FIRST is LEXMIN. */
    @Test
    void theRowMajorRungsWalkOneTreeInEveryMode() {
        for (Puzzle p : PUZZLES) {
            if (!p.forAll()) {
                continue;
            }
            for (Mode mode : Mode.values()) {
                Row scan = row(p, "dfs-scan", mode);
                for (String other : List.of("dfs-sets", "dfs-table", "dfs-bitmask")) {
                    assertThat(sameEffort(row(p, other, mode))).as("%s %s %s", p.name(), other, mode)
                            .isEqualTo(sameEffort(scan));
                }
            }
            assertThat(sameEffort(row(p, "dfs-scan", Mode.LEXMIN))).as(p.name())
                    .isEqualTo(sameEffort(row(p, "dfs-scan", Mode.FIRST)));
            Row scanHalf = ROWS.get(p.name() + " dfs-scan FIRST half");
            for (String other : List.of("dfs-table", "dfs-bitmask")) {
                Row half = ROWS.get(p.name() + " " + other + " FIRST half");
                assertThat(half == null ? null : sameEffort(half)).as("%s %s half-way", p.name(), other)
                        .isEqualTo(scanHalf == null ? null : sameEffort(scanHalf));
            }
        }
    }

    /**
     * A search that ran to its end took back every decision it made, so backtracks equal nodes;
     * a first solution keeps the decisions on its path, one per empty cell for a row-major rung.
     */
    @Test
    void backtracksFollowFromHowTheSearchEnded() {
        for (Row r : ROWS.values()) {
            String where = r.csv();
            assertThat(r.fails()).as(where).isEqualTo(r.backtracks());
            assertThat(r.backtracks()).as(where).isBetween(0L, r.nodes());
            if (r.nodeLimit() > 0) {
                assertThat(r.status()).as("stopped half-way: %s", where).isEqualTo(Status.LIMIT);
                continue;
            }
            boolean exhausted = r.status() == Status.NO_SOLUTION || r.exact();
            if (exhausted) {
                assertThat(r.backtracks()).as("exhausted: %s", where).isEqualTo(r.nodes());
            }
            Puzzle p = puzzle(r.puzzle());
            if (Solvers.ROW_MAJOR.contains(r.solver()) && r.mode() != Mode.COUNT && r.status() == Status.SOLVED) {
                int empty = p.grid().shape().cellCount() - p.grid().givenCount();
                assertThat(r.nodes() - r.backtracks()).as("decisions on the path: %s", where).isEqualTo(empty);
            }
        }
    }

    /** COUNT goes on where FIRST stopped, along the same branching: never fewer nodes. */
    @Test
    void countingSearchesAtLeastTheTreeOfTheFirstSolution() {
        for (Row first : ROWS.values()) {
            if (first.mode() == Mode.FIRST && first.nodeLimit() == 0) {
                Row count = row(puzzle(first.puzzle()), first.solver(), Mode.COUNT);
                assertThat(count.nodes()).as("%s vs %s", count.csv(), first.csv()).isGreaterThanOrEqualTo(first.nodes());
                assertThat(count.status()).as(count.csv()).isEqualTo(first.status());
            }
        }
    }

    /** Every rung agrees on status and solution count (the answers themselves go through the Checker). */
    @Test
    void everyRungFindsTheSameNumberOfSolutions() {
        for (Row r : ROWS.values()) {
            if (r.nodeLimit() > 0) {
                continue;
            }
            Row reference = row(puzzle(r.puzzle()), "dfs-mrv", r.mode());
            assertThat(List.of(r.status(), r.solutions(), r.exact())).as(r.csv())
                    .isEqualTo(List.of(reference.status(), reference.solutions(), reference.exact()));
        }
    }

    private static List<Object> sameEffort(Row r) {
        return List.of(r.status(), r.solutions(), r.exact(), r.nodes(), r.backtracks());
    }

    private static Row row(Puzzle p, String solver, Mode mode) {
        Row r = ROWS.get(p.name() + " " + solver + " " + mode);
        assertThat(r).as("%s %s %s measured", p.name(), solver, mode).isNotNull();
        return r;
    }

    private static Puzzle puzzle(String name) {
        return PUZZLES.stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
    }
}
