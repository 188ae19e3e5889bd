package dev.sudokucompare.cli;

import dev.sudokucompare.core.format.AnswerReader;
import dev.sudokucompare.core.format.FormatSniffer;
import dev.sudokucompare.core.format.OneLine;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.format.PuzzleReader;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.input.Inputs;
import dev.sudokucompare.solvers.SolverSpecs;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Judges answers against puzzles like an online judge: ACCEPTED, or WRONG with the first reason. */
@Command(name = "check", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Judge an answer against its puzzle like an online judge: ACCEPTED, or WRONG with the "
            + "first reason (which cell, which unit, which given changed).",
            "With --lexmin (implied by boj2239) a valid answer must also be the smallest completion; "
                + "the first cell where a smaller one exists is named.",
            "A one-puzzle file is judged exactly (extra output is wrong); files of many puzzles pair up record by record."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:every answer accepted", "1:an answer is wrong",
            "2:bad usage, unreadable or malformed input, mismatched record counts, or undecided"})
final class CheckCommand implements Callable<Integer> {

    @Option(names = "--puzzle", required = true, paramLabel = "FILE", description = "The puzzle(s), or - for stdin.")
    String puzzleFile;

    @Option(names = "--answer", required = true, paramLabel = "FILE", description = "The answer(s) to judge.")
    Path answerFile;

    @Mixin
    InputFormatOption format;

    @Option(names = "--answer-format", paramLabel = "FORMAT", defaultValue = "auto",
            description = "The answer file's format (default: ${DEFAULT-VALUE}: the one --format names, else "
                    + "guessed from its own first lines, so a BOJ-layout answer to a one-line puzzle is read as such).")
    String answerFormat;

    @Option(names = "--lexmin", description = "Require the lexicographically smallest completion (BOJ 2239).")
    boolean lexmin;

    @Option(names = "--timeout", paramLabel = "DUR", defaultValue = "10s", converter = Durations.class,
            description = "Time limit for finding the smallest completion (default: ${DEFAULT-VALUE}).")
    Duration timeout;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        PuzzleFormat answerChosen;
        try {
            answerChosen = "auto".equalsIgnoreCase(answerFormat) ? format.puzzleFormat()
                    : PuzzleFormat.byName(answerFormat);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        List<PuzzleRecord> puzzles;
        PuzzleFormat used;
        String answerText;
        try (Inputs.Opened opened = Inputs.open(puzzleFile, format.format(), format.shape())) {
            used = opened.format();
            puzzles = readAll(opened.records());
            answerText = readAnswer();
        } catch (IOException e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.TROUBLE;
        }
        if (puzzles.isEmpty()) {
            err.println("error: " + Inputs.shown(puzzleFile) + ": holds no puzzles");
            return ExitCodes.TROUBLE;
        }
        PuzzleFormat detected = FormatSniffer.sniff(answerText.length() > 8192 ? answerText.substring(0, 8192) : answerText);
        PuzzleFormat answers = answerChosen != null ? answerChosen : answerText.isBlank() ? used : detected;
        boolean wantLexmin = lexmin || used.impliedMode() == Mode.LEXMIN;
        AnswerCheck judge = new AnswerCheck(SolverSpecs.resolve("dfs"), timeout);
        int status = puzzles.size() == 1
                ? judgeExactly(puzzles.get(0), answerText, answers, judge, wantLexmin, out, err)
                : judgeEach(puzzles, answerText, answers, judge, wantLexmin, out, err);
        if (status == ExitCodes.FOUND && answerChosen != null && !answerText.isBlank() && !detected.equals(answerChosen)) {
            // Read in the format it was said to be in, the answer failed; it looks like another one.
            err.println("error: " + OneLine.printable(answerFile.toString()) + " looks like " + detected + ", not "
                    + answerChosen + ": a format mismatch, not a judgement; give --answer-format " + detected.name());
            return ExitCodes.TROUBLE;
        }
        return status;
    }

