/**
 * The frame the tool's own solver families share: the plug-in each family is ({@link
 * dev.sudokucompare.core.solve.frame.FamilyPlugin}), the name and solve prologue of an in-process
 * adapter ({@link dev.sudokucompare.core.solve.frame.SolverFrame}) and the lookup of the enum
 * names in a spec ({@link dev.sudokucompare.core.solve.frame.SpecNames}). Not part of the
 * plug-in API (see {@link dev.sudokucompare.core.plugin.PluginApi}): a plug-in may use it, but
 * it can change in any release.
 */
package dev.sudokucompare.core.solve.frame;
