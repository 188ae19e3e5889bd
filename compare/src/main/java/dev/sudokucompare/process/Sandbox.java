package dev.sudokucompare.process;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What an untrusted program may see besides its limits: with {@link #around(Path)} it runs under
 * bubblewrap with no network, a read-only system, its own directory (writable only while it is
 * compiled), a private {@code /tmp} of at most {@link #TMP_BYTES}, no file written larger than
 * {@link #FILE_BYTES} (a program, or a compiler, that writes a huge file is stopped by SIGXFSZ or
 * told the file is too large, instead of filling the disk), and nothing else of the machine (not
 * the tests, not the answers, not other submissions, not the user's home). {@link #OFF}: today's
 * containment only.
 *
 * @param directory the program's own directory, its working directory inside; null when off
 * @param writable  true while compiling: the directory may be written
 */
public record Sandbox(Path directory, boolean writable) {

    /**
     * The process limit of a sandboxed program that sets none ({@link ProgramLimits#processes()}):
     * room for a JVM's threads (the kernel counts each thread) and a compiler's helpers, far below
     * what a fork bomb reaches.
     */
    public static final int DEFAULT_PROCESSES = 512;

    /** The largest file a sandboxed program may write (RLIMIT_FSIZE, by util-linux prlimit): 64 MiB. */
    public static final long FILE_BYTES = 64L << 20;

    /** The size of a sandboxed program's private /tmp (a tmpfs, in its memory): 64 MiB. */
    public static final long TMP_BYTES = 64L << 20;

    private static final String PRLIMIT = Container.executable("prlimit");

    /** {@code -Dsudokucompare.bubblewrap=off}: as on a machine without bubblewrap (every sandbox refused). */
    public static final String SWITCH = "sudokucompare.bubblewrap";

    /** No sandbox: the program runs with the user's rights (process and control-group containment only). */
    public static final Sandbox OFF = new Sandbox(null, false);

    public Sandbox {
        if (directory == null && writable) {
            throw new IllegalArgumentException("a writable sandbox needs a directory");
        }
        if (directory != null) {
            directory = directory.toAbsolutePath().normalize();
        }
    }

    /** A sandbox whose only visible directory of the user's is {@code directory}, read-only. */
    public static Sandbox around(Path directory) {
        return new Sandbox(Objects.requireNonNull(directory), false);
    }

    /** The same sandbox with its directory writable (a compile step). */
    public Sandbox withWritableDirectory() {
        return new Sandbox(directory, true);
    }

    /** True when programs run in a sandbox. */
    public boolean on() {
        return directory != null;
    }

    /**
     * Why programs cannot be sandboxed on this machine (bubblewrap missing, or refused: no user
     * namespaces), in one line; null when they can.
     */
    public static String unavailable() {
        String why = Bubblewrap.unavailable();
        return why == null && PRLIMIT == null ? "prlimit (util-linux) is not installed: no cap on the files a "
                + "program writes" : why;
    }

    /**
     * {@code command} run inside this sandbox (unchanged when off), keeping the tool's {@code mark} in
     * its environment, under the file size limit (set outside bubblewrap: inherited, and beyond reach).
     */
    List<String> wrap(List<String> command, String mark) {
        if (!on()) {
            return command;
        }
        List<String> words = new ArrayList<>(List.of(PRLIMIT, "--fsize=" + FILE_BYTES + ":" + FILE_BYTES, "--"));
        words.addAll(Bubblewrap.wrap(this, command, ProcessSweep.VARIABLE, mark));
        return words;
    }

    /**
     * {@code program} as the host sees it: a relative path with a slash ({@code ./main}) is
     * the sandbox's directory's, where the program starts; anything else unchanged.
     */
    String inside(String program) {
        return on() && program.contains("/") && !program.startsWith("/") ? directory.resolve(program).toString() : program;
    }

    /** For the report: how programs ran. */
    public String describe() {
        if (!on()) {
            return "not sandboxed (programs ran with the user's rights)";
        }
        return "sandboxed by bubblewrap (no network; own process, user, IPC and hostname namespaces; as nobody "
                + "without capabilities; read-only /usr; private /tmp of " + (TMP_BYTES >> 20) + " MiB; files up to "
                + (FILE_BYTES >> 20) + " MiB; visible directory " + directory
                + (writable ? ", writable)" : ", read-only)");
    }
}
