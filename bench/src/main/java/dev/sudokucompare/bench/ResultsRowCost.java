package dev.sudokucompare.bench;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.Attempt;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;
import dev.sudokucompare.engine.RecordVerdict;
import dev.sudokucompare.report.Printable;
import dev.sudokucompare.report.ResultsCsv;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * What one row of results.csv costs the main thread, the file's writes left out: 10,000 judged
 * records of one solver (a kaggle-like row, seeded numbers) spelled through the printable filter
 * into a stream that drops them, best of the rounds after a warm-up. It uses only the public
 * API, so the jar of an earlier commit runs it too.
 *
 * <p>{@code java -cp bench/target/benchmarks.jar dev.sudokucompare.bench.ResultsRowCost [rounds]}
 */
public final class ResultsRowCost {

    private static final int RECORDS = 10_000;

    private ResultsRowCost() {
    }

    public static void main(String[] args) throws IOException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 60;
        Grid puzzle = Grid.parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
        Grid solution = Grid.parse("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
        Random random = new Random(20_261_128L);
        List<Judgement> judgements = new ArrayList<>();
        for (int i = 0; i < RECORDS; i++) {
            PuzzleRecord record = PuzzleRecord.of("datasets/kaggle-10000.txt", i, i + 1, puzzle).withSolution(solution);
            SearchStats stats = new SearchStats(random.nextInt(100), random.nextInt(50), random.nextInt(50), 0,
                    1_000 + random.nextInt(100_000));
            SolveResult result = SolveResult.solved(solution, 1, false, stats, "");
            Attempt attempt = new Attempt(result, 1_000 + random.nextInt(100_000), 900 + random.nextInt(100_000), null,
                    1_100 + random.nextInt(100_000));
            Outcome outcome = new Outcome("dfs", List.of(attempt), 0, AnswerVerdict.CORRECT, "");
            judgements.add(new Judgement(record, List.of(outcome), RecordVerdict.AGREE, "", "matches", false));
        }
        // The first third warms the compilers up; the best of the rest is the least disturbed.
        long best = Long.MAX_VALUE;
        for (int round = 0; round < rounds; round++) {
            long start = System.nanoTime();
            try (ResultsCsv csv = new ResultsCsv(Printable.stream(OutputStream.nullOutputStream()), List.of("dfs"))) {
                for (Judgement j : judgements) {
                    csv.judged(j);
                }
            }
            long nanos = System.nanoTime() - start;
            if (round >= rounds / 3) {
                best = Math.min(best, nanos);
            }
        }
        System.out.printf("results.csv: %.0f ns a row (best of %d rounds of %,d rows, after %d to warm up)%n",
                (double) best / RECORDS, rounds - rounds / 3, RECORDS, rounds / 3);
    }
}
