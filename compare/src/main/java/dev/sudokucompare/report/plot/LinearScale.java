package dev.sudokucompare.report.plot;

import java.util.ArrayList;
import java.util.List;

/** A linear axis from zero, for counts: about five round steps (1, 2 or 5 times a power of ten). */
final class LinearScale implements Scale {

    private final double hi;
    private final double step;
    private final double pxLo;
    private final double pxHi;

    LinearScale(double dataHi, double pxLo, double pxHi) {
        double top = Math.max(dataHi, 1);
        this.step = Math.max(1, LogScale.niceAtLeast(top / 5));
        this.hi = Math.ceil(top / step - 1e-9) * step;
        this.pxLo = pxLo;
        this.pxHi = pxHi;
    }

    @Override
    public double px(double value) {
        return pxLo + value / hi * (pxHi - pxLo);
    }

    @Override
    public List<Tick> ticks() {
        List<Tick> ticks = new ArrayList<>();
        for (double v = 0; v <= hi + step / 2; v += step) {
            ticks.add(new Tick(v, TickFormat.INTEGER.label(v), true));
        }
        return ticks;
    }

    @Override
    public double lo() {
        return 0;
    }

    @Override
    public double hi() {
        return hi;
    }
}
