package dev.sudokucompare.report;

import java.util.Locale;

/** Numbers as people read them: times with a unit chosen by size, ratios, counts. */
public final class Units {

    private Units() {
    }

    /** "812 ns", "12.3 µs", "4.56 ms", "1.23 s"; "-" for NaN. */
    public static String time(double nanos) {
        if (Double.isNaN(nanos)) {
            return "-";
        }
        if (nanos < 1e3) {
            return String.format(Locale.ROOT, "%.0f ns", nanos);
        }
        if (nanos < 1e6) {
            return String.format(Locale.ROOT, "%.3g µs", nanos / 1e3);
        }
        if (nanos < 1e9) {
            return String.format(Locale.ROOT, "%.3g ms", nanos / 1e6);
        }
        return String.format(Locale.ROOT, "%.3g s", nanos / 1e9);
    }

    /** "1.23x"; "-" for NaN. */
    public static String ratio(double r) {
        return Double.isNaN(r) ? "-" : String.format(Locale.ROOT, r >= 100 ? "%.0fx" : "%.3gx", r);
    }

    /** A mean with its interval: "12.3 µs [11.9 µs, 12.8 µs]". */
    public static String timeWithCi(double mean, double low, double high) {
        return time(mean) + (Double.isNaN(low) ? "" : " [" + time(Math.max(low, 0)) + ", " + time(high) + "]");
    }

    /** "1,234" for counts; "-" for NaN; one decimal below 10. */
    public static String count(double v) {
        if (Double.isNaN(v)) {
            return "-";
        }
        return v < 10 && v != Math.rint(v) ? String.format(Locale.ROOT, "%.1f", v)
                : String.format(Locale.ROOT, "%,.0f", v);
    }

    public static String perSecond(double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, v >= 100 ? "%,.0f" : "%.3g", v);
    }
}
