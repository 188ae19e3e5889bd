/**
 * Puts the --out directories of a sharded run back together: checks they are the shards of one
 * run (manifest.json), reads every record back from results.csv, checks and judges each again,
 * and orders them as the unsharded run would have.
 */
package dev.sudokucompare.merge;
