package dev.sudokucompare.it;

import static dev.sudokucompare.it.ClassFixture.column;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.process.Sandbox;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The class fixture ({@code grade/class-boj2580}: 29 submissions in C, C++, Java and Python, correct,
 * wrong, badly laid out, too slow, too big, crashing, too chatty, not compiling, correct but slow,
 * and hostile) graded by the shaded jar in the real sandbox, as a teacher runs it. The gradebook must
 * be {@code expected-gradebook.csv} cell for cell (the machine's CPU and memory figures checked for
 * sense only, the SHA-256 computed here); every hostile program's attack must fail, each said by its
 * own assertion; no secret planted where an attack would look may appear in any output.
 *
 * <p>Each hostile program answers the puzzle correctly when its attack fails and prints what it stole
 * (or a marker) instead when it works: an attack blocked is an {@code AC}, one that worked a
 * {@code WA} with the loot in the output. Nothing depends on the machine's speed: the time limits are
 * CPU limits (2 s base, Java 4 s, Python 6 s) that only the busy loops reach; the slow Python
 * program stops at 3 s of its own CPU time, whatever the load.
 *
 * <p>In the slow profile (a minute and a half of one core on a quiet machine, the everyday build's
 * largest test): {@code LexminClassIT} and {@code ClassRegradeIT} grade smaller classes in the same
 * sandbox every build, and CI runs this one after them.
 */
@Tag("slow")
class ClassGradingIT {

    /** Only a hang waits this long: the class takes a few minutes on a busy 2-core machine. */
    private static final long HANG_SECONDS = 3600;
    private static final int SOCKET_PORT = 45127;

    static ClassFixture fixture;
    static JarProcess run;
    static int status;
    static Map<String, Map<String, String>> gradebook;
    static final AtomicInteger connections = new AtomicInteger();

    @BeforeAll
    static void gradeTheClass() throws Exception {
        ClassFixture.requireTools();
        fixture = ClassFixture.plant("class-boj2580");
        try (ServerSocket listener = listen()) {
            run = JarProcess.start(fixture.console(), false, fixture.environment(), List.of(), "grade",
                    "--submissions", fixture.submissions().toString(), "--problem", "boj2580",
                    "--tests", fixture.plan().toString(), "--out", fixture.out().toString(), "--threads", "2");
            status = run.waitFor(HANG_SECONDS);
        }
        gradebook = ClassFixture.read(fixture.out().resolve("gradebook.csv"));
    }

    /** A listener on this machine's loopback where wes-socket knocks; null when the port is taken. */
    private static ServerSocket listen() {
        try {
            ServerSocket s = new ServerSocket(SOCKET_PORT, 50, InetAddress.getLoopbackAddress());
            Thread t = new Thread(() -> {
                while (!s.isClosed()) {
                    try (Socket ignored = s.accept()) {
                        connections.incrementAndGet();
                    } catch (IOException e) {
                        return; // closed at the end of the run
                    }
                }
            }, "class-grading-listener");
            t.setDaemon(true);
            t.start();
            return s;
        } catch (IOException e) {
            return null; // the program's own verdict still says whether it connected
        }
    }

    @Test
    void everySubmissionIsGradedAndTheRunSaysSo() throws IOException {
        assertThat(status).as(run.err()).isZero();
        assertThat(run.err()).contains("graded 29 submissions (0 rejected)");
        assertThat(gradebook).hasSize(29);
    }

    @Test
    void theGradebookIsTheExpectedOneCellForCell() throws IOException {
        List<String> header = ClassFixture.header(fixture.out().resolve("gradebook.csv"));
        assertThat(header).containsExactlyElementsOf(ClassFixture.header(fixture.expectedGradebook()));
        Map<String, Map<String, String>> expected = ClassFixture.read(fixture.expectedGradebook());
        assertThat(gradebook.keySet()).containsExactlyElementsOf(expected.keySet());
        for (String student : expected.keySet()) {
            for (String col : header) {
                if (List.of("max_cpu_ms", "max_memory_kib", "sha256").contains(col)) {
                    continue;
                }
                assertThat(column(gradebook, student, col)).as("%s, column %s", student, col)
                        .isEqualTo(expected.get(student).get(col));
            }
        }
    }

    @Test
    void theShaColumnIsEachSubmissionsDigest() throws IOException {
        for (String student : gradebook.keySet()) {
            assertThat(column(gradebook, student, "sha256")).as(student)
                    .isEqualTo(ClassFixture.sha256(fixture.submissions(), student));
        }
    }

