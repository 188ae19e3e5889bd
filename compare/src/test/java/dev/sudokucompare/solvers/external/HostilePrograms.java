package dev.sudokucompare.solvers.external;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Python programs that attack the tool's hold on outside programs the way the audit did (each
 * records its own pid, and the pids of what it starts, in the file given as its first argument,
 * so a test can see that nothing of it survives), and the checks that nothing did.
 */
public final class HostilePrograms {

    private HostilePrograms() {
    }

    /** Appends this process's pid to the file in argv[1]: the line every program here starts with. */
    private static final String RECORD_PID = """
            import os, sys
            with open(sys.argv[1], 'a') as _f:
                _f.write('%d\\n' % os.getpid())
            """;

    /**
     * A {@code stream:} program that never reads its input but answers as puzzles are written: it
     * watches how many bytes wait in its stdin pipe (FIONREAD) and prints a grid of 1s (no puzzle's
     * answer) per line written, until the pipe is full and the tool's next write blocks.
     */
    public static final String NEVER_READS = RECORD_PID + """
            import fcntl, struct, termios, time
            seen = 0
            quiet = 0.05
            while True:
                waiting = struct.unpack('i', fcntl.ioctl(0, termios.FIONREAD, b'\\0' * 4))[0]
                lines = waiting // 82
                if lines > seen:
                    sys.stdout.write(('1' * 81 + '\\n') * (lines - seen))
                    sys.stdout.flush()
                    seen = lines
                    quiet = 0.0002
                else:
                    quiet = min(0.05, quiet * 2)  # idle at start-up, so the tool sees it ready
                time.sleep(quiet)
            """;

    /** A {@code stream:} program that answers from a solutions file (argv[2]) and prints each answer twice. */
    public static final String ANSWERS_TWICE = RECORD_PID + """
            solutions = {}
            for p, s in zip(open(sys.argv[2]), open(sys.argv[3])):
                solutions[p.strip()] = s.strip()
            for line in sys.stdin:
                answer = solutions.get(line.strip(), '')
                print(answer, flush=True)
                print(answer, flush=True)
            """;

    /** As {@link #ANSWERS_TWICE}, but one puzzle late: each answer is the previous puzzle's (its first, its own). */
    public static final String ANSWERS_LATE = RECORD_PID + """
            solutions = {}
            for p, s in zip(open(sys.argv[2]), open(sys.argv[3])):
                solutions[p.strip()] = s.strip()
            previous = None
            for line in sys.stdin:
                puzzle = line.strip()
                print(solutions.get(previous or puzzle, ''), flush=True)
                previous = puzzle
            """;

    /** As {@link #ANSWERS_TWICE}, but it greets before the first puzzle and then answers once each. */
    public static final String GREETS_FIRST = RECORD_PID + """
            print('ready', flush=True)
            solutions = {}
            for p, s in zip(open(sys.argv[2]), open(sys.argv[3])):
                solutions[p.strip()] = s.strip()
            for line in sys.stdin:
                print(solutions.get(line.strip(), ''), flush=True)
            """;

    /** Answers (from the solutions file) until its second puzzle, then closes stdout and keeps running. */
    public static final String CLOSES_OUTPUT = RECORD_PID + """
            import time
            solutions = {}
            for p, s in zip(open(sys.argv[2]), open(sys.argv[3])):
                solutions[p.strip()] = s.strip()
            n = 0
            for line in sys.stdin:
                n += 1
                if n == 2:
                    os.close(1)
                    time.sleep(600)
                print(solutions.get(line.strip(), ''), flush=True)
            """;

    /**
     * A {@code stream:} program that leaves a child in a session of its own with an empty
     * environment ({@code setsid env -i}, so neither the session nor the mark finds it) and a plain
     * child, records their pids, then answers "no solution" to every puzzle, slowly.
     */
    public static final String LEAVES_CHILDREN = RECORD_PID + """
            import subprocess, time
            hidden = subprocess.Popen(['setsid', 'env', '-i', 'sleep', '3001'])
            plain = subprocess.Popen(['sleep', '3002'])
            time.sleep(0.3)
            with open(sys.argv[1], 'a') as f:
                f.write('%d\\n%d\\n' % (hidden.pid, plain.pid))
            for line in sys.stdin:
                time.sleep(0.2)
                print('', flush=True)
            """;

