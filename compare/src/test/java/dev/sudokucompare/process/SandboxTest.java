package dev.sudokucompare.process;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokucompare.core.solve.Cancellation;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a sandboxed program cannot do, tried with real bubblewrap and real programs: read a file
 * beside its directory, reach the network, write to the user's home or its own read-only
 * directory, fork without bound, or escape CPU accounting by double-forking out of its tree. Each
 * attack is also run without the sandbox where that is harmless, to show that it would succeed:
 * the test would see it. No timing is asserted; calls that must end have a hang guard of minutes.
 */
class SandboxTest {

    /** Only a hang reaches it. */
    private static final Duration HANG = Duration.ofMinutes(5);

    @TempDir
    Path tmp;

    private Path own;
    private String secret;
    private Path secretFile;

    @BeforeEach
    void layout() throws IOException {
        SandboxRequired.require();
        own = Files.createDirectory(tmp.resolve("submission"));
        secret = "sudoku-secret-" + UUID.randomUUID();
        secretFile = Files.writeString(Files.createDirectory(tmp.resolve("tests")).resolve("hidden.txt"), secret + "\n");
    }

    @AfterEach
    void groupsAgain() {
        System.clearProperty(Cgroups.SWITCH);
    }

    private ProcessOutcome run(Sandbox sandbox, String... command) throws IOException {
        return ProcessRunner.run(List.of(command), "", HANG, new Cancellation(),
                new ProgramLimits(Duration.ZERO, 0).withSandbox(sandbox));
    }

    private String python(String source) throws IOException {
        return Files.writeString(own.resolve("p" + System.nanoTime() + ".py"), source).toString();
    }

    @Test
    void aFileBesideItsDirectoryCannotBeRead() throws IOException {
        // By name, by a relative path, and by searching the whole file system for the secret's prefix.
        String program = python("""
                import os, sys
                for path in [sys.argv[1], '../tests/hidden.txt', '/etc/shadow']:
                    try:
                        print(open(path).read())
                    except OSError as e:
                        print('refused:', path, e.strerror)
                for root, dirs, files in os.walk('/') if sys.argv[2:] == ['search'] else []:
                    # /usr is the machine's system, bound read-only: the secret is written under the
                    # test's temporary directory, and reading all of /usr took most of this test's time.
                    dirs[:] = [d for d in dirs if os.path.join(root, d) not in ('/proc', '/sys', '/dev', '/usr')]
                    for name in files:
                        try:
                            with open(os.path.join(root, name), 'rb') as f:
                                data = f.read(1 << 20)
                            if b'sudoku-secret-' in data and not name.endswith('.py'):
                                print('found', os.path.join(root, name), data)
                        except OSError:
                            pass
                print('searched')
                """);
        ProcessOutcome boxed = run(Sandbox.around(own), "python3", program, secretFile.toString(), "search");
        assertThat(boxed.stdout()).as(boxed.stderr()).contains("refused: " + secretFile).contains("searched")
                .doesNotContain(secret).doesNotContain("found");
        assertThat(boxed.stderr()).doesNotContain(secret);
        // The same program outside the sandbox reads it (by name: searching the machine takes minutes).
        ProcessOutcome open = run(Sandbox.OFF, "python3", program, secretFile.toString());
        assertThat(open.stdout()).contains(secret);
    }

