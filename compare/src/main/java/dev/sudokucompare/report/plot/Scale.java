package dev.sudokucompare.report.plot;

import java.util.List;

/** Maps data values to pixels along one axis and says where its ticks go. */
interface Scale {

    double px(double value);

    List<Tick> ticks();

    /** The data domain after rounding outwards to nice bounds. */
    double lo();

    double hi();
}
