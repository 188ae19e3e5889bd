#!/usr/bin/env bash
# Is the suite green on a busy machine? Runs `mvn -B -ntp verify` on fresh clones of a commit, one
# after another, then the slow pass once, each with two CPU burners (`yes > /dev/null`) beside it.
# Nothing else should run meanwhile: the point is a known load (two burners), not the most load.
# Prints one line per run: its exit status, wall time and the load average's range while it ran;
# the logs stay in the work directory.
#
# Usage: scripts/loaded-verify.sh [--runs N] [--no-slow] [--commit REV] [--work DIR]
#   --runs N     verify runs (default 3)
#   --no-slow    skip the slow pass (`mvn -B -ntp verify -Pslow -Dgroups=slow` in the last clone)
#   --commit REV what to clone (default HEAD of this repository)
#   --work DIR   where the clones and logs go (default a new temporary directory)
# The runs set CI=true, as .ci/run does: a test that would skip for a missing tool fails instead.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
runs=3
slow=1
commit=HEAD
work=
while (($#)); do
    case "$1" in
        --runs) runs=${2:?--runs needs a number}; shift 2 ;;
        --no-slow) slow=0; shift ;;
        --commit) commit=${2:?--commit needs a revision}; shift 2 ;;
        --work) work=${2:?--work needs a directory}; shift 2 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d'; exit 0 ;;
        *) echo "loaded-verify.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done
[[ "$runs" =~ ^[0-9]+$ ]] || { echo "loaded-verify.sh: --runs takes a number, not '$runs'" >&2; exit 2; }
resolved=$(git -C "$repo" rev-parse --verify -q "$commit^{commit}") \
    || { echo "loaded-verify.sh: no commit '$commit' in $repo" >&2; exit 2; }
commit=$resolved
work=${work:-$(mktemp -d)}
mkdir -p "$work"

burners=()
logger=
stop() {
    kill "${burners[@]}" $logger 2>/dev/null || true
}
trap stop EXIT
yes > /dev/null & burners+=($!)
yes > /dev/null & burners+=($!)
(while sleep 15; do echo "$(date +%s) $(cut -d' ' -f1 /proc/loadavg)"; done) > "$work/load.log" & logger=$!

# One line for a run that began at $2 (epoch seconds) and ended now with status $3.
report() {
    local name=$1 began=$2 status=$3 now range
    now=$(date +%s)
    range=$(awk -v a="$began" -v b="$now" '$1 >= a && $1 <= b {print $2}' "$work/load.log" | sort -n \
        | sed -n '1p;$p' | paste -sd- -)
    echo "$name: exit $status, $((now - began)) s, load ${range:-unknown} (commit ${commit:0:10})"
}

status=0
clone=
for ((i = 1; i <= runs; i++)); do
    clone="$work/run$i"
    rm -rf "$clone"
    git clone -q --no-hardlinks "$repo" "$clone" && git -C "$clone" checkout -q "$commit"
    began=$(date +%s)
    rc=0
    (cd "$clone" && CI=true mvn -B -ntp verify > "$work/run$i.log" 2>&1) || rc=$?
    report "verify $i of $runs" "$began" "$rc"
    ((rc == 0)) || status=1
done
if ((slow)); then
    if [[ -z "$clone" ]]; then
        clone="$work/slow"
        git clone -q --no-hardlinks "$repo" "$clone" && git -C "$clone" checkout -q "$commit"
        (cd "$clone" && mvn -B -ntp -q install -DskipTests > "$work/slow-build.log" 2>&1)
    fi
    began=$(date +%s)
    rc=0
    (cd "$clone" && CI=true mvn -B -ntp verify -Pslow -Dgroups=slow > "$work/slow.log" 2>&1) || rc=$?
    report "slow pass" "$began" "$rc"
    ((rc == 0)) || status=1
fi
echo "logs: $work"
exit $status
