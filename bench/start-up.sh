#!/usr/bin/env bash
# A one-puzzle run from the shell, `java -jar` against the launcher bin/sudoku-compare (its
# class-data sharing archive made beforehand, as after a first run), alternated run for run, wall
# time of the whole process (and its CPU time, user + system, which a loaded machine inflates
# less), median and mean of each. The two start from the same jar.
#
# Usage: bench/start-up.sh [runs]   (default 15)
# Environment: JAVA (default java); BASELINE=DIR (another checkout, built: its own launcher and
#   jar are alternated with these, the same way; e.g. a `git worktree` of the last release).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/bench/machine.sh"
java=${JAVA:-java}
runs=${1:-15}
jar=$root/compare/target/sudoku-compare.jar
[[ -f "$jar" ]] || { echo "no $jar: mvn -B -q package -DskipTests first"; exit 1; }
args=(--solvers dfs --warmup 0 --no-progress --limit 1 "$root/datasets/kaggle-10000.txt")

echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "machine: $(cpu_description), $(nproc) CPUs; load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "java: $("$java" -XshowSettings:properties -version 2>&1 | awk -F'= ' '/java.runtime.version/ {print $2}')"
echo "command: sudoku-compare ${args[*]/#$root\//}"
JAVA=$java "$root/bin/sudoku-compare" "${args[@]}" >/dev/null   # makes the archive if it is missing or old
baseline=${BASELINE:-}
if [[ -n "$baseline" ]]; then
    [[ -x "$baseline/bin/sudoku-compare" && -f "$baseline/compare/target/sudoku-compare.jar" ]] \
        || { echo "BASELINE=$baseline: no bin/sudoku-compare or no built jar there"; exit 1; }
    JAVA=$java "$baseline/bin/sudoku-compare" "${args[@]}" >/dev/null
fi

command -v /usr/bin/time >/dev/null || { echo "start-up.sh needs /usr/bin/time (Debian: apt-get install time)"; exit 1; }
tmp=$(mktemp -d)
# One line per run: wall ms, CPU ms.
timed() { /usr/bin/time -f 'TIME %e %U %S' "$@" 2>&1 >/dev/null | awk '/^TIME/ {printf "%d %d\n", $2 * 1000, ($3 + $4) * 1000}'; }
for ((r = 1; r <= runs; r++)); do
    timed "$java" -jar "$jar" "${args[@]}" >> "$tmp/jar"
    timed env JAVA="$java" "$root/bin/sudoku-compare" "${args[@]}" >> "$tmp/launcher"
    if [[ -n "$baseline" ]]; then
        timed env JAVA="$java" "$baseline/bin/sudoku-compare" "${args[@]}" >> "$tmp/baseline"
    fi
done
stats() { cut -d' ' -f"$2" "$1" | sort -n | awk '{a[NR] = $1; s += $1} END {m = (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2; printf "median %d ms, mean %.0f ms, range %d-%d ms", m, s / NR, a[1], a[NR]}'; }
echo "java -jar:           wall $(stats "$tmp/jar" 1); CPU $(stats "$tmp/jar" 2)"
echo "bin/sudoku-compare:  wall $(stats "$tmp/launcher" 1); CPU $(stats "$tmp/launcher" 2)"
if [[ -n "$baseline" ]]; then
    echo "BASELINE's launcher: wall $(stats "$tmp/baseline" 1); CPU $(stats "$tmp/baseline" 2)"
fi
rm -rf "$tmp"
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
