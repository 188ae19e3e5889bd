#!/usr/bin/env bash
# Grading a class (issue 51): a class of 30 submissions x the default boj2580 plan, graded in the
# sandbox and with --no-sandbox, and the sandbox's own cost per call (bubblewrap starting /bin/true,
# with the tool's arguments, against /bin/true alone). Prints the machine's load before and after
# each measurement: other work on the machine changes the wall times, not the verdicts.
#
# Usage (from the repository root, after 'mvn package'):
#   scripts/bench-grade-class.sh [REPEATS] [THREADS]
# The class is built from the benign submissions of the test fixture (correct, wrong, badly laid out,
# a busy loop, a crash, a compile error in C, C++, Java and Python: never the hostile ones, which run
# unsandboxed here too).
set -euo pipefail

REPEATS=${1:-1}
THREADS=${2:-2}
JAR=compare/target/sudoku-compare.jar
FIXTURE=compare/src/test/resources/grade/class-boj2580/submissions
[ -f "$JAR" ] || { echo "no $JAR: run 'mvn package' first" >&2; exit 2; }
command -v bwrap >/dev/null || { echo "bubblewrap (bwrap) is not installed" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
class="$work/class"
mkdir -p "$class"

# name:copies; 30 submissions in all.
for spec in ada-c-split:3 bea-c.c:3 gus-swapped.c:1 omar-divzero.c:1 kim-spin.c:1 \
            chen-cpp.cpp:5 ines-nospace.cpp:1 sam-typo.cpp:1 \
            dara-java:4 hana-java:1 quin-java:1 \
            eli-python.py:5 finn-unchanged.py:1 jon-oneline.py:1 pia-exit3.py:1; do
  name=${spec%:*}
  copies=${spec#*:}
  for k in $(seq 1 "$copies"); do
    if [ -d "$FIXTURE/$name" ]; then
      copy="$class/$name-$k"
      cp -r "$FIXTURE/$name" "$copy"
    else
      copy="$class/${name%.*}-$k.${name##*.}"
      cp "$FIXTURE/$name" "$copy"
    fi
    # A comment of its own makes every copy a submission of its own (SHA-256): else the copies
    # would share their judgements, and the class would run only a third of its tests.
    find "$copy" -type f | while read -r f; do
      case "$f" in
        *.py) echo "# copy $k of $name" >> "$f" ;;
        *.c|*.cpp|*.java|*.h) echo "// copy $k of $name" >> "$f" ;;
      esac
    done
  done
done
echo "class: $(ls "$class" | wc -l) submissions; default boj2580 plan; --threads $THREADS; $(nproc) cores"

load() { cut -d' ' -f1-3 /proc/loadavg; }
now() { date +%s%N; }

grade() { # $1: label, $2...: extra options
  local label=$1; shift
  local out="$work/out-$label-$RANDOM"
  local before after start end
  before=$(load)
  start=$(now)
  java -jar "$JAR" grade --submissions "$class" --problem boj2580 --out "$out" --threads "$THREADS" "$@" \
    >/dev/null 2>"$work/err-$label" || true
  end=$(now)
  after=$(load)
  local counts
  counts=$(python3 -c 'import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
print(sum(r["test"] == "#compile" for r in rows), sum(r["test"] != "#compile" for r in rows))' "$out/judgements.csv")
  printf '%-11s wall %6.1f s  (%s compiles, %s test runs; load before %s, after %s)\n' "$label" \
    "$(awk -v ns=$((end - start)) 'BEGIN { print ns / 1e9 }')" "${counts% *}" "${counts#* }" "$before" "$after"
  cut -d, -f1,3,5,11- "$out/gradebook.csv" | sed 's/,[0-9a-f]\{64\}$//' > "$work/gradebook-$label.csv"
}

for r in $(seq 1 "$REPEATS"); do
  echo "round $r of $REPEATS"
  grade sandboxed
  grade unsandboxed --no-sandbox
  if cmp -s <(cut -d, -f1-10 "$work/gradebook-sandboxed.csv") <(cut -d, -f1-10 "$work/gradebook-unsandboxed.csv"); then
    echo "  the same verdicts and scores with and without the sandbox"
  else
    echo "  verdicts differ with and without the sandbox:"
    diff <(cut -d, -f1-10 "$work/gradebook-sandboxed.csv") <(cut -d, -f1-10 "$work/gradebook-unsandboxed.csv") || true
  fi
done

# The sandbox's own cost: the tool's bubblewrap arguments around /bin/true, N times, against /bin/true.
N=${N:-300}
own="$work/own"
mkdir -p "$own"
bw=(bwrap --unshare-all --unshare-user --disable-userns --uid 65534 --gid 65534 --hostname sandbox --cap-drop ALL
    --die-with-parent --new-session --ro-bind /usr /usr --symlink usr/bin /bin --symlink usr/lib /lib
    --symlink usr/lib64 /lib64 --symlink usr/sbin /sbin)
for e in ld.so.cache ld.so.conf ld.so.conf.d alternatives passwd group nsswitch.conf localtime timezone; do
  bw+=(--ro-bind-try "/etc/$e" "/etc/$e")
done
bw+=(--proc /proc --dev /dev --tmpfs /tmp --ro-bind "$own" "$own" --remount-ro / --chdir "$own" --clearenv
     --setenv PATH /usr/bin:/bin --setenv HOME /tmp --)
for r in $(seq 1 "$REPEATS"); do
  before=$(load)
  start=$(now); for _ in $(seq "$N"); do /bin/true; done; plain=$(( $(now) - start ))
  start=$(now); for _ in $(seq "$N"); do "${bw[@]}" /bin/true; done; boxed=$(( $(now) - start ))
  awk -v p="$plain" -v b="$boxed" -v n="$N" -v before="$before" -v after="$(load)" 'BEGIN {
    printf "per call: /bin/true %.2f ms, in the sandbox %.2f ms: the sandbox adds %.2f ms (load before %s, after %s)\n",
      p / n / 1e6, b / n / 1e6, (b - p) / n / 1e6, before, after }'
done
