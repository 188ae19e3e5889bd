#!/usr/bin/env bash
# Re-creates the built-in datasets shipped inside the jar from the puzzle collections in datasets/.
# Usage: scripts/make-builtins.sh [DATASETS_DIR]   (default: datasets)
# Each built-in is a slice of one collection, named after it; solutions files are line-aligned.
set -euo pipefail
src=${1:-datasets}
out=compare/src/main/resources/builtin
mkdir -p "$out"

whole() { cp --no-preserve=mode "$src/$1.txt" "$out/$2.txt"; [ -f "$src/$1.solutions.txt" ] && cp "$src/$1.solutions.txt" "$out/$2.solutions.txt"; true; }
head_n() { head -n "$3" "$src/$1.txt" > "$out/$2.txt"; [ -f "$src/$1.solutions.txt" ] && head -n "$3" "$src/$1.solutions.txt" > "$out/$2.solutions.txt"; true; }
every_nth() { awk -v n="$3" 'NR % n == 1' "$src/$1.txt" > "$out/$2.txt"; }

whole norvig-top95 norvig-top95
whole norvig-hardest norvig-hardest
whole norvig-easy50 norvig-easy50
whole special-unique special-unique
whole multi-solutions multi-solutions
cp --no-preserve=mode "$src/multi-solutions.counts.txt" "$out/multi-solutions.counts.txt"
whole two-solutions two-solutions
whole no-solution no-solution
whole conflicting-givens conflicting-givens
head_n sudoku17-49158 sudoku17-first50 50
every_nth magictour-top1465 top1465-every50th 50
head_n forum-hardest-1106 forum-hardest-1106-first30 30
head_n sudoku16-janko-55 sudoku16-janko-first5 5
head_n kaggle-10000 kaggle-first100 100
head_n sudoku25-frisch sudoku25-frisch-all 18
sed -n '17,18p' "$src/sudoku25-frisch.txt" > "$out/sudoku25-frisch-easier.txt"
sed -n '17,18p' "$src/sudoku25-frisch.solutions.txt" > "$out/sudoku25-frisch-easier.solutions.txt"
rm -f "$out/sudoku25-frisch-all.txt" "$out/sudoku25-frisch-all.solutions.txt"
# teaching: a dozen puzzles from trivial to anti-brute-force, in order of row-major DFS nodes
# (1 to ~7e7). The 4x4 and 6x6 ones come from `generate --size 4x4 --minimal --seed 3` and
# `generate --size 2x3 --minimal --seed 5`.
{
  echo '..1....4.13.....'
  echo '# shape 2x3'
  echo '.5....6.....52.3....4...3..46....5.3'
  line() { sed -n "$2p" "$src/$1.txt"; }
  line special-unique 6; line special-unique 7   # Sudopedia last empty square, naked singles
  line kaggle-10000 1                            # Kaggle row 1: singles only
  line special-unique 3; line special-unique 8   # AI Escargot, Sudopedia hidden singles
  line special-unique 1                          # Inkala 2012
  line norvig-top95 6; line norvig-top95 1       # top95 #6 (~4e5 nodes), #1 (~1e7)
  line special-unique 4; line special-unique 2   # Royle #1 17-clue (~3e7), Wikipedia anti-brute-force (~7e7)
} > "$out/teaching.txt"
echo "built-ins written to $out"
