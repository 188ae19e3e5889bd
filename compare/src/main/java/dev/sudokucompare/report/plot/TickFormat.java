package dev.sudokucompare.report.plot;

import java.math.BigDecimal;
import java.util.Locale;

/** How tick values read: times with their unit ("200 µs"), counts ("10k"), or plain integers. */
public enum TickFormat {
    /** Values are nanoseconds. */
    TIME {
        @Override
        String label(double v) {
            if (v < 1e3) {
                return trim(v) + " ns";
            }
            if (v < 1e6) {
                return trim(v / 1e3) + " µs";
            }
            return v < 1e9 ? trim(v / 1e6) + " ms" : trim(v / 1e9) + " s";
        }
    },
    /** Large counts shortened: 1, 10, 1k, 10k, 1M, 1G. */
    COUNT {
        @Override
        String label(double v) {
            if (v < 1e3) {
                return trim(v);
            }
            if (v < 1e6) {
                return trim(v / 1e3) + "k";
            }
            return v < 1e9 ? trim(v / 1e6) + "M" : trim(v / 1e9) + "G";
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

    /** 3 significant digits at most, no trailing zeros: 0.5, 2, 250. */
    static String trim(double v) {
        return new BigDecimal(v).round(new java.math.MathContext(3)).stripTrailingZeros().toPlainString();
    }
}