    @Test
    void theMachineFiguresMakeSense() {
        for (String student : gradebook.keySet()) {
            String cpu = column(gradebook, student, "max_cpu_ms");
            String memory = column(gradebook, student, "max_memory_kib");
            if (!column(gradebook, student, "status").equals("graded")) {
                assertThat(cpu + memory).as("%s ran nothing", student).isEmpty();
                continue;
            }
            assertThat(Long.parseLong(cpu)).as("%s max_cpu_ms", student).isBetween(0L, 60_000L);
            assertThat(Long.parseLong(memory)).as("%s max_memory_kib", student).isBetween(0L, 4L << 20);
        }
        // The busy loop is stopped by its CPU limit (2 s in C), never by a wall clock.
        assertThat(Long.parseLong(column(gradebook, "kim-spin", "max_cpu_ms"))).isGreaterThanOrEqualTo(1_900L);
        // The slow Python program needs more than the base limit: it passes only thanks to Python's 3x.
        assertThat(Long.parseLong(column(gradebook, "cleo-slow", "max_cpu_ms"))).isBetween(2_900L, 6_000L);
        assertThat(column(gradebook, "cleo-slow", "score")).isEqualTo("100");
    }

    @Test
    void readingTheTestsAnswersOrHomeIsBlocked() {
        assertBlocked("uma-snoop");
    }

    @Test
    void readingAnotherSubmissionIsBlocked() {
        assertBlocked("vic-peek");
    }

    @Test
    void includingASecretAtCompileTimeIsBlocked() {
        assertBlocked("abe-include");
    }

    @Test
    void readingTheTeachersEnvironmentIsBlocked() {
        assertBlocked("bo-environ");
    }

    @Test
    void openingASocketIsBlocked() {
        assertBlocked("wes-socket");
        assertThat(connections.get()).as("connections that reached this machine's loopback").isZero();
    }

    @Test
    void writingToHomeOrBesideItsFolderIsBlocked() throws IOException {
        assertBlocked("xia-home");
        try (Stream<Path> all = Files.walk(fixture.root())) {
            assertThat(all.filter(p -> p.getFileName().toString().equals("pwned-by-xia")).toList()).isEmpty();
        }
    }

    @Test
    void aForkBombIsStoppedByTheProcessLimit() {
        assertThat(column(gradebook, "yan-forks", "RE")).isEqualTo("8");
        assertThat(column(gradebook, "yan-forks", "WA")).as("FORKED 10000 would be a WA").isEqualTo("0");
    }

    @Test
    void printingAGigabyteIsCutAndFillsNoDisk() throws IOException {
        assertThat(column(gradebook, "zed-flood", "OLE")).isEqualTo("8");
        assertThat(ClassFixture.bytesUnder(fixture.out())).as("bytes under --out").isLessThan(64L << 20);
        assertThat(ClassFixture.bytesUnder(fixture.console())).as("bytes of the console").isLessThan(1L << 20);
    }

    @Test
    void noSecretByteAppearsInAnyOutputOrConsoleLine() throws IOException {
        List<String> leaks = new ArrayList<>();
        try (Stream<Path> all = Stream.concat(Files.walk(fixture.out()), Files.walk(fixture.console()))) {
            for (Path p : (Iterable<Path>) all::iterator) {
                if (!Files.isRegularFile(p)) {
                    continue;
                }
                String text = new String(Files.readAllBytes(p), StandardCharsets.ISO_8859_1);
                for (Map.Entry<String, String> secret : fixture.secrets().entrySet()) {
                    // The victim's own build copy holds its own file, secret comment and all.
                    boolean victimsCopy = secret.getKey().equals(ClassFixture.VICTIM)
                            && fixture.out().resolve("build").relativize(p).toString().startsWith("eli-python");
                    if (!victimsCopy && text.contains(secret.getValue())) {
                        leaks.add(secret.getKey() + " in " + fixture.root().relativize(p));
                    }
                }
            }
        }
        assertThat(leaks).isEmpty();
    }

    private static void assertBlocked(String student) {
        assertThat(column(gradebook, student, "status")).as(student).isEqualTo("graded");
        assertThat(column(gradebook, student, "AC")).as("%s: every test answered, the attack having failed", student)
                .isEqualTo("8");
    }
}
