package dev.sudokucompare.cli;

import dev.sudokucompare.core.Conflict;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.cnf.DimacsWriter;
import dev.sudokucompare.core.cnf.Encoding;
import dev.sudokucompare.core.cnf.Givens;
import dev.sudokucompare.core.cnf.SudokuCnf;
import dev.sudokucompare.core.format.PuzzleReader;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.engine.Input;
import dev.sudokucompare.input.Inputs;
import dev.sudokucompare.rundir.OutputDirectory;
import dev.sudokucompare.solvers.programs.MiniZincModel;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

/** Each puzzle as a file another solver reads: DIMACS CNF, or a MiniZinc model with its data. */
@Command(name = "export", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Write each puzzle as a DIMACS CNF file (with a comment naming every variable's cell and value)"
            + " or as a MiniZinc model and data file, named by input and record: norvig-top95-0001.cnf, "
            + "norvig-top95-0001.mzn + .dzn.",
            "Malformed records are reported on stderr and skipped."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:every puzzle written", "2:bad usage, an unreadable or empty input, malformed records "
            + "skipped, or an unwritable --out"})
final class ExportCommand implements Callable<Integer> {

    /** What the files are for. */
    enum Target { DIMACS, MZN }

    @Option(names = "--to", paramLabel = "dimacs|mzn", required = true,
            description = "dimacs: one .cnf per puzzle; mzn: one .mzn model and one .dzn data file per puzzle.")
    Target target;

    @Option(names = "--out", paramLabel = "DIR", required = true,
            description = "Write the files to DIR, a new or empty directory (see --force).")
    Path out;

    @Option(names = "--force", description = "Write into a non-empty --out directory, replacing files of the same names.")
    boolean force;

    @Option(names = "--encoding", paramLabel = "minimal|extended", defaultValue = "extended",
            description = "dimacs: the rules' clauses, as for the sat solver (default: ${DEFAULT-VALUE}).")
    Encoding encoding;

    @Option(names = "--givens", paramLabel = "units|assumptions|reduce", defaultValue = "reduce",
            description = "dimacs: how the givens enter, as for the sat solver; assumptions are written as unit "
                    + "clauses (default: ${DEFAULT-VALUE}).")
    Givens givens;

    @Mixin
    InputFormatOption format;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "0",
            description = "Export at most N records from each input, as compare reads them (default: all).")
    long limit;

    @Parameters(arity = "1..*", paramLabel = "INPUT", description = "Input files, - for standard input, or builtin:NAME.")
    List<String> inputs;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    private final Set<String> stems = new HashSet<>();
    private long written;
    private long skipped;
    private boolean trouble;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        List<Input> resolved = new ArrayList<>();
        try {
            if (limit < 0) {
                throw new IllegalArgumentException("--limit must be at least 0 (0: every record)");
            }
            for (String name : inputs) {
                // The one input check of every command: an unusable input is one line, the others go on.
                java.util.Optional<String> unusable = InputCheck.problem(name);
                if (unusable.isPresent()) {
                    err.println("error: " + unusable.get());
                    trouble = true;
                    continue;
                }
                resolved.addAll(Inputs.resolve(name, format.format(), format.shape()));
            }
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        OutputDirectory dir;
        try {
            dir = OutputDirectory.prepare(out, force, List.of());
        } catch (IOException e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.TROUBLE;
        }
        for (Input input : resolved) {
            String stem = stem(input.name());
            long before = written + skipped;
            try (PuzzleReader records = input.open()) {
                long read = 0;
                for (PuzzleRecord r = records.next(); r != null; r = limit > 0 && read >= limit ? null : records.next()) {
                    read++;
                    if (r.isMalformed()) {
                        err.println(r.location() + ": malformed: " + r.error() + "; skipped");
                        skipped++;
                        continue;
                    }
                    String name = String.format(Locale.ROOT, "%s-%04d", stem, r.index());
                    if (target == Target.DIMACS) {
                        dimacs(dir, name, r, err);
                    } else {
                        dir.write(name + ".mzn", MiniZincModel.model(MiniZincModel.Search.FIRST_FAIL));
                        dir.write(name + ".dzn", "% from " + r.location() + "\n" + MiniZincModel.data(r.puzzle()));
                        written++;
                    }
                }
            } catch (IOException e) {
                err.println("error: " + e.getMessage());
                trouble = true;
                continue;
            }
            if (written + skipped == before) {
                err.println("error: " + input.name() + ": holds no puzzles");
                trouble = true;
            }
        }
        String what = target == Target.DIMACS ? (written == 1 ? "CNF file" : "CNF files") + " (encoding "
                + encoding.specName() + ", givens " + givens.specName() + ")"
                : written == 1 ? "MiniZinc model with its data" : "MiniZinc models with their data";
        spec.commandLine().getOut().println("wrote " + written + " " + what + " to " + out + "; " + skipped
                + (skipped == 1 ? " record" : " records") + " skipped");
        return trouble || skipped > 0 ? ExitCodes.TROUBLE : ExitCodes.OK;
    }

    private void dimacs(OutputDirectory dir, String name, PuzzleRecord r, PrintWriter err) throws IOException {
        Grid puzzle = r.puzzle();
        Givens giv = givens;
        List<String> notes = new ArrayList<>(List.of("from " + r.location()));
        List<Conflict> conflicts = puzzle.conflicts();
        if (!conflicts.isEmpty() && giv == Givens.REDUCE) {
            // The reduced formula has no variables for givens, so it could not say that two of them clash.
            giv = Givens.UNITS;
            notes.add("conflicting givens (" + conflicts.get(0).describe() + "): written with givens units, unsatisfiable");
            err.println(r.location() + ": conflicting givens: " + conflicts.get(0).describe()
                    + "; written with --givens units (unsatisfiable)");
        }
        SudokuCnf cnf = SudokuCnf.of(puzzle, encoding, giv);
        if (cnf.clauseBound() > SudokuCnf.MAX_CLAUSES) {
            err.println(String.format(Locale.ROOT, "%s: skipped: the formula would have up to %,d clauses, more than the"
                    + " %,d written per puzzle; --givens reduce keeps only the open cells' candidates", r.location(),
                    cnf.clauseBound(), SudokuCnf.MAX_CLAUSES));
            skipped++;
            return;
        }
        dir.write(name + ".cnf", DimacsWriter.toString(cnf, notes, List.of()));
        written++;
    }

    /**
     * The part of an input's name that names its files: the file name without directories and
     * extension ({@code builtin:norvig-top95} gives {@code norvig-top95}, {@code -} gives
     * {@code stdin}), only letters, digits, dot, dash and underscore, and made unique.
     */
    private String stem(String inputName) {
        String base = inputName.equals("-") ? "stdin" : inputName.substring(Math.max(inputName.lastIndexOf('/'),
                inputName.lastIndexOf(':')) + 1);
        int dot = base.lastIndexOf('.');
        base = dot > 0 ? base.substring(0, dot) : base;
        base = base.replaceAll("[^A-Za-z0-9._-]", "_").replaceAll("^[.]", "_");
        base = base.isEmpty() ? "input" : base;
        String stem = base;
        for (int k = 2; !stems.add(stem); k++) {
            stem = base + "-" + k;
        }
        return stem;
    }
}
