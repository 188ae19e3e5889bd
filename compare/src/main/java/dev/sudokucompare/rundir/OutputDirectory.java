package dev.sudokucompare.rundir;

import dev.sudokucompare.report.Printable;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

/**
 * The {@code --out} directory, written so that nothing else is clobbered. It must be new or
 * empty (an earlier run's directory needs {@code --force}; a file-system root is never used), and
 * it must not be one of the directories read. Every file is created anew, never opened through a
 * symbolic link: a streamed file is created exclusively after whatever had its name is removed
 * (the link itself, not its target), and a report is written to a fresh temporary file in the
 * directory and renamed over its name, which replaces a link rather than writing through it.
 * A run's directory (compare's, merge's) is locked while it is open, by an OS lock on its {@link
 * #LOCK} file: two runs writing one directory at once would each write the other's records, so a
 * second one is refused.
 */
public final class OutputDirectory implements Closeable {

    /**
     * The file whose lock says a run of the tool is writing the directory. It stays, empty: deleted,
     * a run that had opened it before would lock a file no later run sees.
     */
    static final String LOCK = ".sudoku-compare.lock";

    private final Path dir;
    private final FileChannel lock;

    private OutputDirectory(Path dir, FileChannel lock) {
        this.dir = dir;
        this.lock = lock;
    }

    /**
     * Checks and creates {@code dir}. {@code read} are directories the command reads (merge's
     * shards): writing into one of them is refused even with {@code force}.
     *
     * @throws IOException with a message saying what is wrong and what to do
     */
    public static OutputDirectory prepare(Path dir, boolean force, List<Path> read) throws IOException {
        if (Files.exists(dir, LinkOption.NOFOLLOW_LINKS) && !Files.isDirectory(dir)) {
            throw new IOException("--out " + dir + " exists and is not a directory");
        }
        if (Files.isDirectory(dir)) {
            Path real = dir.toRealPath();
            if (real.getParent() == null) {
                throw new IOException("--out " + dir + " is a file-system root; give the reports a directory of their own");
            }
            for (Path r : read) {
                if (Files.isDirectory(r) && Files.isSameFile(real, r)) {
                    throw new IOException("--out " + dir + " is also an input (" + r + "); its files would be "
                            + "overwritten while they are read: give another directory");
                }
            }
            if (!force && !isEmpty(dir)) {
                throw new IOException("--out " + dir + " is not empty" + (holdsARun(dir) ? " (it holds an earlier run's "
                        + "reports)" : "") + "; give a new or empty directory, or --force to replace the reports in it");
            }
        } else {
            Files.createDirectories(dir);
        }
        return new OutputDirectory(dir, null);
    }

    /**
     * A directory made if missing whose files of the names written are replaced, the rest kept
     * (manpage's pages); written as any other, never through a link.
     */
    public static OutputDirectory replacing(Path dir) throws IOException {
        Files.createDirectories(dir);
        return new OutputDirectory(dir, null);
    }

    /**
     * The same, {@link #prepare checked}, for a run's files (compare, merge): locked, so that no
     * second run writes them at once.
     */
    public static OutputDirectory forRun(Path dir, boolean force, List<Path> read) throws IOException {
        OutputDirectory checked = prepare(dir, force, read);
        return new OutputDirectory(checked.dir, lock(dir));
    }

    /**
     * The directory of an earlier session of a run that goes on there (--resume): used as it
     * is, its files kept; never a file-system root; locked as {@link #forRun}.
     */
    public static OutputDirectory existing(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return forRun(dir, false, List.of()); // nothing there yet: the run starts in it
        }
        if (dir.toRealPath().getParent() == null) {
            throw new IOException("--out " + dir + " is a file-system root; give the reports a directory of their own");
        }
        return new OutputDirectory(dir, lock(dir));
    }

    /**
     * Takes the directory's lock, an OS lock (released when the process ends, however it ends);
     * refused when another process, or another command of this one, holds it.
     */
    private static FileChannel lock(Path dir) throws IOException {
        Path file = dir.resolve(LOCK);
        if (Files.isSymbolicLink(file)) {
            Files.delete(file); // the link itself: a lock is never taken through one
        }
        FileChannel channel;
        try {
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            throw new IOException("--out " + dir + ": cannot make its lock file " + LOCK + ": " + e.getMessage(), e);
        }
        try {
            if (channel.tryLock() != null) {
                return channel;
            }
        } catch (OverlappingFileLockException e) {
            // Held by another command of this process: in use all the same.
        } catch (IOException e) {
            channel.close();
            throw new IOException("--out " + dir + ": cannot lock " + LOCK + " (" + e.getMessage() + ")", e);
        }
        channel.close();
        throw new IOException("--out " + dir + " is in use by another run of the tool (it holds " + LOCK
                + "); wait for that run to end, or give another directory");
    }

    /** Lets go of the lock, if it holds one; a second call does nothing. */
    @Override
    public void close() throws IOException {
        if (lock != null) {
            lock.close();
        }
    }

    /** True when {@code dir} does not exist, or is a directory {@link #isEmpty empty} but for a lock file. */
    public static boolean isNewOrEmpty(Path dir) throws IOException {
        return !Files.exists(dir, LinkOption.NOFOLLOW_LINKS) || Files.isDirectory(dir) && isEmpty(dir);
    }

    /** Empty but for a lock file, which an earlier run that made nothing else may have left. */
    private static boolean isEmpty(Path dir) throws IOException {
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir, e -> !e.getFileName().toString().equals(LOCK))) {
            return !entries.iterator().hasNext();
        }
    }

    private static boolean holdsARun(Path dir) {
        return Files.exists(dir.resolve("results.csv"), LinkOption.NOFOLLOW_LINKS)
                || Files.exists(dir.resolve("report.json"), LinkOption.NOFOLLOW_LINKS);
    }

    public Path path() {
        return dir;
    }

    /**
     * A new file named {@code name} for streaming into (in whole UTF-8 characters), made printable
     * ({@link Printable}); whatever had the name before is removed, never followed.
     */
    public OutputStream create(String name) throws IOException {
        Path file = dir.resolve(name);
        Files.deleteIfExists(file); // a symbolic link is removed itself, its target untouched
        return Printable.stream(Files.newOutputStream(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE,
                LinkOption.NOFOLLOW_LINKS));
    }

    /** The existing file {@code name} for appending to, made printable as it is written; never opened through a link. */
    public OutputStream append(String name) throws IOException {
        return Printable.stream(Files.newOutputStream(dir.resolve(name), StandardOpenOption.WRITE,
                StandardOpenOption.APPEND, LinkOption.NOFOLLOW_LINKS));
    }

    /**
     * Writes {@code content}, made printable ({@link Printable}: a JSON file's escapes too), to a
     * fresh temporary file here, then renames it to {@code name}.
     */
    public void write(String name, String content) throws IOException {
        String printable = name.endsWith(".json") ? Printable.json(content) : Printable.text(content);
        Path tmp = Files.createTempFile(dir, "." + name + ".", ".tmp");
        try {
            Files.writeString(tmp, printable, StandardCharsets.UTF_8, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING, LinkOption.NOFOLLOW_LINKS);
            try {
                Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rw-r--r--"));
            } catch (UnsupportedOperationException e) {
                // Not a POSIX file system: its default permissions stay.
            }
            Files.move(tmp, dir.resolve(name), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
