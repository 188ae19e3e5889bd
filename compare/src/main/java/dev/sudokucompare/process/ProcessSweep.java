package dev.sudokucompare.process;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Finds and kills every process an outside program left behind. Each call's program gets an
 * environment variable of its own ({@link #VARIABLE}={@code mark}); every process it starts
 * inherits it, through fork, exec and setsid alike, so a child left running in the background or
 * a double-forked daemon in a session of its own still carries it after its parent is gone. After
 * the call, every process of the machine whose environment holds the mark is killed. Every mark of
 * this tool's process starts with {@link #RUN}, so the {@link Reaper} finds them all after the
 * tool's own end. What a mark cannot catch: a process that clears or rewrites its own environment
 * ({@code env -i}); {@link Sampler} follows those as descendants, and a control group holds them all.
 */
final class ProcessSweep {

    static final String VARIABLE = "SUDOKU_COMPARE_CALL";
    /** This tool process's part of every mark. */
    static final String RUN = UUID.randomUUID().toString();
    private static final AtomicLong CALLS = new AtomicLong();

    private ProcessSweep() {
    }

    /** A fresh mark for one call. */
    static String newMark() {
        return RUN + "-" + CALLS.incrementAndGet();
    }

    /** Kills every process that carries {@code mark} (except this one); returns how many there were. */
    static int killMarked(String mark) {
        List<ProcessHandle> marked = marked(mark);
        marked.forEach(ProcessHandle::destroyForcibly);
        return marked.size();
    }

    /** Every process that carries {@code mark}, except this one. */
    static List<ProcessHandle> marked(String mark) {
        byte[] needle = (VARIABLE + "=" + mark).getBytes(StandardCharsets.US_ASCII);
        long self = ProcessHandle.current().pid();
        return ProcessHandle.allProcesses().filter(p -> p.pid() != self && carries(p.pid(), needle)).toList();
    }

    /** True when the process's environment holds the entry; false when it is gone or not ours to read. */
    private static boolean carries(long pid, byte[] entry) {
        byte[] env;
        try {
            env = Files.readAllBytes(Path.of("/proc", Long.toString(pid), "environ"));
        } catch (IOException | SecurityException e) {
            return false;
        }
        // Entries are NUL-separated: match a whole entry.
        for (int start = 0; start < env.length; ) {
            int end = start;
            while (end < env.length && env[end] != 0) {
                end++;
            }
            if (end - start == entry.length && Arrays.equals(env, start, end, entry, 0, entry.length)) {
                return true;
            }
            start = end + 1;
        }
        return false;
    }
}
