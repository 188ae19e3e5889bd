/**
 * compare --resume: a run killed or stopped at any moment goes on in its own --out directory,
 * proven to be the same run by its manifest, and ends with every record once.
 */
package dev.sudokucompare.resume;
