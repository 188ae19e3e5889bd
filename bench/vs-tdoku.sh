#!/usr/bin/env bash
# dfs against tdoku (the fastest public 9x9 solver, C++) and, when given, fsss2 (the fastest on
# easy puzzles), count-to-2, same puzzles, measured over forks.
#
# Builds tdoku from the anchor copy beside the repository (../shared/anchors, or $ANCHORS) when
# it is there, and says so and stops (exit 0) when it is not. With --fsss2 DIR (or FSSS2_SRC=DIR),
# DIR a checkout of t-dillon/fsss2_bench, it builds fsss2 into tdoku's own harness (the anchor's
# build.sh, FSSS2=ON) and measures it beside tdoku with that one binary; without it, it says in one
# line that fsss2 is not measured and goes on with tdoku alone.
#
# For each set it runs forks (default 5): a fork is one run of tdoku's run_benchmark, one of
# run_benchmark -s fsss2 when fsss2 is built, and one JMH fork of this project's CountTwoBenchmark
# (dfs, CPU-time profiler) on the same puzzles, one right after the other; odd forks run the C++
# solvers first, even forks dfs first, so neither side always gets the cooler machine. Per set it
# prints each solver's CPU time per puzzle as the median over the forks with the min-max, dfs/tdoku
# (ratio of the medians, with the range of the per-fork ratios) and dfs/fastest (fastest: the lower
# of the tdoku and fsss2 medians on that set, named; its range is dfs over that solver per fork).
# The per-fork figures are kept in bench/target/vs-tdoku/forks.tsv.
#
# run_benchmark reports wall time; its CPU time per puzzle is that times the process's
# (user + sys) / elapsed, read by /usr/bin/time (the process is one busy thread from start to
# end). JMH's ":cpu" score is the forked JVM's CPU time per operation.
#
# By default all solvers get randomly transformed copies of the same puzzles (TransformedCopies:
# per puzzle a symmetry and a relabelling drawn from a seed), so none gains from how a collection
# happens to be written: the seed is drawn now and printed; --transform SEED repeats a run's
# copies; --as-written gives the puzzles as they are in the datasets.
#
# Usage: bench/vs-tdoku.sh [--transform SEED|random | --as-written] [--anchors DIR] [--fsss2 DIR] [forks]
#   forks: default 5, about two minutes each over the five sets (a little more with fsss2)
# Environment: JAVA (default java; e.g. a JDK 25 java for the JDK 25 figures), ANCHORS (the
#   anchor copy, as --anchors), FSSS2_SRC (as --fsss2), SETS (space-separated dataset files),
#   SKIP_BUILD=1 (use the existing benchmarks.jar).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/bench/machine.sh"
anchors=${ANCHORS:-$root/../shared/anchors}
fsss2_src=${FSSS2_SRC:-}
seed=random
forks=5
while (($#)); do
    case "$1" in
        --transform) seed=${2:?--transform needs a seed (a number, or random)}; shift 2 ;;
        --as-written) seed=; shift ;;
        --anchors) anchors=${2:?--anchors needs a directory}; shift 2 ;;
        --fsss2) fsss2_src=${2:?--fsss2 needs a checkout of t-dillon/fsss2_bench}; shift 2 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d'; exit 0 ;;
        *[!0-9]*|'') echo "vs-tdoku.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
        *) forks=$1; shift ;;
    esac
done
((forks >= 1)) || { echo "vs-tdoku.sh: forks must be at least 1, not '$forks'" >&2; exit 2; }
if [[ "$seed" == random ]]; then
    seed=$(od -An -N6 -tu8 /dev/urandom | tr -d ' ')
elif [[ -n "$seed" && "$seed" == *[!0-9]* ]]; then
    echo "vs-tdoku.sh: --transform takes a non-negative number or 'random', not '$seed'" >&2; exit 2
