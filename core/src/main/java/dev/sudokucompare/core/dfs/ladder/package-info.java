/**
 * The teaching ladder, one class per rung and one table of rungs ({@link dev.sudokucompare.core.dfs.ladder.Ladder}):
 * {@code dfs-scan} (scan the units), {@code dfs-sets} (a {@code HashSet} per unit), {@code dfs-table} (boolean used-tables), {@code dfs-bitmask}
 * (bitmasks), then {@code dfs-mrv} (singles to a fixpoint, fewest-candidates cell). The four
 * row-major rungs make exactly the same decisions; each reports them to the request's trace.
 */
package dev.sudokucompare.core.dfs.ladder;