    @Test
    void noConnectionReachesTheMachine() throws IOException {
        try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            String program = python("""
                    import socket, sys
                    try:
                        socket.create_connection(('127.0.0.1', int(sys.argv[1])), timeout=30).sendall(b'leak')
                        print('connected')
                    except OSError as e:
                        print('refused:', e)
                    """);
            ProcessOutcome boxed = run(Sandbox.around(own), "python3", program, Integer.toString(server.getLocalPort()));
            assertThat(boxed.stdout()).as(boxed.stderr()).startsWith("refused:");
            // A connection made would wait in the backlog now: none does.
            server.setSoTimeout(1);
            assertThatThrownBy(server::accept).isInstanceOf(SocketTimeoutException.class);
            ProcessOutcome open = run(Sandbox.OFF, "python3", program, Integer.toString(server.getLocalPort()));
            assertThat(open.stdout()).startsWith("connected");
            server.setSoTimeout(0);
            server.accept().close();
        }
    }

    @Test
    void itWritesOnlyToItsPrivateTmp() throws IOException {
        Path home = Path.of(System.getProperty("user.home"));
        String probe = "sudoku-sandbox-probe-" + UUID.randomUUID();
        String program = python("""
                import os, sys
                for where in [sys.argv[1], os.environ['HOME'], '.', '/tmp', '/usr', '/']:
                    path = os.path.join(where, sys.argv[2])
                    try:
                        with open(path, 'w') as f:
                            f.write('x')
                        print('wrote', where)
                    except OSError as e:
                        print('refused', where)
                print('uid', os.getuid(), 'home', os.environ['HOME'])
                """);
        ProcessOutcome boxed = run(Sandbox.around(own), "python3", program, home.toString(), probe);
        assertThat(boxed.stdout()).as(boxed.stderr()).contains("refused " + home + "\n", "refused .\n", "refused /usr\n",
                "refused /\n", "wrote /tmp\n", "uid 65534 home /tmp\n");
        assertThat(home.resolve(probe)).doesNotExist();
        assertThat(own.resolve(probe)).doesNotExist();
        assertThat(Path.of("/tmp", probe)).doesNotExist(); // its /tmp was its own
        // While compiling, its own directory is writable, and nothing else besides.
        ProcessOutcome compiling = run(Sandbox.around(own).withWritableDirectory(), "python3", program, home.toString(),
                probe);
        assertThat(compiling.stdout()).contains("wrote .\n", "refused " + home + "\n", "refused /usr\n");
        assertThat(own.resolve(probe)).exists();
        assertThat(home.resolve(probe)).doesNotExist();
    }

    @Test
    void aProgramNamedByAnAbsolutePathSeesItsHomeReadOnlyAndNothingBeside() throws IOException {
        // As a JDK under /opt: bin/java reads ../lib; the directory above bin is shown, not its parent.
        Path home = Files.createDirectories(tmp.resolve("opt/jdk"));
        Files.writeString(Files.createDirectory(home.resolve("lib")).resolve("modules"), "the runtime\n");
        Path tool = Files.writeString(Files.createDirectory(home.resolve("bin")).resolve("java"),
                "#!/bin/sh\ncat \"$(dirname \"$0\")/../lib/modules\" \"$@\"\n");
        Files.writeString(tmp.resolve("opt/beside.txt"), secret);
        assertThat(tool.toFile().setExecutable(true)).isTrue();
        // (Named by a relative path: an absolute argument's directory would be shown, by design.)
        ProcessOutcome boxed = run(Sandbox.around(own), tool.toString(), "../tests/hidden.txt", "../opt/beside.txt");
        assertThat(boxed.stdout()).as(boxed.stderr()).isEqualTo("the runtime\n");
        assertThat(boxed.stdout() + boxed.stderr()).doesNotContain(secret);
    }

    @Test
    void itsEnvironmentIsClearedButForTheMark() throws IOException {
        ProcessOutcome boxed = run(Sandbox.around(own), "/usr/bin/env");
        assertThat(boxed.stdout().lines().map(l -> l.split("=", 2)[0]).sorted().toList())
                .containsExactly("HOME", "LANG", "PATH", "PWD", ProcessSweep.VARIABLE);
    }

    @ParameterizedTest(name = "cgroups {0}")
    @ValueSource(strings = {"on", "off"})
    void aBackgroundChildEndsWithItsSandboxAndNothingIsSaidToBeLeftBehind(String cgroups) throws Exception {
        System.setProperty(Cgroups.SWITCH, cgroups);
        // bubblewrap's first process in the sandbox still ends after the call returns; it was counted
        // as a process the program left running ("left 1 process running, killed") in most calls
        // once nothing slower than the group's kill ran before it.
        String token = "sandboxed-background-" + UUID.randomUUID();
        for (int call = 0; call < 20; call++) {
            ProcessOutcome plain = run(Sandbox.around(own), "/bin/true");
            assertThat(plain.leftBehind()).as("call %d of /bin/true", call).isZero();
        }
        ProcessOutcome r = run(Sandbox.around(own), "/bin/bash", "-c", "exec -a " + token + " sleep 600 & echo started");
        assertThat(r.stdout()).isEqualTo("started\n");
        assertThat(r.leftBehind()).isZero();
        Leftovers.assertNoneRunning(token);
    }

    @ParameterizedTest(name = "cgroups {0}")
    @ValueSource(strings = {"on", "off"})
    void aForkBombIsARuntimeErrorAndLeavesNothingRunning(String cgroups) throws Exception {
        System.setProperty(Cgroups.SWITCH, cgroups);
        String program = python("""
                import os, time
                for _ in range(10000):
                    if os.fork() == 0:
                        time.sleep(600)
                        os._exit(0)
                time.sleep(600)
                """);
        ProgramLimits limits = new ProgramLimits(Duration.ZERO, 0).withSandbox(Sandbox.around(own));
        ProcessOutcome r = ProcessRunner.run(List.of("python3", program), "", HANG, new Cancellation(), limits);
        assertThat(r.ending()).as(r.stderr()).isEqualTo(ProcessOutcome.Ending.PROCESS_LIMIT);
        assertThat(Container.processLimitMessage(limits))
                .isEqualTo("killed: more than " + Sandbox.DEFAULT_PROCESSES + " processes (the process limit; threads count)");
        Leftovers.assertNoneRunning(program);
    }

    @Test
    void aProcessLimitHoldsWithoutTheSandboxWhereTheKernelCapsForks() throws Exception {
        System.setProperty(Cgroups.SWITCH, "on");
        org.junit.jupiter.api.Assumptions.assumeTrue(Cgroups.available().map(Cgroups::limitsProcesses).orElse(false),
                "no pids controller here");
        String program = python("""
                import os, time
                while True:
                    try:
                        if os.fork() == 0:
                            time.sleep(600)
                            os._exit(0)
                    except OSError:
                        pass
                """);
        ProgramLimits limits = new ProgramLimits(Duration.ZERO, 0).withProcesses(64);
        ProcessOutcome r = ProcessRunner.run(List.of("python3", program), "", HANG, new Cancellation(), limits);
        assertThat(r.ending()).as(r.stderr()).isEqualTo(ProcessOutcome.Ending.PROCESS_LIMIT);
        Leftovers.assertNoneRunning(program);
    }

    @Test
    void aDoubleForkedGrandchildWithAClearedEnvironmentIsStillCountedWithoutControlGroups() throws Exception {
        // The audit's escape: orphaned at once, in a session of its own, without the mark. In the
        // sandbox its new parent is the sandbox's init, a member of the tree the samples follow.
        System.setProperty(Cgroups.SWITCH, "off");
        String program = python("""
                import subprocess, time
                subprocess.run(['setsid', 'sh', '-c', 'env -i sh -c "while :; do :; done" & exit 0'])
                time.sleep(600)
                """);
        ProgramLimits limits = new ProgramLimits(Duration.ofSeconds(1), 0).withSandbox(Sandbox.around(own));
        ProcessOutcome r = ProcessRunner.run(List.of("python3", program), "", HANG, new Cancellation(), limits);
        assertThat(r.ending()).as(r.stderr()).isEqualTo(ProcessOutcome.Ending.CPU_LIMIT);
        Leftovers.assertNoneRunning("while :; do :; done");
        Leftovers.assertNoneRunning(program);
    }
}
