package dev.sudokucompare.process;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * What cleans up after the tool when it cannot: a small shell process, started with the first
 * outside program in a session of its own, that waits on a pipe from the tool. The pipe ends
 * when the tool's process ends, however it ends ({@code kill -9}, an out-of-memory kill, a crash
 * of the JVM); the reaper then kills every process in the tool's control groups and removes the
 * groups, kills every process carrying one of the tool's marks, and kills the processes the tool
 * told it of (members of a program's tree that cleared their environment, where there are no
 * groups), each checked by its start time. Then it exits. When the tool ends normally there is
 * nothing left and it exits at once.
 */
final class Reaper {

    /** POSIX sh: $1 the tool's pid, $2 the mark's prefix, then the directories the groups are made in. */
    private static final String SCRIPT = """
            trap '' HUP INT
            tool=$1; mark=$2; shift 2
            tracked=' '
            while IFS= read -r line; do
              case $line in
                '+ '*) tracked="$tracked${line#+ } " ;;
                '- '*) entry=${line#- }
                  case $tracked in *" $entry "*) tracked="${tracked%%" $entry "*} ${tracked#*" $entry "}" ;; esac ;;
              esac
            done
            started() {
              read -r stat 2>/dev/null < "/proc/$1/stat" || return 1
              set -- ${stat##*") "}
              [ $# -ge 20 ] || return 1
              shift 19
              start=$1
            }
            round=0
            while [ $round -lt 20 ]; do
              round=$((round + 1)); left=0
              for parent in "$@"; do
                for group in "$parent"/sudoku-compare-"$tool"-*; do
                  [ -d "$group" ] || continue
                  for pid in $(cat "$group/cgroup.procs" 2>/dev/null); do kill -9 "$pid" 2>/dev/null; left=1; done
                  rmdir "$group" 2>/dev/null || left=1
                done
              done
              for environ in $(grep -l -a -e "$mark" /proc/[0-9]*/environ 2>/dev/null); do
                pid=${environ#/proc/}; kill -9 "${pid%/environ}" 2>/dev/null && left=1
              done
              for entry in $tracked; do
                if started "${entry%%:*}" && [ "$start" = "${entry#*:}" ]; then
                  kill -9 "${entry%%:*}" 2>/dev/null && left=1
                fi
              done
              [ $left = 0 ] && break
              sleep 0.05 2>/dev/null || sleep 1
            done
            """;

    private static final BlockingQueue<String> TOLD = new LinkedBlockingQueue<>();
    private static final boolean STARTED = start();

    private Reaper() {
    }

    /** True when this tool's reaper runs (started at the first call). */
    static boolean running() {
        return STARTED;
    }

    /** Should the tool die, process {@code pid} (started at {@code started}, in clock ticks) is killed too. */
    static void track(long pid, long started) {
        if (STARTED) {
            TOLD.add("+ " + pid + ":" + started);
        }
    }

    /** The process is gone: nothing to kill. */
    static void forget(long pid, long started) {
        if (STARTED) {
            TOLD.add("- " + pid + ":" + started);
        }
    }

    private static boolean start() {
        if (!Files.isExecutable(Path.of("/bin/sh")) || !Files.isDirectory(Path.of("/proc/self"))) {
            return false;
        }
        List<String> command = new ArrayList<>();
        if (Files.isExecutable(Path.of("/usr/bin/setsid"))) {
            command.add("/usr/bin/setsid"); // out of the terminal's reach: its hang-up is the tool's, not this
        }
        command.addAll(List.of("/bin/sh", "-c", SCRIPT, "sudoku-compare-reaper",
                Long.toString(ProcessHandle.current().pid()), ProcessSweep.VARIABLE + "=" + ProcessSweep.RUN + "-"));
        Cgroups.parents().forEach(p -> command.add(p.toString()));
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        builder.environment().remove(ProcessSweep.VARIABLE);
        OutputStream pipe;
        try {
            pipe = builder.start().getOutputStream();
        } catch (IOException | RuntimeException e) {
            return false;
        }
        // The pipe is kept open as long as this process lives; lines go through a thread of their
        // own, so that no caller can wait on the reaper.
        Thread feed = new Thread(() -> {
            try {
                while (true) {
                    pipe.write((TOLD.take() + "\n").getBytes(StandardCharsets.US_ASCII));
                    pipe.flush();
                }
            } catch (IOException | InterruptedException e) {
                // The reaper is gone: nothing more to tell it.
            }
        }, "outside-program-reaper");
        feed.setDaemon(true);
        feed.start();
        return true;
    }
}