fi
if [[ -n "$fsss2_src" && ! ( -f "$fsss2_src/fsss2.cpp" && -f "$fsss2_src/t_128.cpp" ) ]]; then
    echo "vs-tdoku.sh: $fsss2_src is not a checkout of t-dillon/fsss2_bench (no fsss2.cpp and t_128.cpp there)" >&2
    exit 2
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
if [[ -n "$fsss2_src" ]]; then
    # One harness with both solvers, rebuilt when the fsss2 sources change.
    fsss2_id=$(cd "$fsss2_src" && cat ./*.cpp ./*.h | sha256sum | cut -c1-12)
    harness=$work/tdoku-fsss2
    if [[ ! -x "$harness/run_benchmark" || "$(cat "$harness/fsss2.id" 2>/dev/null)" != "$fsss2_id" ]]; then
        echo "Building tdoku with fsss2 from the anchor copy ..."
        FSSS2_SRC=$(cd "$fsss2_src" && pwd) "$anchors/build.sh" "$harness" > "$work/fsss2-build.log" 2>&1 \
            || { tail -20 "$work/fsss2-build.log"; echo "vs-tdoku.sh: building fsss2 failed (log: $work/fsss2-build.log)"; exit 1; }
        echo "$fsss2_id" > "$harness/fsss2.id"
    fi
    "$harness/run_benchmark" -h 2>&1 | grep -qw fsss2 \
        || { echo "vs-tdoku.sh: $harness/run_benchmark was built without fsss2"; exit 1; }
    solvers="tdoku fsss2"
else
    harness=$work/tdoku
    if [[ ! -x "$harness/run_benchmark" ]]; then
        echo "Building tdoku from the anchor copy ..."
        "$anchors/build.sh" "$harness" >/dev/null
    fi
    solvers="tdoku"
fi
if [[ "${SKIP_BUILD:-0}" != 1 || ! -f "$root/bench/target/benchmarks.jar" ]]; then
    echo "Building the benchmarks ..."
    (cd "$root" && mvn -B -ntp -q -pl core,bench -am package -DskipTests > "$work/build.log" 2>&1) \
        || { cat "$work/build.log"; exit 1; }
fi

# The puzzles CountTwoBenchmark uses: every 100th line (from the first) of the two big sets;
# unless --as-written, a transformed copy of each. All solvers read this file.
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

# CPU µs per puzzle of one run_benchmark run of solver $1 on set $2 ($3 puzzles).
run_cpp() {
    local out wall_us
    out=$( { /usr/bin/time -f 'TIME %e %U %S' "$harness/run_benchmark" -s "$1" -r 0 -w 1 -t 3 -n "$3" "$work/puzzles/$2"; } 2>&1 ) \
        || { echo "run_benchmark -s $1 failed on $2:" >&2; echo "$out" >&2; return 1; }
    wall_us=$(awk -F'|' -v s="$1" '{n = $2; sub(/ .*/, "", n)} n == s {gsub(/[ ,]/, "", $4); print $4}' <<<"$out")
    [[ -n "$wall_us" ]] || { echo "run_benchmark -s $1 gave no figure on $2:" >&2; echo "$out" >&2; return 1; }
    awk -v w="$wall_us" '/^TIME/ {printf "%.3f\n", w * ($3 + $4) / $2}' <<<"$out"
}

# CPU µs per puzzle of one JMH fork of CountTwoBenchmark (dfs) on set $1. The datasets' directory is
# prepended to the fork's JVM options, so the benchmark's own @Fork(jvmArgsAppend) still applies: a
# fixed heap touched at the start (here a page first touched costs microseconds, and would land on
# whichever iterations the young generation grew in).
run_dfs() {
    local dfs_us
    (cd "$root" && "$java" -jar bench/target/benchmarks.jar CountTwoBenchmark -p solver=dfs -p dataset="$1" \
        -p bigSetStride=1 -jvmArgsPrepend "-Ddatasets.dir=$work/puzzles" -f 1 -wi 5 -i 5 -w 1s -r 1s -prof dev.sudokucompare.bench.CpuTimeProfiler \
        -rf csv -rff "$work/jmh.csv" >"$work/jmh.log" 2>&1) \
        || { echo "CountTwoBenchmark failed on $1:" >&2; cat "$work/jmh.log" >&2; return 1; }
    dfs_us=$(awk -F',' '$1 ~ /solveNext:cpu/ {gsub(/"/, "", $5); printf "%.3f", $5}' "$work/jmh.csv")
    # JMH exits 0 even when the benchmark's setup throws (a puzzle not proved unique).
    [[ -n "$dfs_us" ]] || { echo "CountTwoBenchmark gave no score on $1:" >&2; grep -m3 -i 'exception' "$work/jmh.log" >&2; return 1; }
    echo "$dfs_us"
}

