#!/usr/bin/env bash
# Re-creates the puzzles bundled in the solver test kit (solver-tck) from the collections in datasets/.
# Usage: scripts/make-tck-puzzles.sh [DATASETS_DIR]   (default: datasets)
# Each file is a few lines of one or two collections; what and why is in the README beside them.
# Solutions, counts and lexmin files stay line-aligned with their puzzles.
set -euo pipefail
src=${1:-datasets}
out=solver-tck/src/main/resources/dev/sudokucompare/tck/puzzles
mkdir -p "$out"

# take FILE N... : lines N... of FILE, in that order
take() {
  local file=$1
  shift
  for n in "$@"; do sed -n "${n}p" "$src/$file"; done
}

{ take special-unique.txt 1 3 5 6 7 8; take kaggle-10000.txt 1 2 3 4; } > "$out/unique-9x9.txt"
{ take special-unique.solutions.txt 1 3 5 6 7 8; take kaggle-10000.solutions.txt 1 2 3 4; } > "$out/unique-9x9.solutions.txt"
for ext in txt counts.txt lexmin.txt; do
  take "multi-solutions.$ext" 1 2 3 4 6 11 12 13 14 18 > "$out/multiple-9x9.$ext"
done
for ext in txt solutions.txt; do
  take "two-solutions.$ext" 1 2 3 4 5 6 7 8 9 > "$out/two-solutions-9x9.$ext"
  take "sudoku16-janko-55.$ext" 1 2 3 4 > "$out/unique-16x16.$ext"
  take "sudoku25-frisch.$ext" 17 18 > "$out/unique-25x25.$ext"
done
for ext in txt lexmin.txt; do
  take "many-solutions.$ext" 1 2 3 > "$out/many-solutions-9x9.$ext"
done
take no-solution.txt 1 2 4 9 > "$out/no-solution-9x9.txt"
take conflicting-givens.txt 1 2 3 4 5 6 7 > "$out/conflicting-9x9.txt"
echo "kit puzzles written to $out"
