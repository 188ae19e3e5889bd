package dev.sudokucompare.grade;

import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.process.ExitStatus;
import dev.sudokucompare.process.ProcessOutcome;
import dev.sudokucompare.process.ProcessRunner;
import dev.sudokucompare.process.ProgramLimits;
import dev.sudokucompare.process.Sandbox;
import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A submission's build directory ({@code OUT/build/<student>/}): a fresh copy of its files (the
 * teacher's folder is never written), compiled there in the sandbox with the directory writable
 * and the language's compile limits. The run command then runs in the same directory, read-only.
 *
 * @param dir     the build directory (absolute)
 * @param sources the language's source files in it
 * @param entry   the entry point in it
 */
record Build(Submission submission, Path dir, List<Path> sources, Path entry) {

    /** What compiling gave: ok or not, and the compiler's first lines, sanitised and bounded. */
    record Compiled(boolean ok, String log) {
    }

    /** The signal a process gets for writing past its file size limit; a shell reports its child's as 128 + it. */
    private static final int SIGXFSZ = 25;

    private static final Pattern CONTROL = Pattern.compile("[\\p{Cc}\\p{Cf}&&[^\\n\\t]]");

    /** Copies {@code s}'s files into {@code dir}, emptied first. */
    static Build prepare(Submission s, Path dir) throws IOException {
        dir = dir.toAbsolutePath().normalize();
        deleteTree(dir);
        Files.createDirectories(dir);
        Path root = s.source().toRealPath();
        for (String rel : s.files()) {
            Path from = s.single() ? root : root.resolve(rel).toRealPath();
            if (!from.startsWith(root)) {
                throw new IOException("a file changed into a link out of the folder while grading: " + rel);
            }
            Path to = dir.resolve(rel).normalize();
            Files.createDirectories(to.getParent());
            Files.copy(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
        Path d = dir;
        List<Path> sources = s.files().stream().filter(s.language()::isSource).map(d::resolve).toList();
        return new Build(s, dir, sources, dir.resolve(s.entry()));
    }

    /** Compiles in the sandbox (or unsandboxed when {@code sandboxed} is false); no compile command: ok. */
    Compiled compile(boolean sandboxed, Cancellation stop) throws IOException {
        Language l = submission.language();
        if (l.compile().isEmpty()) {
            return new Compiled(true, "");
        }
        Language.CompileLimits limits = l.compileLimits();
        ProgramLimits programLimits = new ProgramLimits(limits.cpu(), limits.memoryBytes())
                .withSandbox(sandboxed ? Sandbox.around(dir).withWritableDirectory() : Sandbox.OFF);
        ProcessOutcome run = ProcessRunner.run(l.compileCommand(dir, sources, entry), "", limits.wall(),
                stop, programLimits);
        // Paths inside the build directory are shown relative: the student's file names, not this machine's.
        String said = (run.stderr() + (run.stdout().isBlank() ? "" : "\n" + run.stdout())).replace(dir + "/", "");
        String log = sanitise(said, limits.logChars());
        String why = switch (run.ending()) {
            case EXITED -> run.exitCode() == 0 ? null : run.exitCode() == 128 + SIGXFSZ && sandboxed
                    ? "the compiler wrote a file over the sandbox's limit of " + (Sandbox.FILE_BYTES >> 20)
                            + " MiB a file (killed by SIGXFSZ)"
                    : "the compiler " + ExitStatus.describe(run.exitCode());
            case CPU_LIMIT -> "the compiler passed its CPU limit (" + limits.cpu().toSeconds() + " s)";
            case TIMED_OUT -> "the compiler passed its time limit (" + limits.wall().toSeconds() + " s)";
            case MEMORY_LIMIT -> "the compiler passed its memory limit";
            case OUTPUT_LIMIT -> "the compiler printed too much";
            case PROCESS_LIMIT -> "the compiler started more processes than its limit";
            case CANCELLED -> "cancelled";
        };
        return why == null ? new Compiled(true, log) : new Compiled(false, why + (log.isEmpty() ? "" : "\n" + log));
    }

    /** The run command, in the sandbox's directory. */
    List<String> runCommand() {
        return submission.language().runCommand(dir, sources, entry);
    }

    /** The run command as one line {@code external:} splits back into the same words (double quotes). */
    String runCommandLine() {
        return commandLine(runCommand());
    }

    /** The run command of {@code s} built in {@code dir}, as {@link #runCommandLine()} gives it. */
    static String runCommandLine(Submission s, Path dir) {
        Path d = dir.toAbsolutePath().normalize();
        List<Path> sources = s.files().stream().filter(s.language()::isSource).map(d::resolve).toList();
        return commandLine(s.language().runCommand(d, sources, d.resolve(s.entry())));
    }

    private static String commandLine(List<String> words) {
        StringBuilder sb = new StringBuilder();
        for (String w : words) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append('"').append(w.replace("\\", "\\\\").replace("\"", "\\\"")).append('"');
        }
        return sb.toString();
    }

    /** Control characters out (tabs and line breaks kept), at most {@code maxChars} characters, "..." when cut. */
    static String sanitise(String text, int maxChars) {
        String clean = CONTROL.matcher(text.replace("\r\n", "\n").replace('\r', '\n')).replaceAll("?").strip();
        return clean.length() > maxChars ? clean.substring(0, maxChars) + "\n..." : clean;
    }

    static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.delete(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path d, IOException e) throws IOException {
                Files.delete(d);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
