#!/usr/bin/env bash
# What the compare engine adds around a solver: HarnessOverhead (bare solving loop, the engine,
# and the whole `compare` command line in one JVM) on one dataset, per record, medians.
#
# Usage: bench/harness-overhead.sh [dataset] [solver] [trials] [warm-up rounds]   (default kaggle-10000.txt dfs 15 100)
# Environment: JAVA (default java), SKIP_BUILD=1 (use the existing benchmarks.jar),
#   JFR=FILE (also record a Java Flight Recorder profile of the whole run into FILE; read it with
#   `jfr print --events jdk.ExecutionSample FILE` or `jfr summary FILE`).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/bench/machine.sh"
java=${JAVA:-java}
dataset=${1:-kaggle-10000.txt}
solver=${2:-dfs}
trials=${3:-15}
warmups=${4:-100}

if [[ "${SKIP_BUILD:-0}" != 1 || ! -f "$root/bench/target/benchmarks.jar" ]]; then
    echo "Building the benchmarks ..."
    mkdir -p "$root/bench/target"
    (cd "$root" && mvn -B -ntp -q -pl core,compare,bench -am package -DskipTests > "$root/bench/target/overhead-build.log" 2>&1) \
        || { cat "$root/bench/target/overhead-build.log"; exit 1; }
fi
flags=()
if [[ -n "${JFR:-}" ]]; then
    flags+=("-XX:StartFlightRecording=filename=$JFR,settings=profile")
fi
echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "machine: $(cpu_description), $(nproc) CPUs; load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "java: $("$java" -XshowSettings:properties -version 2>&1 | awk -F'= ' '/java.vm.name|java.runtime.version/ {printf "%s ", $2}')"
cd "$root"
"$java" "${flags[@]}" -cp bench/target/benchmarks.jar dev.sudokucompare.bench.HarnessOverhead "$dataset" "$solver" "$trials" "$warmups"
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
