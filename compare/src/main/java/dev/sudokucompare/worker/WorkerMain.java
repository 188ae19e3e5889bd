package dev.sudokucompare.worker;

import dev.sudokucompare.core.plugin.PluginApi;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.report.provenance.Build;
import dev.sudokucompare.solvers.PluginException;
import dev.sudokucompare.solvers.SolverCatalog;
import dev.sudokucompare.solvers.SolverOptions;
import dev.sudokucompare.solvers.worker.WorkerProtocol.Refusal;
import dev.sudokucompare.solvers.worker.WorkerProtocol;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A worker JVM: {@code java -cp JAR dev.sudokucompare.worker.WorkerMain [--plugin PATH]...
 * (--solver SPEC | --describe) [--memory-limited]}. The protocol owns its standard output: the
 * solver's own {@code System.out} goes to standard error, which the tool keeps as a bounded,
 * printable tail, and its {@code System.in} is empty. Each call is timed here as the tool times
 * an in-process call: the wall time around {@code solve} and the solving thread's CPU time.
 * The JVM ends (halted: a plug-in's shutdown hook cannot keep it) when its input closes, and after
 * an {@link OutOfMemoryError}, whose JVM is not to be trusted with another call.
 */
public final class WorkerMain {

    /** A depth-first search recurses once per empty cell (4096 on 64x64), as the tool's own solver threads allow. */
    private static final long STACK_BYTES = 64L << 20;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private WorkerMain() {
    }

    public static void main(String[] args) {
        PrintStream protocol = new PrintStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16),
                false, StandardCharsets.UTF_8); // buffered: a line is one write
        InputStream requests = new FileInputStream(FileDescriptor.in);
        System.setOut(System.err);
        System.setIn(InputStream.nullInputStream());
        int[] status = {0};
        Thread t = new Thread(null, () -> status[0] = run(args, requests, protocol), "worker", STACK_BYTES);
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            status[0] = 1;
        }
        protocol.flush();
        Runtime.getRuntime().halt(status[0]);
    }

    private static int run(String[] args, InputStream requests, PrintStream out) {
        List<Path> plugins = new ArrayList<>();
        String spec = null;
        boolean describe = false;
        boolean memoryLimited = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--plugin" -> plugins.add(Path.of(args[++i]));
                case "--solver" -> spec = args[++i];
                case "--describe" -> describe = true;
                case "--memory-limited" -> memoryLimited = true;
                default -> {
                    say(out, WorkerProtocol.refused(Refusal.PLUGIN, "unknown worker argument " + args[i]));
                    return 2;
                }
            }
        }
        SolverCatalog catalog;
        SudokuSolver solver;
        try {
            catalog = plugins.isEmpty() ? SolverCatalog.builtIn() : SolverCatalog.withPlugins(plugins);
            if (describe) {
                Map<String, String> known = catalog.known();
                catalog.pluginJars().forEach((s, jar) -> {
                    out.println(WorkerProtocol.spec(s, jar, known.get(s)));
                    // A library without a name names nothing: it is left out, not refused.
                    catalog.librariesOf(s).stream().filter(library -> library.name() != null && !library.name().isBlank())
                            .forEach(library -> out.println(WorkerProtocol.library(s, library)));
                });
                say(out, "end");
                return 0;
            }
            solver = catalog.resolve(spec, SolverOptions.DEFAULT);
        } catch (IllegalArgumentException e) {
            say(out, WorkerProtocol.refused(Refusal.USAGE, e.getMessage()));
            return 2;
        } catch (PluginException e) {
            say(out, WorkerProtocol.refused(Refusal.PLUGIN, e.getMessage()));
            return 2;
        } catch (Throwable e) {
            say(out, WorkerProtocol.refused(Refusal.PLUGIN, "the worker failed to start: " + e
                    + (e.getCause() == null ? "" : " (" + e.getCause() + ")")));
            return 2;
        }
        say(out, WorkerProtocol.hello(PluginApi.VERSION, describedBuild(), solver.name(), solver.capabilities()));
        return serve(solver, requests, out, memoryLimited);
    }

    private static int serve(SudokuSolver solver, InputStream requests, PrintStream out, boolean memoryLimited) {
        Requests in = new Requests(requests);
        try {
            for (String line; (line = in.next()) != null; ) {
                if (line.equals("notes")) {
                    say(out, "notes\t" + WorkerProtocol.text(solver.runNotes()));
                    continue;
                }
                if (line.equals("quit")) {
                    break;
                }
                WorkerProtocol.Call call = WorkerProtocol.readRequest(line);
                long cpu0 = THREADS.getCurrentThreadCpuTime();
                long t0 = System.nanoTime();
                SolveResult result;
                boolean outOfMemory = false;
                try {
                    result = solver.solve(call.puzzle(), call.request());
                } catch (OutOfMemoryError e) {
                    outOfMemory = true;
                    result = null;
                } catch (Throwable e) {
                    result = SolveResult.error(e, SearchStats.NONE);
                }
                long wall = System.nanoTime() - t0;
                long cpu = THREADS.getCurrentThreadCpuTime() - cpu0;
                if (result != null && result.message().contains("OutOfMemoryError")) {
                    outOfMemory = true; // a frame or the plug-in guard caught it as an error
                }
                if (outOfMemory) {
                    String what = result == null ? "OutOfMemoryError" : result.message();
                    result = memoryLimited
                            ? SolveResult.memoryLimit(": the worker's heap ran out ("
                                    + what + "); the worker JVM was ended", SearchStats.NONE)
                            : SolveResult.error(what + "; the worker JVM was ended (a JVM out of memory is not "
                                    + "trusted with another call)", SearchStats.NONE);
                }
                say(out, WorkerProtocol.answer(result, cpu, wall, outOfMemory));
                if (outOfMemory) {
                    return 3;
                }
            }
        } catch (IOException e) {
            return 1;
        } catch (IllegalArgumentException e) {
            System.err.println("worker: " + e.getMessage());
            return 2;
        }
        try {
            solver.close();
        } catch (Throwable e) {
            System.err.println("worker: closing " + solver.name() + " failed: " + e);
        }
        return 0;
    }

    private static void say(PrintStream out, String line) {
        out.print(line);
        out.print('\n');
        out.flush();
    }

    /** This build's version and commit, as the tool's own report names them. */
    private static String describedBuild() {
        return Build.version() + " (" + Build.commit() + ")";
    }
}
