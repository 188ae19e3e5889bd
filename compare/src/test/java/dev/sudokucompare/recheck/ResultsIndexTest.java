package dev.sudokucompare.recheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.engine.Judge;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;
import dev.sudokucompare.engine.Reference;
import dev.sudokucompare.report.ResultsCsv;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * results.csv cut anywhere, as a kill can leave it: the index keeps exactly the whole
 * records before the cut and says where they end, whatever the rows hold (quoted cells with
 * commas, quotes and line breaks, text of several bytes a character); a merge refuses the cut.
 */
class ResultsIndexTest {

    private static final List<String> SOLVERS = List.of("A", "B");
    /**
     * A message that quotes, breaks lines and takes several bytes a character (no carriage return:
     * the tool writes none, and a row with one is refused as forged).
     */
    private static final String ODD = "line one\nline \"two\", é 数独 \n end";

    @TempDir
    static Path tmp;

    private static byte[] file;
    /** Where each whole record (the header first) ends, in bytes. */
    private static final List<Integer> ends = new ArrayList<>();

    @BeforeAll
    static void aResultsFile() throws IOException {
        Judge judge = new Judge(Mode.FIRST, 2, Reference.OFF);
        SudokuSolver dfs = DfsSolvers.fromSpec("dfs").orElseThrow();
        List<String> puzzles = Files.readAllLines(Datasets.dir().resolve("norvig-hardest.txt")).subList(0, 5);
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        try (ResultsCsv header = new ResultsCsv(all, SOLVERS)) {
            // the header alone
        }
        ends.add(all.size());
        for (int i = 0; i < 6; i++) {
            Judgement j;
            if (i == 4) {
                j = judge.judge(PuzzleRecord.malformed("in é.txt", i + 1, i + 1, "bad, \"very\"\nbad", "x,y\"z"), List.of());
            } else {
                PuzzleRecord r = PuzzleRecord.of("in é.txt", i + 1, i + 1, Grid.parse(puzzles.get(Math.min(i, 4))));
                SolveResult res = dfs.solve(r.puzzle(), HangGuard.of(Mode.FIRST));
                SolveResult odd = new SolveResult(res.status(), res.solution(), res.solutionsFound(), res.countExact(),
                        res.stats(), ODD);
                j = judge.judge(r, List.of(new Outcome("A", odd, 1000 + i, null), new Outcome("B", res, 2000, null)));
            }
            try (ResultsCsv rows = new ResultsCsv(all, SOLVERS, false, false)) {
                rows.judged(j);
            }
            ends.add(all.size());
        }
        file = all.toByteArray();
    }

    private static Path cut(int at, String name) throws IOException {
        return Files.write(tmp.resolve(name), Arrays.copyOf(file, at));
    }

    @Test
    void cutAnywhereItKeepsTheWholeRecordsBefore() throws IOException {
        // Every byte of the last two records (a malformed one, one with odd text) and of the end of the
        // header; every 13th before.
        int dense = ends.get(ends.size() - 3);
        for (int cutAt = 0; cutAt <= file.length; cutAt += cutAt < dense && Math.abs(cutAt - ends.get(0)) > 3 ? 13 : 1) {
            int at = cutAt;
            Path csv = cut(at, "cut.csv");
            try (ResultsIndex index = ResultsIndex.scan(csv, SOLVERS, true)) {
                int whole = 0;
                for (int end : ends) {
                    whole = end <= at ? end : whole;
                }
                int records = (int) ends.stream().filter(e -> e <= at).count() - 1;
                assertThat(index.wholeBytes()).as("cut at %d", at).isEqualTo(whole);
                assertThat(index.records()).as("cut at %d", at).isEqualTo(Math.max(0, records));
                assertThat(index.hasHeader()).isEqualTo(at >= ends.get(0));
                assertThat(index.cut().isPresent()).as("cut at %d", at).isEqualTo(at != whole);
                for (long r = 1; r <= records; r++) {
                    ResultsIndex.Group g = index.take("in é.txt", r);
                    assertThat(g).as("record %d, cut at %d", r, at).isNotNull();
                    List<ResultsIndex.Row> rows = index.rows(g);
                    assertThat(rows).extracting(row -> row.cells().get("solver")).containsExactly("A", "B");
                    assertThat(rows.get(0).cells().get("record")).isEqualTo(Long.toString(r));
                    if (r != 5) {
                        assertThat(rows.get(0).cells().get("message")).isEqualTo(ODD);
                    }
                }
                assertThat(index.take("in é.txt", records + 1)).isNull();
            }
        }
    }

    @Test
    void aMergeRefusesACutFile() throws IOException {
        Path whole = cut(file.length, "whole.csv");
        try (ResultsIndex index = ResultsIndex.scan(whole, SOLVERS, false)) {
            assertThat(index.records()).isEqualTo(6);
            assertThat(index.cut()).isEmpty();
        }
        for (int at : new int[] {file.length - 1, ends.get(3) + 5, ends.get(2) + (ends.get(3) - ends.get(2)) / 2}) {
            Path csv = cut(at, "cut" + at + ".csv");
            assertThatThrownBy(() -> ResultsIndex.scan(csv, SOLVERS, false)).hasMessageContaining(csv + ":")
                    .hasMessageContaining("(the run was killed while writing): finish it with compare --resume");
        }
    }

    @Test
    void whatNoKillLeavesIsRefusedNotDropped() throws IOException {
        String text = new String(file, StandardCharsets.UTF_8);
        // A quote opened in the middle of a row that lines after it close again.
        int middle = ends.get(2) + 3;
        Path quote = Files.writeString(tmp.resolve("quote.csv"), text.substring(0, middle) + "\"" + text.substring(middle));
        assertThatThrownBy(() -> ResultsIndex.scan(quote, SOLVERS, true)).hasMessageStartingWith(quote + ":");
        // An empty line between records.
        Path empty = Files.writeString(tmp.resolve("empty.csv"), new String(Arrays.copyOf(file, ends.get(2)),
                StandardCharsets.UTF_8) + "\n" + new String(Arrays.copyOfRange(file, ends.get(2), file.length),
                StandardCharsets.UTF_8));
        assertThatThrownBy(() -> ResultsIndex.scan(empty, SOLVERS, true)).hasMessageStartingWith(empty + ":");
        // A record short of a row, with records after it.
        List<String> records = new ArrayList<>();
        for (int i = 0; i < ends.size(); i++) {
            records.add(new String(Arrays.copyOfRange(file, i == 0 ? 0 : ends.get(i - 1), ends.get(i)),
                    StandardCharsets.UTF_8));
        }
        String first = records.get(1);
        String half = first.substring(0, first.indexOf("\nin é.txt") + 1);
        Path shortRecord = Files.writeString(tmp.resolve("short.csv"), records.get(0) + half + String.join("",
                records.subList(2, records.size())));
        assertThatThrownBy(() -> ResultsIndex.scan(shortRecord, SOLVERS, true))
                .hasMessageContaining("record 1 of in é.txt (line 2) has 1 of its 2 rows; the rest are missing");
    }
}
