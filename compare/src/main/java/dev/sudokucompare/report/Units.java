package dev.sudokucompare.report;

import dev.sudokucompare.stats.Figure;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
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
        // The unit is chosen after rounding to three digits: 999.6 µs reads "1.00 ms", where a
        // unit chosen first gave "1.00e+03 µs".
        if (nanos < 999.5) {
            return Math.round(nanos) + " ns";
        }
        double value = nanos / 1e3;
        String unit = " µs";
        if (value >= 999.5) {
            value = nanos / 1e6;
            unit = " ms";
        }
        if (value >= 999.5) {
            value = nanos / 1e9;
            unit = " s";
        }
        return threeDigits(value) + unit;
    }

    /**
     * A number of at least 1 to three significant digits, never in exponent form: "1.00", "12.3",
     * "123", "1230".
     */
    private static String threeDigits(double v) {
        // BigDecimal.valueOf rounds what Double.toString prints, as Formatter does.
        BigDecimal rounded = BigDecimal.valueOf(v).round(THREE_DIGITS);
        int integerDigits = rounded.precision() - rounded.scale();
        return rounded.setScale(Math.max(0, 3 - integerDigits), RoundingMode.HALF_UP).toPlainString();
    }

    private static final MathContext THREE_DIGITS = new MathContext(3, RoundingMode.HALF_UP);

    /** A time difference with its sign: "-1.23 ms", "+456 µs", "0 ns"; "-" for NaN. */
    public static String signedTime(double nanos) {
        if (Double.isNaN(nanos)) {
            return "-";
        }
        return (nanos > 0 ? "+" : nanos < 0 ? "-" : "") + time(Math.abs(nanos));
    }

    /** "[-1.20 ms, +3.40 µs]"; empty when there is no interval. */
    public static String signedTimeInterval(double low, double high) {
        return Double.isNaN(low) || Double.isNaN(high) ? "" : "[" + signedTime(low) + ", " + signedTime(high) + "]";
    }

    /** A share as a whole percentage, "97%" ("-" for NaN). */
    public static String percent(double share) {
        return Double.isNaN(share) ? "-" : Math.round(100 * share) + "%";
    }

    /** A time with its bound: "≥ 10.0 s" when censored calls make it a lower bound. */
    public static String time(Figure f) {
        return mark(f.bound()) + time(f.value());
    }

    /** "[1.20 ms, ≥ 10.0 s]"; empty when there is no interval. */
    public static String timeInterval(Figure low, Figure high) {
        return !low.exists() || !high.exists() ? "" : "[" + time(low) + ", " + time(high) + "]";
    }

    /** "≥ ", "≤ ", "~" or nothing: what censored calls make of a figure. */
    static String mark(Figure.Bound b) {
        return switch (b) {
            case EXACT -> "";
            case AT_LEAST -> "≥ ";
            case AT_MOST -> "≤ ";
            case NEITHER -> "~";
        };
    }

    /**
     * A speedup that may be a bound, in words: a ratio of at least 0.5 is "≤ 2.00x slower", of at
     * least 2 "≥ 2.00x faster".
     */
    public static String speedup(Figure f) {
        if (!f.exists()) {
            return "-";
        }
        Figure.Bound b = f.value() < 1 ? f.bound().reversed() : f.bound();
        return mark(b) + speedup(f.value());
    }

    /** A p-value: three significant digits, "< 0.0001" below that; "-" for NaN. */
    public static String pValue(double p) {
        if (Double.isNaN(p)) {
            return "-";
        }
        return p < 1e-4 ? "< 0.0001" : String.format(Locale.ROOT, "%.3g", p);
    }

    /**
     * A paired speedup as people read it: "3.21x faster", "18,400x slower", "1.00x" for even;
     * "-" for NaN. Never a bare ratio such as 5.43e-05x.
     */
    public static String speedup(double r) {
        if (Double.isNaN(r)) {
            return "-";
        }
        return magnitude(r) + (r > 1 ? " faster" : r < 1 ? " slower" : "");
    }

    /** An interval of speedups: "17.8x - 22.4x slower" on one side of even, else each with its side. */
    public static String speedupInterval(double low, double high) {
        return speedupInterval(Figure.exact(low), Figure.exact(high));
    }

    /**
     * An interval of speedups with each end's bound: "≥ 17.8x - ≥ 22.4x slower" when censored calls
     * make both ends bounds (a bound of the ratio turns round where it reads as slower).
     */
    public static String speedupInterval(Figure low, Figure high) {
        if (!low.exists() || !high.exists()) {
            return "-";
        }
        if (low.value() > 1 || high.value() < 1) {
            boolean faster = low.value() > 1;
            Figure a = faster ? low : new Figure(1 / high.value(), high.bound().reversed());
            Figure b = faster ? high : new Figure(1 / low.value(), low.bound().reversed());
            return mark(a.bound()) + magnitude(a.value()) + " - " + mark(b.bound()) + magnitude(b.value())
                    + (faster ? " faster" : " slower");
        }
        return speedup(low) + " - " + speedup(high);
    }

    /** A plain ratio with its bound: "1.07x", "≥ 1,250x", "0.850x"; "-" for NaN. */
    public static String ratio(Figure f) {
        if (!f.exists()) {
            return "-";
        }
        double r = f.value();
        return mark(f.bound()) + (r >= 1000 ? String.format(Locale.ROOT, "%,.0f", new BigDecimal(r).round(THREE_DIGITS))
                : threeDigits(r)) + "x";
    }

    /** "3.21x" or "18,400x" for a ratio or its inverse, whichever is at least 1. */
    private static String magnitude(double r) {
        double m = r >= 1 ? r : 1 / r;
        // Three significant digits at any size: 18,432 reads as 18,400.
        return (m >= 1000 ? String.format(Locale.ROOT, "%,.0f", new BigDecimal(m).round(THREE_DIGITS))
                : threeDigits(m)) + "x";
    }

    /** A figure with its interval: "12.3 µs [11.9 µs, 12.8 µs]". */
    public static String timeWithCi(Figure value, Figure low, Figure high) {
        String interval = timeInterval(low, high);
        return time(value) + (interval.isEmpty() ? "" : " " + interval);
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
