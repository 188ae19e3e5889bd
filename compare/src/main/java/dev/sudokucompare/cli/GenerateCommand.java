package dev.sudokucompare.cli;

import dev.sudokucompare.core.LineSpelling;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.format.RecordWriter;
import dev.sudokucompare.core.generate.PuzzleGenerator;
import dev.sudokucompare.solvers.SolverOptions;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Random;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Seeded puzzles with exactly one solution, for exercises and tests. */
@Command(name = "generate", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Generate puzzles with exactly one solution (each proved by counting to 2), seeded and "
            + "reproducible: the same seed and options give the same puzzles.",
            "Cells are blanked in random order while the puzzle stays unique, down to --givens (up to --attempts "
                + "fresh solutions per puzzle; the one with fewest givens is kept, and a puzzle left above the "
                + "target is said on stderr); with --minimal, until no given can be removed."},
        exitCodeListHeading = "%nExit status:%n", exitCodeList = {"0:puzzles written (every one at --givens, when given)",
            "1:puzzles written, but some have more givens than --givens (stderr says which)",
            "2:bad usage or unwritable output"})
final class GenerateCommand implements Callable<Integer> {

    /** How long one uniqueness check may take before it proves nothing (see where it is used). */
    static final Duration UNIQUENESS_HANG_GUARD = Duration.ofMinutes(10);

    @Option(names = "--count", paramLabel = "N", defaultValue = "1", description = "How many puzzles (default: ${DEFAULT-VALUE}).")
    int count;

    @Option(names = "--size", paramLabel = "SIZE", defaultValue = "9",
            description = "9, 16, 4x4 (a side), or 2x3 (a box: a 6x6 grid) (default: ${DEFAULT-VALUE}). A box the "
                    + "side does not fix (3x2 or 2x3 for 6x6) is stated in the file by a '# shape RxC' line.")
    String size;

    @Option(names = "--givens", paramLabel = "K",
            description = "Target number of givens (default: as few as uniqueness allows in one pass).")
    Integer givens;

    @Option(names = "--attempts", paramLabel = "A", defaultValue = "20",
            description = "With --givens: fresh solutions tried per puzzle to reach the target (default: ${DEFAULT-VALUE}).")
    int attempts;

    @Option(names = "--minimal", description = "Blank cells until removing any given would break uniqueness.")
    boolean minimal;

    @Mixin
    SeedOption seed;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "auto",
            description = "line, boj2580, boj2239, tokens, or auto: line up to 35x35, tokens for bigger grids, "
                    + "whose values line cannot spell (default: ${DEFAULT-VALUE}).")
    String format;

    @Option(names = "--solutions", paramLabel = "FILE", description = "Also write each puzzle's solution here, one "
            + "per line (line-aligned with line-format puzzles), or in tokens beyond 35x35.")
    Path solutionsFile;

    @Option(names = "--solver", paramLabel = "NAME", defaultValue = "dfs",
            description = "Solver that proves uniqueness (default: ${DEFAULT-VALUE}).")
    String solverSpec;

    @Mixin
    PluginOption plugins;

    @Mixin
    ProgressOption progress;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        Shape shape;
        PuzzleFormat fmt;
        PuzzleGenerator generator;
        try {
            shape = Shape.parse(size);
            fmt = "auto".equalsIgnoreCase(format.strip())
                    ? shape.size() > LineSpelling.MAX_VALUE ? PuzzleFormat.TOKENS : PuzzleFormat.LINE
                    : PuzzleFormat.byName(format);
            if (fmt.equals(PuzzleFormat.LINE) && shape.size() > LineSpelling.MAX_VALUE) {
                throw new IllegalArgumentException("the line format spells values up to " + LineSpelling.MAX_VALUE
                        + " only: give --format tokens for " + shape);
            }
            if (fmt.shape() != null && !fmt.shape().equals(shape)) {
                throw new IllegalArgumentException(fmt + " writes " + fmt.shape() + " grids only, not " + shape);
            }
            if (count < 0 || (givens != null && (givens < 0 || givens > shape.cellCount()))) {
                throw new IllegalArgumentException("--count must be at least 0 and --givens 0.." + shape.cellCount());
            }
            if (attempts < 1) {
                throw new IllegalArgumentException("--attempts must be at least 1");
            }
            // A hang guard, not a time limit: a check stopped by a limit keeps its cell's given, so a limit a busy
            // machine reaches would make the puzzles of one seed depend on the machine's speed.
            generator = new PuzzleGenerator(plugins.solver(solverSpec, SolverOptions.DEFAULT), UNIQUENESS_HANG_GUARD);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int above = 0;
        Random random = new Random(seed.seed);
        int target = givens != null ? givens : 0;
        // States the box where the side allows two (3x2 vs 2x3), so the file reads back as written.
        RecordWriter puzzles = fmt.recordWriter();
        RecordWriter solutionLines = (shape.size() > LineSpelling.MAX_VALUE ? PuzzleFormat.TOKENS : PuzzleFormat.LINE)
                .recordWriter();
        try (Writer solutions = solutionsFile == null ? Writer.nullWriter()
                : Files.newBufferedWriter(solutionsFile, StandardCharsets.UTF_8);
                Progress bar = Progress.create(progress.wanted(), "puzzles", count)) {
            for (int i = 0; i < count; i++) {
                PuzzleGenerator.Generated g = generator.generate(shape, target, minimal, random);
                // A target below what one pass reaches: fresh solutions, the best kept.
                for (int a = 1; a < attempts && givens != null && !minimal && g.puzzle().givenCount() > target; a++) {
                    PuzzleGenerator.Generated next = generator.generate(shape, target, false, random);
                    if (next.puzzle().givenCount() < g.puzzle().givenCount()) {
                        g = next;
                    }
                }
                if (givens != null && g.puzzle().givenCount() > target) {
                    above++;
                    err.println("puzzle " + (i + 1) + ": " + g.puzzle().givenCount() + " givens; --givens " + target
                            + " not reached in " + (minimal ? "a minimal puzzle" : attempts + " attempts"));
                }
                out.print(puzzles.next(g.puzzle()));
                out.flush();
                solutions.write(solutionLines.next(g.solution()));
                bar.step();
            }
        }
        if (above > 0) {
            err.println(above + " of " + count + " puzzles have more givens than --givens " + target
                    + " (unique puzzles that sparse are rare; raise --attempts, or use --minimal for puzzles no given can leave)");
            return ExitCodes.FOUND;
        }
        return ExitCodes.OK;
    }
}
