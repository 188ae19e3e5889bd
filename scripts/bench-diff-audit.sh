#!/usr/bin/env bash
# The statistics audit's tables for 'diff' (issue 52), re-run on real runs of the shaded jar:
#  1. A/A: one build run twice on norvig-top95 + norvig-easy50 (dfs-table,dlx,dfs, --timeout 50ms),
#     the second run beside two 'yes > /dev/null' burners; each pair diffed five ways (default, each
#     solver against the other two, --control none); the exits counted (the target: no exit 1).
#  2. Detection: an outside program (examples/programs/my_stream.py solving each puzzle K times:
#     the work multiplied, not the wall time) with K = 1 in A and 2 or 4 in B, beside 2, 3, 4 and 7
#     built-in controls; how many diffs exit 1 (caught) and 3 (the change asked about is below what
#     this diff can detect), and the least change each diff says it can detect.
#  3. That least change beside a simulation of the documented test (DriftTest itself, from the jar:
#     controls drifting N(0, 0.2) on the log scale, the default 25% floor and 10% threshold).
# Prints the machine's load before and after each part: other work on the machine changes the
# times, and the controls are there to absorb it.
#
# Usage (from the repository root, after 'mvn package'):
#   scripts/bench-diff-audit.sh [PAIRS]      # A/A pairs, default 10
set -euo pipefail

PAIRS=${1:-10}
JAR=${JAR:-compare/target/sudoku-compare.jar}
EXAMPLE=examples/programs/my_stream.py
[ -f "$JAR" ] || { echo "no $JAR: run 'mvn package' first" >&2; exit 2; }
[ -f "$EXAMPLE" ] || { echo "run from the repository root (no $EXAMPLE)" >&2; exit 2; }

work=$(mktemp -d)
burners=()
cleanup() {
  [ ${#burners[@]} -eq 0 ] || kill "${burners[@]}" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

load() { cut -d' ' -f1-3 /proc/loadavg; }
tool() { java -jar "$JAR" "$@"; }
burn_on() {
  yes > /dev/null & burners+=($!)
  yes > /dev/null & burners+=($!)
}
burn_off() {
  kill "${burners[@]}" 2>/dev/null || true
  wait "${burners[@]}" 2>/dev/null || true
  burners=()
}
# A run whose exit is not 0 (a limit, a wrong answer) is still a run to diff: say it and go on.
run() { # $1: out directory, then the run's arguments
  local out=$1 rc=0; shift
  tool --no-progress --out "$out" "$@" > "$out.console.txt" 2>&1 || rc=$?
  [ -f "$out/manifest.json" ] || { echo "run $out failed (exit $rc):" >&2; tail -5 "$out.console.txt" >&2; exit 2; }
}
# Prints the diff's exit status; its output is kept in $work/diff.txt.
diff_exit() {
  local rc=0
  tool diff "$@" > "$work/diff.txt" 2>&1 || rc=$?
  echo "$rc"
}
# "0:3 1:0 2:0 3:2" from a list of exit statuses.
tally() {
  local e0=0 e1=0 e2=0 e3=0 e
  for e in "$@"; do
    case $e in 0) e0=$((e0 + 1)) ;; 1) e1=$((e1 + 1)) ;; 2) e2=$((e2 + 1)) ;; *) e3=$((e3 + 1)) ;; esac
  done
  echo "$e0 | $e1 | $e2 | $e3"
}

echo "# diff audit re-run: $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load $(load)"
echo "# $(tool --version | head -1)"

