package dev.sudokucompare.report.plot;

import java.util.Locale;

/** Short texts for plots. */
final class Labels {

    private Labels() {
    }

    /**
     * At most {@code max} characters, an ellipsis in the middle marking the cut: solver specs
     * differ at either end ({@code choco:...,model=reuse} and {@code ...,model=fresh}), so both
     * ends are kept.
     */
    static String shorten(String s, int max) {
        if (s.length() <= max) {
            return s;
        }
        int head = (max - 1) / 2;
        int tail = max - 1 - head;
        return s.substring(0, head) + "…" + s.substring(s.length() - tail);
    }

    /** "1,234". */
    static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
