package dev.sudokucompare.report.plot;

import java.util.List;

/**
 * How series number i looks: an Okabe–Ito colour (readable with the common colour-vision
 * deficiencies), plus its own marker shape and dash pattern, so series differ without colour too
 * (and on a black-and-white print).
 */
record SeriesStyle(String colour, Marker marker, String dash) {

    /** Okabe–Ito, ordered for contrast on white; its yellow comes last (weak on white). */
    private static final List<String> COLOURS = List.of("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00",
            "#56B4E9", "#000000", "#F0E442");
    private static final List<String> DASHES = List.of("none", "7 3", "2 2", "9 3 2 3", "4 4", "1 3", "12 4", "6 2 2 2");

    /**
     * Colour, marker and dash of series {@code index}. Past the eight colours the dashes shift by
     * one per round, so two series of the same colour also differ in marker and dash (up to 48).
     */
    static SeriesStyle of(int index) {
        int i = Math.floorMod(index, COLOURS.size() * Marker.values().length);
        int round = i / COLOURS.size();
        return new SeriesStyle(COLOURS.get(i % COLOURS.size()), Marker.values()[i % Marker.values().length],
                DASHES.get((i + round) % DASHES.size()));
    }
}
