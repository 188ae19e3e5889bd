/**
 * Running a comparison as a Slurm job array: the array's and the merge's job scripts, their
 * submission through {@code sbatch}, the record of what was submitted (kept beside the run), and
 * each shard's state read back from the run's files and Slurm's queue.
 */
package dev.sudokucompare.slurm;
