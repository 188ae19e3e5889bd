/**
 * The frame the tool's own solver families share: the plug-in each family is ({@link
 * dev.sudokucompare.core.solve.frame.FamilyPlugin}), the name, solve prologue and one catch of an
 * in-process adapter ({@link dev.sudokucompare.core.solve.frame.SolverFrame}) and the named choices of a
 * spec or an option, with their one lookup by name ({@link dev.sudokucompare.core.solve.frame.Choice}). Not part of the
 * plug-in API (see {@link dev.sudokucompare.core.plugin.PluginApi}): a plug-in may use it, but
 * it can change in any release.
 */
package dev.sudokucompare.core.solve.frame;
