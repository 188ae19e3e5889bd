#!/usr/bin/env bash
# dfs against tdoku (the fastest public 9x9 solver, C++), count-to-2, same puzzles.
#
# Builds tdoku from the anchor copy beside the repository (../shared/anchors, or $ANCHORS) when
# it is there, and says so and stops (exit 0) when it is not. For each set and round it runs
# tdoku's own run_benchmark and then this project's CountTwoBenchmark (JMH, dfs, CPU-time
# profiler) on the same puzzles, one right after the other, and prints CPU time per puzzle and
# the ratio dfs / tdoku per set (median and range over the rounds).
#
# run_benchmark reports wall time; its CPU time per puzzle is that times the process's
# (user + sys) / elapsed, read by /usr/bin/time (the process is one busy thread from start to
# end). JMH's ":cpu" score is the forked JVM's CPU time per operation.
#
# With --transform SEED both solvers get randomly transformed copies of the same puzzles instead
# (TransformedCopies: per puzzle a symmetry and a relabelling drawn from SEED; "random" draws the
# seed now and prints it), so neither gains from how a collection happens to be written.
#
# Usage: bench/vs-tdoku.sh [--transform SEED|random] [--anchors DIR] [rounds]
#   rounds: default 3, about two minutes each
# Environment: JAVA (default java; e.g. a JDK 25 java for the JDK 25 figures), ANCHORS (the
#   anchor copy, as --anchors), SETS (space-separated dataset files), SKIP_BUILD=1 (use the
#   existing benchmarks.jar).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/bench/machine.sh"
anchors=${ANCHORS:-$root/../shared/anchors}
seed=
rounds=3
while (($#)); do
    case "$1" in
        --transform) seed=${2:?--transform needs a seed (a number, or random)}; shift 2 ;;
        --anchors) anchors=${2:?--anchors needs a directory}; shift 2 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d'; exit 0 ;;
        *[!0-9]*|'') echo "vs-tdoku.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
        *) rounds=$1; shift ;;
    esac
done
if [[ "$seed" == random ]]; then
    seed=$(od -An -N6 -tu8 /dev/urandom | tr -d ' ')
elif [[ -n "$seed" && "$seed" == *[!0-9]* ]]; then
    echo "vs-tdoku.sh: --transform takes a non-negative number or 'random', not '$seed'" >&2; exit 2
fi
java=${JAVA:-java}
sets=${SETS:-"sudoku17-49158.txt magictour-top1465.txt forum-hardest-1905-11plus.txt kaggle-10000.txt norvig-top95.txt"}

if [[ ! -x "$anchors/build.sh" || ! -d "$anchors/tdoku" ]]; then
    echo "No tdoku anchor at $anchors (pass --anchors DIR or set ANCHORS): nothing to compare against."
    exit 0
fi
command -v /usr/bin/time >/dev/null || { echo "vs-tdoku.sh needs /usr/bin/time (Debian: apt-get install time)"; exit 1; }

work=$root/bench/target/vs-tdoku
mkdir -p "$work/puzzles"
if [[ ! -x "$work/tdoku/run_benchmark" ]]; then
    echo "Building tdoku from the anchor copy ..."
    "$anchors/build.sh" "$work/tdoku" >/dev/null
fi
if [[ "${SKIP_BUILD:-0}" != 1 || ! -f "$root/bench/target/benchmarks.jar" ]]; then
    echo "Building the benchmarks ..."
    (cd "$root" && mvn -B -ntp -q -pl core,bench -am package -DskipTests > "$work/build.log" 2>&1) \
        || { cat "$work/build.log"; exit 1; }
fi

