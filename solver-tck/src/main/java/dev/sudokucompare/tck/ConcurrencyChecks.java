package dev.sudokucompare.tck;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/** One solver instance called from several threads at once keeps every answer right. */
final class ConcurrencyChecks {

    static final int THREADS = 4;
    private static final int ROUNDS = 2;
    /** Only a hang takes this long: a loaded machine may take minutes over calls that start processes. */
    private static final Duration ALL_CALLS = Duration.ofMinutes(10);

    private ConcurrencyChecks() {
    }

    /** A call and the answer it must give whatever runs beside it. */
    private record Task(KitPuzzle puzzle, SolveRequest request) {

        SolveResult run(SolverUnderTest s) {
            return s.solve(puzzle.name() + " (concurrent)", puzzle.puzzle(), request);
        }

        void check(SolveResult r) {
            String about = puzzle.name() + ", " + request + " (concurrent) -> " + r.describe();
            if (puzzle.count() == 0) {
                assertThat(r.status()).as(about).isEqualTo(Status.NO_SOLUTION);
                return;
            }
            assertThat(r.status()).as(about).isEqualTo(Status.SOLVED);
            switch (request.mode()) {
                case FIRST -> assertThat(puzzle.knownSolutions()).as(about).contains(r.solution());
                case LEXMIN -> assertThat(r.solution()).as(about).isEqualTo(puzzle.lexmin());
                case COUNT -> {
                    assertThat(r.solutionsFound()).as(about).isEqualTo(puzzle.count());
                    assertThat(r.countExact()).as(about).isTrue();
                }
            }
        }
    }

    static void oneInstanceServesSeveralThreads(SolverUnderTest s) throws InterruptedException {
        List<Task> tasks = new ArrayList<>();
        for (int round = 0; round < ROUNDS; round++) {
            for (KitPuzzle p : s.within(KitPuzzles.concat(BundledPuzzles.UNIQUE_9, BundledPuzzles.UNIQUE_16,
                    GeneratedPuzzles.UNIQUE))) {
                tasks.add(new Task(p, SolveRequest.first()));
                tasks.add(new Task(p, SolveRequest.count(2)));
            }
            for (KitPuzzle p : BundledPuzzles.MULTIPLE) {
                tasks.add(new Task(p, SolveRequest.lexmin()));
                tasks.add(new Task(p, SolveRequest.count(CountChecks.HIGH_COUNT_LIMIT)));
            }
            for (KitPuzzle p : KitPuzzles.concat(BundledPuzzles.NO_SOLUTION, BundledPuzzles.CONFLICTING)) {
                tasks.add(new Task(p, SolveRequest.count(2)));
            }
        }
        List<Task> asked = new ArrayList<>(tasks.stream().filter(t -> s.capabilities().supports(t.request().mode()))
                .filter(t -> s.capabilities().handles(t.puzzle().shape())).toList());
        Collections.shuffle(asked, new Random(42));
        ExecutorService pool = Threads.daemonPool("concurrent", THREADS);
        try {
            List<Future<SolveResult>> results = new ArrayList<>();
            for (Task t : asked) {
                results.add(pool.submit(() -> t.run(s)));
            }
            long deadline = System.nanoTime() + ALL_CALLS.toNanos();
            for (int i = 0; i < asked.size(); i++) {
                Duration left = Duration.ofNanos(Math.max(1, deadline - System.nanoTime()));
                asked.get(i).check(Threads.await(results.get(i), left,
                        "calls from " + THREADS + " threads did not all return"));
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(asked).as("calls within the declared capabilities").isNotEmpty();
    }
}