    /** One puzzle: the whole answer file is the output, read strictly. */
    private int judgeExactly(PuzzleRecord puzzle, String answerText, PuzzleFormat fmt, AnswerCheck judge,
            boolean wantLexmin, PrintWriter out, PrintWriter err) {
        if (puzzle.isMalformed()) {
            err.println(puzzle.location() + ": malformed puzzle: " + puzzle.error());
            return ExitCodes.TROUBLE;
        }
        AnswerReader.Answer answer = AnswerReader.read(answerText, fmt, puzzle.puzzle().shape());
        AnswerCheck.Result verdict = answer.grid() != null
                ? judge.decide(puzzle.puzzle(), answer.grid(), wantLexmin)
                : new AnswerCheck.Result(AnswerCheck.Decision.WRONG,
                        answer.empty() ? "the answer is empty" : "the answer cannot be read: " + answer.problem());
        out.println(verdict);
        return exitStatus(verdict.decision());
    }

    /** Many puzzles: answers in the same format, one per puzzle, in order. */
    private int judgeEach(List<PuzzleRecord> puzzles, String answerText, PuzzleFormat fmt, AnswerCheck judge,
            boolean wantLexmin, PrintWriter out, PrintWriter err) {
        List<PuzzleRecord> answers;
        try {
            answers = readAll(fmt.reader(new StringReader(answerText), OneLine.printable(answerFile.toString())));
        } catch (IOException e) {
            err.println("error: " + OneLine.printable(answerFile.toString()) + ": " + e.getMessage());
            return ExitCodes.TROUBLE;
        }
        int worst = ExitCodes.OK;
        if (answers.size() != puzzles.size()) {
            err.println("error: " + puzzles.size() + " puzzles but " + answers.size() + " answers");
            worst = ExitCodes.TROUBLE;
        }
        for (int i = 0; i < puzzles.size(); i++) {
            PuzzleRecord p = puzzles.get(i);
            PuzzleRecord a = i < answers.size() ? answers.get(i) : null;
            AnswerCheck.Result verdict;
            if (p.isMalformed()) {
                verdict = new AnswerCheck.Result(AnswerCheck.Decision.UNDECIDED, "malformed puzzle: " + p.error());
            } else if (a == null) {
                verdict = new AnswerCheck.Result(AnswerCheck.Decision.WRONG, "no answer");
            } else if (a.isMalformed()) {
                verdict = new AnswerCheck.Result(AnswerCheck.Decision.WRONG,
                        "the answer at " + a.location() + " cannot be read: " + a.error());
            } else {
                verdict = judge.decide(p.puzzle(), a.puzzle(), wantLexmin);
            }
            out.println(p.location() + ": " + verdict);
            worst = Math.max(worst, exitStatus(verdict.decision()));
        }
        return worst;
    }

    private String readAnswer() throws IOException {
        if (Files.isDirectory(answerFile)) {
            throw new IOException(OneLine.printable(answerFile.toString()) + ": is a directory, not an answer file");
        }
        if (!Files.isReadable(answerFile)) {
            throw new IOException(OneLine.printable(answerFile.toString()) + ": no such file or not readable");
        }
        // Bounded: /dev/zero or a huge file is refused, not read into memory without end.
        try (InputStream in = Files.newInputStream(answerFile)) {
            byte[] bytes = in.readNBytes(MAX_ANSWER_BYTES + 1);
            if (bytes.length > MAX_ANSWER_BYTES) {
                throw new IOException(OneLine.printable(answerFile.toString()) + ": larger than " + (MAX_ANSWER_BYTES >> 20)
                        + " MiB, far more than any answer file; not read");
            }
            // Undecodable bytes become U+FFFD: binary garbage is a wrong answer, not a crash.
            return new String(bytes, StandardCharsets.UTF_8);
        }
    }

    /** More than the answers to a million 9x9 puzzles in any format. */
    static final int MAX_ANSWER_BYTES = 256 << 20;

    private static List<PuzzleRecord> readAll(PuzzleReader reader) throws IOException {
        List<PuzzleRecord> all = new ArrayList<>();
        for (PuzzleRecord r = reader.next(); r != null; r = reader.next()) {
            all.add(r);
        }
        return all;
    }

    private static int exitStatus(AnswerCheck.Decision d) {
        return switch (d) {
            case ACCEPTED -> ExitCodes.OK;
            case WRONG -> ExitCodes.FOUND;
            case UNDECIDED -> ExitCodes.TROUBLE;
        };
    }
}
