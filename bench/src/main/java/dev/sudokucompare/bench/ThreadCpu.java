package dev.sudokucompare.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * Where a JVM's CPU time goes, by kind of thread: the main thread, the compilers, the garbage
 * collector and the VM, other long-lived threads, and the threads a run starts and ends (a
 * comparison's worker and input reader). Linux only: each thread's nanoseconds on the CPU are
 * read from {@code /proc/self/task/<tid>/schedstat}. A thread that ended is gone from there, so the
 * short-lived threads' share is the process's CPU time less the others'; the process clock ticks
 * in coarse steps on some systems, so add that share up over many runs before reading it.
 */
final class ThreadCpu {

    enum Kind {
        MAIN("main"),
        RUN_THREADS("worker+reader"),
        JIT("JIT"),
        GC_VM("GC+VM"),
        OTHER("other");

        final String label;

        Kind(String label) {
            this.label = label;
        }
    }

    private static final Path TASKS = Path.of("/proc/self/task");

    /** One reading: each live thread's kind and CPU nanoseconds, by thread id. */
    record Reading(Map<String, Kind> kinds, Map<String, Long> nanos) {

        /** CPU nanoseconds by kind from {@code before} to this reading; {@code processNanos} over the same span. */
        long[] since(Reading before, long processNanos) {
            long[] byKind = new long[Kind.values().length];
            long accounted = 0;
            for (Map.Entry<String, Long> e : nanos.entrySet()) {
                long delta = e.getValue() - before.nanos.getOrDefault(e.getKey(), 0L);
                Kind kind = kinds.get(e.getKey());
                if (kind != Kind.RUN_THREADS) {
                    byKind[kind.ordinal()] += delta;
                    accounted += delta;
                }
            }
            byKind[Kind.RUN_THREADS.ordinal()] = Math.max(0, processNanos - accounted);
            return byKind;
        }
    }

    private ThreadCpu() {
    }

    static boolean available() {
        return Files.isReadable(TASKS.resolve(String.valueOf(ProcessHandle.current().pid())).resolve("schedstat"));
    }

    static Reading read() {
        Map<String, Kind> kinds = new HashMap<>();
        Map<String, Long> nanos = new HashMap<>();
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(TASKS)) {
            for (Path task : tasks) {
                String tid = task.getFileName().toString();
                String comm;
                String schedstat;
                try {
                    comm = Files.readString(task.resolve("comm")).strip();
                    schedstat = Files.readString(task.resolve("schedstat"));
                } catch (IOException e) {
                    continue; // the thread ended while being read
                }
                        kinds.put(tid, kindOf(comm));
                nanos.put(tid, Long.parseLong(schedstat.substring(0, schedstat.indexOf(' '))));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new Reading(kinds, nanos);
    }

    /**
     * By the name Linux knows the thread by: the JVM gives its threads their Java names, cut to 15
     * characters, but the main thread (and the launcher's, which only waits) keep the program's.
     */
    private static Kind kindOf(String comm) {
        if (comm.equals("java") || comm.equals("main")) {
            return Kind.MAIN;
        }
        if (comm.startsWith("solver-") || comm.startsWith("input-")) {
            return Kind.RUN_THREADS;
        }
        if (comm.startsWith("C1 Compiler") || comm.startsWith("C2 Compiler")) {
            return Kind.JIT;
        }
        if (comm.startsWith("GC ") || comm.startsWith("G1 ") || comm.startsWith("VM ")) {
            return Kind.GC_VM;
        }
        return Kind.OTHER;
    }
}
