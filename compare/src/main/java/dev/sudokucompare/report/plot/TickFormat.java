package dev.sudokucompare.report.plot;

import java.math.BigDecimal;
import java.util.Locale;

/** How tick values read: times with their unit ("200 µs"), counts ("10k"), or plain integers. */
enum TickFormat {
    /** Values are nanoseconds. */
    TIME {
        @Override
        String label(double v) {
            return scaled(v, " ns", " µs", " ms", " s");
        }
    },
    /** Large counts shortened: 1, 10, 1k, 10k, 1M, 1G. */
    COUNT {
        @Override
        String label(double v) {
            return scaled(v, "", "k", "M", "G");
        }
    },
    /** Integers with thousands separators. */
    INTEGER {
        @Override
        String label(double v) {
            return String.format(Locale.ROOT, "%,d", Math.round(v));
        }
    };

    abstract String label(double value);

    /** {@code v} in the largest of its units (for 1, a thousand, a million, a billion) that it reaches. */
    private static String scaled(double v, String one, String thousand, String million, String billion) {
        if (v < 1e3) {
            return trim(v) + one;
        }
        if (v < 1e6) {
            return trim(v / 1e3) + thousand;
        }
        return v < 1e9 ? trim(v / 1e6) + million : trim(v / 1e9) + billion;
    }

    /** 3 significant digits at most, no trailing zeros: 0.5, 2, 250. */
    static String trim(double v) {
        return new BigDecimal(v).round(new java.math.MathContext(3)).stripTrailingZeros().toPlainString();
    }
}
