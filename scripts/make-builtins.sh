#!/usr/bin/env bash
# Re-creates the built-in datasets shipped inside the jar from the shared puzzle collections.
# Usage: scripts/make-builtins.sh [DATASETS_DIR]   (default: ../shared/datasets)
# Each built-in is a slice of one collection, named after it; solutions files are line-aligned.
set -euo pipefail
src=${1:-../shared/datasets}
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
echo "built-ins written to $out"
