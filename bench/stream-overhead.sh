#!/usr/bin/env bash
# What `stream:` costs, measured through the tool itself (compare --out, times from results.csv):
#   1. transport: `stream:cat` echoes each puzzle back at once (a wrong answer, but its time is the
#      round trip: write the puzzle, read a line);
#   2. an instant right answer: a Python program that looks the solution up in a table;
#   3. tdoku's streaming example through `stream:`, against tdoku's own run_benchmark (first
#      solution, puzzles as given) on the same puzzles, one right after the other;
#   4. the CPU time the tool measures for a CPU-bound `external:` program against what GNU time
#      reports for the same run (GNU time runs inside the call, around the program).
# Needs the built jar (mvn -q package -DskipTests), python3 and /usr/bin/time; tdoku is built from
# the anchor copy beside the repository (../shared/anchors, or $ANCHORS) when it is there, and
# part 3 is skipped with a message when it is not.
#
# Usage: bench/stream-overhead.sh [rounds]   (default 3)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/bench/machine.sh"
rounds=${1:-3}
jar=$root/compare/target/sudoku-compare.jar
anchors=${ANCHORS:-$root/../shared/anchors}
work=$root/bench/target/stream-overhead
mkdir -p "$work"
[[ -f "$jar" ]] || { echo "build the jar first: mvn -B -ntp -q package -DskipTests"; exit 1; }
command -v /usr/bin/time >/dev/null || { echo "needs /usr/bin/time (Debian: apt-get install time)"; exit 1; }

run() { java -jar "$jar" --no-progress --out "$1" --force "${@:2}" > "$1.console" 2>&1 || true; }

# Per solver: answers, median and mean of time_ns (the engine's wall time around the call) and of
# search_ns (the solver's own: puzzle written -> answer read), in µs; only rows with a verdict.
stats() {
    python3 - "$1" <<'EOF'
import csv, statistics, sys
rows = {}
for r in csv.DictReader(open(sys.argv[1] + "/results.csv")):
    if r["answer_verdict"]:
        rows.setdefault(r["solver"], []).append(r)
for solver, rs in rows.items():
    t = [int(r["time_ns"]) / 1000 for r in rs]
    s = [int(r["search_ns"]) / 1000 for r in rs]
    ok = sum(r["answer_verdict"] == "CORRECT" for r in rs)
    print(f"  {solver[:60]:60s} answers {len(rs):6d} correct {ok:6d}  wall median {statistics.median(t):8.2f} µs"
          f" mean {statistics.mean(t):8.2f} µs   write->read median {statistics.median(s):8.2f} µs")
EOF
}

echo "date: $(date -u '+%Y-%m-%d %H:%M UTC'); load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "machine: $(cpu_description), $(nproc) CPUs"
echo

puzzles=$root/datasets/kaggle-10000.txt
paste -d' ' "$puzzles" "$root/datasets/kaggle-10000.solutions.txt" > "$work/table.txt"
cat > "$work/lookup.py" <<'EOF'
import sys
table = dict(line.split() for line in open(sys.argv[1]))
for line in sys.stdin:
    sys.stdout.write(table.get(line.strip(), "") + "\n")
    sys.stdout.flush()
EOF
for round in $(seq 1 "$rounds"); do
    echo "round $round: transport and an instant answer, kaggle-10000"
    run "$work/echo-$round" --warmup 2s --solvers "dfs,stream:cat,stream:python3 $work/lookup.py $work/table.txt" "$puzzles"
    stats "$work/echo-$round"
done
echo

if [[ -x "$anchors/build.sh" && -d "$anchors/tdoku" ]]; then
    [[ -x "$work/tdoku/tdoku-solve" ]] || "$anchors/build.sh" "$work/tdoku" > /dev/null
    top95=$root/datasets/norvig-top95.txt
    for round in $(seq 1 "$rounds"); do
        echo "round $round: tdoku through stream: and its own harness, norvig-top95 (first solution)"
        run "$work/tdoku-$round" --warmup 2s --repeat 5 \
            --solvers "dfs,stream:sh -c 'stdbuf -oL $work/tdoku/tdoku-solve 1 | stdbuf -oL cut -d: -f3'" "$top95"
        stats "$work/tdoku-$round"
        "$work/tdoku/run_benchmark" -s tdoku -f -r 0 -t 5 -w 2 -n "$(wc -l < "$top95")" "$top95" \
            | awk -F'|' '/^\|tdoku/ {gsub(/ /, "", $4); print "  run_benchmark tdoku: " $4 " µs/puzzle"}'
    done
else
    echo "no tdoku anchor at ${ANCHORS:-../shared/anchors}: part 3 skipped"
fi
echo

cat > "$work/busy.py" <<'EOF'
import sys, time
grid = sys.stdin.read()
end = time.process_time() + float(sys.argv[1])
x = 0
while time.process_time() < end:
    x += 1
sys.stdout.write("")
EOF
echo "CPU time of a CPU-bound external: program, the tool's figure against GNU time's (same run)"
head -1 "$root/datasets/norvig-easy50.txt" > "$work/one.txt"
for seconds in 0.5 2; do
    for round in $(seq 1 "$rounds"); do
        rm -f "$work/gnu-time.txt"
        run "$work/cpu-$seconds-$round" --warmup 0 --external-format line --timeout 30s \
            --solvers "dfs,external:/usr/bin/time -f '%U %S' -o $work/gnu-time.txt python3 $work/busy.py $seconds" \
            "$work/one.txt"
        python3 - "$work/cpu-$seconds-$round" "$work/gnu-time.txt" <<'EOF'
import csv, sys
row = [r for r in csv.DictReader(open(sys.argv[1] + "/results.csv")) if r["solver"].startswith("external:")][0]
user, system = map(float, open(sys.argv[2]).read().split()[-2:])
tool, gnu = int(row["cpu_ns"]) / 1e9, user + system
print(f"  tool {tool:.3f} s   GNU time {gnu:.3f} s   tool/GNU {tool / gnu:.3f}")
EOF
    done
done
