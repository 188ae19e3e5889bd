/**
 * Small SVG plots on log and linear scales (cactus, box, nodes against time, scatter against the
 * baseline), built by escaping writers; colours are Okabe-Ito and every series also has its own
 * marker and dash.
 */
package dev.sudokucompare.report.plot;