# --- 1. A/A ---------------------------------------------------------------------------------------
AA=(--timeout 50ms --solvers dfs-table,dlx,dfs builtin:norvig-top95 builtin:norvig-easy50)
WAYS=(default "--control dlx,dfs" "--control dfs-table,dfs" "--control dfs-table,dlx" "--control none")
declare -A exits
flips_cl=0
flips_lc=0
echo
echo "## A/A: $PAIRS pairs (load before: $(load))"
for i in $(seq 1 "$PAIRS"); do
  run "$work/aa-a$i" "${AA[@]}"
  burn_on
  run "$work/aa-b$i" "${AA[@]}"
  burn_off
  line="pair $i:"
  for w in "${!WAYS[@]}"; do
    way=${WAYS[$w]}
    # shellcheck disable=SC2086 # the way's words are options
    if [ "$way" = default ]; then e=$(diff_exit "$work/aa-a$i" "$work/aa-b$i")
    else e=$(diff_exit "$work/aa-a$i" "$work/aa-b$i" $way); fi
    exits[$w]="${exits[$w]:-} $e"
    line="$line $e"
    if [ "$way" = default ]; then
      # The time-limit table: solver, CORRECT -> LIMIT, LIMIT -> CORRECT.
      read -r cl lc < <(awk '/^Time limits/ {on = 1; next} on && /^  [^ ]/ && $2 ~ /^[0-9]+$/ {a += $2; b += $3}
                             on && /^$/ {on = 0} END {print a + 0, b + 0}' "$work/diff.txt")
      flips_cl=$((flips_cl + cl))
      flips_lc=$((flips_lc + lc))
      line="$line (limits: $cl CORRECT->LIMIT, $lc LIMIT->CORRECT)"
    fi
  done
  echo "$line"
done
echo "load after: $(load)"
echo
echo "| diffed | exit 0 | exit 1 | exit 2 | exit 3 |"
echo "|---|---:|---:|---:|---:|"
all=()
for w in "${!WAYS[@]}"; do
  # shellcheck disable=SC2206
  these=(${exits[$w]})
  all+=("${these[@]}")
  echo "| ${WAYS[$w]} | $(tally "${these[@]}") |"
done
echo "| all ${#all[@]} | $(tally "${all[@]}") |"
echo "time limits over the $PAIRS default diffs: $flips_cl CORRECT -> LIMIT, $flips_lc LIMIT -> CORRECT"

# --- 2. Detection ---------------------------------------------------------------------------------
# solver.py is the example with its answer loop solving each puzzle K times: only K differs between
# A and B, so its fingerprint (its files) changes and it is tested; the built-ins are the controls.
program() { # $1: K
  { echo "K = $1"
    sed '/^for line in sys.stdin:/,$d' "$EXAMPLE"
    printf '%s\n' 'for line in sys.stdin:' '    p = line.strip()' '    for _ in range(K - 1):' \
      '        solve(p)' "    print(solve(p) or '', flush=True)"
  } > "$work/solver.py"
}
CONTROLS=(dfs dlx dfs-table dfs-mrv cdcl choco sat)
PROGRAM="stream:python3 -u $work/solver.py"
echo
echo "## Detection (load before: $(load))"
echo
echo "| controls | B's work | exit | B/A vs controls [95% CI] | detects (printed by diff) |"
echo "|---:|---:|---:|---|---|"
declare -A detect
caught=()
for c in 2 3 4 7; do
  solvers=$(IFS=,; echo "${CONTROLS[*]:0:$c}")
  program 1
  run "$work/det-a$c" --solvers "$solvers,$PROGRAM" builtin:norvig-easy50
  for k in 2 4; do
    program "$k"
    run "$work/det-b$c-$k" --solvers "$solvers,$PROGRAM" builtin:norvig-easy50
    e=$(diff_exit "$work/det-a$c" "$work/det-b$c-$k")
    caught+=("$e")
    ratio=$(grep -E '^  stream:' "$work/diff.txt" | grep -oE '[0-9.]+x \[[0-9.]+x, [0-9.]+x\]' | tail -1 || true)
    can=$(grep -oE 'can only detect a change above [0-9.]+x' "$work/diff.txt" | head -1 | grep -oE '[0-9.]+x$' || true)
    detect[$c]="${detect[$c]:-}${detect[$c]:+, }${can:--}"
    echo "| $c | ${k}x | $e | ${ratio:--} | ${can:--} |"
  done
done
echo "load after: $(load)"
echo "detection: $(tally "${caught[@]}") (exit 0 | 1 | 2 | 3)"

# --- 3. Power: what diff printed beside a simulation of the documented test -----------------------
cat > "$work/PowerSimulation.java" <<'EOF'
import dev.sudokucompare.stats.DriftTest;
import java.util.Random;

/** The least ratio the drift test calls slower 4 times in 5, simulated: k controls drifting N(0, sd). */
public class PowerSimulation {
    public static void main(String[] args) {
        double sd = 0.2;
        double floor = Math.log(1.25);
        double margin = Math.log(1.1);
        int samples = 4000;
        for (String arg : args) {
            int k = Integer.parseInt(arg);
            double found = Double.NaN;
            for (double ratio = 1.1; ratio < 100 && Double.isNaN(found); ratio *= 1.02) {
                Random random = new Random(20261129L + k);
                int slower = 0;
                for (int s = 0; s < samples; s++) {
                    double[] controls = new double[k];
                    for (int c = 0; c < k; c++) {
                        controls[c] = sd * random.nextGaussian();
                    }
                    double change = Math.log(ratio) + sd * random.nextGaussian() + 0.02 * random.nextGaussian();
                    if (DriftTest.of(change, 0.02, controls, margin, floor).pValue() < 0.05) {
                        slower++;
                    }
                }
                if (slower >= 0.8 * samples) {
                    found = ratio;
                }
            }
            System.out.printf("%d %.2f%n", k, found);
        }
    }
}
EOF
echo
echo "## Power: the least change detected at 80%, printed by diff (the 2x and 4x diffs) and simulated"
echo
echo "| controls | printed by diff | simulated (drift sd 0.2, 25% floor, 4,000 samples) |"
echo "|---:|---|---:|"
java -cp "$JAR" "$work/PowerSimulation.java" 2 3 4 7 | while read -r k ratio; do
  echo "| $k | ${detect[$k]} | ${ratio}x |"
done
echo
echo "# done: $(date -u '+%H:%M UTC'), load $(load)"
