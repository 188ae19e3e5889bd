package dev.sudokucompare.report.trace;

/**
 * Per-depth counts grouped so that a plot or a table never has more than {@link #MAX_POINTS} of
 * them: 9x9 searches (at most 81 depths) are never grouped, a 64x64 one may be.
 */
record DepthBins(int width, long[] nodes, long[] backtracks) {

    static final int MAX_POINTS = 120;

    static DepthBins of(long[] nodes, long[] backtracks, int depthLimit) {
        int width = Math.max(1, (depthLimit + MAX_POINTS) / MAX_POINTS);
        return new DepthBins(width, group(nodes, width), group(backtracks, width));
    }

    private static long[] group(long[] counts, int width) {
        long[] out = new long[(counts.length + width - 1) / width];
        for (int d = 0; d < counts.length; d++) {
            out[d / width] += counts[d];
        }
        return out;
    }

    /** "12" or "12–15". */
    String label(int bin) {
        return width == 1 ? Integer.toString(bin) : bin * width + "–" + ((bin + 1) * width - 1);
    }
}
