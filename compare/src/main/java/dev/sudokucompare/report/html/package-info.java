/**
 * report.html: one self-contained page (inline CSS and SVG, no script) with the scoreboard, the
 * findings drawn as grids, the tables and the plots, from a bounded seeded sample of the records.
 */
package dev.sudokucompare.report.html;
