package dev.sudokucompare.cli;

import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.report.provenance.Build;
import dev.sudokucompare.report.trace.SearchRecorder;
import dev.sudokucompare.report.trace.TracePage;
import dev.sudokucompare.report.trace.TracedSearch;
import dev.sudokucompare.rundir.OutputDirectory;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code solve --trace --out DIR}: one puzzle searched by each of the page's solvers with a recorder
 * listening, drawn into {@code DIR/trace.html}. Solvers that report no decisions still run, for
 * their totals and answer.
 */
final class TracePageRun {

    /** However many events were asked for, the page lists at most this many per solver. */
    static final int MAX_EVENTS_LISTED = 1000;

    private final OutputDirectory dir;
    private final List<SudokuSolver> solvers;
    private final int eventsShown;
    private final String command;

    TracePageRun(OutputDirectory dir, List<SudokuSolver> solvers, long eventsAsked, String command) {
        this.dir = dir;
        this.solvers = List.copyOf(solvers);
        this.eventsShown = (int) Math.max(0, Math.min(eventsAsked, MAX_EVENTS_LISTED));
        this.command = command;
    }

    /** Searches {@code record} with every solver, writes the page, and returns the first solver's result. */
    SolveResult write(PuzzleRecord record, SolveRequest request) throws IOException {
        List<TracedSearch> searches = new ArrayList<>();
        for (SudokuSolver s : solvers) {
            SearchRecorder recorder = new SearchRecorder(record.puzzle(), eventsShown);
            SolveResult result = s.solve(record.puzzle(), request.withTrace(recorder));
            searches.add(new TracedSearch(s.name(), result, s.capabilities().tracesDecisions(),
                    s.capabilities().countsNodes(), recorder));
        }
        String mode = request.mode().toString().toLowerCase(Locale.ROOT);
        dir.write("trace.html", TracePage.render(record.location(), record.puzzle(), mode, searches, command,
                Build.version()));
        return searches.get(0).result();
    }

    /** Where the page is, for the closing note on stderr. */
    String file() {
        return dir.path().resolve("trace.html").toString();
    }
}
