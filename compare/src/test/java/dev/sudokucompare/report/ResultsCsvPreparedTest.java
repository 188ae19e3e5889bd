package dev.sudokucompare.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.engine.Comparison;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Reference;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.engine.Warmup;
import dev.sudokucompare.input.InputFormat;
import dev.sudokucompare.input.Inputs;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * results.csv's rows spelled ahead on another thread ({@link ResultsCsv#prepare}, as a worker
 * that judged a record ahead spells them) are byte for byte the rows the file's own writer
 * spells: over a real run's judgements, malformed lines (one not ASCII, one like a formula),
 * records measured contended, input's own solutions and extra columns.
 */
class ResultsCsvPreparedTest {

    @Test
    void rowsSpelledAheadAreTheRowsTheWriterSpells(@TempDir Path dir) throws Exception {
        Path odd = dir.resolve("odd.txt");
        Files.writeString(odd, String.join("\n",
                "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
                "=cmd|' /C calc'!A0",
                "r\u00e9sum\u00e9 \u6570\u72ec, \"quoted\"",
                "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....") + "\n");
        Path extras = dir.resolve("with-extras.csv");
        Files.writeString(extras, "quizzes,solutions,difficulty\n"
                + "004300209005009001070060043006002087190007400050083000600000105003508690042910300,"
                + "864371259325849761971265843436192587198657432257483916689734125713528694542916378,caf\u00e9\n");
        SudokuSolver dfs = DfsSolvers.fromSpec("dfs").orElseThrow();
        Settings settings = Settings.builder(List.of("dfs", "dfs-mrv")).limit(200).timeout(HangGuard.LIMIT)
                .warmup(Warmup.NONE).seed(3).build();
        List<Judgement> judged = new ArrayList<>();
        var inputs = Stream.of(Datasets.dir().resolve("kaggle-10000.txt"), odd, extras)
                .flatMap(p -> Inputs.resolve(p.toString(), InputFormat.AUTO).stream()).toList();
        new Comparison(settings, List.of(dfs, DfsSolvers.fromSpec("dfs-mrv").orElseThrow()), Reference.OFF, judged::add)
                .run(inputs);
        List<Judgement> all = new ArrayList<>();
        for (int i = 0; i < judged.size(); i++) {
            all.add(i % 7 == 3 ? judged.get(i).asContended() : judged.get(i));
        }
        assertThat(all).anyMatch(j -> j.record().isMalformed()).anyMatch(Judgement::contended)
                .anyMatch(j -> j.record().providedSolution() != null).anyMatch(j -> !j.record().extras().isEmpty());

        for (boolean runContended : new boolean[] {false, true}) {
            ByteArrayOutputStream spelledHere = new ByteArrayOutputStream();
            try (ResultsCsv csv = new ResultsCsv(spelledHere, settings.solverSpecs(), true, runContended)) {
                all.forEach(csv::judged);
            }
            ByteArrayOutputStream spelledAhead = new ByteArrayOutputStream();
            ExecutorService worker = Executors.newSingleThreadExecutor();
            try (ResultsCsv csv = new ResultsCsv(spelledAhead, settings.solverSpecs(), true, runContended)) {
                List<Future<Object>> prepared = new ArrayList<>();
                for (Judgement j : all) {
                    prepared.add(worker.submit(() -> csv.prepare(j)));
                }
                for (int i = 0; i < all.size(); i++) {
                    Object rows = prepared.get(i).get();
                    assertThat(rows).isInstanceOf(byte[].class);
                    csv.judged(all.get(i), rows);
                }
            } finally {
                worker.shutdownNow();
            }
            assertThat(spelledAhead.toString(java.nio.charset.StandardCharsets.UTF_8))
                    .isEqualTo(spelledHere.toString(java.nio.charset.StandardCharsets.UTF_8));
        }
    }
}
