package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code check} judges answers as compare judges a program's output: CORRECT (AC), or WRONG with the first reason. */
class CheckCommandTest {

    @TempDir
    Path tmp;

    private Path file(String name, String text) throws IOException {
        return Files.writeString(tmp.resolve(name), text);
    }

    private static String boj2580(String solution) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                sb.append(c == 0 ? "" : " ").append(solution.charAt(r * 9 + c));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    @Test
    void theJudgesSampleOutputIsAccepted() {
        for (String p : List.of("boj2580", "boj2239")) {
            CliRun run = CliRun.of("check", "--puzzle", CliRun.dataset(p + "-sample.in"), "--answer", CliRun.dataset(p + "-sample.out"));
            assertThat(run.status()).as(p + run.err()).isZero();
            assertThat(run.out()).startsWith("CORRECT (AC): ");
        }
    }

    @Test
    void aChangedGivenIsNamed() throws IOException {
        String out = Files.readString(Path.of(CliRun.dataset("boj2580-sample.out")));
        String in = Files.readString(Path.of(CliRun.dataset("boj2580-sample.in")));
        // The sample's r1c1 is given (0 means blank): find a given and change it in the answer.
        int given = firstGivenIndex(in);
        String[] tokens = out.split("\\s+");
        int wrong = Integer.parseInt(tokens[given]) % 9 + 1;
        tokens[given] = String.valueOf(wrong);
        Path answer = file("a.txt", boj2580(String.join("", tokens)));
        CliRun run = CliRun.of("check", "--puzzle", CliRun.dataset("boj2580-sample.in"), "--answer", answer.toString());
        assertThat(run.status()).isEqualTo(1);
        assertThat(run.out()).startsWith("WRONG (WA): invalid solution: given r" + (given / 9 + 1) + "c" + (given % 9 + 1) + "=");
    }

    private static int firstGivenIndex(String boj2580) {
        String[] tokens = boj2580.strip().split("\\s+");
        for (int i = 0; i < tokens.length; i++) {
            if (!tokens[i].equals("0")) {
                return i;
            }
        }
        throw new AssertionError("no given");
    }

    @Test
    void aRepeatedDigitNamesTheUnit() throws IOException {
        String puzzle = Files.readAllLines(Path.of(CliRun.dataset("special-unique.txt"))).get(0);
        String solution = Files.readAllLines(Path.of(CliRun.dataset("special-unique.solutions.txt"))).get(0);
        // Swap two blank cells of row 1 that hold different digits: rows stay valid, a column breaks.
        char[] s = solution.toCharArray();
        int a = -1;
        int b = -1;
        for (int c = 0; c < 9 && b < 0; c++) {
            if (puzzle.charAt(c) == '.') {
                if (a < 0) {
                    a = c;
                } else {
                    b = c;
                }
            }
        }
        char t = s[a];
        s[a] = s[b];
        s[b] = t;
        Path p = file("p.txt", puzzle + "\n");
        Path ans = file("ans.txt", new String(s) + "\n");
        CliRun run = CliRun.of("check", "--puzzle", p.toString(), "--answer", ans.toString());
        assertThat(run.status()).isEqualTo(1);
        assertThat(run.out()).matches("WRONG \\(WA\\): invalid solution: (column|box) \\d repeats \\d \\(r\\dc\\d, r\\dc\\d\\)\\n");
    }

    @Test
    void lexminNamesTheFirstCellWhereASmallerCompletionExists() throws IOException {
        List<String> puzzles = Files.readAllLines(Path.of(CliRun.dataset("two-solutions.txt")));
        String[] both = Files.readAllLines(Path.of(CliRun.dataset("two-solutions.solutions.txt"))).get(0).split(",");
        Path p = file("p.txt", puzzles.get(0) + "\n");
        CliRun larger = CliRun.of("check", "--lexmin", "--puzzle", p.toString(), "--answer", file("l.txt", both[1] + "\n").toString());
        assertThat(larger.status()).isEqualTo(1);
        int cell = 0;
        while (both[0].charAt(cell) == both[1].charAt(cell)) {
            cell++;
        }
        assertThat(larger.out()).isEqualTo("WRONG (WA): not the smallest completion: the reference dfs's is smaller (first "
                + "difference at r" + (cell / 9 + 1) + "c" + (cell % 9 + 1) + ": " + both[0].charAt(cell) + " vs "
                + both[1].charAt(cell) + ")\n");
        CliRun smaller = CliRun.of("check", "--lexmin", "--puzzle", p.toString(), "--answer", file("s.txt", both[0] + "\n").toString());
        assertThat(smaller.status()).isZero();
        CliRun plain = CliRun.of("check", "--puzzle", p.toString(), "--answer", file("l2.txt", both[1] + "\n").toString());
        assertThat(plain.status()).as("without --lexmin any valid completion is accepted").isZero();
    }

