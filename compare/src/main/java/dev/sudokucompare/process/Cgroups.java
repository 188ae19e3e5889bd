package dev.sudokucompare.process;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Control groups, where this machine lets the tool make them: every outside program then runs in
 * a group of its own, which measures the CPU time and peak memory of its whole process tree to the
 * nanosecond and the page, enforces a memory limit, and can be emptied at once (BenchExec's
 * approach). cgroup v2 (one unified hierarchy with the cpu and memory controllers) and v1 (the
 * cpuacct and memory hierarchies) are both understood; {@link #available()} is empty where neither
 * is writable, and the caller falls back to sampling. Where the pids controller is there too (v2:
 * in the same hierarchy; v1: a {@code pids} hierarchy of its own), a group also caps how many
 * processes and threads the tree may hold at once and says when a fork was refused.
 */
public final class Cgroups {

    /** {@code -Dsudokucompare.cgroups=off} measures by sampling even where groups could be made. */
    public static final String SWITCH = "sudokucompare.cgroups";

    private static final AtomicLong CALLS = new AtomicLong();
    private static final Optional<Cgroups> DETECTED = detect();

    private final boolean v2;
    /** v2: the parent group; v1: the cpuacct parent. */
    private final Path cpuParent;
    /** v1: the memory parent (v2: same as cpuParent). */
    private final Path memoryParent;
    /** v1: the pids parent; v2: same as cpuParent; null without the pids controller. */
    private final Path pidsParent;

    private Cgroups(boolean v2, Path cpuParent, Path memoryParent, Path pidsParent) {
        this.v2 = v2;
        this.cpuParent = cpuParent;
        this.memoryParent = memoryParent;
        this.pidsParent = pidsParent;
    }

    /** True when groups here can cap the number of processes (the pids controller). */
    boolean limitsProcesses() {
        return pidsParent != null;
    }

    /** The groups this machine lets the tool make, if any. */
    public static Optional<Cgroups> available() {
        return "off".equals(System.getProperty(SWITCH)) ? Optional.empty() : DETECTED;
    }

    String describe() {
        return v2 ? "cgroup v2" : "cgroup v1";
    }

    /** The directories this tool makes its groups in (none where it cannot), whether or not it uses them now. */
    static List<Path> parents() {
        return DETECTED.map(c -> c.v2 ? List.of(c.cpuParent) : c.pidsParent == null ? List.of(c.cpuParent, c.memoryParent)
                : List.of(c.cpuParent, c.memoryParent, c.pidsParent)).orElse(List.of());
    }

    private static Optional<Cgroups> detect() {
        try {
            List<String> own = Files.readAllLines(Path.of("/proc/self/cgroup"));
            Path unified = Path.of("/sys/fs/cgroup");
            String v2Path = own.stream().filter(l -> l.startsWith("0::")).map(l -> l.substring(3)).findFirst().orElse(null);
            if (v2Path != null && Files.isRegularFile(unified.resolve("cgroup.controllers"))) {
                Path parent = unified.resolve(v2Path.substring(1));
                String controllers = Files.readString(parent.resolve("cgroup.controllers"));
                if (controllers.contains("cpu") && controllers.contains("memory") && usable(parent)) {
                    // A child group has the pids controller only where the parent hands it down.
                    boolean pids = Files.readString(parent.resolve("cgroup.subtree_control")).contains("pids");
                    return Optional.of(new Cgroups(true, parent, parent, pids ? parent : null));
                }
            }
            Path cpu = v1Parent(own, "cpuacct");
            Path memory = v1Parent(own, "memory");
            if (cpu != null && memory != null && usable(cpu) && usable(memory)) {
                Path pids = v1Parent(own, "pids");
                return Optional.of(new Cgroups(false, cpu, memory, pids != null && usable(pids) ? pids : null));
            }
        } catch (IOException | RuntimeException e) {
            // No readable cgroup information: sampling it is.
        }
        return Optional.empty();
    }

    /** The v1 hierarchy holding {@code controller}, at this process's own place in it. */
    private static Path v1Parent(List<String> own, String controller) {
        for (String line : own) {
            String[] parts = line.split(":", 3);
            if (parts.length == 3 && List.of(parts[1].split(",")).contains(controller)) {
                Path mount = Path.of("/sys/fs/cgroup", controller);
                Path parent = mount.resolve(parts[2].substring(1));
                return Files.isDirectory(parent) ? parent : null;
            }
        }
        return null;
    }

    /** True when a child group can be made here (tried, then removed). */
    private static boolean usable(Path parent) {
        Path probe = parent.resolve("sudoku-compare-probe-" + ProcessHandle.current().pid());
        try {
            Files.createDirectory(probe);
            Files.delete(probe);
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /**
     * A fresh group for one program (one call, or one long-lived stream process); {@code processes}
     * caps its processes and threads at once where the pids controller allows (0: no cap).
     */
    Group create(long memoryLimitBytes, int processes) throws IOException {
        String name = "sudoku-compare-" + ProcessHandle.current().pid() + "-" + CALLS.incrementAndGet();
        Path cpu = cpuParent.resolve(name);
        Path memory = memoryParent.resolve(name);
        Path pids = processes > 0 && pidsParent != null ? pidsParent.resolve(name) : null;
        Files.createDirectory(cpu);
        if (!v2) {
            Files.createDirectory(memory);
            if (pids != null) {
                Files.createDirectory(pids);
            }
        }
        if (v2 && pids != null && !Files.exists(pids.resolve("pids.max"))) {
            pids = null; // not handed down after all: the caller counts the group's processes instead
        }
        Group g = new Group(v2, cpu, memory, pids);
        if (pids != null) {
            g.write(pids, "pids.max", Integer.toString(processes));
        }
        if (memoryLimitBytes > 0) {
            g.write(memory, v2 ? "memory.max" : "memory.limit_in_bytes", Long.toString(memoryLimitBytes));
            if (v2) {
                g.write(memory, "memory.swap.max", "0");
            }
        }
        return g;
    }

    /** One program's group: how to join it, what its processes used, and how to empty it. */
    static final class Group implements AutoCloseable {
        private final boolean v2;
        private final Path cpu;
        private final Path memory;
        /** Where the process cap is (v2: the group itself); null without one. */
        private final Path pids;

        /** Kept open: a read is then one pread, a few microseconds between two answers of a stream. */
        private final OpenFile usage;
        private final OpenFile peak;

        private Group(boolean v2, Path cpu, Path memory, Path pids) {
            this.v2 = v2;
            this.cpu = cpu;
            this.memory = memory;
            this.pids = pids;
            this.usage = new OpenFile(cpu.resolve(v2 ? "cpu.stat" : "cpuacct.usage"));
            // v2 resets the peak per open file: the one written is the one to read.
            this.peak = new OpenFile(memory.resolve(v2 ? "memory.peak" : "memory.max_usage_in_bytes"));
        }

        /** The command, started so that it joins this group before anything of it runs. */
        List<String> wrap(List<String> command) {
            StringBuilder join = new StringBuilder("echo $$ > '" + cpu.resolve("cgroup.procs") + "'");
            if (!v2) {
                join.append(" && echo $$ > '").append(memory.resolve("cgroup.procs")).append('\'');
                if (pids != null) {
                    join.append(" && echo $$ > '").append(pids.resolve("cgroup.procs")).append('\'');
                }
            }
            List<String> wrapped = new ArrayList<>(List.of("/bin/sh", "-c", join + " && exec \"$@\"", "sh"));
            wrapped.addAll(command);
            return wrapped;
        }

        /** CPU time (user + system) of every process that ever ran in the group, in nanoseconds. */
        long cpuNanos() {
            try {
                String text = usage.read();
                if (v2) {
                    for (String line : text.split("\n")) {
                        if (line.startsWith("usage_usec ")) {
                            return Long.parseLong(line.substring(11).strip()) * 1000;
                        }
                    }
                    return -1;
                }
                return Long.parseLong(text.strip());
            } catch (IOException | NumberFormatException e) {
                return -1;
            }
        }

        /** The most memory the group has held since it was made (or since {@link #resetPeak}), in KiB. */
        long peakKib() {
            try {
                return Long.parseLong(peak.read().strip()) >> 10;
            } catch (IOException | NumberFormatException e) {
                return -1;
            }
        }

        /** Starts the peak afresh (one stream answer after another); false where the kernel cannot. */
        boolean resetPeak() {
            try {
                peak.write("0");
                return true;
            } catch (IOException e) {
                return false;
            }
        }

        /** True once the kernel killed a process of the group for exceeding its memory limit. */
        boolean oomKilled() {
            try {
                String file = v2 ? "memory.events" : "memory.oom_control";
                for (String line : Files.readAllLines(memory.resolve(file))) {
                    if (line.startsWith("oom_kill ") && Long.parseLong(line.substring(9).strip()) > 0) {
                        return true;
                    }
                }
            } catch (IOException | NumberFormatException e) {
                return false;
            }
            return false;
        }

        /** True when the group caps its processes (the pids controller). */
        boolean capsProcesses() {
            return pids != null;
        }

        /** True once the kernel refused a fork of the tree for its process cap. */
        boolean processCapHit() {
            if (pids == null) {
                return false;
            }
            try {
                for (String line : Files.readAllLines(pids.resolve("pids.events"))) {
                    if (line.startsWith("max ") && Long.parseLong(line.substring(4).strip()) > 0) {
                        return true;
                    }
                }
            } catch (IOException | NumberFormatException e) {
                return false;
            }
            return false;
        }

        /** Kills every process in the group, whatever session or parent it has; returns how many there were. */
        int killAll() {
            int found = -1;
            for (int round = 0; round < 50; round++) {
                List<Long> pids = pids();
                if (found < 0) {
                    found = pids.size();
                }
                if (pids.isEmpty()) {
                    break;
                }
                for (long pid : pids) {
                    ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
                }
                try {
                    Thread.sleep(2);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
            return Math.max(0, found);
        }

        /** The processes in the group now. */
        List<Long> pids() {
            try {
                return Files.readAllLines(cpu.resolve("cgroup.procs")).stream().filter(l -> !l.isBlank())
                        .map(l -> Long.parseLong(l.strip())).toList();
            } catch (IOException | NumberFormatException e) {
                return List.of();
            }
        }

        private void write(Path dir, String file, String value) throws IOException {
            Files.writeString(dir.resolve(file), value, StandardCharsets.US_ASCII);
        }

        /** Empties and removes the group. */
        @Override
        public void close() {
            killAll();
            usage.close();
            peak.close();
            List<Path> dirs = new ArrayList<>(v2 ? List.of(cpu) : List.of(cpu, memory));
            if (pids != null && !v2) {
                dirs.add(pids);
            }
            for (Path dir : dirs) {
                for (int tries = 0; tries < 100; tries++) {
                    try {
                        Files.deleteIfExists(dir);
                        break;
                    } catch (IOException e) {
                        // Busy until its last process is reaped: try again shortly.
                        try {
                            Thread.sleep(2);
                        } catch (InterruptedException ie) {
                            Thread.currentThread().interrupt();
                            return;
                        }
                    }
                }
            }
        }
    }

    /** A control file kept open for reading (and writing) at offset 0, the kernel regenerating it each time. */
    private static final class OpenFile {
        private final Path path;
        private final ByteBuffer buffer = ByteBuffer.allocate(4096);
        private FileChannel channel;

        OpenFile(Path path) {
            this.path = path;
        }

        synchronized String read() throws IOException {
            buffer.clear();
            int n = open().read(buffer, 0);
            return n <= 0 ? "" : new String(buffer.array(), 0, n, StandardCharsets.US_ASCII);
        }

        synchronized void write(String value) throws IOException {
            open().write(ByteBuffer.wrap(value.getBytes(StandardCharsets.US_ASCII)), 0);
        }

        private FileChannel open() throws IOException {
            if (channel == null) {
                try {
                    channel = FileChannel.open(path, StandardOpenOption.READ, StandardOpenOption.WRITE);
                } catch (IOException e) {
                    channel = FileChannel.open(path, StandardOpenOption.READ); // a read-only control file
                }
            }
            return channel;
        }

        synchronized void close() {
            try {
                if (channel != null) {
                    channel.close();
                }
            } catch (IOException e) {
                // Nothing held.
            }
        }
    }
}
