package dev.sudokucompare.report.plot;

import java.util.Locale;

/** Short texts for plots. */
final class Labels {

    private Labels() {
    }

    /** At most {@code max} characters, an ellipsis marking the cut. */
    static String shorten(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max - 1) + "…";
    }

    /** "1,234". */
    static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
