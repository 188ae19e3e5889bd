/**
 * What the tool's pages (report.html, trace.html) share: how a template and a style sheet are
 * read, and the base style. Imports nothing of the tool.
 */
package dev.sudokucompare.report.page;
