package dev.sudokucompare.fuzz;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.format.PuzzleReader;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.format.RecordWriter;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.engine.JudgeVerdict;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;
import dev.sudokucompare.input.InputFormat;
import dev.sudokucompare.input.Inputs;
import dev.sudokucompare.input.RunFile;
import dev.sudokucompare.report.Markdown;
import dev.sudokucompare.process.Shell;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A failure's directory: {@code original.txt} and {@code shrunk.txt} (the puzzle, then its variant
 * when a relation failed; the line format, a {@code # shape} line where the side allows two boxes),
 * {@code answers.txt} (every solver's answer and verdict on both), {@code case.txt} (what
 * {@code fuzz --replay} reads back: the failure, the relation, the known solution, the seed) and
 * {@code README.md} with the verdict, the reason and the one command, also {@code reproduce.sh},
 * that judges the shrunk case again and exits 1 while the failure shows.
 */
final class Reproducer {

    static final String CASE = "case.txt";
    static final String SHRUNK = "shrunk.txt";

    private Reproducer() {
    }

    /** Writes the directory for {@code f} under {@code out}; {@code command} re-runs it (the directory appended). */
    static Path write(Path out, int number, Campaign.Failure f, long seed, List<String> command) throws IOException {
        Symptom s = f.symptom();
        Path dir = out.resolve(String.format("failure-%d-%s-%s", number, safe(s.solver()), s.kind().label()));
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("original.txt"), puzzles(f.original()), StandardCharsets.UTF_8);
        Files.writeString(dir.resolve(SHRUNK), puzzles(f.shrunk()), StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("answers.txt"), "# the original case\n" + answers(f.originalJudged())
                + "\n# the shrunk case\n" + answers(f.shrunkJudged()), StandardCharsets.UTF_8);
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("failure", s.identity());
        fields.put("shape", f.shrunk().shape().boxSpec());
        fields.put("relation", f.shrunk().relation() == null ? "" : f.shrunk().relation().spec());
        fields.put("solution", f.shrunk().solution() == null ? "" : f.shrunk().solution().toString());
        fields.put("seed", Long.toString(seed));
        fields.put("case", f.origin().index() + " (" + f.origin().kind().label() + ")");
        StringBuilder text = new StringBuilder();
        fields.forEach((k, v) -> text.append(k).append(": ").append(v).append('\n'));
        Files.writeString(dir.resolve(CASE), text, StandardCharsets.UTF_8);
        String line = shellLine(command, dir);
        Path script = dir.resolve("reproduce.sh");
        Files.writeString(script, "#!/bin/sh\n# Judges the shrunk case again: exit 1 while " + s.identity()
                + " shows.\n# SUDOKU_COMPARE names the tool when it is not on PATH, e.g. SUDOKU_COMPARE='java -jar sudoku-compare.jar'.\n"
                + "exec ${SUDOKU_COMPARE:-sudoku-compare}" + line.substring(line.indexOf(' ')) + "\n", StandardCharsets.UTF_8);
        try {
            Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        } catch (UnsupportedOperationException e) {
            // Not a POSIX file system: run it with sh.
        }
        Files.writeString(dir.resolve("README.md"), readme(f, seed, line), StandardCharsets.UTF_8);
        return dir;
    }

    /** The README: the texts from outside (a solver's name and reason, the command's words) escaped for Markdown. */
    private static String readme(Campaign.Failure f, long seed, String line) {
        Symptom s = f.symptom();
        StringBuilder r = new StringBuilder();
        r.append("# ").append(Markdown.text(s.identity())).append(" (").append(s.kind().description()).append(")\n\n");
        r.append("- verdict and reason: ").append(Markdown.text(s.reason())).append('\n');
        r.append("- found by case ").append(f.origin().index()).append(" (").append(f.origin().kind().label())
                .append(") of seed ").append(seed).append('\n');
        if (f.original().relation() != null) {
            r.append("- relation: ").append(f.original().relation().describe(f.original().shape())).append('\n');
        }
        r.append("- ").append(f.flaky() ? "FLAKY: " : "").append("shown in ").append(f.rate()).append('\n');
        r.append("- original: ").append(f.original().base().givenCount()).append(" givens on ")
                .append(f.original().shape()).append(" (original.txt)\n");
        r.append("- shrunk: ").append(f.shrunk().base().givenCount()).append(" givens on ").append(f.shrunk().shape())
                .append(f.flaky() ? " (a flaky failure is not shrunk)" : f.formatSuspected() ? " (not shrunk: "
                        + Markdown.text(f.formatHint()) + ")" : " in " + f.shrinkSteps() + " step"
                        + (f.shrinkSteps() == 1 ? "" : "s"))
                .append(f.shrinkCut() ? ", shrinking stopped by the run's time limit or a stop: not 1-minimal, some "
                        + "given may still go" : "")
                .append(" (shrunk.txt)\n");
        r.append("- every solver's answers on both: answers.txt\n\n");
        r.append("Re-run the shrunk case (exit 1 while the failure shows, 0 when it is gone):\n\n");
        r.append(Markdown.codeBlock(line)).append("\n(or `sh reproduce.sh`)\n");
        return r.toString();
    }

    private static String puzzles(Subject subject) {
        RecordWriter w = PuzzleFormat.LINE.recordWriter();
        StringBuilder out = new StringBuilder();
        for (Grid g : subject.puzzles()) {
            out.append(w.next(g));
        }
        return out.charAt(out.length() - 1) == '\n' ? out.toString() : out.append('\n').toString();
    }

    private static String answers(List<Judgement> judged) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < judged.size(); i++) {
            Judgement j = judged.get(i);
            out.append(i == 0 ? "puzzle " : "variant ").append(j.record().puzzle()).append('\n');
            out.append("  record: ").append(j.verdict()).append(j.detail().isEmpty() ? "" : " (" + j.detail() + ")")
                    .append('\n');
            for (Outcome o : j.outcomes()) {
                SolveResult r = o.result();
                out.append("  ").append(o.solver()).append(": ").append(r.status())
                        .append(r.solution() == null ? "" : " " + r.solution())
                        .append(" count ").append(r.solutionsFound()).append(r.countExact() ? "" : "+")
                        .append(" -> ").append(JudgeVerdict.shown(o)).append('\n');
            }
        }
        return out.toString();
    }

    /** The case a reproducer's directory holds, and the failure it showed. */
    record Stored(Subject subject, String failure) {
    }

    /**
     * Reads back what {@link #write} wrote in {@code dir}; a one-line message when it cannot. Its
     * files are read as a run directory's are ({@link RunFile}): regular files only, never a link
     * (its target could be any file) nor a FIFO (it could block for ever), lines bounded.
     */
    static Stored read(Path dir) throws IOException {
        RunFile.check(dir.resolve(CASE));
        RunFile.check(dir.resolve(SHRUNK));
        Map<String, String> fields = new LinkedHashMap<>();
        List<String> lines;
        try (BufferedReader in = new BufferedReader(RunFile.lines(dir.resolve(CASE)))) {
            lines = in.lines().toList();
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        for (String line : lines) {
            int colon = line.indexOf(": ");
            if (colon > 0) {
                fields.put(line.substring(0, colon), line.substring(colon + 2).strip());
            } else if (line.endsWith(":")) {
                fields.put(line.substring(0, line.length() - 1), "");
            }
        }
        Shape shape = Shape.parseBox(require(fields, "shape"));
        Grid base;
        try (Inputs.Opened opened = Inputs.open(dir.resolve(SHRUNK).toString(), InputFormat.byName("line"), shape)) {
            PuzzleReader reader = opened.records();
            PuzzleRecord first = reader.next();
            if (first == null || first.isMalformed()) {
                throw new IOException(dir.resolve(SHRUNK) + ": no puzzle" + (first == null ? "" : ": " + first.error()));
            }
            base = first.puzzle();
        }
        String relation = fields.getOrDefault("relation", "");
        String solution = fields.getOrDefault("solution", "");
        return new Stored(new Subject(base, solution.isEmpty() ? null : Grid.parse(solution, shape),
                relation.isEmpty() ? null : Relation.parse(relation, shape)), require(fields, "failure"));
    }

    private static String require(Map<String, String> fields, String key) throws IOException {
        String v = fields.get(key);
        if (v == null || v.isEmpty()) {
            throw new IOException(CASE + " has no '" + key + ":' line");
        }
        return v;
    }

    private static String shellLine(List<String> command, Path dir) {
        StringBuilder line = new StringBuilder();
        for (String word : command) {
            line.append(line.length() == 0 ? "" : " ").append(Shell.quote(word));
        }
        return line.append(' ').append(Shell.quote(dir.toAbsolutePath().normalize().toString())).toString();
    }

    private static String safe(String name) {
        return name.replaceAll("[^A-Za-z0-9_.-]+", "_");
    }
}
