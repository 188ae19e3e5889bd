package dev.sudokucompare.cli;

import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;
import dev.sudokucompare.report.SolverNames;
import dev.sudokucompare.process.Shell;
import dev.sudokucompare.solvers.SolverOptions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * What a student needs to rerun a failure of their own program: for each finding the report shows
 * whose answer from an outside program ({@code external:}, {@code stream:}) is not correct, the
 * puzzle as that program read it ({@code reproduce/N.in}) and a script that has {@code solve} judge it
 * again with the run's limits ({@code reproduce/N.sh}, exit 1 while the failure shows). Written under
 * the run's {@code --out} directory, replacing what an earlier session of the run wrote there.
 */
final class FindingScripts {

    static final String DIR = "reproduce";

    private FindingScripts() {
    }

    /**
     * Writes the scripts for {@code shown} (the report's findings), the programs' options in
     * {@code options} ({@code --timeout} and the limits); one console line per script, the program by
     * its short name among {@code names}, none when no outside program failed.
     */
    static List<String> write(Path out, List<Judgement> shown, SolverOptions spoken, List<String> options,
            SolverNames names)
            throws IOException {
        List<String> lines = new ArrayList<>();
        Path dir = out.resolve(DIR);
        int n = 0;
        for (Judgement j : shown) {
            if (j.record().isMalformed()) {
                continue;
            }
            for (Outcome o : j.outcomes()) {
                PuzzleFormat format = o.solver().startsWith("external:") ? spoken.externalFormat()
                        : o.solver().startsWith("stream:") ? spoken.streamFormat() : null;
                if (format == null || o.verdict() == AnswerVerdict.CORRECT || o.verdict() == AnswerVerdict.NOT_RUN
                        || !carries(format, j)) {
                    continue;
                }
                Files.createDirectories(dir);
                n++;
                fresh(dir.resolve(n + ".in"), format.write(j.record().puzzle()));
                fresh(dir.resolve(n + ".sh"), script(j, o, format, options, n));
                lines.add("  sh " + dir.resolve(n + ".sh") + "   # " + names.of(o.solver()) + ": " + o.verdict() + " at "
                        + j.record().location());
            }
        }
        return lines;
    }

    private static boolean carries(PuzzleFormat format, Judgement j) {
        return format.shape() == null || format.shape().equals(j.record().puzzle().shape());
    }

    private static String script(Judgement j, Outcome o, PuzzleFormat format, List<String> options, int n) {
        List<String> solve = new ArrayList<>(List.of("solve", "--solver", o.solver(), "--external-format",
                format.name()));
        solve.addAll(options);
        String in = "\"$(dirname \"$0\")/" + n + ".in\"";
        String reason = o.reason().replaceAll("[\\p{Cntrl}\\p{Zl}\\p{Zp}]", " ");
        return "#!/bin/sh\n"
                + "# " + o.verdict() + " at " + j.record().location().replaceAll("\\p{Cntrl}", " ") + ": " + reason + "\n"
                + "# " + n + ".in is the puzzle as the program read it; the program alone: "
                + o.solver().substring(o.solver().indexOf(':') + 1).replaceAll("\\p{Cntrl}", " ") + " < " + n + ".in\n"
                + "# Judged again by solve (exit 1 while the failure shows). SUDOKU_COMPARE names the tool when it is\n"
                + "# not on PATH, e.g. SUDOKU_COMPARE='java -jar sudoku-compare.jar'.\n"
                + "exec ${SUDOKU_COMPARE:-sudoku-compare} " + Shell.join(solve) + " " + in + "\n";
    }

    /** Written anew: an earlier file (or a link planted in its place) is removed, never written through. */
    private static void fresh(Path file, String text) throws IOException {
        Files.deleteIfExists(file);
        Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
    }

    /** The solve options that put a program under the run's limits again. */
    static List<String> options(SolveOptions solve, dev.sudokucompare.core.solve.Mode mode) {
        List<String> c = new ArrayList<>(List.of("--mode", mode.name().toLowerCase(java.util.Locale.ROOT), "--timeout",
                solve.timeout().toMillis() + "ms"));
        c.addAll(solve.programLimitOptions());
        return c;
    }
}
