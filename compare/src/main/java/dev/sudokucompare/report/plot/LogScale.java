package dev.sudokucompare.report.plot;

import java.util.ArrayList;
import java.util.List;

/**
 * A log axis. The domain is widened to nice bounds (whole decades when the data spans more than
 * about one and a half decades, else 1-2-5 steps) so the ticks read as round numbers.
 */
final class LogScale implements Scale {

    private static final double EPS = 1e-9;

    private final double lo;
    private final double hi;
    private final double pxLo;
    private final double pxHi;
    private final TickFormat format;
    private final boolean wholeDecades;

    LogScale(double dataLo, double dataHi, double pxLo, double pxHi, TickFormat format) {
        double a = dataLo > 0 && Double.isFinite(dataLo) ? dataLo : 1;
        double b = Double.isFinite(dataHi) && dataHi >= a ? dataHi : a;
        boolean decades = Math.log10(b / a) > 1.5;
        if (decades) {
            a = Math.pow(10, Math.floor(Math.log10(a) + EPS));
            b = Math.pow(10, Math.ceil(Math.log10(b) - EPS));
        } else {
            double floor = niceAtMost(a);
            double ceil = niceAtLeast(b);
            a = floor < ceil ? floor : niceAtMost(floor * (1 - EPS) / 1.01);
            b = floor < ceil ? ceil : niceAtLeast(ceil * 1.01);
        }
        this.lo = a;
        this.hi = b;
        this.pxLo = pxLo;
        this.pxHi = pxHi;
        this.format = format;
        this.wholeDecades = decades;
    }

    @Override
    public double px(double value) {
        double v = Math.min(Math.max(value, lo), hi);
        return pxLo + Math.log(v / lo) / Math.log(hi / lo) * (pxHi - pxLo);
    }

    @Override
    public List<Tick> ticks() {
        double decades = Math.log10(hi / lo);
        int every = decades > 8 ? 2 : 1;
        List<Tick> ticks = new ArrayList<>();
        for (int k = (int) Math.floor(Math.log10(lo) + EPS); k <= (int) Math.ceil(Math.log10(hi) - EPS); k++) {
            for (int m = 1; m <= 9; m++) {
                double v = m * Math.pow(10, k);
                if (v < lo * (1 - EPS) || v > hi * (1 + EPS)) {
                    continue;
                }
                boolean major = wholeDecades ? m == 1 && Math.floorMod(k, every) == 0 : m == 1 || m == 2 || m == 5;
                boolean minor = decades <= 6 || m == 1;
                if (major || minor) {
                    ticks.add(new Tick(v, major ? format.label(v) : "", major));
                }
            }
        }
        return ticks;
    }

    @Override
    public double lo() {
        return lo;
    }

    @Override
    public double hi() {
        return hi;
    }

    /** The largest of 1, 2, 5 times a power of ten that is at most v. */
    static double niceAtMost(double v) {
        double p = Math.pow(10, Math.floor(Math.log10(v) + EPS));
        double m = v / p;
        return (m >= 5 - EPS ? 5 : m >= 2 - EPS ? 2 : 1) * p;
    }

    /** The smallest of 1, 2, 5 times a power of ten that is at least v. */
    static double niceAtLeast(double v) {
        double p = Math.pow(10, Math.floor(Math.log10(v) + EPS));
        double m = v / p;
        return m <= 1 + EPS ? p : m <= 2 + EPS ? 2 * p : m <= 5 + EPS ? 5 * p : 10 * p;
    }
}