    /** Writes {@code source} as {@code name} in {@code dir}; the command to run it with python3. */
    public static String write(Path dir, String name, String source) {
        try {
            return "python3 " + Files.writeString(dir.resolve(name), source);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The pids recorded in {@code file} (none when it is not there). */
    public static List<Long> pids(Path file) throws IOException {
        if (!Files.exists(file)) {
            return List.of();
        }
        return Files.readAllLines(file).stream().filter(l -> !l.isBlank()).map(l -> Long.parseLong(l.strip())).toList();
    }

    /** Fails unless every pid in {@code file} has ended (a hang guard of {@code seconds}, not a timing). */
    public static void assertAllEnded(Path file, long seconds) throws IOException, InterruptedException {
        List<Long> pids = pids(file);
        assertThat(pids).as("the program recorded its pids").isNotEmpty();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        List<Long> alive = alive(pids);
        while (!alive.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(50);
            alive = alive(pids);
        }
        assertThat(alive).as("processes of the program still running").isEmpty();
    }

    private static List<Long> alive(List<Long> pids) {
        List<Long> alive = new ArrayList<>();
        for (long pid : pids) {
            // A zombie is dead: only its parent's wait is missing.
            boolean running = ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false) && !zombie(pid);
            if (running) {
                alive.add(pid);
            }
        }
        return alive;
    }

    private static boolean zombie(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            return stat.substring(stat.lastIndexOf(')') + 2).startsWith("Z");
        } catch (IOException | RuntimeException e) {
            return true;
        }
    }

    /** The environment variable a test gives a run, so that whatever the run starts can be found by it. */
    public static final String TEST_RUN = "SUDOKU_COMPARE_TEST_RUN";

    /**
     * Fails unless no process but this one carries {@code TEST_RUN=id} in its environment: all a run
     * started, with that in the run's environment, has ended (a hang guard of {@code seconds}).
     */
    public static void assertNothingCarries(String id, long seconds) throws InterruptedException {
        byte[] entry = (TEST_RUN + "=" + id).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        List<String> left = carrying(entry);
        while (!left.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(50);
            left = carrying(entry);
        }
        assertThat(left).as("processes still running that the run started").isEmpty();
    }

    private static List<String> carrying(byte[] entry) {
        long self = ProcessHandle.current().pid();
        List<String> found = new ArrayList<>();
        ProcessHandle.allProcesses().filter(p -> p.pid() != self && !zombie(p.pid())).forEach(p -> {
            try {
                byte[] env = Files.readAllBytes(Path.of("/proc", Long.toString(p.pid()), "environ"));
                if (indexOf(env, entry) >= 0) {
                    found.add(p.pid() + " " + p.info().commandLine().orElse("?"));
                }
            } catch (IOException | RuntimeException e) {
                // Gone, or not ours to read.
            }
        });
        return found;
    }

    private static int indexOf(byte[] hay, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= hay.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (hay[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    /**
     * The control groups the tool process {@code pid} made and left, anywhere under
     * {@code /sys/fs/cgroup} (none where the machine has no groups).
     */
    public static List<Path> groupsLeftBy(long pid) throws IOException {
        Path root = Path.of("/sys/fs/cgroup");
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        String prefix = "sudoku-compare-" + pid + "-";
        List<Path> found = new ArrayList<>();
        Files.walkFileTree(root, java.util.Set.of(), 5, new java.nio.file.SimpleFileVisitor<>() {
            @Override
            public java.nio.file.FileVisitResult preVisitDirectory(Path dir, java.nio.file.attribute.BasicFileAttributes a) {
                if (dir.getFileName() != null && dir.getFileName().toString().startsWith(prefix)) {
                    found.add(dir);
                    return java.nio.file.FileVisitResult.SKIP_SUBTREE;
                }
                return java.nio.file.FileVisitResult.CONTINUE;
            }

            @Override
            public java.nio.file.FileVisitResult visitFileFailed(Path file, IOException e) {
                return java.nio.file.FileVisitResult.CONTINUE; // a directory not ours to read holds none of ours
            }
        });
        return found;
    }

    /** Fails unless the tool process {@code pid} left no control group (a hang guard of {@code seconds}). */
    public static void assertNoGroupsLeft(long pid, long seconds) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        List<Path> left = groupsLeftBy(pid);
        while (!left.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(50);
            left = groupsLeftBy(pid);
        }
        assertThat(left).as("control groups left by " + pid).isEmpty();
    }
}
