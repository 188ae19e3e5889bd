package dev.sudokucompare.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Whether anything of a program still runs, read from /proc by its command line (sandboxed pids are not the host's). */
final class Leftovers {

    private Leftovers() {
    }

    /**
     * Fails unless, within a hang guard of two minutes, no process's command line holds {@code token}
     * (a killed process may take a moment to leave; a zombie's command line is empty).
     */
    static void assertNoneRunning(String token) throws InterruptedException {
        List<Long> left = List.of();
        for (int round = 0; round < 1200; round++) {
            left = running(token);
            if (left.isEmpty()) {
                return;
            }
            Thread.sleep(100);
        }
        assertThat(left).as("processes still running with '" + token + "' in their command line").isEmpty();
    }

    static List<Long> running(String token) {
        long self = ProcessHandle.current().pid();
        return ProcessHandle.allProcesses().map(ProcessHandle::pid).filter(pid -> pid != self)
                .filter(pid -> cmdline(pid).contains(token)).toList();
    }

    private static String cmdline(long pid) {
        try {
            return new String(Files.readAllBytes(Path.of("/proc", Long.toString(pid), "cmdline")),
                    StandardCharsets.UTF_8).replace('\0', ' ');
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }
}
