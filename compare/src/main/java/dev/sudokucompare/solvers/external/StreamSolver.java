package dev.sudokucompare.solvers.external;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.process.ProgramLimits;
import dev.sudokucompare.process.StartUpClock;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Someone's own program as a long-lived solver ({@code stream:CMD}): one process answers the whole
 * input, a puzzle per line in and an answer per line out ({@link StreamProcess}), so a fast program
 * is not buried under a process start per puzzle. Calls from several threads each get a process
 * of their own (kept in a pool). A program that dies is started again for the next puzzle, and the
 * restarts are counted; its start-up is never inside an answer's time once warm-up has run. One
 * that breaks the protocol {@value Retirement#AFTER} times in a row is retired ({@link Retirement}).
 */
final class StreamSolver extends ProgramSolver {

    /** The spec prefix: {@code stream:python3 solver.py}. */
    public static final String PREFIX = "stream:";

    private final ConcurrentLinkedDeque<StreamProcess> idle = new ConcurrentLinkedDeque<>();
    private final List<StreamProcess> all = new ArrayList<>();
    private final AtomicLong starts = new AtomicLong();
    private final AtomicLong deaths = new AtomicLong();
    private final List<Long> startUps = Collections.synchronizedList(new ArrayList<>());
    private final Retirement retirement = new Retirement();

    public StreamSolver(String command, PuzzleFormat format, ProgramLimits limits) {
        super(PREFIX, command, format, limits, true);
    }

    @Override
    SolveResult ask(Grid puzzle, SolveRequest request, long start) {
        Optional<SolveResult> notRun = retirement.notRun(start);
        if (notRun.isPresent()) {
            return notRun.get();
        }
        StreamProcess process = idle.pollFirst();
        long startUp = 0;
        if (process == null) {
            // Its start-up is no answer's, nor the run watchdog's to budget: it has its own cap.
            try (StartUpClock.Span starting = StartUpClock.starting()) {
                try {
                    process = started();
                } catch (IOException e) {
                    return program.notStarted(e, start);
                }
                startUp = process.awaitStartUp(start, request.cancellation());
            }
            startUps.add(startUp);
        }
        SolveResult result = process.answer(puzzle, request);
        if (startUp > 0) {
            // The solver's own account: start-up as build time, the answer's wait as search.
            SearchStats s = result.stats();
            result = result.withStats(new SearchStats(s.nodes(), s.backtracks(), s.fails(), startUp, s.searchNanos()));
        }
        result = retirement.counted(result, process.brokeProtocol(), !process.dead());
        if (process.dead()) {
            deaths.incrementAndGet();
            process.close();
        } else {
            idle.addFirst(process);
        }
        if (retirement.retired()) {
            for (StreamProcess p; (p = idle.pollFirst()) != null; ) {
                p.close(); // those of other threads: no puzzle comes to them any more
            }
        }
        return result;
    }

    private StreamProcess started() throws IOException {
        StreamProcess p = StreamProcess.start(program.words(), program.format(), program.limits());
        starts.incrementAndGet();
        synchronized (all) {
            all.add(p);
        }
        return p;
    }

    /**
     * Its start-up time (spawned until idle, awaiting its first puzzle: in the answer's build time,
     * not its search time) and how often it had to be replaced: each loss is an answer it did not give.
     */
    @Override
    public String runNotes() {
        List<Long> times;
        synchronized (startUps) {
            times = List.copyOf(startUps);
        }
        if (times.isEmpty()) {
            return "";
        }
        String startUp = program.name() + ": start-up " + String.format(Locale.ROOT, "%.1f ms",
                times.stream().mapToLong(Long::longValue).average().orElse(0) / 1e6)
                + (times.size() == 1 ? "" : " on average") + " (spawned until idle, awaiting a puzzle; counted as build "
                + "time of the answer that started it, apart from its search time)";
        String limits = program.limitsNote();
        String note = deaths.get() == 0 ? startUp : startUp + "; the program stopped answering " + deaths.get()
                + (deaths.get() == 1 ? " time" : " times") + " (it died, broke the protocol, or was killed at a limit) "
                + "and was started " + starts.get() + " times in all";
        String retired = retirement.note();
        note = retired.isEmpty() ? note : note + "; " + retired;
        return limits.isEmpty() ? note : note + "; " + limits;
    }

    @Override
    public void close() {
        synchronized (all) {
            all.forEach(StreamProcess::close);
            all.clear();
        }
        idle.clear();
    }

    @Override
    public String toString() {
        return program.name();
    }
}
