package dev.sudokucompare.process;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * Where no control group can be made: a program's whole process tree followed through Linux's
 * {@code /proc} while it runs, and its resources read from there. A process joins the tree when it
 * is seen as a child of one of its members (read from {@code /proc/PID/task/TID/children}, a few
 * microseconds a member, at every sample) or seen carrying the program's mark (the whole machine
 * searched every {@value #SWEEP_MILLIS} ms), and stays a member after it leaves its session, clears
 * its environment or is orphaned, until it ends. Peak memory is the sum of the members' high-water
 * marks ({@code VmHWM}); CPU time is user + system of every member, with the children it has
 * reaped, plus the last seen CPU of the members that ended unreaped by any other member (an orphan
 * reaped by init), in clock ticks (10 ms). Both are lower bounds: what happens between two samples
 * of a process that lives shorter than one is not seen. -1 when /proc is not there.
 */
final class Sampler {

    /** Linux's USER_HZ: /proc reports CPU times in hundredths of a second. */
    private static final long NANOS_PER_TICK = 10_000_000L;
    /** Searching every process for the mark takes milliseconds here: a few times a second. */
    private static final long SWEEP_MILLIS = 250;

    private final long root;
    private final String mark;
    /** Told of every member but the program itself: the {@link Reaper} kills them should the tool die. */
    private final BiConsumer<Long, Long> joined;
    private final Map<Long, Member> members = new LinkedHashMap<>();
    private long lostTicks;
    private long peakKib = -1;
    private long cpuNanos = -1;
    /** Processes and threads of the tree at the last sample (the kernel's pids count, seen from /proc). */
    private int threads;
    private long lastSweep = System.nanoTime();

    /** One process of the tree: its start time tells it from a later process given the same pid. */
    private static final class Member {
        final long started;
        long ticks;
        long parent;

        Member(long started, long parent) {
            this.started = started;
            this.parent = parent;
        }
    }

    Sampler(long root, String mark, BiConsumer<Long, Long> joined) {
        this.root = root;
        this.mark = mark;
        this.joined = joined;
        Stat s = Stat.read(root);
        if (s != null) {
            members.put(root, new Member(s.started, s.parent));
        }
    }

    /** Follows the tree and reads its resources; a no-op once every member has ended. */
    synchronized void sample() {
        discover();
        long memory = -1;
        long ticks = lostTicks;
        List<Long> ended = new ArrayList<>();
        int seen = 0;
        for (Map.Entry<Long, Member> e : members.entrySet()) {
            Member m = e.getValue();
            Stat s = Stat.read(e.getKey());
            if (s == null || s.started != m.started) {
                ended.add(e.getKey());
                continue;
            }
            m.ticks = s.ticks;
            m.parent = s.parent;
            seen += (int) s.threads;
            ticks += s.ticks;
            memory = Math.max(0, memory) + Math.max(0, highWaterKib(e.getKey()));
        }
        for (long pid : ended) {
            Member m = members.remove(pid);
            // A member's own reaper adds its CPU to its children's account; anyone else's loses it.
            if (!members.containsKey(m.parent)) {
                lostTicks += m.ticks;
                ticks += m.ticks;
            }
        }
        threads = seen;
        if (memory >= 0) {
            peakKib = Math.max(peakKib, memory);
        }
        if (memory >= 0 || !ended.isEmpty()) {
            cpuNanos = Math.max(cpuNanos, ticks * NANOS_PER_TICK);
        }
    }

    /** New members: the children of every member, and (now and then) every process carrying the mark. */
    private void discover() {
        List<Long> queue = new ArrayList<>(members.keySet());
        for (int i = 0; i < queue.size(); i++) {
            for (long child : children(queue.get(i))) {
                if (join(child)) {
                    queue.add(child);
                }
            }
        }
        long now = System.nanoTime();
        if ((now - lastSweep) / 1_000_000 >= SWEEP_MILLIS) {
            lastSweep = now;
            ProcessSweep.marked(mark).forEach(p -> join(p.pid()));
        }
    }

    private boolean join(long pid) {
        if (members.containsKey(pid)) {
            return false;
        }
        Stat s = Stat.read(pid);
        if (s == null) {
            return false;
        }
        members.put(pid, new Member(s.started, s.parent));
        joined.accept(pid, s.started);
        return true;
    }

    /** Every process of the tree still running (its start time checked), the program first. */
    synchronized List<ProcessHandle> running() {
        List<ProcessHandle> all = new ArrayList<>();
        members.forEach((pid, m) -> {
            Stat s = Stat.read(pid);
            if (s != null && s.started == m.started) {
                ProcessHandle.of(pid).ifPresent(all::add);
            }
        });
        return all;
    }

    /** Every member so far, as pid and start time (for the {@link Reaper} to forget once they are gone). */
    synchronized Map<Long, Long> known() {
        Map<Long, Long> all = new LinkedHashMap<>();
        members.forEach((pid, m) -> all.put(pid, m.started));
        return all;
    }

    /**
     * Forgets the peak so far, for the next answer of a long-lived program: Linux resets a
     * process's {@code VmHWM} when 5 is written to its {@code clear_refs}.
     */
    synchronized void resetPeak() {
        members.keySet().forEach(Sampler::clearPeak);
        peakKib = -1;
    }

    private static void clearPeak(long pid) {
        try {
            Files.writeString(Path.of("/proc", Long.toString(pid), "clear_refs"), "5");
        } catch (IOException | RuntimeException e) {
            // Gone, or a kernel older than 4.0: the peak stays the program's lifetime peak.
        }
    }

    synchronized long peakKib() {
        return peakKib;
    }

    /** How many processes and threads of the tree were running at the last sample. */
    synchronized int threads() {
        return threads;
    }

    synchronized long cpuNanos() {
        return cpuNanos;
    }

    /** The children of every thread of {@code pid}; where the kernel lists none that way, from a scan. */
    private List<Long> children(long pid) {
        List<Long> found = new ArrayList<>();
        Path tasks = Path.of("/proc", Long.toString(pid), "task");
        try (DirectoryStream<Path> threads = Files.newDirectoryStream(tasks)) {
            for (Path thread : threads) {
                String list = Files.readString(thread.resolve("children"));
                for (String child : list.split(" ")) {
                    if (!child.isBlank()) {
                        found.add(Long.parseLong(child.strip()));
                    }
                }
            }
            return found;
        } catch (IOException | RuntimeException e) {
            if (!Files.isDirectory(tasks) || pid != root) {
                return found; // gone
            }
            // A kernel without CONFIG_PROC_CHILDREN: the JDK's scan of every process.
            return ProcessHandle.of(pid).map(p -> p.children().map(ProcessHandle::pid).toList()).orElse(found);
        }
    }

    private static long highWaterKib(long pid) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
                if (line.startsWith("VmHWM:")) {
                    return Long.parseLong(line.substring(6).replace("kB", "").strip());
                }
            }
        } catch (IOException | RuntimeException e) {
            // Gone already, or not Linux: nothing to add.
        }
        return -1;
    }

    /**
     * The fields of {@code /proc/PID/stat} the tree needs: its state ({@code R} running or waiting
     * for a CPU, {@code S} asleep, ...), parent, utime + stime + cutime + cstime in ticks, threads, and start time.
     */
    record Stat(char state, long parent, long flags, long ticks, long threads, long started) {

        /** Linux's PF_EXITING: the process has begun to exit (set before its files are closed). */
        private static final long EXITING = 0x4;

        /** True when the process has ended (a zombie) or its exit is under way. */
        boolean ending() {
            return state == 'Z' || state == 'X' || (flags & EXITING) != 0;
        }

        /** True when it is running, waiting for a CPU, or waiting for the disk (uninterruptible sleep, state D). */
        boolean runnable() {
            return state == 'R' || state == 'D';
        }

        /** Null when the process is gone. */
        static Stat read(long pid) {
            return read(Path.of("/proc", Long.toString(pid), "stat"));
        }

        /** A process's or a thread's ({@code /proc/PID/task/TID/stat}) state; null when it is gone. */
        static Stat read(Path file) {
            try {
                String stat = Files.readString(file);
                // Fields after the command name (which may hold spaces) start after the last ')'.
                String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                return new Stat(f[0].charAt(0), Long.parseLong(f[1]), Long.parseLong(f[6]), Long.parseLong(f[11]) + Long.parseLong(f[12])
                        + Long.parseLong(f[13]) + Long.parseLong(f[14]), Long.parseLong(f[17]), Long.parseLong(f[19]));
            } catch (IOException | RuntimeException e) {
                return null;
            }
        }
    }
}
