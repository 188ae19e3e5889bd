#!/usr/bin/env bash
# A single-node Slurm on this machine, for trying the `slurm` command and for its integration test.
# Usage: scripts/slurm-local.sh start|stop|status
#   start   installs slurm-wlm and munge with apt-get when missing, then starts munged, slurmctld and
#           slurmd in the background (no systemd), each PID kept in the state directory; prints the
#           line to export (SLURM_CONF) so sinfo, sbatch and the tool find this cluster.
#   stop    kills exactly the PIDs that start wrote, nothing else.
#   status  says whether they run, and sinfo's view.
# State directory: $SLURM_LOCAL_DIR (default: $TMPDIR or /tmp, then sudoku-compare-slurm); the
# slurm.conf lives there, not in /etc. Needs root (the daemons run as root, munged as munge).
# When it cannot start, it says why in one line and exits 1.
set -euo pipefail

state=${SLURM_LOCAL_DIR:-${TMPDIR:-/tmp}/sudoku-compare-slurm}
conf=$state/slurm.conf
daemons=(munged slurmctld slurmd)

cannot() {
  echo "slurm-local: cannot start a Slurm here: $*" >&2
  exit 1
}

running() { # running NAME: its PID file names a live process
  local file=$state/$1.pid
  [ -s "$file" ] && kill -0 "$(cat "$file")" 2>/dev/null
}

# wait_for SECONDS COMMAND...: until COMMAND succeeds (a hang guard, not a pace)
wait_for() {
  local deadline=$((SECONDS + $1))
  shift
  until "$@" >/dev/null 2>&1; do
    [ $SECONDS -lt $deadline ] || return 1
    sleep 0.2
  done
}

node_idle() {
  SLURM_CONF=$conf sinfo -h -N -o '%T' | grep -qx 'idle'
}

start() {
  [ "$(id -u)" -eq 0 ] || cannot "not root (the daemons run as root, munged as the munge user)"
  for name in "${daemons[@]}"; do
    if running "$name"; then
      echo "slurm-local: already running (state in $state); export SLURM_CONF=$conf"
      return 0
    fi
  done
  if ! command -v slurmctld >/dev/null || ! command -v slurmd >/dev/null || ! command -v munged >/dev/null \
      || ! command -v sbatch >/dev/null; then
    command -v apt-get >/dev/null || cannot "no slurm-wlm or munge, and no apt-get to install them"
    if ! { apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q slurm-wlm munge; } \
        >"${TMPDIR:-/tmp}/slurm-local-apt.log" 2>&1; then
      cannot "no slurm-wlm or munge, and apt-get could not install them (see ${TMPDIR:-/tmp}/slurm-local-apt.log)"
    fi
  fi
  id munge >/dev/null 2>&1 || cannot "no munge user (the munge package makes it)"
  [ -d /sys/fs/cgroup ] || cannot "no /sys/fs/cgroup (slurmd loads a cgroup plugin)"

  rm -rf "$state"
  mkdir -p "$state"/{munge,spool,ctld,log}
  chmod 755 "$state"
  # munged refuses a key or a socket directory others can read or write.
  chown munge: "$state/munge"
  chmod 711 "$state/munge" # the socket is reached through it; the key in it stays unreadable
  head -c 1024 /dev/urandom >"$state/munge/munge.key"
  chown munge: "$state/munge/munge.key"
  chmod 400 "$state/munge/munge.key"
  socket=$state/munge/munge.socket
  runuser -u munge -- munged --key-file="$state/munge/munge.key" --socket="$socket" \
    --pid-file="$state/munge/munged.pid" --log-file="$state/munge/munged.log" --seed-file="$state/munge/seed" \
    || cannot "munged did not start (see $state/munge/munged.log)"
  wait_for 30 test -s "$state/munge/munged.pid" || cannot "munged wrote no PID file"
  cp "$state/munge/munged.pid" "$state/munged.pid"

  host=$(hostname -s)
  cpus=$(nproc)
  cat >"$conf" <<EOF
ClusterName=local
SlurmctldHost=$host(127.0.0.1)
SlurmUser=root
AuthType=auth/munge
# A requeued task waits the credential lifetime before it starts again (default 120 s).
AuthInfo=socket=$socket,cred_expire=20
CredType=cred/munge
SlurmctldPort=${SLURM_LOCAL_PORT:-6817}
SlurmdPort=$((${SLURM_LOCAL_PORT:-6817} + 1))
StateSaveLocation=$state/ctld
SlurmdSpoolDir=$state/spool
SlurmctldPidFile=$state/ctld/slurmctld.pid.own
SlurmdPidFile=$state/spool/slurmd.pid.own
SlurmctldLogFile=$state/log/slurmctld.log
SlurmdLogFile=$state/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
MpiDefault=none
SwitchType=switch/none
KillWait=5
MinJobAge=600
SchedulerParameters=sched_interval=5
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=main Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
  cat >"$state/cgroup.conf" <<EOF
CgroupPlugin=cgroup/v1
EOF
  export SLURM_CONF=$conf
  slurmctld -D -f "$conf" >"$state/log/slurmctld.out" 2>&1 &
  echo $! >"$state/slurmctld.pid"
  slurmd -D -f "$conf" >"$state/log/slurmd.out" 2>&1 &
  echo $! >"$state/slurmd.pid"
  if ! wait_for 120 node_idle; then
    why=$(tail -n 1 "$state/log/slurmd.log" 2>/dev/null || true)
    stop >/dev/null
    cannot "the node did not come up idle in 2 minutes (slurmd: ${why:-no log})"
  fi
  echo "slurm-local: node $host idle ($cpus CPUs); export SLURM_CONF=$conf"
}

stop() {
  local name pid
  for name in slurmd slurmctld munged; do
    file=$state/$name.pid
    [ -s "$file" ] || continue
    pid=$(cat "$file")
    if kill "$pid" 2>/dev/null; then
      # A hang guard: a daemon that does not end in a minute is killed outright.
      for _ in $(seq 300); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
      kill -9 "$pid" 2>/dev/null || true
      echo "slurm-local: stopped $name ($pid)"
    fi
    rm -f "$file"
  done
}

status() {
  local name all=0
  for name in "${daemons[@]}"; do
    if running "$name"; then
      echo "$name: running ($(cat "$state/$name.pid"))"
    else
      echo "$name: not running"
      all=1
    fi
  done
  if [ $all -eq 0 ]; then
    SLURM_CONF=$conf sinfo
  fi
  return $all
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status) status ;;
  *) echo "usage: $0 start|stop|status" >&2; exit 2 ;;
esac
