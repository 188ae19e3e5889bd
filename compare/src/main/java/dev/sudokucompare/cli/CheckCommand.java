package dev.sudokucompare.cli;

import dev.sudokucompare.core.format.AnswerReader;
import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.format.PuzzleReader;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.Judge;
import dev.sudokucompare.engine.JudgeVerdict;
import dev.sudokucompare.engine.Outcome;
import dev.sudokucompare.input.Inputs;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * Judges answers against puzzles like an online judge, with the one judge every door uses: an
 * answer file is read as a program's output is ({@link AnswerReader}), then ruled on as
 * {@code compare} rules on it, with the same verdicts, reasons and exit status.
 */
@Command(name = "check", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Judge an answer against its puzzle as compare judges a program's output: CORRECT (AC), or WRONG "
            + "(WA, or PE for the right grid in a wrong layout) with the first reason (which cell, which unit, which given "
            + "changed), or UNVERIFIED when the reference could not prove it in time.",
            "The answer is read in the puzzles' format unless --answer-format says otherwise, as --external-format does "
                + "for compare. With --lexmin (implied by boj2239) a valid answer must also be the smallest completion, "
                + "which the reference proves; the first cell where a smaller one differs is named.",
            "A one-puzzle file is judged exactly (extra output is wrong); files of many puzzles pair up record by record."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:every answer CORRECT", "1:an answer is WRONG",
            "2:bad usage, unreadable or malformed input, mismatched record counts",
            "3:an answer is UNVERIFIED (the reference stopped at its limit)"})
final class CheckCommand implements Callable<Integer> {

    /** The name the answer goes by in reasons (as a solver's name does in compare). */
    static final String ANSWER = "the answer";

    @Option(names = "--puzzle", required = true, paramLabel = "FILE", description = "The puzzle(s), or - for stdin.")
    String puzzleFile;

    @Option(names = "--answer", required = true, paramLabel = "FILE", description = "The answer(s) to judge.")
    Path answerFile;

    @Mixin
    InputFormatOption format;

    @Option(names = "--answer-format", paramLabel = "FORMAT", defaultValue = "auto",
            description = "The answer file's format (default: ${DEFAULT-VALUE}: the puzzles' format, as compare expects "
                    + "of a program; line for kaggle puzzles).")
    String answerFormat;

    @Option(names = "--lexmin", description = "Require the lexicographically smallest completion (BOJ 2239).")
    boolean lexmin;

    @Mixin
    ReferenceOptions reference;

    @Mixin
    PluginOption plugins;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        PuzzleFormat answerChosen;
        try {
            answerChosen = "auto".equalsIgnoreCase(answerFormat) ? null : PuzzleFormat.byName(answerFormat);
            format.puzzleFormat();
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        // The one input check of every command, on the puzzles (the answer is judged: binary output is a WA).
        java.util.Optional<String> unusable = InputCheck.problem(puzzleFile);
        if (unusable.isPresent()) {
            err.println("error: " + unusable.get());
            return ExitCodes.TROUBLE;
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
        PuzzleFormat answers = answerChosen != null ? Inputs.withShape(answerChosen, format.shape()) : used;
        Mode mode = lexmin || used.impliedMode() == Mode.LEXMIN || answers.impliedMode() == Mode.LEXMIN
                ? Mode.LEXMIN : Mode.FIRST;
        Judge judge;
        try {
            judge = new Judge(mode, SolveRequest.DEFAULT_COUNT_LIMIT, reference.resolve(plugins, mode));
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        Set<AnswerVerdict> verdicts = EnumSet.noneOf(AnswerVerdict.class);
        boolean trouble = puzzles.size() == 1
                ? judgeExactly(puzzles.get(0), answerText, answers, judge, verdicts, out, err)
                : judgeEach(puzzles, answerText, answers, judge, verdicts, out, err);
        return ExitCodes.of(verdicts, trouble);
    }

    /** One puzzle: the whole answer file is the output, read strictly. True for trouble (a malformed puzzle). */
    private boolean judgeExactly(PuzzleRecord puzzle, String answerText, PuzzleFormat fmt, Judge judge,
            Set<AnswerVerdict> verdicts, PrintWriter out, PrintWriter err) {
        if (puzzle.isMalformed()) {
            err.println(puzzle.location() + ": malformed puzzle: " + puzzle.error());
            return true;
        }
        SolveResult result = AnswerReader.result(answerText, fmt, puzzle.puzzle().shape(), SearchStats.NONE, "");
        Outcome judged = judge.judgeOne(puzzle, ANSWER, result, 0).outcomes().get(0);
        verdicts.add(judged.verdict());
        out.println(JudgeVerdict.shown(judged));
        return false;
    }

    /** Many puzzles: answers in the same format, one per puzzle, in order. True for trouble. */
    private boolean judgeEach(List<PuzzleRecord> puzzles, String answerText, PuzzleFormat fmt, Judge judge,
            Set<AnswerVerdict> verdicts, PrintWriter out, PrintWriter err) {
        List<PuzzleRecord> answers;
        try {
            answers = readAll(fmt.reader(new StringReader(answerText), OneLine.printable(answerFile.toString())));
        } catch (IOException e) {
            err.println("error: " + OneLine.printable(answerFile.toString()) + ": " + e.getMessage());
            return true;
        }
        boolean trouble = false;
        if (answers.size() != puzzles.size()) {
            err.println("error: " + puzzles.size() + " puzzles but " + answers.size() + " answers");
            trouble = true;
        }
        for (int i = 0; i < puzzles.size(); i++) {
            PuzzleRecord p = puzzles.get(i);
            if (p.isMalformed()) {
                err.println(p.location() + ": malformed puzzle: " + p.error());
                trouble = true;
                continue;
            }
            PuzzleRecord a = i < answers.size() ? answers.get(i) : null;
            SolveResult result = a == null ? SolveResult.badOutput("no answer", SearchStats.NONE)
                    : a.isMalformed() ? SolveResult.badOutput("the answer at " + a.location() + " cannot be read: "
                            + a.error(), SearchStats.NONE)
                    : !a.puzzle().shape().equals(p.puzzle().shape()) ? SolveResult.badOutput("a " + a.puzzle().shape()
                            + " grid, but the puzzle is " + p.puzzle().shape(), SearchStats.NONE)
                    : SolveResult.solved(a.puzzle(), SearchStats.NONE, "");
            Outcome judged = judge.judgeOne(p, ANSWER, result, 0).outcomes().get(0);
            verdicts.add(judged.verdict());
            out.println(p.location() + ": " + JudgeVerdict.shown(judged));
        }
        return trouble;
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
}
