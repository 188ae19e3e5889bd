package dev.sudokucompare.testsolvers;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.solvers.SolverProvider;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * Deliberately broken solvers, found by the real command line through the provider SPI, so the
 * tests can prove that the engine catches each kind of failure.
 */
public final class BrokenSolvers implements SolverProvider {

    private static final SudokuSolver REFERENCE = DfsSolvers.byName("dfs-mrv").orElseThrow();

    @Override
    public Optional<SudokuSolver> create(String spec) {
        return Optional.ofNullable(switch (spec) {
            case "test-wrong" -> solver(spec, BrokenSolvers::wrongCell);
            case "test-nosolution" -> solver(spec, (p, r) -> SolveResult.noSolution("claims so", SearchStats.NONE));
            case "test-notlexmin" -> solver(spec, BrokenSolvers::largest);
            case "test-undercount" -> solver(spec, BrokenSolvers::undercount);
            case "test-throws" -> solver(spec, (p, r) -> {
                throw new IllegalStateException("boom");
            });
            case "test-hang" -> solver(spec, BrokenSolvers::hang);
            // Hangs on AI Escargot only (norvig-hardest line 6), so it is caught inside a batch.
            case "test-hang-escargot" -> solver(spec, (p, r) -> p.toString().startsWith("1....7.9..3..2...8")
                    ? hang(p, r) : REFERENCE.solve(p, r));
            case "test-oom" -> solver(spec, (p, r) -> {
                // Asks for more than any heap holds: the JVM refuses at once and stays healthy.
                long[][] huge = new long[Integer.MAX_VALUE - 8][];
                return SolveResult.error("unreachable " + huge.length, SearchStats.NONE);
            });
            case "test-provider-bug" -> throw new IllegalStateException("a bug in a solver provider");
            default -> null;
        });
    }

    @Override
    public Map<String, String> describe() {
        return Map.of("test-wrong", "test only: changes one cell of a correct answer");
    }

    private static SudokuSolver solver(String name, BiFunction<Grid, SolveRequest, SolveResult> body) {
        return new SudokuSolver() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public SolveResult solve(Grid puzzle, SolveRequest request) {
                return body.apply(puzzle, request);
            }
        };
    }

    /** A correct answer with its last empty cell changed to another value: invalid. */
    private static SolveResult wrongCell(Grid puzzle, SolveRequest request) {
        SolveResult good = REFERENCE.solve(puzzle, request);
        if (good.solution() == null) {
            return good;
        }
        int last = -1;
        for (int cell = 0; cell < puzzle.shape().cellCount(); cell++) {
            if (puzzle.get(cell) == 0) {
                last = cell;
            }
        }
        if (last < 0) {
            return good;
        }
        int v = good.solution().get(last) % puzzle.size() + 1;
        return new SolveResult(Status.SOLVED, good.solution().with(last, v), 1, false, good.stats(), "");
    }

    /** The lexicographically largest solution: solve the digit-mirrored puzzle lexmin, mirror back. */
    private static SolveResult largest(Grid puzzle, SolveRequest request) {
        SolveResult r = REFERENCE.solve(mirror(puzzle), request.withMode(Mode.LEXMIN));
        return r.solution() == null ? r
                : new SolveResult(r.status(), mirror(r.solution()), 1, false, r.stats(), r.message());
    }

    private static Grid mirror(Grid g) {
        int[] v = g.toArray();
        for (int i = 0; i < v.length; i++) {
            v[i] = v[i] == 0 ? 0 : g.size() + 1 - v[i];
        }
        return Grid.of(g.shape(), v);
    }

    /** One solution fewer than the truth, claimed exact. */
    private static SolveResult undercount(Grid puzzle, SolveRequest request) {
        SolveResult r = REFERENCE.solve(puzzle, request);
        long n = Math.max(0, r.solutionsFound() - 1);
        return new SolveResult(n == 0 ? Status.NO_SOLUTION : Status.SOLVED, n == 0 ? null : r.solution(), n, true,
                r.stats(), "");
    }

    /** Ignores its limits and its cancellation. */
    private static SolveResult hang(Grid puzzle, SolveRequest request) {
        long until = System.nanoTime() + 60_000_000_000L;
        while (System.nanoTime() < until) {
            Thread.onSpinWait();
        }
        return SolveResult.error("woke up", SearchStats.NONE);
    }
}