median() { sort -g | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
# "median (min-max)" of the numbers in file $1, printf format $2 for each.
spread() {
    printf "$2 ($2-$2)" "$(median < "$1")" "$(sort -g "$1" | head -1)" "$(sort -g "$1" | tail -1)"
}
# dfs's median over the median in file $1, then the min-max of the per-fork ratios in file $2.
ratio_cell() {
    awk -v a="$(median < "$work/dfs.us")" -v b="$(median < "$1")" 'BEGIN {printf "%.3fx", a / b}'
    printf ' (%s-%sx)' "$(sort -g "$2" | head -1)" "$(sort -g "$2" | tail -1)"
}
# Per-fork ratios a/b of the figures in files $1 and $2, one a line.
ratios() { paste "$1" "$2" | awk '{printf "%.3f\n", $1 / $2}'; }

echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "machine: $(cpu_description), $(nproc) CPUs; load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "java: $("$java" -XshowSettings:properties -version 2>&1 | awk -F'= ' '/java.vm.name|java.runtime.version/ {printf "%s ", $2}')"
echo "tdoku: $("$harness/run_benchmark" -h 2>&1 | grep 'build info' | sed 's/build info: //'), run_benchmark -r 0 (puzzles as given)"
if [[ -n "$fsss2_src" ]]; then
    echo "fsss2: t-dillon/fsss2_bench (sources $fsss2_id), built into the same run_benchmark, -s fsss2"
else
    echo "fsss2: not measured (fetch t-dillon/fsss2_bench and pass --fsss2 DIR or FSSS2_SRC=DIR to add it)"
fi
echo "forks: $forks per set (each: ${solvers// /, } and dfs; odd forks C++ first, even forks dfs first)"
if [[ -n "$seed" ]]; then
    echo "puzzles: randomly transformed copies, --transform $seed"
else
    echo "puzzles: as written in the datasets (--as-written)"
fi
echo

printf 'set\tfork\tsolver\tcpu_us_per_puzzle\n' > "$work/forks.tsv"
# (the headers are one column wider: printf pads bytes, and µ is two)
printf '%-30s %7s  %-23s %-23s %-23s %-22s %s\n' set puzzles "tdoku CPU µs" "fsss2 CPU µs" "dfs CPU µs" "dfs/tdoku" "dfs/fastest"
for set in $sets; do
    slice "$set"
    count=$(wc -l < "$work/puzzles/$set")
    : > "$work/tdoku.us"; : > "$work/fsss2.us"; : > "$work/dfs.us"
    for ((f = 1; f <= forks; f++)); do
        order="$solvers dfs"
        ((f % 2)) || order="dfs $solvers"
        for solver in $order; do
            if [[ $solver == dfs ]]; then us=$(run_dfs "$set"); else us=$(run_cpp "$solver" "$set" "$count"); fi
            echo "$us" >> "$work/$solver.us"
            printf '%s\t%d\t%s\t%s\n' "$set" "$f" "$solver" "$us" >> "$work/forks.tsv"
        done
    done
    fastest=tdoku
    if [[ -n "$fsss2_src" ]] && awk -v a="$(median < "$work/fsss2.us")" -v b="$(median < "$work/tdoku.us")" 'BEGIN {exit !(a < b)}'; then
        fastest=fsss2
    fi
    fsss2_cell=-
    [[ -z "$fsss2_src" ]] || fsss2_cell=$(spread "$work/fsss2.us" %.2f)
    ratios "$work/dfs.us" "$work/tdoku.us" > "$work/ratios"
    ratios "$work/dfs.us" "$work/$fastest.us" > "$work/ratios.fastest"
    printf '%-30s %7d  %-22s %-22s %-22s %-22s %s\n' "$set" "$count" "$(spread "$work/tdoku.us" %.2f)" "$fsss2_cell" \
        "$(spread "$work/dfs.us" %.2f)" \
        "$(ratio_cell "$work/tdoku.us" "$work/ratios")" "$(ratio_cell "$work/$fastest.us" "$work/ratios.fastest") $fastest"
done
echo
echo "per-fork figures: bench/target/vs-tdoku/forks.tsv"
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
