package dev.sudokucompare.cli;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * Debian's chromium, headless, each call with a fresh profile and no network chatter, killed
 * (with its helper processes) if it hangs.
 */
final class HeadlessChromium {

    private static final long TIMEOUT_SECONDS = 300;
    private static final List<String> FLAGS = List.of("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
            "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--disable-dev-shm-usage", "--window-size=1280,2000");

    /** What a call printed: stdout (the DOM for --dump-dom) and stderr (the log). */
    record Output(String stdout, String stderr) {

        /** The page's console messages and uncaught errors, as chromium logs them with --enable-logging. */
        List<String> consoleLines() {
            return stderr.lines().filter(l -> l.contains(":CONSOLE") || l.contains("Uncaught")).toList();
        }
    }

    private final Path executable;
    private final Path work;

    HeadlessChromium(Path executable, Path work) {
        this.executable = executable;
        this.work = work;
    }

    /** /usr/bin/chromium, else chromium or chromium-browser on the PATH. */
    static Optional<Path> find() {
        Stream<Path> onPath = Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .filter(d -> !d.isEmpty())
                .flatMap(d -> Stream.of(Path.of(d, "chromium"), Path.of(d, "chromium-browser")));
        return Stream.concat(Stream.of(Path.of("/usr/bin/chromium")), onPath).filter(Files::isExecutable).findFirst();
    }

    /** The browser; the test is skipped without one, except in CI (CI set), where that is a failure. */
    static Path findOrSkip() {
        Optional<Path> found = find();
        String ci = System.getenv("CI");
        if (found.isEmpty() && ci != null && !ci.equals("false") && !ci.equals("0")) {
            Assertions.fail("no chromium found (looked for /usr/bin/chromium, chromium, chromium-browser); "
                    + "CI must install it (see .ci/run)");
        }
        Assumptions.assumeTrue(found.isPresent(), "skipped: no chromium found (looked for /usr/bin/chromium, "
                + "chromium, chromium-browser on PATH); install it with apt-get install chromium");
        return found.get();
    }

    Output screenshot(Path page, Path png) throws IOException, InterruptedException {
        return run(page, "--screenshot=" + png);
    }

    /** The DOM after loading, with the console logged to stderr. */
    Output dumpDom(Path page) throws IOException, InterruptedException {
        return run(page, "--enable-logging=stderr", "--v=0", "--dump-dom");
    }

    private Output run(Path page, String... extra) throws IOException, InterruptedException {
        Path call = Files.createTempDirectory(work, "chromium");
        List<String> command = new ArrayList<>(List.of(executable.toString()));
        command.addAll(FLAGS);
        command.add("--user-data-dir=" + call.resolve("profile"));
        command.addAll(List.of(extra));
        command.add(page.toUri().toString());
        Path out = call.resolve("stdout.txt");
        Path err = call.resolve("stderr.txt");
        Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        p.getOutputStream().close();
        boolean done = p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        if (!done) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            throw new AssertionError("chromium did not finish within " + TIMEOUT_SECONDS + " s and was killed: "
                    + command + "\n" + Files.readString(err));
        }
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        if (p.exitValue() != 0) {
            throw new AssertionError("chromium exited with " + p.exitValue() + ": " + command + "\n" + Files.readString(err));
        }
        return new Output(Files.readString(out), Files.readString(err));
    }
}