    @Test
    void extraOrMissingOutputIsWrongLikeAJudge() throws IOException {
        String out = Files.readString(Path.of(CliRun.dataset("boj2580-sample.out")));
        CliRun extra = CliRun.of("check", "--puzzle", CliRun.dataset("boj2580-sample.in"), "--answer", file("x", out + "done\n").toString());
        assertThat(extra.status()).isEqualTo(1);
        assertThat(extra.out()).startsWith("WRONG (WA): output is not an answer: extra output after the answer, line 10");
        CliRun trailing = CliRun.of("check", "--puzzle", CliRun.dataset("boj2580-sample.in"), "--answer", file("y", out + "\n\n").toString());
        assertThat(trailing.status()).as("trailing blank lines are forgiven").isZero();
        CliRun empty = CliRun.of("check", "--puzzle", CliRun.dataset("boj2580-sample.in"), "--answer", file("z", "").toString());
        assertThat(empty.out()).as("printing nothing says 'no solution', as a program does")
                .isEqualTo("WRONG (WA): printed nothing (taken as 'no solution'), but the reference dfs found a valid "
                        + "completion\n");
    }

    @Test
    void manyPuzzlesAreJudgedRecordByRecord() throws IOException {
        List<String> puzzles = Files.readAllLines(Path.of(CliRun.dataset("special-unique.txt")));
        List<String> solutions = new java.util.ArrayList<>(Files.readAllLines(Path.of(CliRun.dataset("special-unique.solutions.txt"))));
        solutions.set(2, solutions.get(2).replaceFirst("\\d", "0"));
        Path p = file("p.txt", String.join("\n", puzzles) + "\n");
        Path a = file("a.txt", String.join("\n", solutions) + "\n");
        CliRun run = CliRun.of("check", "--puzzle", p.toString(), "--answer", a.toString());
        assertThat(run.status()).isEqualTo(1);
        List<String> lines = run.out().lines().toList();
        assertThat(lines).hasSize(8);
        assertThat(lines.get(2)).contains("p.txt:3: WRONG (WA): invalid solution:");
        assertThat(lines.stream().filter(l -> l.contains(": CORRECT (AC): "))).hasSize(7);
    }

    /** Before the one judge: no --format said ACCEPTED (the answer was guessed boj2239), --format boj2580 exit 2. */
    @Test
    void aRunTogetherBoj2580AnswerIsAPresentationErrorWithOrWithoutFormat() throws IOException {
        String out = Files.readString(Path.of(CliRun.dataset("boj2580-sample.out")));
        Path runTogether = file("r.txt", out.replace(" ", ""));
        for (List<String> format : List.of(List.<String>of(), List.of("--format", "boj2580"))) {
            List<String> args = new java.util.ArrayList<>(List.of("check", "--puzzle", CliRun.dataset("boj2580-sample.in"),
                    "--answer", runTogether.toString()));
            args.addAll(format);
            CliRun run = CliRun.of(args.toArray(String[]::new));
            assertThat(run.status()).as("%s", format).isEqualTo(1);
            assertThat(run.out()).as("%s", format).startsWith("WRONG (PE): the right grid in a wrong layout: line 1 is no "
                    + "boj2580 row: ");
        }
    }

    /** Before: "extra output after the answer, line 2" for a binary file, "ends after 2 of 9 lines" for text garbage. */
    @Test
    void binaryAndGarbageAreNamedAsGarbageByTheirFirstLineAndToken() throws IOException {
        Path binary = tmp.resolve("binary.bin");
        Files.write(binary, new byte[] {0x7f, 'E', 'L', 'F', 2, 1, 1, 0, '\n', 0, 0, 0, '\n'});
        CliRun bin = CliRun.of("check", "--puzzle", CliRun.dataset("boj2580-sample.in"), "--answer", binary.toString());
        assertThat(bin.status()).isEqualTo(1);
        assertThat(bin.out()).isEqualTo("WRONG (WA): output is not an answer: binary output, not text: U+007F in line 1 at "
                + "column 1\n");
        CliRun text = CliRun.of("check", "--puzzle", CliRun.dataset("boj2580-sample.in"), "--answer",
                file("g.txt", "I solved it\nreally\n").toString());
        assertThat(text.out()).isEqualTo("WRONG (WA): output is not an answer: line 1 is no boj2580 row: 'I' is not a "
                + "number 0..9\n");
    }

    @Test
    void missingFilesAreTroubleWithoutAStackTrace() {
        CliRun run = CliRun.of("check", "--puzzle", CliRun.dataset("boj2580-sample.in"), "--answer", "no/such/answer");
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("no such file").doesNotContain("Exception");
    }
}