# The puzzles CountTwoBenchmark uses: every 100th line (from the first) of the two big sets;
# with --transform, a transformed copy of each. Both solvers read this file.
slice() {
    case "$1" in
        sudoku17-49158.txt|forum-hardest-1905-11plus.txt) awk 'NR % 100 == 1' "$root/datasets/$1" ;;
        *) cat "$root/datasets/$1" ;;
    esac | cut -c1-81 | tr 0 . > "$work/puzzles/$1"
    if [[ -n "$seed" ]]; then
        "$java" -cp "$root/bench/target/benchmarks.jar" dev.sudokucompare.bench.TransformedCopies \
            "$seed" "$work/puzzles/$1" "$work/puzzles/$1.t"
        mv "$work/puzzles/$1.t" "$work/puzzles/$1"
    fi
}

median() { sort -g | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }

echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "machine: $(cpu_description), $(nproc) CPUs; load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "java: $("$java" -XshowSettings:properties -version 2>&1 | awk -F'= ' '/java.vm.name|java.runtime.version/ {printf "%s ", $2}')"
echo "tdoku: $("$work/tdoku/run_benchmark" -h 2>&1 | grep 'build info' | sed 's/build info: //'), run_benchmark -r 0 (puzzles as given)"
echo "rounds: $rounds (tdoku then dfs, per set)"
if [[ -n "$seed" ]]; then
    echo "puzzles: randomly transformed copies, --transform $seed"
else
    echo "puzzles: as written in the datasets"
fi
echo

printf '%-32s %8s %12s %12s %10s %17s\n' set puzzles "tdoku CPU µs" "dfs CPU µs" "dfs/tdoku" "range"
for set in $sets; do
    slice "$set"
    count=$(wc -l < "$work/puzzles/$set")
    : > "$work/ratios"; : > "$work/tdoku.us"; : > "$work/dfs.us"
    for ((r = 1; r <= rounds; r++)); do
        out=$( { /usr/bin/time -f 'TIME %e %U %S' "$work/tdoku/run_benchmark" -s tdoku -r 0 -w 1 -t 3 -n "$count" "$work/puzzles/$set"; } 2>&1 )
        wall_us=$(awk -F'|' '$2 ~ /^tdoku/ {gsub(/[ ,]/, "", $4); print $4}' <<<"$out")
        tdoku_us=$(awk -v w="$wall_us" '/^TIME/ {printf "%.3f", w * ($3 + $4) / $2}' <<<"$out")
        (cd "$root" && "$java" -jar bench/target/benchmarks.jar CountTwoBenchmark -p solver=dfs -p dataset="$set" \
            -p bigSetStride=1 -jvmArgsAppend "-Ddatasets.dir=$work/puzzles" -f 1 -wi 5 -i 5 -w 1s -r 1s -prof dev.sudokucompare.bench.CpuTimeProfiler \
            -rf csv -rff "$work/jmh.csv" >"$work/jmh.log" 2>&1) \
            || { echo "CountTwoBenchmark failed on $set:"; cat "$work/jmh.log"; exit 1; }
        dfs_us=$(awk -F',' '$1 ~ /solveNext:cpu/ {gsub(/"/, "", $5); printf "%.3f", $5}' "$work/jmh.csv")
        # JMH exits 0 even when the benchmark's setup throws (a puzzle not proved unique).
        [[ -n "$dfs_us" ]] || { echo "CountTwoBenchmark gave no score on $set:"; grep -m3 -i 'exception' "$work/jmh.log"; exit 1; }
        echo "$tdoku_us" >> "$work/tdoku.us"
        echo "$dfs_us" >> "$work/dfs.us"
        awk -v a="$dfs_us" -v b="$tdoku_us" 'BEGIN {printf "%.3f\n", a / b}' >> "$work/ratios"
    done
    printf '%-32s %8d %12s %12s %9sx %8s-%sx\n' "$set" "$count" "$(median < "$work/tdoku.us")" "$(median < "$work/dfs.us")" \
        "$(median < "$work/ratios")" "$(sort -g "$work/ratios" | head -1)" "$(sort -g "$work/ratios" | tail -1)"
done
echo
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
