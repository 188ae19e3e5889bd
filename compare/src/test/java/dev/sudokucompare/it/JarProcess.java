package dev.sudokucompare.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** The shaded jar run in its own JVM, as a user runs it; output goes to files in {@code dir}. */
final class JarProcess {

    private final Process process;
    private final Path stdout;
    private final Path stderr;

    /**
     * {@code env --default-signal=HUP,INT,TERM} where this machine's env has it (GNU coreutils 8.31
     * on): a build started in the background without job control ({@code mvn verify &}, some CI
     * runners) hands its processes SIGINT ignored, one started with {@code nohup} SIGHUP, and a JVM
     * started so never hears them. The runs start as a terminal starts them, however the build was.
     */
    private static final List<String> SIGINT_DEFAULT = sigintDefault();

    private static List<String> sigintDefault() {
        List<String> reset = List.of("env", "--default-signal=HUP,INT,TERM");
        try {
            Process p = new ProcessBuilder(reset.get(0), reset.get(1), "true").redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return p.waitFor(300, TimeUnit.SECONDS) && p.exitValue() == 0 ? reset : List.of();
        } catch (IOException e) {
            return List.of();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return List.of();
        }
    }

    private JarProcess(Process process, Path stdout, Path stderr) {
        this.process = process;
        this.stdout = stdout;
        this.stderr = stderr;
    }

    /** The shaded jar the build made. */
    static Path jar() {
        String jar = System.getProperty("sudoku.jar");
        assertThat(jar).as("system property sudoku.jar (set by the build)").isNotNull();
        return Path.of(jar);
    }

    static JarProcess start(Path dir, List<String> jvmOptions, String... args) throws IOException {
        return start(dir, false, jvmOptions, args);
    }

    /**
     * As {@link #start(Path, List, String...)}; {@code ownGroup} starts it in a session of its own
     * (as a shell starts a job), so a signal can go to its whole process group as a terminal's
     * Ctrl-C does, without reaching the test. Its stdin is a pipe the test never writes to.
     */
    static JarProcess start(Path dir, boolean ownGroup, List<String> jvmOptions, String... args) throws IOException {
        return start(dir, ownGroup, java.util.Map.of(), jvmOptions, args);
    }

    /** As {@link #start(Path, boolean, List, String...)}, with {@code environment} added to the run's (and so its programs'). */
    static JarProcess start(Path dir, boolean ownGroup, java.util.Map<String, String> environment, List<String> jvmOptions,
            String... args) throws IOException {
        return start(dir, jar(), ownGroup, environment, jvmOptions, args);
    }

    /** As {@link #start(Path, List, String...)}, with another jar than the build's (a copy of it, re-packed). */
    static JarProcess start(Path dir, Path jar, String... args) throws IOException {
        return start(dir, jar, false, java.util.Map.of(), List.of(), args);
    }

    /**
     * The build's options for the tool's JVMs the tests start ({@code it.jvm.options}: the client
     * compiler alone, as compare's test JVMs; a JIT flag changes no behaviour, only the CPU that
     * the many short runs spend compiling).
     */
    private static List<String> buildOptions() {
        String options = System.getProperty("it.jvm.options", "").strip();
        return options.isEmpty() ? List.of() : List.of(options.split("\\s+"));
    }

    private static JarProcess start(Path dir, Path jar, boolean ownGroup, java.util.Map<String, String> environment,
            List<String> jvmOptions, String... args) throws IOException {
        assertThat(jar).as("the shaded jar; run 'mvn verify'").isRegularFile();
        List<String> command = new ArrayList<>();
        if (ownGroup) {
            command.add("setsid");
        }
        command.addAll(SIGINT_DEFAULT);
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(buildOptions());
        command.addAll(jvmOptions);
        command.add("-jar");
        command.add(jar.toString());
        command.addAll(List.of(args));
        Path out = dir.resolve("stdout.txt");
        Path err = dir.resolve("stderr.txt");
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
        builder.environment().putAll(environment);
        Process p = builder.start();
        return new JarProcess(p, out, err);
    }

    /**
     * Writes {@code line} to the run's standard input again and again, on a daemon thread, until
     * the run stops reading: an endless input that always has a record ready, as {@code yes} into a pipe.
     */
    void feedForever(String line) {
        byte[] bytes = (line + "\n").repeat(256).getBytes(StandardCharsets.US_ASCII);
        Thread feeder = new Thread(() -> {
            try (var in = process.getOutputStream()) {
                while (true) {
                    in.write(bytes);
                }
            } catch (IOException e) {
                // The run closed its end or ended: nothing more to feed.
            }
        }, "feed-forever");
        feeder.setDaemon(true);
        feeder.start();
    }

    long pid() {
        return process.pid();
    }

    boolean isAlive() {
        return process.isAlive();
    }

    /**
     * Waits until the run's JVM has a thread named {@code name} (as the kernel shows it: the JVM
     * names its native threads after its Java ones): an event to synchronise on where the run
     * prints nothing, e.g. "solver-1" or "input-reader", which a run starts only once its signal
     * handlers are in place. Fails, saying "hung", only after {@code seconds}.
     */
    void awaitThread(String name, long seconds) throws IOException, InterruptedException {
        Path tasks = Path.of("/proc", Long.toString(process.pid()), "task");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!hasThread(tasks, name)) {
            assertThat(process.isAlive()).as("the run is alive while waiting for its thread %s: %s", name, err())
                    .isTrue();
            assertThat(System.nanoTime() - deadline).as("hung: no thread %s after %d s", name, seconds).isNegative();
            Thread.sleep(20);
        }
    }

    private static boolean hasThread(Path tasks, String name) throws IOException {
        try (var each = Files.list(tasks)) {
            return each.anyMatch(t -> {
                try {
                    return Files.readString(t.resolve("comm")).strip().equals(name);
                } catch (IOException e) {
                    return false; // the thread ended while listed
                }
            });
        } catch (java.nio.file.NoSuchFileException e) {
            return false; // the process ended: the caller's next check says so
        }
    }

    /** Kills the run outright, as the kernel's out-of-memory killer or a scheduler's last word would. */
    void killNine() throws InterruptedException {
        process.destroyForcibly();
        assertThat(process.waitFor(300, TimeUnit.SECONDS)).as("SIGKILL ends the run").isTrue();
    }

    /** Sends a signal by name (INT, TERM) the way a terminal or a scheduler would. */
    void signal(String name) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder("kill", "-" + name, Long.toString(process.pid())).start();
        assertThat(kill.waitFor(300, TimeUnit.SECONDS)).isTrue();
        assertThat(kill.exitValue()).isZero();
    }

    /** Sends a signal to the whole process group (start it with {@code ownGroup}), as Ctrl-C in a terminal does. */
    void signalGroup(String name) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder("kill", "-" + name, "--", "-" + process.pid()).start();
        assertThat(kill.waitFor(300, TimeUnit.SECONDS)).isTrue();
        assertThat(kill.exitValue()).isZero();
    }

    /** Waits for the exit; kills the process and fails if it takes longer than {@code seconds}. */
    int waitFor(long seconds) throws InterruptedException {
        if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("hung: the run did not end within " + seconds + " s");
        }
        return process.exitValue();
    }

    String out() throws IOException {
        return Files.readString(stdout);
    }

    String err() throws IOException {
        return Files.readString(stderr);
    }
}
