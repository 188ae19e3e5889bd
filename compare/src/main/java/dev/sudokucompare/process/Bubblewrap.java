package dev.sudokucompare.process;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The command line of bubblewrap for a {@link Sandbox}, and whether bubblewrap works here. The
 * program gets every namespace of its own (no network, its own process ids, hostname, IPC and
 * control-group view), runs as {@code nobody} (uid and gid 65534) in a user namespace of its own
 * with no capabilities and no way to make another, in a session of its own, dies with the
 * sandbox's parent, and sees only: {@code /usr} (and the merged-/usr links) read-only, a copy of the few
 * {@code /etc} entries a C, C++, Java or Python program needs to start, a fresh {@code /proc}, a
 * minimal {@code /dev}, a private {@code /tmp}, its own directory, and — when its command names
 * its program, or its first file argument, by an absolute path outside {@code /usr} — that
 * program's directory and that argument's directory, read-only ({@link #programDirectory},
 * {@link #argumentDirectory}). Its environment is cleared but for PATH, HOME=/tmp, LANG and the
 * tool's mark ({@link ProcessSweep}) (bubblewrap adds PWD). Nothing but /tmp (and its directory
 * while compiling) can be written.
 */
final class Bubblewrap {

    private static final String BWRAP = Container.executable("bwrap");
    /** The /etc entries a program needs to start: the loader's cache, the java alternatives, users, time zone. */
    private static final List<String> ETC = List.of("ld.so.cache", "ld.so.conf", "ld.so.conf.d", "alternatives",
            "passwd", "group", "nsswitch.conf", "localtime", "timezone");
    /** Read once: the JDK's and Python's entries of /etc do not change while the tool runs. */
    private static final List<String> ETC_ENTRIES = etcEntries();
    private static final String UNAVAILABLE = probe();

    private Bubblewrap() {
    }

    static String unavailable() {
        if ("off".equals(System.getProperty(Sandbox.SWITCH))) {
            return "bubblewrap switched off (-D" + Sandbox.SWITCH + "=off)";
        }
        return UNAVAILABLE;
    }

    /** {@code command} inside {@code sandbox}, carrying the environment entry {@code mark} (NAME=value). */
    static List<String> wrap(Sandbox sandbox, List<String> command, String markName, String markValue) {
        String why = unavailable();
        if (why != null) {
            throw new IllegalStateException("no sandbox here: " + why);
        }
        return argv(sandbox, command, markName, markValue);
    }

    private static List<String> argv(Sandbox sandbox, List<String> command, String markName, String markValue) {
        String dir = sandbox.directory().toString();
        List<String> words = new ArrayList<>(List.of(BWRAP, "--unshare-all", "--unshare-user", "--disable-userns",
                "--uid", "65534", "--gid", "65534", "--hostname", "sandbox", "--cap-drop", "ALL",
                "--die-with-parent", "--new-session",
                "--ro-bind", "/usr", "/usr", "--symlink", "usr/bin", "/bin", "--symlink", "usr/lib", "/lib",
                "--symlink", "usr/lib64", "/lib64", "--symlink", "usr/sbin", "/sbin"));
        Path etc = EtcView.DIRECTORY;
        if (etc != null) {
            words.addAll(List.of("--ro-bind", etc.toString(), "/etc"));
        } else {
            for (String entry : ETC_ENTRIES) {
                words.addAll(List.of("--ro-bind-try", "/etc/" + entry, "/etc/" + entry));
            }
        }
        words.addAll(List.of("--proc", "/proc", "--dev", "/dev", "--size", Long.toString(Sandbox.TMP_BYTES), "--tmpfs", "/tmp"));
        List<Path> shown = new ArrayList<>();
        for (Path p : new Path[] {programDirectory(command.get(0), sandbox.directory()),
                argumentDirectory(command, sandbox.directory()), sandbox.directory()}) {
            if (p != null) {
                shown.add(p);
            }
        }
        // A directory under /tmp gets its parents made inside the private /tmp, which a program may
        // write: they go on a tmpfs of their own instead, read-only once the directories are bound.
        List<String> underTmp = shown.stream().map(Bubblewrap::tmpParent).filter(t -> t != null).distinct()
                .filter(t -> shown.stream().noneMatch(p -> p.toString().equals(t))).toList();
        underTmp.forEach(t -> words.addAll(List.of("--tmpfs", t)));
        for (Path p : shown.subList(0, shown.size() - 1)) {
            words.addAll(List.of("--ro-bind", p.toString(), p.toString()));
        }
        words.addAll(List.of(sandbox.writable() ? "--bind" : "--ro-bind", dir, dir));
        underTmp.forEach(t -> words.addAll(List.of("--remount-ro", t)));
        // The root bubblewrap builds the rest on is a tmpfs: read-only once built.
        words.addAll(List.of("--remount-ro", "/", "--chdir", dir,
                "--clearenv", "--setenv", "PATH", "/usr/local/bin:/usr/bin:/bin", "--setenv", "HOME", "/tmp",
                "--setenv", "LANG", "C.UTF-8", "--setenv", markName, markValue, "--"));
        words.addAll(command);
        return words;
    }

    /**
     * {@code /tmp/X} for a path at least two levels below /tmp ({@code /tmp/X/.../dir}), whose parents
     * would otherwise be the private /tmp's; null otherwise.
     */
    private static String tmpParent(Path p) {
        Path tmp = Path.of("/tmp");
        return p.startsWith(tmp) && p.getNameCount() >= 3 ? tmp.resolve(p.getName(1)).toString() : null;
    }

    /**
     * A copy of the {@code /etc} entries a program needs ({@link #ETC_ENTRIES}), made once per tool
     * process in a private temporary directory and bound as the sandbox's whole {@code /etc}: one
     * mount instead of one per entry (each costs bubblewrap a mount and a read of the mount table,
     * and a busy kernel makes mounts slow). Null when it could not be made: then each entry is bound.
     */
    private static final class EtcView {
        static final Path DIRECTORY = make();

        private static Path make() {
            Path view = null;
            try {
                view = Files.createTempDirectory("sudoku-compare-etc-");
                for (String entry : ETC_ENTRIES) {
                    copy(Path.of("/etc", entry), view.resolve(entry));
                }
                Path made = view;
                Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(made), "sandbox-etc-view-removal"));
                return view;
            } catch (IOException | RuntimeException e) {
                if (view != null) {
                    delete(view);
                }
                return null;
            }
        }

        /** Copies a file, a link (as a link) or a directory tree; what is missing or unreadable is left out. */
        private static void copy(Path from, Path to) throws IOException {
            if (Files.isSymbolicLink(from)) {
                Files.createSymbolicLink(to, Files.readSymbolicLink(from));
            } else if (Files.isDirectory(from)) {
                Files.createDirectory(to);
                try (DirectoryStream<Path> entries = Files.newDirectoryStream(from)) {
                    for (Path entry : entries) {
                        copy(entry, to.resolve(entry.getFileName().toString()));
                    }
                } catch (AccessDeniedException e) {
                    // A directory only its owner may list: the program would not have seen it either.
                }
            } else if (Files.isRegularFile(from) && Files.isReadable(from)) {
                Files.copy(from, to);
            }
        }

        private static void delete(Path dir) {
            try (Stream<Path> all = Files.walk(dir)) {
                all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            } catch (IOException | RuntimeException e) {
                // Left in the temporary directory: a few hundred kilobytes.
            }
        }
    }

    /** {@link #ETC} and the JDK's configuration ({@code /etc/java-17-openjdk}, ...) and Python's ({@code /etc/python3*}). */
    private static List<String> etcEntries() {
        List<String> entries = new ArrayList<>(ETC);
        try (DirectoryStream<Path> etc = Files.newDirectoryStream(Path.of("/etc"), "{java-*,python3*}")) {
            etc.forEach(p -> entries.add(p.getFileName().toString()));
        } catch (IOException e) {
            // No /etc to read: the fixed entries are tried all the same.
        }
        return entries;
    }

    /**
     * The directory to show read-only for a program named by an absolute path outside the system
     * and the sandbox's directory (a JDK under /opt, say): the directory above its {@code bin}
     * when that holds a {@code lib} too (a JDK's or an interpreter's home), else its own directory;
     * null when nothing needs showing.
     */
    static Path programDirectory(String program, Path sandboxDirectory) {
        if (!program.startsWith("/")) {
            return null;
        }
        Path real;
        try {
            real = Path.of(program).toRealPath();
        } catch (IOException | RuntimeException e) {
            return null; // missing: the sandbox will say so
        }
        if (real.startsWith("/usr") || real.startsWith(sandboxDirectory)) {
            return null;
        }
        Path dir = real.getParent();
        if (dir.getFileName() != null && dir.getFileName().toString().equals("bin") && dir.getParent() != null
                && dir.getParent().getParent() != null && Files.isDirectory(dir.getParent().resolve("lib"))) {
            dir = dir.getParent();
        }
        return dir.getParent() == null ? null : dir; // never the whole root
    }

    /**
     * The directory to show read-only for the first argument named by an absolute path (the
     * script of {@code python3 /home/me/my.py}, the class directory of {@code java -cp /home/me/out
     * Main}) outside the system and the sandbox's directory: the file's directory, or the directory
     * itself; null when there is none (later absolute arguments stay hidden).
     */
    static Path argumentDirectory(List<String> command, Path sandboxDirectory) {
        for (String word : command.subList(1, command.size())) {
            if (!word.startsWith("/")) {
                continue;
            }
            try {
                Path real = Path.of(word).toRealPath();
                Path dir = Files.isDirectory(real) ? real : real.getParent();
                boolean hidden = dir.getParent() == null || dir.startsWith("/usr") || dir.startsWith(sandboxDirectory);
                return hidden ? null : dir;
            } catch (IOException | RuntimeException e) {
                return null; // missing: the program will say so
            }
        }
        return null;
    }

    private static String probe() {
        if (BWRAP == null) {
            return "bubblewrap (bwrap) is not installed";
        }
        try {
            Path here = Path.of(System.getProperty("java.io.tmpdir"));
            List<String> argv = argv(Sandbox.around(here), List.of("/usr/bin/true"), ProcessSweep.VARIABLE, "probe");
            Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
            String said = new String(p.getInputStream().readNBytes(300)).strip();
            if (!p.waitFor(5, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                return "bubblewrap did not start a sandbox within 5 minutes";
            }
            return p.exitValue() == 0 ? null
                    : "bubblewrap refused to make a sandbox: " + said.lines().findFirst().orElse("(no message)");
        } catch (IOException e) {
            return "bubblewrap could not be started: " + e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted while trying bubblewrap";
        }
    }
}
