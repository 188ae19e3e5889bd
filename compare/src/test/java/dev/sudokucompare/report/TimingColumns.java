package dev.sudokucompare.report;

import java.util.Set;

/**
 * The CSV columns that measure time or depend on it (rank and wins follow the times): two runs of
 * the same work differ there and nowhere else, so tests comparing runs leave exactly these out.
 */
public final class TimingColumns {

    public static final Set<String> NAMES = Set.of("time_ns", "build_ns", "search_ns", "cpu_ns", "cpu_wall_ns", "peak_rss_kib",
            "total_ns", "puzzles_per_s", "par2_ns", "median_ns", "median_ci95_low_ns", "median_ci95_high_ns", "mean_ns",
            "mean_ci95_low_ns", "mean_ci95_high_ns", "p90_ns", "p99_ns", "max_ns", "mean_build_ns", "mean_search_ns",
            "mean_cpu_ns", "cpu_per_wall", "speedup_geomean", "speedup_ci95_low", "speedup_ci95_high", "speedup_hl",
            "speedup_hl_ci95_low", "speedup_hl_ci95_high", "wilcoxon_p", "wins", "losses", "ties", "rank",
            "par2_ci95_low_ns", "par2_ci95_high_ns", "rank_held", "rank_ci95_low", "rank_ci95_high", "borda", "rmst_ns",
            "rmst_ci95_low_ns", "rmst_ci95_high_ns", "wilcoxon_p_holm", "rmst_diff_ns", "rmst_diff_ci95_low_ns",
            "rmst_diff_ci95_high_ns", "rmst_diff_p", "rmst_diff_p_holm", "budget_ns", "solved", "solved_ci95_low",
            "solved_ci95_high");

    private TimingColumns() {
    }
}
